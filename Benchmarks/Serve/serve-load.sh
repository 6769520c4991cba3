#!/usr/bin/env bash
# Load on `shortcutpreview-serve` (Docs/performance.md, "The preview server under load"): a
# release build on loopback, wrk against POST /api/match, and the server's resident memory every 5 s.
#   Benchmarks/Serve/serve-load.sh [SECONDS] [CONNECTIONS]
# Needs wrk (Debian's `wrk`). Prints wrk's report (requests/s, latency percentiles) and RSS.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration=${1:-60}
connections=${2:-32}
command -v wrk >/dev/null || { echo "error: wrk is not installed (apt-get install wrk)" >&2; exit 2; }
swift build -c release --product shortcutpreview-serve >&2
out=$(mktemp)
.build/release/shortcutpreview-serve --catalog Catalogs/Demo --port 0 >"$out" 2>/dev/null &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 100); do [ -s "$out" ] && break; sleep 0.1; done
url=$(head -1 "$out")
echo "server $url (pid $server)"
rss() { awk '/VmRSS/ {print $2 " kB"}' "/proc/$server/status"; }
# Warm up (first matches build nothing, but let allocators settle), then measure.
wrk -t1 -c"$connections" -d3s -s Benchmarks/Serve/post.lua "${url}api/match" >/dev/null
echo "RSS before: $(rss)"
( for i in $(seq $((duration / 5))); do sleep 5; echo "RSS at +$((i * 5)) s: $(rss)"; done ) &
sampler=$!
cpu() { awk '{print $14 + $15}' "/proc/$server/stat"; }
ticks=$(cpu)
wrk -t1 -c"$connections" -d"${duration}s" --latency -s Benchmarks/Serve/post.lua "${url}api/match"
wait $sampler 2>/dev/null || true
echo "RSS after: $(rss)"
echo "server CPU during the run: $(( ($(cpu) - ticks) * 1000 / $(getconf CLK_TCK) )) ms"
