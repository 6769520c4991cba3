import ShortcutPreviewCore
import StrictJSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// BERT's WordPiece tokenizer, read from a Hugging Face `tokenizer.json`, matching the
/// `tokenizers` library token for token.
///
/// The pipeline is the file's: special tokens (`[CLS]`, `[SEP]`, …) are matched in the raw
/// text first; `BertNormalizer` cleans the text (drops controls, turns whitespace into spaces),
/// puts spaces around CJK ideographs, strips accents (NFD, then no nonspacing marks) and
/// lowercases; `BertPreTokenizer` splits on whitespace and isolates punctuation; `WordPiece`
/// splits each word greedily into the longest known pieces, continuation pieces prefixed
/// with `##`, and a word longer than `max_input_chars_per_word` scalars or with an unknown
/// remainder becomes `[UNK]`. Character classes and the normalisation of each scalar come
/// from tables probed from the reference library, so results do not depend on the Unicode
/// version of the Swift runtime. No special tokens are added around the result, and the
/// file's padding and truncation settings are ignored.
///
/// Supported: `BertNormalizer` (or none) with accents stripped and lowercased together or
/// neither, `BertPreTokenizer`, and a `WordPiece` model. Anything else is refused when the
/// file is read.
public struct WordPieceTokenizer: Sendable {
    /// The settings read from `tokenizer.json`.
    public struct Configuration: Sendable, Equatable {
        /// `clean_text`: drop control characters, turn whitespace into spaces.
        public var cleanText: Bool
        /// `handle_chinese_chars`: put spaces around CJK ideographs.
        public var handleChineseChars: Bool
        /// `strip_accents` and `lowercase`, which this reader supports only together.
        public var uncased: Bool
        /// The unknown token, `[UNK]`.
        public var unknownToken: String
        /// The continuation prefix, `##`.
        public var continuingSubwordPrefix: String
        /// Longer words become the unknown token.
        public var maxInputCharsPerWord: Int
    }

    /// The settings read from the file.
    public let configuration: Configuration
    /// One past the largest token id: the number of rows an embedding table needs.
    public var idCount: Int { vocabulary.idCount }
    /// The id of the unknown token.
    public let unknownID: Int32
    /// The ids of special tokens (`[PAD]`, `[CLS]`, `[SEP]`, `[MASK]`, `[UNK]`, …), sorted.
    public let specialIDs: [Int32]

    private let vocabulary: Vocabulary
    private let prefix: [UInt8]
    /// Tokens matched in the raw text before normalisation, longest first.
    private let addedTokens: [(scalars: [UInt32], id: Int32)]
    private let tables: BertCharacterTables

    /// Token files larger than this are refused before reading.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// Reads `tokenizer.json` at `url`.
    public init(contentsOf url: URL) throws(ShortcutPreviewError) {
        let name = url.path
        guard FileManager.default.fileExists(atPath: name) else {
            throw ShortcutPreviewError(.missingFile, file: name, reason: "no such file", remedy: "check the model folder")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ShortcutPreviewError(.unreadableFile, file: name, reason: "cannot read: \(error)", remedy: "check permissions")
        }
        try self.init(json: data, file: name)
    }

