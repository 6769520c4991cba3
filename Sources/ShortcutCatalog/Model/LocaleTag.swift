public import ShortcutPreviewCore
/// A BCP 47 language tag as used for App Shortcuts: language, optional script, region and
/// variants, written in canonical case (`zh-Hans-CN`, `pt-BR`).
///
/// Parsing is strict on purpose: a typo such as `--locale jp` or `klingon` should be an
/// error naming the tag, not a silent "no phrases in this locale".
public struct LocaleTag: Sendable, Hashable, CustomStringConvertible {
    /// Lowercase ISO 639 language code, e.g. `ja`.
    public let language: String
    /// Titlecase ISO 15924 script code, e.g. `Hans`.
    public let script: String?
    /// Uppercase ISO 3166 region or UN M.49 area code, e.g. `BR` or `419`.
    public let region: String?
    /// Variant, extension and private-use subtags, lowercase, in order.
    public let variants: [String]

    /// Parses `tag`, accepting `_` as a separator (as in `zh_CN.lproj`) and any letter case.
    /// Throws `ShortcutPreviewError` of kind `invalidLocale` when the tag is ill-formed or its
    /// two-letter language code is not an ISO 639-1 code.
    public init(parsing tag: String, file: String = "") throws(ShortcutPreviewError) {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map { String($0) }
        func invalid(_ reason: String) -> ShortcutPreviewError {
            ShortcutPreviewError(
                .invalidLocale, file: file, locale: tag, reason: reason,
                remedy: "use a BCP 47 tag such as en, ja, pt-BR or zh-Hans")
        }
        guard let first = subtags.first, !first.isEmpty else {
            throw invalid("empty locale tag")
        }
        let languageCode = first.lowercased()
        guard languageCode.unicodeScalars.allSatisfy(\.isASCIILetter) else {
            throw invalid("'\(first)' is not a language code")
        }
        switch languageCode.count {
        case 2:
            guard Self.iso639_1.contains(languageCode) else {
                throw invalid("'\(first)' is not an ISO 639 language code")
            }
        case 3:
            break
        default:
            throw invalid("'\(first)' is not a language code (two or three letters)")
        }

        var script: String?
        var region: String?
        var variants: [String] = []
        var index = 1
        if index < subtags.count, subtags[index].count == 4, subtags[index].unicodeScalars.allSatisfy(\.isASCIILetter) {
            let lower = subtags[index].lowercased()
            script = lower.prefix(1).uppercased() + lower.dropFirst()
            index += 1
        }
        if index < subtags.count {
            let candidate = subtags[index]
            if candidate.count == 2, candidate.unicodeScalars.allSatisfy(\.isASCIILetter) {
                region = candidate.uppercased()
                index += 1
            } else if candidate.count == 3, candidate.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
                region = candidate
                index += 1
            }
        }
        var afterSingleton = false
        while index < subtags.count {
            let subtag = subtags[index].lowercased()
            let alphanumeric = subtag.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
            let isVariant = (5...8).contains(subtag.count)
                || (subtag.count == 4 && subtag.unicodeScalars.first.map { ("0"..."9").contains($0) } == true)
            guard alphanumeric, !subtag.isEmpty, subtag.count <= 8 else {
                throw invalid("'\(subtags[index])' is not a valid subtag")
            }
            if subtag.count == 1 {
                afterSingleton = true
            } else if !afterSingleton && !isVariant {
                throw invalid("'\(subtags[index])' is not a valid script, region or variant")
            }
            variants.append(subtag)
            index += 1
        }
        if let last = variants.last, last.count == 1 {
            throw invalid("'\(last)' must be followed by an extension subtag")
        }
        self.language = languageCode
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// The canonical tag, e.g. `zh-Hans-CN`.
    public var identifier: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// `identifier`.
    public var description: String { identifier }

    /// Tags to try in order, most specific first: the tag, then each locale whose data ICU uses
    /// for it (its alias target, CLDR parent locales, else truncation), stopping before root:
    /// `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`; `ja-JP` → `ja-JP`, `ja`; `es-MX` → `es-MX`,
    /// `es-419`, `es`; `zh-TW` → `zh-TW`, `zh-Hant-TW`, `zh-Hant` (never `zh`, which is
    /// Simplified). Catalog locales are chosen by ``LocaleMatcher``, which also knows likely
    /// subtags and children; this list serves per-locale values (titles, app names).
    public var fallbacks: [String] {
        var chain: [String] = [identifier]
        for link in LocaleLineage.chain(identifier) where !chain.contains(where: { $0.caseInsensitiveEquals(link) }) {
            chain.append(link)
        }
        if chain.count == 1, script != nil || region != nil || !variants.isEmpty {
            chain.append(language)  // ICU could not read the tag; truncation is still right
        }
        return chain
    }

    /// ISO 639-1 two-letter codes, plus the deprecated ones Apple still accepts in folder names.
    static let iso639_1: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv \
        cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr \
        ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw \
        ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv \
        ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr \
        ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi \
        yo za zh zu iw in ji jw mo sh
        """.split(separator: " ").map(String.init))
}
