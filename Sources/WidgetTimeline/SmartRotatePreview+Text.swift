extension SmartRotatePreview {
    /// The hour-by-hour table, the hours each widget is shown, and the model's assumptions.
    public var text: String {
        let kinds = stack.widgets.map(\.kind)
        let first = hours.first?.start ?? TimelineDate(seconds: 0)
        var lines = ["Smart Rotate preview: \(kinds.count) widget\(kinds.count == 1 ? "" : "s"), \(hours.count) hour\(hours.count == 1 ? "" : "s") from \(first.text) (\(first.offsetText))"]
        let shownWidth = max(10, kinds.map(\.count).max() ?? 0)
        let header = ["hour            ", pad("rotates to", shownWidth)] + kinds.map { pad($0, max(4, $0.count)) }
        lines.append(header.joined(separator: "  ").trimmingTrailingSpaces)
        for hour in hours {
            var cells = [hour.start.text, pad(hour.rotatedTo.map { kinds[$0] } ?? "-", shownWidth)]
            for (index, value) in hour.relevance.enumerated() {
                let width = max(4, kinds[index].count)
                cells.append(pad(value.map(Self.figure) ?? ".", width))
            }
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces)
        }
        lines.append("")
        lines.append("hours rotated to: " + zip(kinds, hoursShown).map { "\($0) \($1)" }.joined(separator: ", "))
        for (index, widget) in stack.widgets.enumerated() where hoursShown[index] == 0 {
            lines.append("  \(widget.kind) never rotates in: \(Self.whyNever(widget))")
        }
        lines.append("")
        lines.append("Model (what the app declares, not the system's ranking):")
        for assumption in Self.assumptions { lines.append("  - " + assumption) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a widget is never chosen, in the model's terms.
    static func whyNever(_ widget: WidgetStack.Widget) -> String {
        let scores = widget.entries.map(\.score)
        if scores.isEmpty { return "it has no entries" }
        if Set(scores).count == 1 { return "all its entries have the score \(figure(scores[0])), so none rises above its own baseline" }
        return "in every hour where its score rises above its baseline, another widget's relative relevance is higher"
    }

    /// `0.75`, two decimals.
    static func figure(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        return "\(sign)\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
