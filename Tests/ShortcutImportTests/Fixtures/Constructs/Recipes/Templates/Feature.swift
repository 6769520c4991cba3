import AppIntents

// An Xcode file template kept in the repository; it never builds, so the importer skips it.
struct <#FeatureName#>Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { <#shortcuts#> }
}
