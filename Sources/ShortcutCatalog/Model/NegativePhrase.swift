/// A source-language phrase that must not trigger the app (iOS 17 `negativePhrases`).
public struct NegativePhrase: Sendable, Equatable {
    /// The phrase.
    public var template: PhraseTemplate
    /// Where it is defined.
    public var source: SourceLocation

    /// Creates a negative phrase.
    public init(template: PhraseTemplate, source: SourceLocation) {
        self.template = template
        self.source = source
    }
}
