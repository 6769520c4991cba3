public import ShortcutPreviewCore
import StrictJSON

extension WordPieceTokenizer {
    /// Reads `tokenizer.json` at `url`, with the parsed copy saved beside it
    /// (`tokenizer.safetensors`) when there is one for this very file.
    public init(contentsOf url: URL) throws(ShortcutPreviewError) {
        let name = url.path
        let savedURL = url.deletingLastPathComponent().appendingPathComponent(Self.savedFileName)
        let saved = InputFile.exists(savedURL) ? try? SafeTensorsFile(contentsOf: savedURL) : nil
        try self.init(bytes: InputFile.read(url, displayName: name, maximumSize: Self.maximumFileSize), file: name, saved: saved)
    }

    /// Parses the contents of a `tokenizer.json`; `file` names it in errors.
    public init(json: Data, file: String) throws(ShortcutPreviewError) {
        try self.init(bytes: [UInt8](json), file: file)
    }

    /// Parses the bytes of a `tokenizer.json` without copying them again (each copy of the
    /// 0.7 MB file is resident memory a one-shot match pays for); `file` names it in errors.
    /// A `saved` copy made from these very bytes (``savedContents()``) is read instead of
    /// parsing them; any other is ignored.
    public init(bytes json: [UInt8], file: String, saved: SafeTensorsFile? = nil) throws(ShortcutPreviewError) {
        let fingerprint = Self.fingerprint(of: json)
        if let saved, let parts = Self.savedParts(saved, fingerprint: fingerprint) {
            self.init(parts, fingerprint: fingerprint, readSavedFile: true)
            return
        }
        func fail(_ kind: ShortcutPreviewError.Code, _ reason: String, _ remedy: String = "use a BERT WordPiece tokenizer.json") -> ShortcutPreviewError {
            ShortcutPreviewError(kind, file: file, reason: reason, remedy: remedy)
        }
        guard json.count <= Self.maximumFileSize else {
            throw fail(.invalidValue, "\(json.count) bytes, more than the \(Self.maximumFileSize) allowed", "check the path")
        }
        // StrictJSON rather than JSONDecoder: a 30,522-entry vocabulary decodes in a few
        // milliseconds instead of tens, which is most of a one-shot English match.
        let root: JSONValue
        do {
            root = try JSONParser.parse(json)
        } catch {
            throw fail(.syntax, "not a tokenizer.json: \(error)")
        }
        let document = try TokenizerDocument(JSONCursor(root, context: JSONCursor.Context(
            file: file, subject: "not a WordPiece tokenizer.json", remedy: "use a BERT WordPiece tokenizer.json")))
        let model = document.model
        let normalizer = document.normalizer
        let lowercase = normalizer?.lowercase ?? (normalizer != nil)
        let stripAccents = normalizer?.stripAccents ?? lowercase
        guard lowercase == stripAccents else {
            throw fail(.unsupported, "strip_accents \(stripAccents) with lowercase \(lowercase) (only both or neither are implemented)")
        }
        let configuration = Configuration(
            cleanText: normalizer?.cleanText ?? (normalizer != nil),
            handleChineseChars: normalizer?.handleChineseChars ?? (normalizer != nil),
            uncased: lowercase,
            unknownToken: model.unknownToken ?? "[UNK]",
            continuingSubwordPrefix: model.continuingSubwordPrefix ?? "##",
            maxInputCharsPerWord: model.maxInputCharsPerWord ?? 100
        )
        guard configuration.maxInputCharsPerWord > 0, configuration.maxInputCharsPerWord <= 10_000 else {
            throw fail(.invalidValue, "max_input_chars_per_word \(configuration.maxInputCharsPerWord) is out of range 1...10000")
        }
        var tokens = model.vocab
        tokens.sort { $0.id < $1.id }
        guard let first = tokens.first, first.id >= 0, let last = tokens.last, last.id < 10_000_000 else {
            throw fail(.invalidValue, "vocabulary is empty or has ids outside 0..<10000000")
        }
        let added = document.addedTokens ?? []
        for token in added where token.id < 0 || token.id >= 10_000_000 {
            throw fail(.invalidValue, "added token \"\(token.content)\" has id \(token.id) outside 0..<10000000")
        }
        tokens += added.map { (token: $0.content, id: $0.id) }
        let vocabulary = Vocabulary(tokens: tokens)
        guard let unknown = vocabulary.id(configuration.unknownToken) else {
            throw fail(.invalidValue, "the unknown token \(configuration.unknownToken) is not in the vocabulary")
        }
        let addedTokens = added.filter { !$0.content.isEmpty }
            .map { (scalars: $0.content.unicodeScalars.map(\.value), id: Int32($0.id)) }
            .sorted { $0.scalars.count > $1.scalars.count }
        self.init(Parts(
            configuration: configuration, vocabulary: vocabulary, unknownID: unknown,
            specialIDs: Array(Set(added.filter { $0.special ?? false }.map { Int32($0.id) } + [unknown])).sorted(),
            addedTokens: addedTokens), fingerprint: fingerprint, readSavedFile: false)
    }

