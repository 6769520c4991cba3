-- wrk script: POST /api/match with one utterance (Docs/performance.md, "The preview server under load").
-- Body from the environment: SERVE_UTTERANCE (default: a Demo phrase in Japanese), SERVE_LOCALE.
local utterance = os.getenv("SERVE_UTTERANCE") or "Demoの買い物リストを要約"
local locale = os.getenv("SERVE_LOCALE") or "ja"
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"utterance": "' .. utterance .. '", "locale": "' .. locale .. '"}'

-- wrk counts responses other than 2xx and 3xx as status errors; print them even when 0.
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
