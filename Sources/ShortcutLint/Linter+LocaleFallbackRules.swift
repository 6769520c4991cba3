import ShortcutCatalog

extension Linter {
    /// How devices' locale requests fall onto the catalog's locales (CLDR's likely subtags and
    /// parent locales, as ``LocaleMatcher`` applies them): a locale no request reaches, and a
    /// language whose main variant is served by a regional one.
    func localeFallbackFindings(_ catalog: Catalog) -> [LintFinding] {
        let matcher = LocaleMatcher(locales: catalog.locales)
        let file = catalog.files.stringCatalog ?? catalog.files.manifest
        var findings: [LintFinding] = []
        for candidate in matcher.candidates {
            // The request for this very locale, as a device makes it (zh → zh-Hans-CN).
            guard let own = try? LocaleLineage(LocaleTag(parsing: candidate.maximized)),
                  let winner = matcher.resolve(own)?.locale, winner != candidate.tag,
                  !Self.deviceRequests.contains(where: { matcher.resolve($0)?.locale == candidate.tag })
            else { continue }
            findings.append(LintFinding(
                .shadowedLocale, locale: candidate.tag, file: Self.file(of: catalog, locale: candidate.tag) ?? file,
                message: "\(candidate.tag) is never used: devices asking for it (\(candidate.maximized)) get \(winner), the same locale by CLDR's likely subtags, and no other request falls back to \(candidate.tag). Move any phrases only \(candidate.tag) has into \(winner) and delete \(candidate.tag)."))
        }
        var languages: [String] = []
        for candidate in matcher.candidates {
            let language = candidate.tag.prefix { $0 != "-" }
            if !languages.contains(String(language)) { languages.append(String(language)) }
        }
        for language in languages {
            guard let request = try? LocaleLineage(LocaleTag(parsing: language)),
                  let resolution = matcher.resolve(request), resolution.rule == .child,
                  let region = try? LocaleTag(parsing: request.maximized).region
            else { continue }
            let main = "\(language)-\(region)"
            findings.append(LintFinding(
                .borrowedLocale, locale: resolution.locale, file: Self.file(of: catalog, locale: resolution.locale) ?? file,
                message: "Speakers of \(main) (\(language) by CLDR's likely subtags) get \(resolution.locale)'s phrases, because the catalog has no \(language) or \(main). Add \(language) phrases if \(main) says them differently, or rename \(resolution.locale) to \(language) if it is meant for every \(language) speaker."))
        }
        return findings
    }

    /// The locale requests devices make: every locale ICU has data for that names a region
    /// (`es-MX`, `zh-Hans-CN`, `nb-NO`), as Apple's preferred-language lists do. Read once.
    static let deviceRequests: [LocaleLineage] = LocaleLineage.availableLocales.compactMap { tag in
        guard let parsed = try? LocaleTag(parsing: tag), parsed.region != nil else { return nil }
        return LocaleLineage(parsed)
    }

    /// The legacy `.lproj` file of `locale`, when the catalog was read from those.
    private static func file(of catalog: Catalog, locale: String) -> String? {
        guard catalog.files.stringCatalog == nil else { return catalog.files.stringCatalog }
        return catalog.files.legacyStrings.first { $0.contains("/\(locale).lproj/") }
    }
}
