public import ArgumentParser
public import DenseEmbedding
public import ShortcutMatching
import ShortcutPreviewCore
import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Options that choose the dense vectors: the shipped English table, another model2vec
/// model, or none.
public struct DenseOptions: ParsableArguments, Sendable {
    @Option(help: "A model2vec model folder (model.safetensors + tokenizer.json) for dense similarity in every locale.")
    public var model: String?

    @Flag(help: "Sparse features only: no dense vectors.")
    public var noDense = false

    public init() {}

    @Option(help: ArgumentHelp("How much dense similarity counts, in every language (for calibration only).", visibility: .hidden))
    public var denseWeight: Float?

    @Option(help: ArgumentHelp("The cosine at which words the phrases never use still agree by meaning, in every language (for calibration only).", visibility: .hidden))
    public var denseAgreement: Float?

    @Option(help: ArgumentHelp("The cosine from which the leader's words agree by meaning when no other shortcut is closer, in every language (for calibration only).", visibility: .hidden))
    public var denseNearestAgreement: Float?

    @Option(help: ArgumentHelp("The cosine at which one word the phrases never use agrees by meaning with one of theirs, in every language (for calibration only).", visibility: .hidden))
    public var denseWordAgreement: Float?

    @Option(help: ArgumentHelp("How far the multilingual table reorders an English request's leading shortcuts, 0 for not at all (for calibration only).", visibility: .hidden))
    public var rerankWeight: Float?

    @Flag(help: ArgumentHelp("Outside the source language, do not teach the dense classifier the source language's phrases (for calibration only).", visibility: .hidden))
    public var noSourceExamples = false

    /// The options' plain values, which a session keeps to configure matchers from any task.
    public struct Values: Sendable {
        var model: String?
        var noDense: Bool
        var denseWeight: Float?
        var denseAgreement: Float?
        var denseNearestAgreement: Float?
        var denseWordAgreement: Float?
        var noSourceExamples: Bool
        var rerankWeight: Float?
    }

    /// The options as plain values.
    public var values: Values { Values(model: model, noDense: noDense, denseWeight: denseWeight, denseAgreement: denseAgreement,
                                   denseNearestAgreement: denseNearestAgreement, denseWordAgreement: denseWordAgreement,
                                   noSourceExamples: noSourceExamples, rerankWeight: rerankWeight) }

    /// Applies `--dense-weight` and `--dense-agreement`, which replace the per-language values
    /// too; with `--model`, the per-language values (measured for the shipped tables) do not apply.
    public func apply(to configuration: inout MatcherConfiguration) {
        values.apply(to: &configuration)
    }

    /// The embedding to use in `locale`: a user's model everywhere; otherwise the shipped
    /// English table for English and the shipped multilingual table for every other language.
    /// (English still maps the multilingual table, to rerank its leaders: see
    /// `Values.rerankEmbedding(for:)`.)
    public func embedding(for locale: String) throws -> (any SentenceEmbedding)? {
        try values.embedding(for: locale)
    }

    /// Starts mapping the multilingual table on another thread when a match may need it (to
    /// rank outside English, to rerank in English): a one-shot match then loads it while it
    /// reads the catalog and builds the English matcher, instead of after.
    public func startLoadingMultilingualTable() {
        let values = self.values
        guard !values.noDense, values.model == nil, values.rerankWeight ?? 1 > 0 else { return }
        DispatchQueue.global(qos: .userInitiated).async { _ = DenseOptions.multilingual }
    }

    static func isEnglish(_ locale: String) -> Bool {
        locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_")
    }

    /// The shipped table, loaded once on first use; nil (sparse only) when no copy can be
    /// found, for example a lone binary without its `shortcutpreview-model` folder.
    fileprivate static let shipped: StaticEmbedding? = {
        let table = try? StaticEmbedding.bundled().get()
        releaseFreedMemory()
        return table
    }()

    /// The multilingual table, mapped on first use. A lone binary without it matches
    /// sparse-only; a table that is there but damaged (or named by the environment variable
    /// and missing) is an error.
    fileprivate static let multilingual: Result<(any SentenceEmbedding)?, ShortcutPreviewError> = {
        defer { releaseFreedMemory() }
        switch UnigramEmbedding.bundled() {
        case .success(let table): return .success(table)
        case .failure(let error) where error.code == .notFound: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }()
}

extension DenseOptions.Values {
    /// See ``DenseOptions/apply(to:)``.
    func apply(to configuration: inout MatcherConfiguration) {
        if model != nil {
            configuration.languageDenseWeights = [:]
            configuration.manyShortcutsDenseWeight = nil
            configuration.languageDenseAgreements = [:]
            configuration.languageDenseWordAgreements = [:]
        }
        if noSourceExamples { configuration.learnsFromSourceLanguage = false }
        if let denseWordAgreement {
            configuration.denseWordAgreement = denseWordAgreement
            configuration.languageDenseWordAgreements = [:]
        }
        if let denseAgreement {
            configuration.denseAgreement = denseAgreement
            configuration.languageDenseAgreements = [:]
        }
        if let denseNearestAgreement { configuration.denseNearestAgreement = denseNearestAgreement }
        if let rerankWeight { configuration.rerankWeight = rerankWeight }
        guard let denseWeight else { return }
        configuration.denseWeight = denseWeight
        configuration.languageDenseWeights = [:]
        configuration.manyShortcutsDenseWeight = nil
    }

    /// See ``DenseOptions/embedding(for:)``.
    func embedding(for locale: String) throws -> (any SentenceEmbedding)? {
        if noDense { return nil }
        if let model {
            return try StaticEmbedding(directory: URL(fileURLWithPath: model))
        }
        guard DenseOptions.isEnglish(locale) else { return try DenseOptions.multilingual.get() }
        return DenseOptions.shipped
    }

    /// The table that reorders the leading shortcuts in `locale`
    /// (``MatcherConfiguration/rerankEmbedding``): the multilingual table for English, unless
    /// the user gave a model or turned dense vectors off, or the rerank weight is 0. Nil
    /// elsewhere, where the multilingual table already ranks, and when it is not installed.
    func rerankEmbedding(for locale: String) throws -> (any SentenceEmbedding)? {
        guard !noDense, model == nil, rerankWeight ?? 1 > 0, DenseOptions.isEnglish(locale) else { return nil }
        return try DenseOptions.multilingual.get()
    }

    /// The embedding that puts an utterance in `locale` and the source language's phrases in
    /// one space, for matching against the source language's phrases: the multilingual
    /// table, unless the user gave a model or turned dense vectors off. Nil for English.
    func sharedEmbedding(for locale: String) throws -> (any SentenceEmbedding)? {
        guard !noDense, model == nil, !DenseOptions.isEnglish(locale) else { return nil }
        return try DenseOptions.multilingual.get()
    }
}

/// Hands the heap pages that loading freed (the parsed `tokenizer.json`, the sort of the
/// multilingual pieces) back to the system: a one-shot match's peak memory is then what it
/// keeps, not what loading passed through.
private func releaseFreedMemory() {
    #if canImport(Glibc)
    _ = glibcMallocTrim(0)
    #endif
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (`<malloc.h>`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
