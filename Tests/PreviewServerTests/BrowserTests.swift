import Foundation
import StrictJSON
import TestSupport
import Testing

/// The page in a real headless Chromium (Debian's `chromium`; `.ci/run` installs it).
@Suite(.serialized, .enabled(if: DevToolsPipe.chromium != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
struct BrowserTests {
    /// The rendered result when the page shows `utterance`'s match: "state intent".
    private static func shown(_ utterance: String) -> String {
        let quoted = JSONWriter.write(.string(utterance), style: .init(indentWidth: 0, trailingNewline: false))
        return """
            (() => { const r = document.getElementById("result");
              if (!r || r.dataset.utterance !== \(quoted) || r.dataset.state === "pending") return null;
              const intent = document.getElementById("result-intent");
              return r.dataset.state + " " + (intent ? intent.textContent : ""); })()
            """
    }

    @Test func sharedLinkRunsItsQueryAndTypingMatchesAgain() throws {
        let server = try ServerProcess(["--catalog", Repo.catalog("Demo")])
        let browser = try DevToolsPipe()
        let page = try DevToolsPage(browser)
        let first = "Demoの買い物リストを要約"
        let query = first.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        try page.navigate(server.url + "?utterance=\(query)&locale=ja")
        #expect(try page.waitFor(Self.shown(first)) == .string("match SummarizeList"))
        #expect(try page.evaluate("document.getElementById('locale').value") == .string("ja"))
        guard case .string(let parameters) = try page.evaluate("document.getElementById('result-parameters').textContent") else {
            Issue.record("no parameters shown")
            return
        }
        #expect(parameters.contains("買い物リスト"))
        // README's screenshot: SHORTCUTPREVIEW_SCREENSHOT=Docs/serve-ja.png swift test --filter BrowserTests
        if let path = ProcessInfo.processInfo.environment["SHORTCUTPREVIEW_SCREENSHOT"] {
            _ = try page.evaluate("document.activeElement.blur(); true")
            try page.resize(width: 1100, height: 420)
            try page.screenshot().write(to: URL(fileURLWithPath: path))
        }

        // Typing: the box fires `input` events as a keyboard would, and the page matches again.
        _ = try page.evaluate("const u = document.getElementById('utterance'); u.value = ''; u.focus(); true")
        let second = "Demoの家事に項目を追加"
        try page.insertText(second)
        #expect(try page.waitFor(Self.shown(second)) == .string("match AddItem"))
        #expect(try page.evaluate("new URL(location.href).searchParams.get('utterance')") == .string(second))

        // A lower score that wins says which shortcuts it was chosen over, and why.
        _ = try page.evaluate("const w = document.getElementById('utterance'); w.value = ''; w.focus(); true")
        let third = "Demoの買い物リストに卵を入れて"
        try page.insertText(third)
        #expect(try page.waitFor(Self.shown(third)) == .string("match AddItem"))
        guard case .string(let passedOver) = try page.evaluate("document.getElementById('result-passed-over').textContent") else {
            Issue.record("no passed-over shortcuts shown")
            return
        }
        #expect(passedOver.contains("OpenList") && passedOver.contains("\"入れ\" is not what OpenList does"), "\(passedOver)")

        // A request with a clause of context shows the part read as the request.
        _ = try page.evaluate("const c = document.getElementById('utterance'); c.value = ''; c.focus(); true")
        let fourth = "Demoの買い物リストに卵を足しといて、冷蔵庫が空っぽなんだ"
        try page.insertText(fourth)
        #expect(try page.waitFor(Self.shown(fourth)) == .string("match AddItem"))
        #expect(try page.evaluate("document.getElementById('result-request').textContent")
            == .string("\u{201C}Demoの買い物リストに卵を足しといて\u{201D} (the rest read as context)"))

        // A phrase in no shortcut: the page says no and why.
        _ = try page.evaluate("const v = document.getElementById('utterance'); v.value = ''; v.focus(); true")
        try page.insertText("天気を教えて")
        #expect(try page.waitFor(Self.shown("天気を教えて")) == .string("no-match "))
        #expect(try page.evaluate("document.getElementById('result-title').textContent") == .string("No match"))
    }
}
