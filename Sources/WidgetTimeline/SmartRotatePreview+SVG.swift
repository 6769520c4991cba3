extension SmartRotatePreview {
    /// Colours per widget, by stack position, readable on white.
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22"]

    /// The preview as a standalone SVG picture: a band with the widget the stack rotates to,
    /// one lane per widget shaded by its relative relevance, hour labels, and the assumptions.
    public var svg: String {
        let kinds = stack.widgets.map(\.kind)
        let labelWidth = 24 + 8 * min(28, max(10, kinds.map(\.count).max() ?? 0))
        let cell = hours.count > 96 ? 8 : hours.count > 48 ? 14 : 30
        let lane = 30
        let top = 56
        let gridWidth = cell * hours.count
        let width = max(labelWidth + gridWidth + 20, 760)
        let lanesTop = top + lane + 14
        let axisTop = lanesTop + lane * kinds.count + 4
        let notesTop = axisTop + 34
        let wrapped = Self.assumptions.flatMap { Self.wrap("• " + $0, width: (width - 40) / 7) }
        let height = notesTop + 18 * (wrapped.count + 1) + 10
        let first = hours.first?.start ?? TimelineDate(seconds: 0)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" font-family="Helvetica, Arial, sans-serif" font-size="13">
            <rect width="\(width)" height="\(height)" fill="#ffffff"/>
            <text x="20" y="26" font-size="17" font-weight="bold">Smart Rotate preview: \(kinds.count) widget\(kinds.count == 1 ? "" : "s"), \(hours.count) hours from \(Self.escape(first.text)) (\(first.offsetText))</text>
            <text x="20" y="46" fill="#555555">The consequences of the relevance the app declares; not the system's own ranking.</text>

            """
        out += "<text x=\"20\" y=\"\(top + lane / 2 + 5)\" font-weight=\"bold\">Stack shows</text>\n"
        var run = 0
        while run < hours.count {
            var end = run
            while end + 1 < hours.count, hours[end + 1].rotatedTo == hours[run].rotatedTo { end += 1 }
            let x = labelWidth + run * cell, w = (end - run + 1) * cell
            if let widget = hours[run].rotatedTo {
                out += "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(w)\" height=\"\(lane)\" fill=\"\(Self.color(widget))\" stroke=\"#ffffff\"/>\n"
                // As much of the kind as fits, at about 8 pixels a character in bold.
                let fits = (w - 8) / 8
                if fits >= 3 {
                    out += "<text x=\"\(x + 4)\" y=\"\(top + lane / 2 + 5)\" fill=\"#ffffff\" font-weight=\"bold\">\(Self.escape(Self.shortened(kinds[widget], to: fits)))</text>\n"
                }
            } else {
                out += "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(w)\" height=\"\(lane)\" fill=\"#eeeeee\" stroke=\"#ffffff\"/>\n"
                if w >= 90 { out += "<text x=\"\(x + 4)\" y=\"\(top + lane / 2 + 5)\" fill=\"#777777\">not rotated</text>\n" }
            }
            run = end + 1
        }
        for (index, kind) in kinds.enumerated() {
            let y = lanesTop + index * lane
            out += "<rect x=\"8\" y=\"\(y + 8)\" width=\"12\" height=\"12\" fill=\"\(Self.color(index))\"/>\n"
            out += "<text x=\"26\" y=\"\(y + lane / 2 + 5)\">\(Self.escape(Self.shortened(kind, to: 28)))</text>\n"
            for (hourIndex, hour) in hours.enumerated() {
                let x = labelWidth + hourIndex * cell
                guard let value = hour.relevance[index] else {
                    out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(lane)\" fill=\"#fafafa\" stroke=\"#e0e0e0\"/>\n"
                    continue
                }
                let opacity = Self.figure(0.12 + 0.88 * max(0, min(1, value)))
                let chosen = hour.rotatedTo == index
                out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(lane)\" fill=\"\(Self.color(index))\" fill-opacity=\"\(opacity)\" stroke=\"\(chosen ? "#000000" : "#e0e0e0")\" stroke-width=\"\(chosen ? 2 : 1)\"/>\n"
                if cell >= 30 { out += "<text x=\"\(x + cell / 2)\" y=\"\(y + lane / 2 + 4)\" font-size=\"10\" text-anchor=\"middle\" fill=\"\(value > 0.55 ? "#ffffff" : "#222222")\">\(Self.figure(value))</text>\n" }
            }
        }
        let step = max(1, (hours.count * 46 + gridWidth - 1) / max(gridWidth, 1))
        for (hourIndex, hour) in hours.enumerated() where hourIndex % step == 0 {
            let x = labelWidth + hourIndex * cell
            let label = String(hour.start.text.suffix(5))
            out += "<line x1=\"\(x)\" y1=\"\(axisTop - 4)\" x2=\"\(x)\" y2=\"\(axisTop + 2)\" stroke=\"#555555\"/>\n"
            out += "<text x=\"\(x)\" y=\"\(axisTop + 16)\" font-size=\"11\" fill=\"#333333\">\(label)</text>\n"
        }
        out += "<text x=\"20\" y=\"\(notesTop + 8)\" font-weight=\"bold\">Model: darker is more relevant against the widget's own entries (0 to 1); a black outline marks the widget shown.</text>\n"
        for (index, line) in wrapped.enumerated() {
            out += "<text x=\"20\" y=\"\(notesTop + 26 + 18 * index)\" fill=\"#333333\">\(Self.escape(line))</text>\n"
        }
        return out + "</svg>\n"
    }

    static func color(_ index: Int) -> String { palette[index % palette.count] }

    static func shortened(_ text: String, to count: Int) -> String {
        text.count <= count ? text : String(text.prefix(count - 1)) + "…"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" }) { result.append(character) }
            }
        }
        return result
    }

    /// Words into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = "  "
            }
            line += (line.isEmpty || line == "  " ? "" : " ") + word
        }
        if !line.trimmingTrailingSpaces.isEmpty { lines.append(line) }
        return lines
    }
}
