public import ArgumentParser
public import DenseEmbedding
import ShortcutMatching
import ShortcutPreviewCore

/// Options that choose the dense vectors: the shipped English table, another model2vec
/// model, or none.
public struct DenseOptions: ParsableArguments, Sendable {
    @Option(help: "A model2vec model folder (model.safetensors + tokenizer.json) for dense similarity in every locale.")
    public var model: String?

    @Flag(help: "Sparse features only: no dense vectors.")
    public var noDense = false

    public init() {}

    /// The embedding to use in `locale`: a user's model everywhere; the shipped English table
    /// only for English, where it was measured to help (for ja, zh-Hans and vi it adds noise).
    public func embedding(for locale: String) throws -> StaticEmbedding? {
        try Self.embedding(for: locale, model: model, noDense: noDense)
    }

    /// ``embedding(for:)`` from the options' plain values.
    static func embedding(for locale: String, model: String?, noDense: Bool) throws -> StaticEmbedding? {
        if noDense { return nil }
        if let model {
            return try StaticEmbedding(directory: URL(fileURLWithPath: model))
        }
        guard locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_") else { return nil }
        return shipped
    }

    /// The shipped table, loaded once on first use; nil (sparse only) when no copy can be
    /// found, for example a lone binary without its `shortcutpreview-model` folder.
    private static let shipped: StaticEmbedding? = try? StaticEmbedding.bundled().get()
}
