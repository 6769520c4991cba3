public import ArgumentParser
public import ShortcutMatching
#if canImport(Glibc)
import Glibc
#endif

/// Options that relax how Siri says no: the app-name gate and the action check.
public struct AcceptanceOptions: ParsableArguments, Sendable {
    @Flag(help: "Match utterances that do not name the app (Siri needs the name; the preview can show what the words mean without it).")
    public var noAppNameGate = false

    @Flag(help: "Do not check that what is left beyond the app name and values asks for the shortcut's action.")
    public var noActionCheck = false

    public init() {}

    /// Applies the options to a matcher configuration.
    public func apply(to configuration: inout MatcherConfiguration) {
        Self.apply(noAppNameGate: noAppNameGate, noActionCheck: noActionCheck, to: &configuration)
    }

    /// ``apply(to:)`` from the options' plain values.
    static func apply(noAppNameGate: Bool, noActionCheck: Bool, to configuration: inout MatcherConfiguration) {
        configuration.requiresApplicationName = !noAppNameGate
        configuration.checksAction = !noActionCheck
        if let value = getenv("SHORTCUTPREVIEW_AGREEMENT") { configuration.requiresActionAgreement = String(cString: value) != "0" }
        if let value = getenv("SHORTCUTPREVIEW_DENSE_AGREEMENT"), let number = Float(String(cString: value)) { configuration.denseAgreement = number }
        // For calibration (Docs/accuracy.md): the unnamed-value penalty.
        if let value = getenv("SHORTCUTPREVIEW_UNNAMED_VALUE_PENALTY"), let number = Float(String(cString: value)) {
            configuration.unnamedValuePenalty = number
        }
        // For calibration (Tools/fit-locale-boundaries.py): one boundary for every language
        // with a lexicon, so that the fit runs the whole engine at each candidate boundary.
        if let value = getenv("SHORTCUTPREVIEW_BOUNDARY"), let number = Float(String(cString: value)) {
            for language in ["en", "ja", "zh", "vi"] { configuration.languageBoundaries[language] = number }
        }
    }
}
