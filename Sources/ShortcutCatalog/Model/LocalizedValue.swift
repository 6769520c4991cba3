/// A value given once for every locale, or per locale, as the manifest allows for titles,
/// synonyms and the application name (`"Demo"` or `{"en": "Demo", "ja": "デモ"}`).
public struct LocalizedValue<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value for every locale, when the manifest gave a single value.
    public var everywhere: Value?
    /// Values keyed by canonical locale tag, when the manifest gave a map.
    public var byLocale: [String: Value]

    /// A value used in every locale.
    public init(everywhere: Value) {
        self.everywhere = everywhere
        self.byLocale = [:]
    }

    /// Values for the given locales only.
    public init(byLocale: [String: Value]) {
        self.everywhere = nil
        self.byLocale = byLocale
    }

    /// The value for `locale`, trying its fallbacks (`ja-JP` → `ja`), then the every-locale
    /// value; nil when neither exists.
    public func value(for locale: String) -> Value? {
        if let exact = byLocale[locale] { return exact }
        // Most values are the same everywhere; only parse the tag when fallbacks could exist.
        if byLocale.isEmpty { return everywhere }
        if let tag = try? LocaleTag(parsing: locale) {
            for candidate in tag.fallbacks.dropFirst() {
                if let value = byLocale[candidate] { return value }
            }
        }
        return everywhere
    }

    /// True when this value exists for `locale` without falling back to another language.
    public func isDefined(for locale: String) -> Bool {
        value(for: locale) != nil
    }
}
