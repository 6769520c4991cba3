import TextAnalysis

/// A token as the tests spell it: exact form and original UTF-16 offsets.
struct Spelled: Equatable, CustomStringConvertible {
    let text: String
    let range: Range<Int>
    init(_ text: String, _ range: Range<Int>) {
        self.text = text
        self.range = range
    }
    var description: String { "\(text)@\(range.lowerBound)..<\(range.upperBound)" }
}

func spelled(_ text: String, _ locale: String, template: Bool = false) throws -> [Spelled] {
    try TextAnalyzer().analyze(text, locale: locale, template: template).tokens.map {
        Spelled($0.text, $0.utf16Range)
    }
}

func loose(_ text: String, _ locale: String) throws -> [String] {
    try TextAnalyzer().analyze(text, locale: locale).tokens.map(\.loose)
}