    /// Parses the contents of a `tokenizer.json`; `file` names it in errors.
    public init(json: Data, file: String) throws(ShortcutPreviewError) {
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
            root = try JSONParser.parse([UInt8](json))
        } catch {
            throw fail(.syntax, "not a tokenizer.json: \(error)")
        }
        let document: Document
        do {
            document = try Document(root)
        } catch let problem as Document.Unsupported {
            throw fail(.unsupported, problem.reason)
        } catch {
            throw fail(.syntax, "not a WordPiece tokenizer.json: \(error)")
        }
        let model = document.model
        let normalizer = document.normalizer
        let lowercase = normalizer?.lowercase ?? (normalizer != nil)
        let stripAccents = normalizer?.stripAccents ?? lowercase
        guard lowercase == stripAccents else {
            throw fail(.unsupported, "strip_accents \(stripAccents) with lowercase \(lowercase) (only both or neither are implemented)")
        }
        configuration = Configuration(
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
        var tokens = model.vocab.map { (token: $0.key, id: $0.value) }
        tokens.sort { $0.id < $1.id }
        guard let first = tokens.first, first.id >= 0, let last = tokens.last, last.id < 10_000_000 else {
            throw fail(.invalidValue, "vocabulary is empty or has ids outside 0..<10000000")
        }
        let added = document.addedTokens ?? []
        for token in added where token.id < 0 || token.id >= 10_000_000 {
            throw fail(.invalidValue, "added token \"\(token.content)\" has id \(token.id) outside 0..<10000000")
        }
        tokens += added.map { (token: $0.content, id: $0.id) }
        vocabulary = Vocabulary(tokens: tokens)
        guard let unknown = vocabulary.id(configuration.unknownToken) else {
            throw fail(.invalidValue, "the unknown token \(configuration.unknownToken) is not in the vocabulary")
        }
        unknownID = unknown
        specialIDs = Array(Set(added.filter { $0.special ?? false }.map { Int32($0.id) } + [unknown])).sorted()
        prefix = Array(configuration.continuingSubwordPrefix.utf8)
        addedTokens = added.filter { !$0.content.isEmpty }
            .map { (scalars: $0.content.unicodeScalars.map(\.value), id: Int32($0.id)) }
            .sorted { $0.scalars.count > $1.scalars.count }
        tables = BertCharacterTables.shared
    }

    /// The token ids of `text`, without special tokens around them.
    public func tokenize(_ text: String) -> [Int32] {
        var ids: [Int32] = []
        forEachTokenID(in: text) { ids.append($0) }
        return ids
    }

    /// The token strings of `text` (for messages and debugging).
    public func tokens(_ text: String) -> [String] {
        tokenize(text).map { token(of: $0) ?? "?" }
    }

    /// The id of `token`, if it is in the vocabulary.
    public func id(of token: String) -> Int32? { vocabulary.id(token) }

    /// The token with `id`, if any.
    public func token(of id: Int32) -> String? { vocabulary.token(Int(id)) }

    /// Calls `body` with each token id of `text`, in order. Allocates nothing for texts whose
    /// words fit the stack scratch space.
    @inline(__always)
    func forEachTokenID(in text: String, _ body: (Int32) -> Void) {
        let capacity = configuration.maxInputCharsPerWord + 1
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { word in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { pieces in
                var state = WordState(word: word, pieces: pieces)
                let scalars = text.unicodeScalars
                var index = scalars.startIndex
                while index < scalars.endIndex {
                    let scalar = scalars[index].value
                    if !addedTokens.isEmpty, let (id, next) = matchAddedToken(scalars, at: index, first: scalar) {
                        flush(&state, body)
                        body(id)
                        index = next
                        continue
                    }
                    index = scalars.index(after: index)
                    normalize(scalar, &state, body)
                }
                flush(&state, body)
            }
        }
    }

    /// The scratch state of one pass: the word being collected and its pieces.
    private struct WordState {
        let word: UnsafeMutableBufferPointer<UInt32>
        let pieces: UnsafeMutableBufferPointer<Int32>
        /// Scalars in the current word (may exceed the buffer; then it is unknown).
        var length = 0
    }

    private func matchAddedToken(_ scalars: String.UnicodeScalarView, at start: String.UnicodeScalarView.Index, first: UInt32) -> (Int32, String.UnicodeScalarView.Index)? {
        candidates: for token in addedTokens where token.scalars[0] == first {
            var index = start
            for expected in token.scalars {
                guard index < scalars.endIndex, scalars[index].value == expected else { continue candidates }
                index = scalars.index(after: index)
            }
            return (token.id, index)
        }
        return nil
    }

