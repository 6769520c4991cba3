import ShortcutPreviewCore

// Parsing tokenizer.json's 30,522-entry vocabulary and hashing it into the lookup table took a
// third of a one-shot English match, and the same table comes out every time: a parsed copy
// saved beside the file is read instead. The copy names the tokenizer.json it was made from
// by a fingerprint of its bytes, so an edited tokenizer.json is still read correctly, by
// parsing it.
extension WordPieceTokenizer {
    /// The saved copy's file name, beside `tokenizer.json`.
    public static let savedFileName = "tokenizer.safetensors"

    /// The `format` of a saved copy.
    static let savedFormat = "shortcutpreview-wordpiece-1"

    /// The fingerprint a saved copy names its `tokenizer.json` by. O(bytes).
    static func fingerprint(of json: [UInt8]) -> UInt64 {
        var hash = Fingerprint()
        json.withUnsafeBytes { hash.combine(bytes: $0) }
        hash.combine(UInt64(json.count))
        return hash.value
    }

    /// This tokenizer as a file to save beside its `tokenizer.json` as
    /// `tokenizer.safetensors`, so that loading reads it instead of parsing the JSON.
    public func savedContents() -> [UInt8] {
        let table = vocabulary.saved
        let added = addedTokens
        return SafeTensorsFile.contents(tensors: [
            .int32s("starts", table.starts),
            .int32s("lengths", table.lengths),
            .int32s("slots", table.slots),
            .int32s("special_ids", specialIDs),
            .int32s("added_ids", added.map(\.id)),
            .int32s("added_lengths", added.map { Int32($0.scalars.count) }),
            .int32s("added_scalars", added.flatMap { $0.scalars.map { Int32(bitPattern: $0) } }),
            .bytes("pool", table.pool),
        ], metadata: [
            "format": Self.savedFormat,
            "fingerprint": String(sourceFingerprint, radix: 16),
            "clean_text": String(configuration.cleanText),
            "handle_chinese_chars": String(configuration.handleChineseChars),
            "uncased": String(configuration.uncased),
            "unk_token": configuration.unknownToken,
            "unk_id": String(unknownID),
            "continuing_subword_prefix": configuration.continuingSubwordPrefix,
            "max_input_chars_per_word": String(configuration.maxInputCharsPerWord),
        ])
    }

    /// The parts saved in `file`, when it was saved for a `tokenizer.json` with `fingerprint`
    /// and every part is in range; nil otherwise, and the caller parses the JSON.
    /// O(ids + slots).
    static func savedParts(_ file: SafeTensorsFile, fingerprint: UInt64) -> Parts? {
        let metadata = file.metadata
        guard metadata["format"] == savedFormat, metadata["fingerprint"] == String(fingerprint, radix: 16),
              let cleanText = metadata["clean_text"].flatMap(Bool.init), let chinese = metadata["handle_chinese_chars"].flatMap(Bool.init),
              let uncased = metadata["uncased"].flatMap(Bool.init), let unknownToken = metadata["unk_token"],
              let unknownID = metadata["unk_id"].flatMap({ Int32($0) }), let prefix = metadata["continuing_subword_prefix"],
              let maxChars = metadata["max_input_chars_per_word"].flatMap({ Int($0) }), (1...10_000).contains(maxChars),
              let starts = try? file.int32s("starts"), let lengths = try? file.int32s("lengths"), let slots = try? file.int32s("slots"),
              let specialIDs = try? file.int32s("special_ids"), let addedIDs = try? file.int32s("added_ids"),
              let addedLengths = try? file.int32s("added_lengths"), let addedScalars = try? file.int32s("added_scalars"),
              let pool = try? file.byteView("pool").withUnsafeBytes({ Array($0) }),
              let vocabulary = Vocabulary(pool: pool, starts: starts, lengths: lengths, slots: slots),
              vocabulary.id(unknownToken) == unknownID, specialIDs.contains(unknownID),
              (specialIDs + addedIDs).allSatisfy({ $0 >= 0 && Int($0) < vocabulary.idCount }),
              addedIDs.count == addedLengths.count, addedLengths.allSatisfy({ $0 > 0 }),
              addedLengths.reduce(0, { $0 + Int($1) }) == addedScalars.count,
              addedScalars.allSatisfy({ Unicode.Scalar(UInt32(bitPattern: $0)) != nil }) else { return nil }
        var addedTokens: [(scalars: [UInt32], id: Int32)] = []
        var at = 0
        for (id, length) in zip(addedIDs, addedLengths) {
            addedTokens.append((addedScalars[at..<at + Int(length)].map { UInt32(bitPattern: $0) }, id))
            at += Int(length)
        }
        let configuration = Configuration(
            cleanText: cleanText, handleChineseChars: chinese, uncased: uncased, unknownToken: unknownToken,
            continuingSubwordPrefix: prefix, maxInputCharsPerWord: maxChars)
        return Parts(configuration: configuration, vocabulary: vocabulary, unknownID: unknownID, specialIDs: specialIDs, addedTokens: addedTokens)
    }
}
