import Foundation
import StrictJSON
import Testing

/// The bundled Cards example (Catalogs/Cards/Widgets): clean as shipped, and a copy with one
/// deliberate mistake is caught.
@Suite struct CardsWidgetTests {
    @Test func bundledExampleIsClean() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.cardsWidgets, "--json"])
        #expect(run.status == 0, "\(run)")
        let json = try run.json()
        #expect(json["widgets"]?.strings("kind") == ["PaymentDue", "RecentPurchases"])
        #expect(json["widgets"]?.strings("configuration") == ["static", "intent"])
        #expect(json["widgets"]?.strings("intent") == [nil, "ViewRecentPurchasesIntent"])
        #expect(json["relevantShortcuts"]?.strings("widgetKind") == ["PaymentDue"])
        guard case .array(let shortcuts)? = json["relevantShortcuts"] else { Issue.record("no relevant shortcuts"); return }
        #expect(shortcuts.first?["providers"] == .array([.string("date"), .string("dailyRoutine")]))
        #expect(json["reloads"]?.strings("kind") == ["RecentPurchases", "PaymentDue"])
        guard case .array(let interactions)? = json["interactions"] else { Issue.record("no interactions"); return }
        #expect(interactions.first?["parameters"] == .array([.string("card"), .string("category")]))
        #expect(try run.findings().isEmpty, "\(run)")
    }

    /// The copy names Payment Due "PaymentDeu" in its relevant shortcut: the one mistake.
    @Test func copyWithOneMistakeIsCaught() throws {
        let copy = try WidgetRepo.scratch()
        defer { try? FileManager.default.removeItem(at: copy) }
        let app = copy.appendingPathComponent("Widgets")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: WidgetRepo.cardsWidgets), to: app)
        let donations = app.appendingPathComponent("Cards/WidgetDonations.swift")
        let original = try String(contentsOf: donations, encoding: .utf8)
        let mistake = try String(contentsOf: URL(fileURLWithPath: WidgetRepo.fixture("CardsMistake.txt")), encoding: .utf8)
        let lines = mistake.split(separator: "\n").map(String.init)
        try #require(lines.count == 2 && original.contains(lines[0]), "CardsMistake.txt: the line to replace, then its replacement")
        try original.replacingOccurrences(of: lines[0], with: lines[1]).write(to: donations, atomically: true, encoding: .utf8)
        let run = try WidgetRun.run(["widgets", app.path, "--json"])
        #expect(run.status == 1, "\(run)")
        let findings = try run.findings()
        #expect(findings.map(\.rule) == ["unknown-widget-kind"], "\(run)")
        #expect(findings.first?.place == "Cards/WidgetDonations.swift:25")
        #expect(findings.first?.message.contains("\"PaymentDeu\" names no declared widget; did you mean \"PaymentDue\"?") == true)
    }

    /// The widget sources sit beside Sources/, so the import of the App Shortcuts is unchanged.
    @Test func importerDoesNotReadTheWidgets() throws {
        let sources = WidgetRepo.root.appendingPathComponent("Catalogs/Cards/Sources").path
        #expect(!sources.contains("Widgets"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
        #expect(!files.contains { $0.contains("Widget") }, "\(files)")
    }
}
