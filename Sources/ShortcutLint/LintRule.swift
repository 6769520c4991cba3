/// How serious a finding is: errors fail the build in Xcode (and `lint` exits 1), warnings
/// do not.
public enum LintSeverity: String, Sendable, Equatable, Comparable {
    /// Worth knowing: a saving, not a problem; does not fail.
    case info
    /// Worth fixing; does not fail.
    case warning
    /// Xcode would reject the catalog, or Siri would misroute phrases.
    case error

    /// Infos sort before warnings, warnings before errors.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        let order: [LintSeverity] = [.info, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// Every check lint makes, by stable kebab-case id (printed and in `--json`).
public enum LintRule: String, Sendable, Equatable, CaseIterable {
    /// More than 10 App Shortcuts.
    case tooManyShortcuts = "too-many-shortcuts"
    /// More than 1,000 phrases in a locale, counting parameter values.
    case tooManyPhrases = "too-many-phrases"
    /// A phrase without exactly one `${applicationName}`.
    case applicationNameCount = "application-name-count"
    /// A placeholder that is neither `applicationName` nor a parameter of the shortcut.
    case unknownPlaceholder = "unknown-placeholder"
    /// A parameter whose type is not an entity or an enum.
    case parameterKind = "parameter-kind"
    /// A parameter whose type the manifest does not define.
    case unknownParameterType = "unknown-parameter-type"
    /// A phrase with more than one parameter.
    case multipleParameters = "multiple-parameters"
    /// A shortcut with no phrase in a locale the catalog has, or values without a title there.
    case missingLocale = "missing-locale"
    /// A translation whose parameters differ from its source phrase.
    case placeholderMismatch = "placeholder-mismatch"
    /// A translation marked new, needs_review, stale or machine_translated.
    case needsReview = "needs-review"
    /// A catalog key used by no shortcut and no negative phrase.
    case unusedKey = "unused-key"
    /// Legacy .strings files beside a String Catalog, which wins.
    case legacyAndCatalog = "legacy-and-catalog"
    /// The same phrase twice in one shortcut, after normalisation.
    case duplicatePhrase = "duplicate-phrase"
    /// The same phrase in two shortcuts, or in a shortcut and a negative phrase.
    case conflictingPhrase = "conflicting-phrase"
    /// A shortcut without a short title.
    case missingShortTitle = "missing-short-title"
    /// A shortcut without a system image.
    case missingSystemImage = "missing-system-image"
    /// More than 3 alternative app names in a locale.
    case tooManyApplicationNames = "too-many-application-names"
    /// A shortcut without any source phrase.
    case noPhrases = "no-phrases"
    /// Phrases of two shortcuts the matcher finds close (reported with the score).
    case confusablePhrases = "confusable-phrases"
    /// A String Catalog whose `strings` table is empty.
    case emptyStringCatalog = "empty-string-catalog"
    /// A locale no device request gets, because another catalog locale is the same locale by
    /// CLDR's likely subtags and wins (`zh` beside `zh-Hans`).
    case shadowedLocale = "shadowed-locale"
    /// A language whose default variant (`es` = `es-ES`, `pt` = `pt-BR`) is served only by a
    /// regional locale (`es-419`, `pt-PT`), through CLDR's parent locales.
    case borrowedLocale = "borrowed-locale"
    /// A phrase that flexible matching covers without it: its text and its parameter-value
    /// variants run the same shortcut as confidently through another phrase.
    case redundantPhrase = "redundant-phrase"

    /// The severity findings of this rule carry.
    public var severity: LintSeverity {
        switch self {
        case .tooManyShortcuts, .tooManyPhrases, .applicationNameCount, .unknownPlaceholder, .parameterKind,
             .unknownParameterType, .placeholderMismatch, .conflictingPhrase, .noPhrases:
            .error
        case .multipleParameters, .missingLocale, .needsReview, .unusedKey, .legacyAndCatalog, .duplicatePhrase,
             .missingShortTitle, .missingSystemImage, .tooManyApplicationNames, .confusablePhrases,
             .emptyStringCatalog, .shadowedLocale, .borrowedLocale:
            .warning
        case .redundantPhrase:
            .info
        }
    }
}
