public import ShortcutPreviewCore

/// Which widget a Smart Stack would rotate to, hour by hour, under the documented part of the
/// model only: the consequences of what the app declares, never a claim about the system's
/// own ranking, which Apple does not publish (see ``assumptions``).
public struct SmartRotatePreview: Sendable, Equatable {
    /// One hour of the preview.
    public struct Hour: Sendable, Equatable {
        /// The hour's start.
        public var start: TimelineDate
        /// Each widget's relative relevance in this hour (0…1), in stack order; nil when none
        /// of its entries' relevance is valid in the hour.
        public var relevance: [Double?]
        /// The index of the widget the stack rotates to; nil when no widget's relevance rises
        /// above its own baseline, and the stack stays where the user left it.
        public var rotatedTo: Int?
    }

    /// The stack previewed.
    public var stack: WidgetStack
    /// The hours, from the hour of the earliest entry to the end of the last one's relevance.
    public var hours: [Hour]

    /// The longest preview, in hours (two weeks).
    public static let maximumHours = 336

    /// What the preview assumes, stated in every output.
    public static let assumptions = [
        "A score counts only against the same widget's other entries: each widget's lowest score is its baseline (0) and its highest is 1. A widget whose scores never rise above its own baseline never rotates in.",
        "An entry's relevance is valid from its date for its duration; a duration of 0 means until the widget's next entry (the last one: to the end of the preview).",
        "Each hour goes to the widget with the highest relative relevance valid at some moment of that hour; a tie goes to the widget higher in the stack. With none above 0, the stack is not rotated.",
        "The system also weighs what it does not publish (the user's habits, other signals); this preview shows only the consequences of what the app declares, not what a device will do.",
    ]

    /// Computes the preview.
    ///
    /// - Throws: ``ShortcutPreviewError`` `.overLimit` when the entries span more than
    ///   ``maximumHours``, `.invalidValue` when no widget has an entry.
    public init(_ stack: WidgetStack) throws(ShortcutPreviewError) {
        self.stack = stack
        let starts = stack.widgets.flatMap(\.entries).map(\.date)
        guard let first = starts.min() else {
            throw ShortcutPreviewError(.invalidValue, reason: "no widget in the stack has an entry", remedy: "give at least one widget a timeline entry")
        }
        // Intervals in seconds: [start, end), end nil for "until the next entry" on the last.
        let intervals = stack.widgets.map { widget in
            widget.entries.enumerated().map { offset, entry -> (start: Int64, end: Int64?, relative: Double) in
                let next = offset + 1 < widget.entries.count ? widget.entries[offset + 1].date.seconds : nil
                let end = entry.duration > 0 ? entry.date.seconds + Int64(entry.duration.rounded(.up)) : next
                return (entry.date.seconds, end, Self.relative(entry.score, in: widget))
            }
        }
        let lastEnd = intervals.flatMap { $0.map { $0.end ?? $0.start + 1 } }.max() ?? first.seconds + 1
        let offset = Int64(first.offset)
        let origin = Self.floorHour(first.seconds + offset) - offset
        let count = Int((lastEnd - origin + 3599) / 3600)
        guard count <= Self.maximumHours else {
            throw ShortcutPreviewError(.overLimit, reason: "the entries span \(count) hours, over the preview's \(Self.maximumHours)",
                                       remedy: "preview at most two weeks of entries")
        }
        hours = (0..<max(count, 1)).map { index in
            let start = origin + Int64(index) * 3600
            let relevance: [Double?] = intervals.map { widget in
                widget.filter { $0.start < start + 3600 && ($0.end ?? Int64.max) > start }.map(\.relative).max()
            }
            var best: Int?
            for (widget, value) in relevance.enumerated() {
                guard let value, value > 0 else { continue }
                if best == nil || value > relevance[best!]! { best = widget }
            }
            return Hour(start: TimelineDate(seconds: start, offset: first.offset), relevance: relevance, rotatedTo: best)
        }
    }

    /// A score against the same widget's own: 0 at its lowest, 1 at its highest.
    static func relative(_ score: Double, in widget: WidgetStack.Widget) -> Double {
        let scores = widget.entries.map(\.score)
        guard let low = scores.min(), let high = scores.max(), high > low else { return 0 }
        return (score - low) / (high - low)
    }

    private static func floorHour(_ seconds: Int64) -> Int64 {
        seconds >= 0 ? seconds / 3600 * 3600 : (seconds - 3599) / 3600 * 3600
    }

    /// How many hours each widget is rotated to, in stack order.
    public var hoursShown: [Int] {
        stack.widgets.indices.map { widget in hours.filter { $0.rotatedTo == widget }.count }
    }
}
