import WidgetTimeline

/// The Smart Rotate timeline reader (`widgets timeline FILE.json`): what reads must preview
/// without a trap, with one row an hour, relevances in 0…1, and a rotation only to a widget
/// whose relevance in that hour is the highest and above 0.
func fuzzTimeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let stack = try? WidgetStack.parse(FuzzSupport.bytes(data, size), file: "fuzz.json") else { return 0 }
    guard !stack.widgets.isEmpty, stack.widgets.count <= WidgetStack.maximumWidgets else { FuzzSupport.fail("a stack of \(stack.widgets.count) widgets was read") }
    for widget in stack.widgets {
        for (earlier, later) in zip(widget.entries, widget.entries.dropFirst()) where !(earlier.date < later.date) {
            FuzzSupport.fail("entries out of order were read")
        }
    }
    guard let preview = try? SmartRotatePreview(stack) else { return 0 }
    guard !preview.hours.isEmpty, preview.hours.count <= SmartRotatePreview.maximumHours else { FuzzSupport.fail("\(preview.hours.count) hours") }
    for (offset, hour) in preview.hours.enumerated() {
        if offset > 0, hour.start.seconds - preview.hours[offset - 1].start.seconds != 3600 { FuzzSupport.fail("hours are not an hour apart") }
        guard hour.relevance.count == stack.widgets.count else { FuzzSupport.fail("a relevance count differs from the widgets'") }
        for value in hour.relevance.compactMap({ $0 }) where !(0...1).contains(value) { FuzzSupport.fail("a relative relevance of \(value)") }
        if let chosen = hour.rotatedTo {
            guard let best = hour.relevance[chosen], best > 0, hour.relevance.allSatisfy({ ($0 ?? 0) <= best }) else {
                FuzzSupport.fail("rotated to a widget that is not the most relevant")
            }
        }
    }
    let svg = preview.svg
    guard svg.hasPrefix("<svg"), svg.hasSuffix("</svg>\n"), !preview.text.isEmpty else { FuzzSupport.fail("an incomplete rendering") }
    return 0
}

extension FuzzTarget {
    static let timeline = FuzzTarget(name: "timeline", maximumLength: 16384, setUp: {}, run: fuzzTimeline)
}
