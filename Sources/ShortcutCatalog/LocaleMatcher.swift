/// Which catalog locale a requested locale gets, and by which rule.
public struct LocaleResolution: Sendable, Equatable {
    /// How the catalog locale was found, in the order the rules are tried.
    public enum Rule: String, Sendable, Equatable {
        /// The catalog has the requested tag itself (letter case aside).
        case exact
        /// The same locale after CLDR likely subtags: `zh` gets `zh-Hans`, `pt` gets `pt-BR`.
        case sameLocale = "same-locale"
        /// A CLDR ancestor of the request: `es-MX` gets `es-419`, `nb` gets `no`, `ja-JP` gets `ja`.
        case parent
        /// A catalog locale whose own CLDR chain reaches the request or one of its ancestors:
        /// `es-419` gets `es-MX`, `no` gets `nb`, `pt` gets `pt-PT` when it is all there is.
        case child
    }

    /// The tag asked for, canonical BCP 47.
    public var requested: String
    /// The catalog locale chosen.
    public var locale: String
    /// The rule that chose it.
    public var rule: Rule
    /// The request itself or the ancestor of it at which the match was made (`es-419`).
    public var via: String
}

/// Chooses among a catalog's locales as Apple's bundle localization matching does, from
/// CLDR's likely subtags and parent locales (ICU's data), never from a hand-made table.
///
/// For a request R, with R's chain being R and then its CLDR ancestors (``LocaleLineage``):
/// 1. a catalog locale spelled exactly R;
/// 2. for each link L of the chain, nearest first (R itself first):
///    a. a catalog locale spelled like L, else one that is the same locale as L after likely
///       subtags (the more specific tag first, so `pt-BR` beats `pt`);
///    b. else a catalog locale whose own chain reaches L, the fewest steps first (`es-419`
///       gets `es-MX`; `es` with only `es-MX` and `es-419` gets `es-419`);
/// 3. nothing: the catalog does not serve R.
///
/// Scripts never cross, because CLDR's data does not link them: `zh-Hant`'s parent is root, so
/// `zh-TW` and `zh-HK` never get `zh` or `zh-Hans`, and `zh-Hans` never gets `zh-Hant`.
public struct LocaleMatcher: Sendable {
    /// The catalog's locales with their data, in catalog order.
    public let candidates: [LocaleLineage]

    /// A matcher over `locales` (canonical tags); tags that do not parse are left out.
    public init(locales: [String]) {
        candidates = locales.compactMap { try? LocaleLineage(LocaleTag(parsing: $0)) }
    }

    /// The catalog locale for `request`, or nil when none serves it.
    public func resolve(_ request: LocaleLineage) -> LocaleResolution? {
        if let exact = candidates.first(where: { $0.tag.caseInsensitiveEquals(request.tag) }) {
            return LocaleResolution(requested: request.tag, locale: exact.tag, rule: .exact, via: request.tag)
        }
        let links = [(request.tag, request.maximized)] + zip(request.ancestors, request.ancestorIdentities).map { ($0, $1) }
        for (depth, (link, identity)) in links.enumerated() {
            let same = candidates.enumerated().filter { $0.element.maximized == identity }.min { lhs, rhs in
                Self.preference(lhs.element, lhs.offset, spelled: link) < Self.preference(rhs.element, rhs.offset, spelled: link)
            }
            if let same {
                return LocaleResolution(requested: request.tag, locale: same.element.tag,
                                        rule: depth == 0 ? .sameLocale : .parent, via: link)
            }
            let child = candidates.enumerated().compactMap { offset, candidate -> (distance: Int, offset: Int, tag: String)? in
                candidate.distance(toAncestor: identity).map { ($0, offset, candidate.tag) }
            }.min { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
            if let child {
                return LocaleResolution(requested: request.tag, locale: child.tag, rule: .child, via: link)
            }
        }
        return nil
    }

    /// Among locales that are the same locale: the one spelled like the link, then the one
    /// with more subtags (an explicit `zh-Hans` over a bare `zh`), then catalog order.
    private static func preference(_ candidate: LocaleLineage, _ offset: Int, spelled link: String) -> (Int, Int, Int) {
        let subtags = candidate.tag.split(separator: "-").count
        return (candidate.tag.caseInsensitiveEquals(link) ? 0 : 1, -subtags, offset)
    }
}
