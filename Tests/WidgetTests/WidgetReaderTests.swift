import Foundation
import StrictJSON
import Testing

/// `shortcutpreview widgets DIR`: every kind form, every trap and every rule, on fixtures.
@Suite struct WidgetReaderTests {
    @Test func everyKindFormResolvesAndNoTrapCounts() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("KindForms"), "--json"])
        #expect(run.status == 0, "\(run)")
        let json = try run.json()
        let kinds = json["widgets"]?.strings("kind") ?? []
        #expect(kinds == [
            "com.example.kinds.literal", "com.example.kinds.let", "com.example.kinds.static", "com.example.kinds.balance",
            "rewards", "com.example.kinds.offers", "com.example.kinds.statement",
            "com.example.kinds.budget", "com.example.kinds.budget", "DescribedWidget",
        ], "\(run)")
        #expect(json["widgets"]?.strings("configuration").filter { $0 == "intent" }.count == 1)
        #expect(json["widgets"]?.strings("intent").compactMap { $0 } == ["SelectAccountIntent"])
        // Ten reloads in the app; the commented-out one, the logged one, the interpolated one,
        // the #Preview's, the PreviewProvider's and the tests' never count.
        let reloads = json["reloads"]?.strings("kind") ?? []
        #expect(reloads.count == 10, "\(reloads)")
        #expect(reloads.allSatisfy { $0 != nil && kinds.contains($0) }, "\(reloads)")
        #expect(try run.findings().isEmpty, "\(run)")
        // One relevance in the app (60 * 60 read as 3600); the #Preview's and the tests' are left out.
        guard case .array(let relevances)? = json["relevances"] else { Issue.record("no relevances"); return }
        #expect(relevances.count == 1)
        #expect(relevances.first?["duration"] == .number(3600))
    }

    @Test func unknownKindIsAnErrorWithTheNearestKind() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("UnknownKind"), "--json"])
        #expect(run.status == 1, "\(run)")
        let findings = try run.findings()
        #expect(findings.map(\.rule) == ["unknown-widget-kind", "unknown-widget-kind"], "\(run)")
        #expect(findings.map(\.severity) == ["error", "error"])
        #expect(findings.map(\.place) == ["Widgets.swift:27", "Widgets.swift:30"])
        #expect(findings[0].message.contains("\"OrderWidget\"") && findings[0].message.contains("did you mean \"OrdersWidget\"?"), "\(findings[0].message)")
        #expect(findings[1].message.contains("did you mean \"DeliveryWidget\"?"), "\(findings[1].message)")
        let json = try run.json()
        #expect(json["relevantShortcuts"] == .array([.object([
            ("widgetKind", .string("OrderWidget")), ("providers", .array([.string("dailyRoutine")])), ("file", .string("Widgets.swift")), ("line", .number(27)),
        ])]))
    }

    @Test func unknownKindInTextOutput() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("UnknownKind")])
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: Widgets.swift:27: [unknown-widget-kind] the relevant shortcut's widgetKind \"OrderWidget\" names no declared widget; did you mean \"OrdersWidget\"?"), "\(run)")
        #expect(run.stdout.hasSuffix("2 errors, 0 warnings, 0 notes\n"), "\(run)")
    }

    @Test func duplicateKindIsAnError() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("DuplicateKind"), "--json"])
        #expect(run.status == 1, "\(run)")
        let findings = try run.findings()
        #expect(findings.map(\.rule) == ["duplicate-widget-kind"], "\(run)")
        #expect(findings.first?.place == "Widgets.swift:17")
        #expect(findings.first?.message.contains("already declared at Widgets.swift:6") == true)
    }

    @Test func negativeScoreAndDurationAreWarnings() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("RelevanceScore"), "--json"])
        #expect(run.status == 0, "\(run)")
        let findings = try run.findings()
        #expect(findings.map(\.rule) == ["relevance-score", "relevance-score", "relevance-score"], "\(run)")
        #expect(findings.map(\.place) == ["Provider.swift:14", "Provider.swift:15", "Provider.swift:17"])
        #expect(findings[2].message.contains("negative score (-2)"))
        #expect(findings[0].message.contains("negative score (-1)"))
        #expect(findings[1].message.contains("negative duration (-3600 s)"))
        guard case .array(let relevances)? = try run.json()["relevances"] else { Issue.record("no relevances"); return }
        // The fourth score is computed at run time: not literal, no finding; the fifth may be -2.
        #expect(relevances.map { $0["score"] } == [.number(10), .number(-1), .number(5), .null, .null])
    }

    @Test func donationWithoutEveryParameterIsAWarning() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("MissingParameter"), "--json"])
        #expect(run.status == 0, "\(run)")
        let findings = try run.findings()
        #expect(findings.map(\.rule) == ["donation-missing-parameter", "donation-missing-parameter"], "\(run)")
        // The .intentdefinition's configurable parameters (not internalToken), and an App Intent's @Parameters.
        #expect(findings[0].place == "Widgets.swift:36" && findings[0].message.contains("does not set period,"), "\(findings[0].message)")
        #expect(findings[1].place == "Widgets.swift:50" && findings[1].message.contains("does not set season,"), "\(findings[1].message)")
        let json = try run.json()
        #expect(json["interactions"]?.strings("intent") == ["SelectAccountIntent", "TeamConfiguration", "TeamConfiguration"])
    }

    @Test func interactionForAStaticWidgetIsAWarning() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("StaticInteraction"), "--json"])
        #expect(run.status == 0, "\(run)")
        let findings = try run.findings()
        // The second donation names the kind only in a log call: no finding.
        #expect(findings.map(\.rule) == ["static-widget-interaction"], "\(run)")
        #expect(findings.first?.place == "Widgets.swift:20")
        #expect(findings.first?.message.contains("\"TopStories\"") == true)
    }

    @Test func unparsableWidgetFileExitsTwo() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("UnparsableWidget")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: Broken.swift:"), "\(run)")
        #expect(run.stderr.contains("declares widget wiring and does not parse"))
    }

    @Test func unparsableOtherFileIsAWarning() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("UnparsableOther"), "--json"])
        #expect(run.status == 0, "\(run)")
        let findings = try run.findings()
        #expect(findings.map(\.rule) == ["unparsable-swift"], "\(run)")
        #expect(findings.first?.place.hasPrefix("Formatting.swift:") == true)
        #expect(try run.json()["widgets"]?.strings("kind") == ["Tides"])
    }

    @Test func missingFolderExitsTwo() throws {
        let run = try WidgetRun.run(["widgets", WidgetRepo.fixture("NoSuchApp")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains("project folder not found"), "\(run)")
    }
}