    /// BertNormalizer for one scalar; passes the result on to the pre-tokenizer.
    @inline(__always)
    private func normalize(_ scalar: UInt32, _ state: inout WordState, _ body: (Int32) -> Void) {
        if scalar < 0x80 {
            let bits = tables.ascii[Int(scalar)]
            if configuration.cleanText {
                if bits & BertCharacterTables.ASCIIClass.dropped != 0 { return }
                if bits & BertCharacterTables.ASCIIClass.space != 0 { return split(0x20, &state, body) }
            }
            let lowered = configuration.uncased && scalar >= 0x41 && scalar <= 0x5A ? scalar + 0x20 : scalar
            return split(lowered, &state, body)
        }
        if configuration.cleanText {
            if tables.cleanDropped.contains(scalar) { return }
            if tables.cleanSpaces.contains(scalar) { return split(0x20, &state, body) }
        }
        if configuration.handleChineseChars && tables.chinese.contains(scalar) {
            split(0x20, &state, body)
            uncase(scalar, &state, body)
            split(0x20, &state, body)
            return
        }
        uncase(scalar, &state, body)
    }

    /// `strip_accents` and `lowercase` for one non-ASCII scalar.
    @inline(__always)
    private func uncase(_ scalar: UInt32, _ state: inout WordState, _ body: (Int32) -> Void) {
        guard configuration.uncased else { return split(scalar, &state, body) }
        if scalar >= 0xAC00 && scalar <= 0xD7A3 {
            // Hangul syllables decompose algorithmically into jamo.
            let index = scalar - 0xAC00
            split(0x1100 + index / 588, &state, body)
            split(0x1161 + (index % 588) / 28, &state, body)
            if index % 28 != 0 { split(0x11A7 + index % 28, &state, body) }
            return
        }
        let entry = tables.uncasedIndex(scalar)
        guard entry >= 0 else { return split(scalar, &state, body) }
        for position in Int(tables.uncasedStarts[entry])..<Int(tables.uncasedStarts[entry + 1]) {
            split(tables.uncasedValues[position], &state, body)
        }
    }

    /// BertPreTokenizer for one normalised scalar.
    @inline(__always)
    private func split(_ scalar: UInt32, _ state: inout WordState, _ body: (Int32) -> Void) {
        let whitespace: Bool
        let punctuation: Bool
        if scalar < 0x80 {
            let bits = tables.ascii[Int(scalar)]
            whitespace = bits & BertCharacterTables.ASCIIClass.whitespace != 0
            punctuation = bits & BertCharacterTables.ASCIIClass.punctuation != 0
        } else {
            whitespace = tables.splitWhitespace.contains(scalar)
            punctuation = !whitespace && tables.splitPunctuation.contains(scalar)
        }
        if whitespace {
            flush(&state, body)
        } else if punctuation {
            flush(&state, body)
            state.word[0] = scalar
            state.length = 1
            flush(&state, body)
        } else {
            if state.length < state.word.count { state.word[state.length] = scalar }
            state.length += 1
        }
    }

    /// WordPiece for the collected word, then starts a new one.
    private func flush(_ state: inout WordState, _ body: (Int32) -> Void) {
        let length = state.length
        guard length > 0 else { return }
        state.length = 0
        guard length <= configuration.maxInputCharsPerWord else { return body(unknownID) }
        let word = UnsafeBufferPointer(state.word)
        var count = 0
        var start = 0
        while start < length {
            var end = length
            var found: Int32 = -1
            while start < end {
                found = vocabulary.lookup(prefix: start > 0 ? prefix : [], word, start..<end)
                if found >= 0 { break }
                end -= 1
            }
            guard found >= 0 else { return body(unknownID) }
            state.pieces[count] = found
            count += 1
            start = end
        }
        for index in 0..<count { body(state.pieces[index]) }
    }
}

