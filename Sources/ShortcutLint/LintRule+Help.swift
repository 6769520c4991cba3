extension LintRule {
    /// One sentence on what the rule checks, for a rule list (SARIF `shortDescription`).
    public var summary: String {
        switch self {
        case .tooManyShortcuts: "More than 10 App Shortcuts."
        case .tooManyPhrases: "More than 1,000 phrases in a locale, counting every parameter value."
        case .applicationNameCount: "A phrase without exactly one ${applicationName}."
        case .unknownPlaceholder: "A placeholder that is neither applicationName nor a parameter of the shortcut."
        case .parameterKind: "A parameter whose type is not an entity or an enum."
        case .unknownParameterType: "A parameter whose type the manifest does not define."
        case .multipleParameters: "A phrase with more than one parameter."
        case .missingLocale: "A shortcut with no phrase in a locale the catalog has, or values without a title there."
        case .placeholderMismatch: "A translation whose parameters differ from its source phrase."
        case .needsReview: "A translation marked new, needs_review, stale or machine_translated."
        case .unusedKey: "A catalog key used by no shortcut and no negative phrase."
        case .legacyAndCatalog: "Legacy .strings files beside a String Catalog, which wins."
        case .duplicatePhrase: "The same phrase twice in one shortcut, after normalisation."
        case .conflictingPhrase: "The same phrase in two shortcuts, or in a shortcut and a negative phrase."
        case .missingShortTitle: "A shortcut without a short title."
        case .missingSystemImage: "A shortcut without a system image."
        case .tooManyApplicationNames: "More than 3 alternative app names in a locale."
        case .noPhrases: "A shortcut without any source phrase."
        case .confusablePhrases: "Phrases of two shortcuts that the matcher finds close."
        case .emptyStringCatalog: "A String Catalog whose strings table is empty."
        case .shadowedLocale: "A locale no device request gets, because another catalog locale is the same locale."
        case .borrowedLocale: "A language whose default variant is served only by a regional locale."
        case .redundantPhrase: "A phrase that flexible matching already covers through another phrase of the shortcut."
        }
    }

    /// Why the rule matters and how to fix what it finds (SARIF `help`).
    public var help: String {
        switch self {
        case .tooManyShortcuts:
            "Xcode rejects an app with more than 10 App Shortcuts. Remove or merge shortcuts."
        case .tooManyPhrases:
            "Xcode rejects more than 1,000 phrases per locale, where a template with a parameter counts once per value. Remove templates that use the largest parameter, or offer fewer values."
        case .applicationNameCount:
            "Siri runs an App Shortcut only when the phrase names the app, and Xcode requires exactly one ${applicationName} in each phrase. Add or remove ${applicationName}."
        case .unknownPlaceholder:
            "A ${name} that names no parameter reaches Siri as literal text. Declare the parameter on the shortcut or fix the name."
        case .parameterKind:
            "Phrase parameters must be AppEntity or AppEnum types. Change the parameter's type."
        case .unknownParameterType:
            "The manifest's types define the values a parameter expands to; without the type the phrase cannot be expanded. Add the type to the manifest."
        case .multipleParameters:
            "App Shortcuts phrases may name at most one parameter. Split the phrase into one per parameter."
        case .missingLocale:
            "A shortcut with no phrase in a locale cannot be run by voice there. Translate its phrases, or give the values a title in that locale."
        case .placeholderMismatch:
            "A translation must use the same parameters as its source phrase, or it runs the shortcut with a different value. Make the placeholders agree."
        case .needsReview:
            "Xcode marks a translation new, needs_review or stale when its source phrase changed, and machine_translated when a machine translated it. Review it and mark it translated."
        case .unusedKey:
            "A key that translates no phrase is dead weight for localizers. Remove it, or restore the phrase it translated."
        case .legacyAndCatalog:
            "When a String Catalog is present, the legacy .strings files are ignored. Migrate them (shortcutpreview migrate) and delete them."
        case .duplicatePhrase:
            "The same phrase twice in one shortcut costs a slot of the 1,000 and a localizer's time. Remove one."
        case .conflictingPhrase:
            "One phrase in two shortcuts, or in a shortcut and a negative phrase, leaves Siri to pick one. Reword one of them."
        case .missingShortTitle:
            "Shortcuts and Spotlight show a shortcut without a short title untitled. Add a short title."
        case .missingSystemImage:
            "A shortcut without a system image shows a tile without an icon. Add an SF Symbol name."
        case .tooManyApplicationNames:
            "INAlternativeAppNames allows 3 names per localization. Keep the names people say most."
        case .noPhrases:
            "A shortcut without phrases cannot be run by voice. Add at least one phrase with ${applicationName}."
        case .confusablePhrases:
            "Saying one shortcut's phrase gives another shortcut a high score, so Siri may run the wrong one. Reword one of them so the two share fewer words."
        case .emptyStringCatalog:
            "A String Catalog with no strings translates nothing. Add the phrases or delete the file."
        case .shadowedLocale:
            "A device never gets a locale that CLDR's likely subtags make the same as another catalog locale (zh beside zh-Hans). Merge the two."
        case .borrowedLocale:
            "A language's default variant (es is es-ES, pt is pt-BR) is served by a regional locale through CLDR's parent locales. Add the default variant."
        case .redundantPhrase:
            "Without this phrase, its own text and each of its parameter-value variants still run the same shortcut, with the same values and the same confidence, by flexible matching at the default settings. Removing it saves phrases against the 1,000 limit and a localizer's time; only exact matching (flexible matching off, Apple Watch) loses it."
        }
    }
}
