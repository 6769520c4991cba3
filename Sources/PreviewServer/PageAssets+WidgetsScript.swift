extension PageAssets {
    /// The Widgets tab: loads the catalog folder's example stack, previews what the text box
    /// holds, and shows the SVG as an image (never as markup in the page).
    static let widgetsScript = #"""
        "use strict";
        (() => {
          const byId = (id) => document.getElementById(id);
          function show(result) {
            const picture = byId("widgets-picture");
            picture.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(result.svg);
            picture.hidden = false;
            byId("widgets-text").textContent = result.text;
            byId("widgets-summary").textContent = "hours rotated to: " + result.hoursShown.map((w) => w.kind + " " + w.hours).join(", ");
            byId("widgets-error").hidden = true;
            byId("tab-widgets").dataset.state = "shown";
          }
          function fail(message) {
            byId("widgets-error").textContent = message;
            byId("widgets-error").hidden = false;
            byId("tab-widgets").dataset.state = "error";
          }
          async function request(init) {
            const response = await fetch("/api/widgets/timeline", init);
            const json = await response.json();
            if (!response.ok) throw new Error(json.error ? json.error.message : response.statusText);
            return json;
          }
          async function run() {
            byId("tab-widgets").dataset.state = "pending";
            let body;
            try { body = JSON.parse(byId("widgets-source").value); } catch (error) { fail("not JSON: " + error.message); return; }
            try {
              show(await request({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
            } catch (error) { fail(error.message); }
          }
          async function load() {
            byId("widgets-run").addEventListener("click", run);
            try {
              const example = await request({});
              if (example.source === null) { byId("tab-widgets").dataset.state = "empty"; return; }
              byId("widgets-source").value = example.source;
              show(example);
            } catch (error) { fail(error.message); }
          }
          load();
        })();
        """#
}
