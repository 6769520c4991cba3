import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// Scanning and recording are both capturing with the camera or the microphone: "take a picture
/// of my receipt" asks a receipt scanner to scan, when no shortcut of the app records, while a
/// request to record a video still asks for something the app does not do. The catalog and the
/// utterances were written for this test.
@Suite("Capturing")
struct CapturingTests {
    private func match(_ utterance: String) throws -> MatchResult {
        let folder = try TempFolder()
        defer { folder.remove() }
        try folder.write("AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Splitty"}, "shortcuts": [
              {"intent": "ScanReceipt", "shortTitle": "Scan", "systemImageName": "doc", "phrases": ["Scan a receipt in ${applicationName}"]},
              {"intent": "ShowBalances", "shortTitle": "Balances", "systemImageName": "list.bullet", "phrases": ["Show my balances in ${applicationName}"]}]}
            """)
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en").match(utterance)
    }

    @Test(arguments: ["Take a picture of my receipt with Splitty", "Capture this receipt in Splitty"])
    func photographingAReceiptScansIt(utterance: String) throws {
        let result = try match(utterance)
        #expect(result.match?.intent == "ScanReceipt", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    @Test func recordingAVideoIsTurnedAway() throws {
        let result = try match("Record a video in Splitty")
        #expect(result.match == nil, "matched \(String(describing: result.match?.intent))")
        #expect(result.reason == .actionMismatch)
    }
}