    /// What a tokenizer is made of, read from `tokenizer.json` or from its saved copy.
    struct Parts {
        var configuration: Configuration
        var vocabulary: Vocabulary
        var unknownID: Int32
        var specialIDs: [Int32]
        var addedTokens: [(scalars: [UInt32], id: Int32)]
    }

    private init(_ parts: Parts, fingerprint: UInt64, readSavedFile: Bool) {
        configuration = parts.configuration
        vocabulary = parts.vocabulary
        unknownID = parts.unknownID
        specialIDs = parts.specialIDs
        prefix = Array(parts.configuration.continuingSubwordPrefix.utf8)
        addedTokens = parts.addedTokens
        addedTokenFirsts = Array(Set(parts.addedTokens.map { $0.scalars[0] })).sorted()
        tables = BertCharacterTables.shared
        sourceFingerprint = fingerprint
        self.readSavedFile = readSavedFile
    }
}

/// The parts of a WordPiece `tokenizer.json` this reader uses. A missing or `null` member
/// is nil; a member of the wrong type is an error naming its path, and a model, normalizer or
/// pre-tokenizer this reader does not implement is refused as unsupported.
private struct TokenizerDocument {
    struct Normalizer {
        var cleanText: Bool?
        var handleChineseChars: Bool?
        var stripAccents: Bool?
        var lowercase: Bool?
    }

    struct Model {
        var unknownToken: String?
        var continuingSubwordPrefix: String?
        var maxInputCharsPerWord: Int?
        var vocab: [(token: String, id: Int)]
    }

    struct AddedToken {
        var id: Int
        var content: String
        var special: Bool?
    }

    var normalizer: Normalizer?
    var model: Model
    var addedTokens: [AddedToken]?

    init(_ root: JSONCursor) throws(ShortcutPreviewError) {
        _ = try root.checkedObject()
        let model = try root.required("model", "an object").checkedObject()
        // Whether the rest is supported decides first, as the reference library would refuse it.
        let modelType = try model.member("type")?.string()
        guard modelType == nil || modelType == "WordPiece" else {
            throw Self.unsupported(root, "model type \(modelType ?? "?") is not WordPiece")
        }
        let normalizer = try root.member("normalizer")?.checkedObject()
        if let normalizer, let type = try normalizer.member("type")?.string(), type != "BertNormalizer" {
            throw Self.unsupported(root, "normalizer \(type) is not BertNormalizer")
        }
        if let pre = try root.member("pre_tokenizer")?.checkedObject(),
           let type = try pre.member("type")?.string(), type != "BertPreTokenizer" {
            throw Self.unsupported(root, "pre_tokenizer \(type) is not BertPreTokenizer")
        }
        if let normalizer {
            self.normalizer = Normalizer(
                cleanText: try normalizer.member("clean_text")?.bool(),
                handleChineseChars: try normalizer.member("handle_chinese_chars")?.bool(),
                stripAccents: try normalizer.member("strip_accents")?.bool(),
                lowercase: try normalizer.member("lowercase")?.bool())
        }
        let vocabulary = try model.required("vocab", "an object")
        let entries = try vocabulary.members()
        var vocab: [(token: String, id: Int)] = []
        vocab.reserveCapacity(entries.count)
        for (token, id) in entries {
            guard let id = JSONCursor.integer(id) else { throw vocabulary.child(token, id).wrongType("an integer") }
            vocab.append((token, id))
        }
        self.model = Model(
            unknownToken: try model.member("unk_token")?.string(),
            continuingSubwordPrefix: try model.member("continuing_subword_prefix")?.string(),
            maxInputCharsPerWord: try model.member("max_input_chars_per_word")?.integer(),
            vocab: vocab)
        if let items = try root.member("added_tokens")?.array() {
            var added: [AddedToken] = []
            for item in items {
                _ = try item.checkedObject()
                added.append(AddedToken(
                    id: try item.required("id", "an integer").integer(),
                    content: try item.required("content", "a string").string(),
                    special: try item.member("special")?.bool()))
            }
            addedTokens = added
        }
    }

    private static func unsupported(_ root: JSONCursor, _ reason: String) -> ShortcutPreviewError {
        ShortcutPreviewError(.unsupported, file: root.file, reason: reason, remedy: root.context.remedy ?? "")
    }
}
