extension Matcher {
    /// The shortcuts (intent names) that have at least one phrase in this matcher's locale,
    /// in order of their first phrase.
    public var shortcutNames: [String] { intents }
}
