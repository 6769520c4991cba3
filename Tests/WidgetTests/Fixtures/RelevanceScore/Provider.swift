import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let relevance: TimelineEntryRelevance?
}

struct StepsProvider: TimelineProvider {
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let now = Date()
        let entries = [
            StepsEntry(date: now, steps: 100, relevance: TimelineEntryRelevance(score: 10, duration: 60 * 60)),
            StepsEntry(date: now.addingTimeInterval(3600), steps: 500, relevance: TimelineEntryRelevance(score: -1)),
            StepsEntry(date: now.addingTimeInterval(7200), steps: 900, relevance: TimelineEntryRelevance(score: 5, duration: -60 * 60)),
            StepsEntry(date: now.addingTimeInterval(9000), steps: 950, relevance: TimelineEntryRelevance(score: Float(steps(now)))),
            StepsEntry(date: now.addingTimeInterval(9600), steps: 990, relevance: TimelineEntryRelevance(score: now.timeIntervalSince1970 > 0 ? 3 : -2)),
        ]
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    private func steps(_ date: Date) -> Int { 0 }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsView(entry: entry)
        }
    }
}