/// The parts of a WordPiece `tokenizer.json` this reader uses. A missing or `null` member
/// is nil; a member of the wrong type, or a model, normalizer or pre-tokenizer this reader
/// does not implement, is an error naming its path.
private struct Document {
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
        var vocab: [(key: String, value: Int)]
    }

    struct AddedToken {
        var id: Int
        var content: String
        var special: Bool?
    }

    /// A well-formed file that asks for something not implemented.
    struct Unsupported: Error {
        var reason: String
    }

    /// A member of the wrong type, with its path.
    struct Mismatch: Error, CustomStringConvertible {
        var path: String
        var expected: String
        var description: String { "at \(path): expected \(expected)" }
    }

    var normalizer: Normalizer?
    var model: Model
    var addedTokens: [AddedToken]?

    init(_ root: JSONValue) throws {
        guard case .object = root else { throw Mismatch(path: "$", expected: "an object") }
        guard let model = root["model"], case .object = model else { throw Mismatch(path: "model", expected: "an object") }
        // Whether the rest is supported decides first, as the reference library would refuse it.
        let modelType = try Self.string(model["type"], "model.type")
        guard modelType == nil || modelType == "WordPiece" else {
            throw Unsupported(reason: "model type \(modelType ?? "?") is not WordPiece")
        }
        let normalizer = try Self.object(root["normalizer"], "normalizer")
        if let normalizer, let type = try Self.string(normalizer["type"], "normalizer.type"), type != "BertNormalizer" {
            throw Unsupported(reason: "normalizer \(type) is not BertNormalizer")
        }
        if let pre = try Self.object(root["pre_tokenizer"], "pre_tokenizer"),
           let type = try Self.string(pre["type"], "pre_tokenizer.type"), type != "BertPreTokenizer" {
            throw Unsupported(reason: "pre_tokenizer \(type) is not BertPreTokenizer")
        }
        self.normalizer = try normalizer.map { value throws in
            Normalizer(
                cleanText: try Self.bool(value["clean_text"], "normalizer.clean_text"),
                handleChineseChars: try Self.bool(value["handle_chinese_chars"], "normalizer.handle_chinese_chars"),
                stripAccents: try Self.bool(value["strip_accents"], "normalizer.strip_accents"),
                lowercase: try Self.bool(value["lowercase"], "normalizer.lowercase"))
        }
        guard case .object(let entries) = model["vocab"] else { throw Mismatch(path: "model.vocab", expected: "an object") }
        var vocab: [(key: String, value: Int)] = []
        vocab.reserveCapacity(entries.count)
        for (token, id) in entries {
            guard let id = try Self.integer(id, "model.vocab[\"\(token)\"]") else {
                throw Mismatch(path: "model.vocab[\"\(token)\"]", expected: "an integer")
            }
            vocab.append((token, id))
        }
        self.model = Model(
            unknownToken: try Self.string(model["unk_token"], "model.unk_token"),
            continuingSubwordPrefix: try Self.string(model["continuing_subword_prefix"], "model.continuing_subword_prefix"),
            maxInputCharsPerWord: try Self.integer(model["max_input_chars_per_word"], "model.max_input_chars_per_word"),
            vocab: vocab)
        switch root["added_tokens"] {
        case nil, .null?:
            addedTokens = nil
        case .array(let items)?:
            addedTokens = try items.enumerated().map { index, item throws in
                let path = "added_tokens[\(index)]"
                guard case .object = item else { throw Mismatch(path: path, expected: "an object") }
                guard let id = try Self.integer(item["id"], path + ".id") else { throw Mismatch(path: path + ".id", expected: "an integer") }
                guard let content = try Self.string(item["content"], path + ".content") else {
                    throw Mismatch(path: path + ".content", expected: "a string")
                }
                return AddedToken(id: id, content: content, special: try Self.bool(item["special"], path + ".special"))
            }
        default:
            throw Mismatch(path: "added_tokens", expected: "an array")
        }
    }

    private static func object(_ value: JSONValue?, _ path: String) throws -> JSONValue? {
        switch value {
        case nil, .null?: return nil
        case .object?: return value
        default: throw Mismatch(path: path, expected: "an object")
        }
    }

    private static func string(_ value: JSONValue?, _ path: String) throws -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw Mismatch(path: path, expected: "a string")
        }
    }

    private static func bool(_ value: JSONValue?, _ path: String) throws -> Bool? {
        switch value {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        default: throw Mismatch(path: path, expected: "true or false")
        }
    }

    /// A whole number (exact in a `Double`); ids and lengths out of range are refused later.
    private static func integer(_ value: JSONValue?, _ path: String) throws -> Int? {
        switch value {
        case nil, .null?: return nil
        case .number(let number)? where number.rounded() == number && abs(number) <= 9_007_199_254_740_992: return Int(number)
        default: throw Mismatch(path: path, expected: "an integer")
        }
    }
}
