import ArgumentParser
import DenseEmbedding
import ShortcutMatching
import ShortcutPreviewCore

/// Options that choose the dense vectors: the shipped English table, another model2vec
/// model, or none.
struct DenseOptions: ParsableArguments {
    @Option(help: "A model2vec model folder (model.safetensors + tokenizer.json) for dense similarity in every locale.")
    var model: String?

    @Flag(help: "Sparse features only: no dense vectors.")
    var noDense = false

    /// The embedding to use in `locale`: a user's model everywhere; the shipped English table
    /// only for English, where it was measured to help (for ja, zh-Hans and vi it adds noise).
    func embedding(for locale: String) throws -> StaticEmbedding? {
        if noDense { return nil }
        if let model {
            return try StaticEmbedding(directory: URL(fileURLWithPath: model))
        }
        guard locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_") else { return nil }
        return Self.shipped
    }

    /// The shipped table, loaded once on first use; nil (sparse only) when no copy can be
    /// found, for example a lone binary without its `shortcutpreview-model` folder.
    private static let shipped: StaticEmbedding? = try? StaticEmbedding.bundled().get()
}
