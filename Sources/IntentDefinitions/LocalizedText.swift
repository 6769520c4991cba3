/// One text in several locales, in a fixed order: the development locale first, then the
/// others by name. A locale appears at most once.
public struct LocalizedText: Sendable, Equatable {
    /// Locale and text pairs, in output order.
    public private(set) var entries: [(locale: String, text: String)] = []

    /// An empty text.
    public init() {}

    /// The text in `locale`, if it has one.
    public subscript(locale: String) -> String? {
        entries.first { $0.locale == locale }?.text
    }

    /// The locales that have the text, in output order.
    public var locales: [String] { entries.map(\.locale) }

    /// True when no locale has the text.
    public var isEmpty: Bool { entries.isEmpty }

    /// Sets the text of `locale`, replacing any earlier one; `first` puts it ahead of the others.
    public mutating func set(_ text: String, locale: String, first: Bool = false) {
        entries.removeAll { $0.locale == locale }
        if first {
            entries.insert((locale, text), at: 0)
        } else {
            entries.append((locale, text))
        }
    }

    /// Equal when the same locales have the same texts, in the same order.
    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.locale == $1.locale && $0.text == $1.text }
    }
}
