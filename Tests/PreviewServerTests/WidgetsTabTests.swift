import Foundation
import StrictJSON
import TestSupport
import Testing

/// The Widgets tab in a real headless Chromium: the Cards example's Smart Rotate picture, and
/// an edited stack previewed again.
@Suite(.serialized, .enabled(if: DevToolsPipe.chromium != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
struct WidgetsTabTests {
    @Test func widgetsTabDrawsTheCardsStack() throws {
        let server = try ServerProcess(["--catalog", Repo.catalog("Cards")])
        let browser = try DevToolsPipe()
        let page = try DevToolsPage(browser)
        try page.navigate(server.url)
        _ = try page.waitFor("document.querySelector('nav button[data-tab=widgets]') ? true : null")
        // The page wires its tab buttons once its script has started: click until the tab shows.
        let shown = "(() => { document.querySelector('nav button[data-tab=widgets]').click(); return document.getElementById('tab-widgets').hidden === false || null; })()"
        #expect(try page.waitFor(shown) == .bool(true))
        #expect(try page.waitFor("document.getElementById('tab-widgets').dataset.state === 'shown' || null") == .bool(true))
        #expect(try page.evaluate("document.getElementById('widgets-summary').textContent")
            == .string("hours rotated to: RecentPurchases 9, PaymentDue 11, Rewards 0"))
        // The picture is the SVG, loaded as an image with its own size.
        #expect(try page.waitFor("(() => { const p = document.getElementById('widgets-picture'); return p.complete && p.naturalWidth > 600 ? p.naturalWidth : null; })()") != .null)
        guard case .string(let text) = try page.evaluate("document.getElementById('widgets-text').textContent") else {
            Issue.record("no preview text")
            return
        }
        #expect(text.contains("Rewards never rotates in"), "\(text)")
        // README's screenshot: SHORTCUTPREVIEW_WIDGETS_SCREENSHOT=/tmp/widgets.png swift test --filter WidgetsTabTests
        if let path = ProcessInfo.processInfo.environment["SHORTCUTPREVIEW_WIDGETS_SCREENSHOT"] {
            try page.resize(width: 1200, height: 900)
            _ = try page.evaluate("document.getElementById('widgets-picture').scrollIntoView(); true")
            try page.screenshot().write(to: URL(fileURLWithPath: path))
        }

        // An edited stack whose dates go backwards: the tab says why, in one line.
        let broken = #"{"stack": [{"kind": "A", "entries": [{"date": "2021-06-08T10:00:00Z", "score": 1}, {"date": "2021-06-08T09:00:00Z", "score": 2}]}]}"#
        let quoted = JSONWriter.write(.string(broken), style: .init(indentWidth: 0, trailingNewline: false))
        _ = try page.evaluate("document.getElementById('widgets-source').value = \(quoted); document.getElementById('widgets-run').click(); true")
        #expect(try page.waitFor("document.getElementById('tab-widgets').dataset.state === 'error' || null") == .bool(true))
        guard case .string(let message) = try page.evaluate("document.getElementById('widgets-error').textContent") else {
            Issue.record("no error shown")
            return
        }
        #expect(message.contains("dates out of order"), "\(message)")
    }
}
