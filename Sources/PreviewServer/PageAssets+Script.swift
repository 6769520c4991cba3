extension PageAssets {
    /// The page's behaviour: match as you type (debounced), the catalog, conflict, suite and
    /// lint views, and a poll of `/api/version` that refreshes everything after a reload.
    static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        let version = null, timer = null, sequence = 0, catalog = null;

        function el(tag, className, text) {
          const node = document.createElement(tag);
          if (className) node.className = className;
          if (text !== undefined && text !== null) node.textContent = String(text);
          return node;
        }
        function row(dl, term, value) {
          dl.append(el("dt", null, term));
          const dd = el("dd");
          if (value instanceof Node) dd.append(value); else dd.textContent = value;
          dl.append(dd);
          return dd;
        }
        async function api(path, body) {
          const init = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
          const response = await fetch(path, init);
          const json = await response.json();
          if (!response.ok) throw new Error(json.error ? json.error.message : response.statusText);
          return json;
        }

        // The utterance with the words that matched marked; offsets are UTF-16, as JS strings are.
        function highlighted(text, evidence) {
          const span = el("span");
          let at = 0;
          for (const range of [...(evidence || [])].sort((a, b) => a.start - b.start)) {
            if (range.start < at) continue;
            span.append(text.slice(at, range.start));
            span.append(el("mark", null, text.slice(range.start, range.end)));
            at = range.end;
          }
          span.append(text.slice(at));
          return span;
        }
        function parameterText(value) {
          if (value === null) return "(not named; Siri would ask)";
          if (value.ambiguous) return "ambiguous: " + value.ambiguous.join(", ");
          let text = (value.title || value.id) + " (" + value.id + ")";
          if (value.text !== undefined) text += " \u2190 \u201C" + value.text + "\u201D";
          if (value.matchedBy) text += ", by " + value.matchedBy;
          return text;
        }
        const reasons = {
          "below-threshold": "nothing is close enough",
          "negative-phrase": "turned away by a negative phrase",
          "no-phrases-in-locale": "the catalog has no phrases in this locale",
          "app-name-missing": "the app\u2019s name is not said (Siri runs a shortcut only when it is)",
          "no-action": "it asks for nothing a shortcut does",
          "action-mismatch": "it asks for something no shortcut does",
        };

        function renderResult(result) {
          const box = $("result");
          box.replaceChildren();
          box.dataset.utterance = result.utterance;
          box.dataset.locale = result.locale;
          const match = result.match;
          box.dataset.state = match ? "match" : "no-match";
          const dl = el("dl");
          if (match) {
            const title = el("h2", null, match.shortTitle || match.intent);
            title.id = "result-title";
            box.append(title);
            row(dl, "Intent", match.intent).id = "result-intent";
            const kind = el("span", "badge " + match.kind, match.kind);
            row(dl, "Kind", kind).id = "result-kind";
            row(dl, "Score", match.score.toFixed(2) + (match.kind === "flexible" ? " (confidence " + match.confidence.toFixed(2) + ")" : "")).id = "result-score";
            row(dl, "Words", highlighted(result.utterance, match.evidence));
            row(dl, "Closest phrase", match.phrase);
            if (match.request) row(dl, "Request", "\u201c" + match.request.text + "\u201d (the rest read as context)").id = "result-request";
            const names = Object.keys(match.parameters);
            if (names.length) {
              const list = el("ul");
              for (const name of names) list.append(el("li", null, name + " = " + parameterText(match.parameters[name])));
              row(dl, "Parameters", list).id = "result-parameters";
            }
            if (match.passedOver && match.passedOver.length) {
              const list = el("ul");
              for (const other of match.passedOver) list.append(el("li", null, other.intent + " (score " + other.score.toFixed(2) + "): " + other.reason));
              row(dl, "Chosen over", list).id = "result-passed-over";
            }
            if (match.closeCalls.length) {
              row(dl, "Close calls", match.closeCalls.join(", ") + " \u2014 Siri may run any of them; make their phrases differ more").className = "warn";
            }
            if (!match.applicationNameMentioned) row(dl, "Note", "the app name is not said; Siri needs it").className = "warn";
          } else {
            const title = el("h2", null, "No match");
            title.id = "result-title";
            box.append(title);
            row(dl, "Kind", el("span", "badge none", "none")).id = "result-kind";
            row(dl, "Why", result.explanation || reasons[result.reason] || result.reason || "");
            const near = result.nearMiss;
            if (near) {
              const lead = result.reason === "app-name-missing" ? "With the app\u2019s name said: " : "Closest: ";
              row(dl, "Why not", lead + (near.shortTitle || near.intent) + " (" + near.intent + ", " + near.kind + ", score " + near.score.toFixed(2) + "): \u201C" + near.phrase + "\u201D").id = "result-near-miss";
            }
          }
          const source = result.sourceLanguageMatch;
          if (source && source.crossLingual && source.match && source.byAction) {
            const other = source.match;
            row(dl, "Untranslated", "\u201C" + source.byAction + "\u201D is what " + other.intent + " does (no " + result.locale + " phrase), as its " + source.locale + " phrase says (score " + other.score.toFixed(2) + "): \u201C" + other.phrase + "\u201D").id = "result-untranslated";
          } else if (source && source.crossLingual && source.match) {
            const other = source.match;
            row(dl, "Untranslated", "by meaning, " + other.intent + " (no " + result.locale + " phrase) is " + (match ? "closer than this match" : "the closest") + ", through its " + source.locale + " phrase (score " + other.score.toFixed(2) + "): \u201C" + other.phrase + "\u201D").id = "result-untranslated";
          } else if (source && (source.match || source.nearMiss)) {
            const other = source.match || source.nearMiss;
            row(dl, "In " + source.locale, "(the source language) this would trigger " + other.intent + " (" + other.kind + ", score " + other.score.toFixed(2) + "): \u201C" + other.phrase + "\u201D");
          }
          const others = result.candidates.filter((c) => !match || c.intent !== match.intent);
          if (others.length) row(dl, "Candidates", others.map((c) => c.intent + " " + c.score.toFixed(2)).join(", "));
          box.append(dl);
        }
        function renderError(message, utterance) {
          const box = $("result");
          box.replaceChildren(el("p", "bad", message));
          box.dataset.state = "error";
          box.dataset.utterance = utterance;
        }

        function remember(utterance, locale) {
          const url = new URL(location.href);
          url.searchParams.set("utterance", utterance);
          url.searchParams.set("locale", locale);
          history.replaceState(null, "", url);
        }
        async function runMatch() {
          const utterance = $("utterance").value, locale = $("locale").value, mine = ++sequence;
          remember(utterance, locale);
          if (!utterance.trim()) {
            $("result").replaceChildren(el("p", "muted", "Type a phrase to see which shortcut it runs."));
            $("result").dataset.state = "idle";
            return;
          }
          $("result").dataset.state = "pending";
          try {
            const result = await api("/api/match", { utterance, locale });
            if (mine === sequence) renderResult(result);
          } catch (error) {
            if (mine === sequence) renderError(error.message, utterance);
          }
        }
        function schedule() { clearTimeout(timer); timer = setTimeout(runMatch, 120); }

        function findingItem(finding, short) {
          const item = el("li");
          item.append(el("span", "severity-" + finding.severity, finding.severity), " ");
          if (!short && finding.file) item.append(el("span", "muted", finding.file + (finding.key ? " \u00B7 " + finding.key : "") + " "));
          if (finding.locale) item.append("[" + finding.locale + "] ");
          item.append(finding.message, " ", el("span", "muted", "[" + finding.rule + "]"));
          return item;
        }
        function renderCatalog(view) {
          catalog = view;
          $("app-name").textContent = "\u2014 " + view.application;
          const table = el("table"), head = el("tr");
          head.append(el("th", null, "Shortcut"));
          for (const locale of view.locales) {
            const total = view.totals[locale].phrases;
            head.append(el("th", total > view.phraseLimit ? "over" : null, locale + " \u00B7 " + total + " / " + view.phraseLimit));
          }
          table.append(head);
          for (const shortcut of view.shortcuts) {
            const tr = el("tr"), name = el("th");
            name.append(el("div", null, shortcut.shortTitle || shortcut.intent), el("div", "muted", shortcut.intent));
            const general = view.findings.filter((f) => f.intent === shortcut.intent && !f.locale);
            if (general.length) { const list = el("ul", "findings"); general.forEach((f) => list.append(findingItem(f, true))); name.append(list); }
            tr.append(name);
            for (const locale of view.locales) {
              const cell = shortcut.cells[locale];
              const td = el("td", cell.untranslated ? "untranslated" : (cell.stale ? "stale" : null));
              td.append(el("div", null, cell.untranslated ? "untranslated" : cell.templates + " phrases \u2192 " + cell.phrases));
              const states = Object.entries(cell.states).filter(([s]) => s !== "translated").map(([s, n]) => n + " " + s.replace("_", " "));
              if (states.length) td.append(el("div", "warn", states.join(", ")));
              const here = view.findings.filter((f) => f.intent === shortcut.intent && f.locale === locale);
              if (here.length) { const list = el("ul", "findings"); here.forEach((f) => list.append(findingItem(f, true))); td.append(list); }
              tr.append(td);
            }
            table.append(tr);
          }
          const rest = view.findings.filter((f) => !f.intent);
          const box = $("catalog");
          box.replaceChildren(el("p", "muted", view.shortcuts.length + " shortcuts, " + view.locales.length + " locales; phrases as written \u2192 concrete phrases with every value (Apple allows " + view.phraseLimit + " per locale). " + view.errors + " lint errors, " + view.warnings + " warnings."), table);
          if (rest.length) { const list = el("ul", "findings"); rest.forEach((f) => list.append(findingItem(f, false))); box.append(el("h3", null, "Other findings"), list); }
          const conflicts = view.findings.filter((f) => f.rule === "confusable-phrases");
          $("conflicts").replaceChildren(...(conflicts.length ? conflicts.map((f) => findingItem(f, false)) : [el("li", "muted", "No two shortcuts have phrases this close.")]));
          const select = $("locale");
          const chosen = select.value || new URLSearchParams(location.search).get("locale") || view.sourceLanguage;
          select.replaceChildren(...view.locales.map((locale) => el("option", null, locale)));
          if (!view.locales.includes(chosen)) select.append(el("option", null, chosen));
          select.value = chosen;
        }
        async function refreshLint() {
          const report = await api("/api/lint");
          $("lint-summary").textContent = report.errors + " errors, " + report.warnings + " warnings";
          $("lint").replaceChildren(...report.findings.map((f) => findingItem(f, false)));
        }
        async function refreshSuites() {
          const { suites } = await api("/api/suites");
          const select = $("suite"), chosen = select.value;
          select.replaceChildren(...suites.map((name) => el("option", null, name)));
          if (suites.includes(chosen)) select.value = chosen;
          $("run-suite").disabled = suites.length === 0;
        }
        async function runSuite() {
          const box = $("suite-result");
          box.replaceChildren(el("p", "muted", "Running\u2026"));
          try {
            const run = await api("/api/test", { suite: $("suite").value });
            const summary = el("p");
            summary.append(el("span", "pass", run.passed + " passed"), ", ", el("span", run.failed ? "fail" : "muted", run.failed + " failed"));
            const list = el("ul", "findings");
            for (const f of run.failures) list.append(el("li", null, "line " + f.line + " [" + f.locale + "] \u201C" + f.utterance + "\u201D: " + f.message));
            box.replaceChildren(summary, list);
          } catch (error) {
            box.replaceChildren(el("p", "bad", error.message));
          }
        }
        async function refreshAll() {
          renderCatalog(await api("/api/catalog"));
          await Promise.all([refreshLint(), refreshSuites()]);
        }
        async function poll() {
          try {
            const state = await api("/api/version");
            $("reload-error").hidden = !state.error;
            $("reload-error").textContent = state.error ? "The catalog on disk cannot be previewed; showing the last good one. " + state.error : "";
            if (version !== null && state.version !== version) {
              version = state.version;
              await refreshAll();
              if ($("utterance").value.trim()) runMatch();
            }
            version = state.version;
            $("catalog-version").textContent = "catalog version " + version;
          } catch (error) { /* the server is restarting; try again */ }
          setTimeout(poll, 1000);
        }

        function showTab(name) {
          for (const button of document.querySelectorAll("nav button")) button.classList.toggle("active", button.dataset.tab === name);
          for (const section of document.querySelectorAll("main section")) section.hidden = section.id !== "tab-" + name;
        }
        async function start() {
          for (const button of document.querySelectorAll("nav button")) button.addEventListener("click", () => showTab(button.dataset.tab));
          $("utterance").addEventListener("input", schedule);
          $("locale").addEventListener("change", runMatch);
          $("run-suite").addEventListener("click", runSuite);
          await refreshAll();
          const query = new URLSearchParams(location.search);
          if (query.get("utterance")) { $("utterance").value = query.get("utterance"); await runMatch(); }
          $("utterance").focus();
          poll();
        }
        start();
        """#
}
