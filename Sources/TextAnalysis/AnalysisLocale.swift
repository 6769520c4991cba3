internal import ICUBridge

/// A locale as the analyser understands it: the BCP 47 tag the caller asked for and the
/// language whose word-break rules and folding apply.
///
/// A tag whose language ICU does not know (or that is not well-formed BCP 47) falls back to
/// the root rules; ``isFallback`` says so, so tools can tell the user.
public struct AnalysisLocale: Sendable, Hashable, CustomStringConvertible {
    /// The tag as given, for example `ja-JP` or `zh-Hans`.
    public let tag: String
    /// The ICU locale ID the tag canonicalises to (`ja_JP`, `zh_Hans`), or `root`.
    public let icuIdentifier: String
    /// The language subtag (`ja`, `zh`, `vi`), or `root` on fallback.
    public let language: String
    /// Whether the tag was unknown or ill-formed and root rules are used instead.
    public let isFallback: Bool
    /// Whether the tag was not well-formed BCP 47 at all (implies ``isFallback``).
    public let isMalformed: Bool

    /// Resolves a BCP 47 tag. Underscores are accepted as separators (`ja_JP`).
    ///
    /// Complexity: O(length of the tag); a few microseconds (ICU's tag parser).
    public init(_ tag: String) {
        self.tag = tag
        let cleaned = tag.replacingUnderscores()
        var localeID = [CChar](repeating: 0, count: 158)
        var language = [CChar](repeating: 0, count: 16)
        let result = cleaned.withCString { cTag in
            sp_locale_resolve(cTag, &localeID, Int32(localeID.count), &language, Int32(language.count))
        }
        if result == 0 {
            icuIdentifier = Self.string(localeID)
            self.language = Self.string(language)
            isFallback = false
            isMalformed = false
        } else {
            icuIdentifier = "root"
            self.language = "root"
            isFallback = true
            isMalformed = result < 0
        }
    }

    /// The root locale: Unicode's default rules, no language-specific folding.
    public static let root = AnalysisLocale("und")

    /// Turkish and Azerbaijani fold dotted and dotless I differently from everyone else.
    var isTurkic: Bool { language == "tr" || language == "az" }

    /// Vietnamese writes one syllable per word, so syllable n-grams are word n-grams.
    var isVietnamese: Bool { language == "vi" }

    /// The tag, with a note when it fell back to root.
    public var description: String {
        isFallback ? "\(tag) (unknown, using root rules)" : tag
    }

    /// The text of a NUL-terminated C buffer that ICU filled.
    private static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
    }
}
