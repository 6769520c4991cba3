import PreviewSession
import CommandLineSupport
import ShortcutCatalog

/// Tells the user, on standard error, when `--locale` gets a catalog locale other than the tag
/// or a shorter form of it, so `--locale es-MX` answering in es-419 is never a surprise.
enum LocaleNote {
    /// The note for `requested`, or nil when the catalog locale is the tag or a prefix of it
    /// (`ja-JP` → `ja`) or when nothing serves the tag.
    static func text(_ catalog: Catalog, requested: String) -> String? {
        guard let resolution = try? catalog.localeResolution(for: requested) else { return nil }
        let tag = resolution.requested.lowercased(), chosen = resolution.locale.lowercased()
        if tag == chosen || tag.hasPrefix(chosen + "-") { return nil }
        let why: String
        switch resolution.rule {
        case .exact: return nil
        case .sameLocale: why = "the same locale by CLDR's likely subtags"
        case .parent: why = "\(resolution.via) is a CLDR parent locale of \(resolution.requested)"
        case .child where resolution.via == resolution.requested:
            why = "\(resolution.locale) falls back to \(resolution.requested) in CLDR's parent locales"
        case .child: why = "\(resolution.locale) and \(resolution.requested) share the CLDR parent \(resolution.via)"
        }
        return "note: --locale \(requested) uses the catalog's \(resolution.locale) (\(why))"
    }

    /// Prints ``text(_:requested:)`` when there is one.
    static func print(_ catalog: Catalog, requested: String?) {
        guard let requested, let note = text(catalog, requested: requested) else { return }
        printError(note)
    }
}
