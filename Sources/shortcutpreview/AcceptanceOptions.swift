import ArgumentParser
import ShortcutMatching
#if canImport(Glibc)
import Glibc
#endif

/// Options that relax how Siri says no: the app-name gate and the action check.
struct AcceptanceOptions: ParsableArguments {
    @Flag(help: "Match utterances that do not name the app (Siri needs the name; the preview can show what the words mean without it).")
    var noAppNameGate = false

    @Flag(help: "Do not check that what is left beyond the app name and values asks for the shortcut's action.")
    var noActionCheck = false

    /// Applies the options to a matcher configuration.
    func apply(to configuration: inout MatcherConfiguration) {
        configuration.requiresApplicationName = !noAppNameGate
        configuration.checksAction = !noActionCheck
        if let value = getenv("SHORTCUTPREVIEW_AGREEMENT") { configuration.requiresActionAgreement = String(cString: value) != "0" }
        if let value = getenv("SHORTCUTPREVIEW_DENSE_AGREEMENT"), let number = Float(String(cString: value)) { configuration.denseAgreement = number }
    }
}
