import Foundation
import ShortcutPreviewCore
import Testing
import WidgetTimeline

/// `shortcutpreview widgets timeline FILE.json`: the model on small stacks, the Cards example,
/// and bad input.
@Suite struct TimelineTests {
    private func stack(_ json: String) throws -> SmartRotatePreview {
        try SmartRotatePreview(WidgetStack.parse(Array(json.utf8), file: "stack.json"))
    }

    @Test func scoresCountOnlyAgainstTheSameWidget() throws {
        // B's scores are a hundred times A's, but each is compared with its own: A's 2 at 10:00
        // is its highest, B's 100 there is its lowest.
        let preview = try stack("""
            {"stack": [
              {"kind": "A", "entries": [{"date": "2021-06-08T09:00:00Z", "score": 1}, {"date": "2021-06-08T10:00:00Z", "score": 2}]},
              {"kind": "B", "entries": [{"date": "2021-06-08T09:00:00Z", "score": 200, "duration": 3600}, {"date": "2021-06-08T10:00:00Z", "score": 100}]}
            ]}
            """)
        #expect(preview.hours.map(\.start.text) == ["2021-06-08 09:00", "2021-06-08 10:00"])
        #expect(preview.hours.map(\.rotatedTo) == [1, 0])
        #expect(preview.hours[1].relevance == [1, 0])
    }

    @Test func durationLimitsAndZeroRunsToTheNextEntry() throws {
        let preview = try stack("""
            {"stack": [{"kind": "A", "entries": [
              {"date": "2021-06-08T09:00:00Z", "score": 5, "duration": 3600},
              {"date": "2021-06-08T12:00:00Z", "score": 0, "duration": 0},
              {"date": "2021-06-08T14:00:00Z", "score": 5, "duration": 0}]}]}
            """)
        // 09:00 valid for an hour; 10:00 and 11:00 nothing; 12:00 and 13:00 the 0 entry; 14:00 the last, to the end.
        #expect(preview.hours.map { $0.relevance[0] } == [1, nil, nil, 0, 0, 1])
        #expect(preview.hours.map(\.rotatedTo) == [0, nil, nil, nil, nil, 0])
    }

    @Test func constantScoresNeverRotateIn() throws {
        let preview = try stack("""
            {"stack": [{"kind": "Flat", "entries": [{"date": "2021-06-08T09:00:00+02:00", "score": 7}, {"date": "2021-06-08T11:30:00+02:00", "score": 7}]}]}
            """)
        #expect(preview.hoursShown == [0])
        #expect(preview.hours.first?.start.text == "2021-06-08 09:00")
        #expect(preview.text.contains("Flat never rotates in: all its entries have the score 7.00"), "\(preview.text)")
        #expect(preview.text.contains("(UTC+02:00)"))
    }

    @Test func cardsExampleAsTextAndSVG() throws {
        let folder = try WidgetRepo.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("stack.svg").path
        let run = try WidgetRun.run(["widgets", "timeline", WidgetRepo.cardsWidgets + "/SmartStack.json", "--svg", svg])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Smart Rotate preview: 3 widgets, 26 hours from 2021-06-08 06:00 (UTC-07:00)", "\(run)")
        #expect(lines.contains { $0.hasPrefix("2021-06-08 09:00  RecentPurchases") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("2021-06-08 21:00  PaymentDue") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("2021-06-08 07:00  -") }, "\(run)")
        #expect(run.stdout.contains("hours rotated to: RecentPurchases 9, PaymentDue 11, Rewards 0"), "\(run)")
        #expect(run.stdout.contains("Model (what the app declares, not the system's ranking):"))
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(picture.contains(">RecentPurchases</text>") && picture.contains(">Rewards</text>"))
        #expect(picture.hasSuffix("</svg>\n"))
    }

    @Test func unwritableSVGExitsTwo() throws {
        let run = try WidgetRun.run(["widgets", "timeline", WidgetRepo.cardsWidgets + "/SmartStack.json", "--svg", "/nonexistent-folder/stack.svg"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "error: /nonexistent-folder/stack.svg: cannot write the SVG (check that its folder exists and is writable)\n")
    }

    @Test(arguments: [
        ("{\"stack\": [", "stack.json: line 1, column 12, at $.stack: unexpected end of input"),
        ("{\"stack\": [{\"kind\": \"A\", \"entries\": [{\"date\": \"2021-06-08T10:00:00Z\", \"score\": 1}, {\"date\": \"2021-06-08T09:00:00Z\", \"score\": 1}]}]}",
         "at $.stack[0].entries[1].date: dates out of order: 2021-06-08 09:00 is not after the previous entry's 2021-06-08 10:00"),
        ("{\"stack\": [{\"kind\": \"A\", \"entries\": [{\"date\": \"June 8\", \"score\": 1}]}]}", "is not an ISO 8601 date"),
        ("{\"stack\": [{\"kind\": \"A\", \"entries\": [{\"date\": \"2021-06-08T10:00:00Z\", \"score\": \"high\"}]}]}", "at $.stack[0].entries[0].score: expected a number, found string"),
        ("{\"stack\": [{\"kind\": \"A\", \"entries\": [{\"date\": \"2021-06-08T10:00:00Z\", \"score\": 1, \"duration\": -5}]}]}", "a negative duration"),
        ("{\"stack\": [{\"kind\": \"A\", \"entries\": []}, {\"kind\": \"A\", \"entries\": []}]}", "is listed twice"),
        ("{\"stack\": [{\"kind\": \"A\", \"entries\": [{\"date\": \"2021-06-01T10:00:00Z\", \"score\": 1}, {\"date\": \"2021-07-01T10:00:00Z\", \"score\": 1}]}]}", "over the preview's 336"),
        ("[]", "expected an object, found array"),
    ])
    func badInputExitsTwo(json: String, expected: String) throws {
        let folder = try WidgetRepo.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stack.json")
        try Data(json.utf8).write(to: file)
        let run = try WidgetRun.run(["widgets", "timeline", file.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: \(file.path)"), "\(run)")
        #expect(run.stderr.contains(expected), "\(run)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}
