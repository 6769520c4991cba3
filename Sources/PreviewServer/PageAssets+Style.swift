extension PageAssets {
    static let style = """
        :root { --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a66d8; --ok: #1a7f37; --warn: #9a6700; --bad: #c9372c; }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 system-ui, -apple-system, "Noto Sans CJK JP", "Noto Sans", sans-serif; color: var(--fg); margin: 0; background: #f5f5f7; }
        header { display: flex; gap: 1.5em; align-items: baseline; padding: .8em 1.2em; background: #fff; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
        h1 { font-size: 1.15em; margin: 0; }
        #app-name { color: var(--accent); }
        nav { padding: .5em 1.2em 0; display: flex; gap: .3em; }
        nav button { border: 1px solid var(--line); border-bottom: none; background: #e8e8ed; padding: .35em .9em; border-radius: 6px 6px 0 0; cursor: pointer; font: inherit; }
        nav button.active { background: #fff; font-weight: 600; }
        main { background: #fff; margin: 0 1.2em 1.2em; border: 1px solid var(--line); border-radius: 0 6px 6px 6px; padding: 1em 1.2em; }
        #utterance { width: 100%; font-size: 1.25em; padding: .5em .7em; border: 1px solid var(--line); border-radius: 8px; }
        #utterance:focus { outline: 2px solid var(--accent); }
        .result { margin-top: 1em; }
        .result h2 { margin: .2em 0; font-size: 1.4em; }
        .result dl { display: grid; grid-template-columns: max-content 1fr; gap: .25em 1em; margin: .6em 0; }
        .result dt { color: var(--muted); }
        .result dd { margin: 0; }
        .badge { display: inline-block; padding: 0 .5em; border-radius: 999px; font-size: .85em; background: #e8e8ed; }
        .badge.exact { background: #dafbe1; color: var(--ok); }
        .badge.flexible { background: #ddf4ff; color: var(--accent); }
        .badge.none { background: #ffebe9; color: var(--bad); }
        mark { background: #fff3b0; padding: 0 .1em; border-radius: 3px; }
        .muted { color: var(--muted); }
        .warn { color: var(--warn); }
        .bad { color: var(--bad); }
        .banner { background: #ffebe9; color: var(--bad); padding: .5em 1.2em; border-bottom: 1px solid #f5c2bd; }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; }
        tr > th:first-child { width: 13em; }
        th, td { border: 1px solid var(--line); padding: .35em .5em; vertical-align: top; text-align: left; }
        td.untranslated { background: #ffebe9; }
        td.stale { background: #fff8c5; }
        th.over { color: var(--bad); }
        ul.findings { padding-left: 1.2em; }
        ul.findings li { margin: .3em 0; }
        td ul.findings { margin: .3em 0 0; font-size: .85em; }
        .severity-error { color: var(--bad); font-weight: 600; }
        .severity-warning { color: var(--warn); font-weight: 600; }
        .pass { color: var(--ok); font-weight: 600; }
        .fail { color: var(--bad); font-weight: 600; }
        #widgets-source { width: 100%; font: 13px/1.4 ui-monospace, monospace; border: 1px solid var(--line); border-radius: 6px; padding: .5em; }
        #widgets-picture { max-width: 100%; border: 1px solid var(--line); border-radius: 6px; }
        #widgets-text { font-size: 12px; overflow-x: auto; }
        """
}
