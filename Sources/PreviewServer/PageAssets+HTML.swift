extension PageAssets {
    /// The page. Every value from the catalog or the API is put in with `textContent` by the
    /// script, never parsed as HTML; the Content-Security-Policy allows only these three files.
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>App Shortcuts Preview</title>
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        <script src="/widgets.js" defer></script>
        </head>
        <body>
        <header>
          <h1>App Shortcuts Preview <span id="app-name"></span></h1>
          <label>Locale <select id="locale"></select></label>
          <span id="catalog-version" class="muted"></span>
        </header>
        <div id="reload-error" class="banner" hidden></div>
        <nav>
          <button data-tab="preview" class="active">Preview</button>
          <button data-tab="catalog">Catalog</button>
          <button data-tab="conflicts">Conflicts</button>
          <button data-tab="suites">Suites</button>
          <button data-tab="lint">Lint</button>
          <button data-tab="widgets">Widgets</button>
        </nav>
        <main>
        <section id="tab-preview">
          <input id="utterance" type="text" autocomplete="off" spellcheck="false"
                 placeholder="What the user says, naming the app" aria-label="Utterance">
          <div id="result" class="result" data-state="idle"><p class="muted">Type a phrase to see which shortcut it runs.</p></div>
        </section>
        <section id="tab-catalog" hidden><div id="catalog"></div></section>
        <section id="tab-conflicts" hidden>
          <p class="muted">Phrases of two different shortcuts that score close to each other: Siri may run either.</p>
          <ul id="conflicts" class="findings"></ul>
        </section>
        <section id="tab-suites" hidden>
          <label>Suite <select id="suite"></select></label> <button id="run-suite">Run</button>
          <div id="suite-result"></div>
        </section>
        <section id="tab-lint" hidden><p id="lint-summary"></p><ul id="lint" class="findings"></ul></section>
        <section id="tab-widgets" hidden>
          <p class="muted">Smart Rotate preview: a stack's timeline entries (<code>{"stack": [{"kind", "entries": [{"date", "score", "duration"}]}]}</code>), hour by hour. It shows the consequences of the relevance the app declares, not the system's ranking.</p>
          <textarea id="widgets-source" rows="8" spellcheck="false" aria-label="Timeline JSON"></textarea>
          <p><button id="widgets-run">Preview</button> <span id="widgets-summary" class="muted"></span></p>
          <p id="widgets-error" class="bad" hidden></p>
          <img id="widgets-picture" alt="Smart Rotate preview" hidden>
          <pre id="widgets-text"></pre>
        </section>
        </main>
        </body>
        </html>
        """
}
