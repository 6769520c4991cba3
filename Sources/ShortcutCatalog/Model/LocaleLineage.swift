internal import ICUBridge

/// A locale as CLDR's data (read through ICU) places it: its identity after likely subtags and
/// the locales it inherits from, which is what Apple's localization matching walks.
///
/// Two tags are the same locale when their maximized forms are equal: `zh`, `zh-Hans` and
/// `zh-CN` are all `zh-Hans-CN`; `pt` is `pt-BR` (`pt-Latn-BR`); `es` is `es-ES`.
public struct LocaleLineage: Sendable, Hashable {
    /// The tag as given, canonical BCP 47 (`es-MX`).
    public let tag: String
    /// The tag with CLDR likely subtags added (`es-Latn-MX`); its identity.
    public let maximized: String
    /// The shortest tag with the same maximized form (`zh-Hant` → `zh-TW`).
    public let minimized: String
    /// The locales this one inherits from, nearest first, each a distinct locale other than
    /// this one, root excluded: `es-MX` → `es-419`, `es`; `nb` → `no`; `pt-AO` → `pt-PT`,
    /// `pt`; `zh-HK` → `zh-Hant`; `zh-Hant` → none (its CLDR parent is root, not `zh`).
    public let ancestors: [String]
    /// The maximized form of each ancestor, in the same order.
    public let ancestorIdentities: [String]

    /// Reads `tag`'s data from ICU. A language ICU does not know (`tlh`) is its own identity
    /// with ancestors by truncation only.
    public init(_ tag: LocaleTag) {
        let identifier = tag.identifier
        self.tag = identifier
        let maximized = Self.likely(identifier, form: SP_LIKELY_MAXIMIZED) ?? identifier
        self.maximized = maximized
        self.minimized = Self.likely(identifier, form: SP_LIKELY_MINIMIZED) ?? identifier
        var ancestors: [String] = []
        var identities: [String] = []
        for link in Self.chain(identifier) {
            let identity = Self.likely(link, form: SP_LIKELY_MAXIMIZED) ?? link
            // The chain repeats the locale under other spellings (zh-TW, zh-Hant-TW): one entry each.
            if identity == maximized || identities.contains(identity) { continue }
            ancestors.append(link)
            identities.append(identity)
        }
        self.ancestors = ancestors
        self.ancestorIdentities = identities
    }

    /// True when both tags name the same locale after likely subtags.
    public func isSameLocale(as other: LocaleLineage) -> Bool {
        maximized == other.maximized
    }

    /// How many steps up this locale's chain `identity` (a maximized tag) is: 1 for the
    /// parent; nil when it is not an ancestor.
    public func distance(toAncestor identity: String) -> Int? {
        ancestorIdentities.firstIndex(of: identity).map { $0 + 1 }
    }

    /// Every locale ICU has data for, as BCP 47 tags (`es-MX`, `zh-Hant-HK`), in ICU's order.
    public static let availableLocales: [String] = {
        var tags: [String] = []
        var buffer = [CChar](repeating: 0, count: 160)
        for index in 0..<sp_locale_available_count() {
            if sp_locale_available(index, &buffer, Int32(buffer.count)) == SP_OK {
                tags.append(decoded(buffer))
            }
        }
        return tags
    }()

    private static func likely(_ tag: String, form: SPLikelyForm) -> String? {
        var buffer = [CChar](repeating: 0, count: 160)
        let status = tag.withCString { sp_locale_likely($0, form, &buffer, Int32(buffer.count)) }
        return status == SP_OK ? decoded(buffer) : nil
    }

    /// The tag's chain as ICU reads it (see `sp_locale_parent_chain`), every spelling kept.
    static func chain(_ tag: String) -> [String] {
        var buffer = [CChar](repeating: 0, count: 512)
        var required: Int32 = 0
        var status = tag.withCString { sp_locale_parent_chain($0, &buffer, Int32(buffer.count), &required) }
        if status == SP_BUFFER_TOO_SMALL {
            buffer = [CChar](repeating: 0, count: Int(required))
            status = tag.withCString { sp_locale_parent_chain($0, &buffer, Int32(buffer.count), &required) }
        }
        guard status == SP_OK else { return [] }
        return decoded(buffer).split(separator: " ").map(String.init)
    }

    /// The NUL-terminated ASCII the bridge wrote.
    private static func decoded(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
