// The hot path: BertNormalizer, BertPreTokenizer and WordPiece fused into one pass over the
// scalars, so a text is tokenized without building its normalised copy or its words.
extension WordPieceTokenizer {
    /// Calls `body` with each token id of `text`, in order. Allocates nothing for texts whose
    /// words fit the stack scratch space.
    @inline(__always)
    func forEachTokenID(in text: String, _ body: (Int32) -> Void) {
        let capacity = configuration.maxInputCharsPerWord + 1
        // The text's scalars decoded once into a buffer, so that the loop and the added-token
        // lookahead index integers instead of String indices.
        let scalarCapacity = max(text.utf8.count, 1)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: scalarCapacity) { scalars in
            var scalarCount = 0
            for scalar in text.unicodeScalars {
                scalars[scalarCount] = scalar.value
                scalarCount += 1
            }
            let text = UnsafeBufferPointer(rebasing: scalars[0..<scalarCount])
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity) { word in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { pieces in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { hashes in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { lengths in
                    var state = WordState(word: word, pieces: pieces, hashes: hashes, lengths: lengths)
                    var index = 0
                    while index < text.count {
                        let scalar = text[index]
                        if addedTokenFirsts.contains(scalar), let (id, next) = matchAddedToken(text, at: index, first: scalar) {
                            flush(&state, body)
                            body(id)
                            index = next
                            continue
                        }
                        index += 1
                        normalize(scalar, &state, body)
                    }
                    flush(&state, body)
            }}}}
        }
    }

    /// The scratch state of one pass: the word being collected and its pieces.
    struct WordState {
        let word: UnsafeMutableBufferPointer<UInt32>
        let pieces: UnsafeMutableBufferPointer<Int32>
        /// Per end position of a candidate piece: its hash and UTF-8 length.
        let hashes: UnsafeMutableBufferPointer<UInt64>
        let lengths: UnsafeMutableBufferPointer<Int>
        /// Scalars in the current word (may exceed the buffer; then it is unknown).
        var length = 0
    }

    private func matchAddedToken(_ scalars: UnsafeBufferPointer<UInt32>, at start: Int, first: UInt32) -> (Int32, Int)? {
        candidates: for token in addedTokens where token.scalars[0] == first {
            var index = start
            for expected in token.scalars {
                guard index < scalars.count, scalars[index] == expected else { continue candidates }
                index += 1
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
            // Every candidate piece starting here is a prefix of the rest of the word: hash them
            // all in one pass, then look them up longest first.
            let piecePrefix = start > 0 ? prefix : []
            var hash = Vocabulary.hash(prefix: piecePrefix)
            var bytes = piecePrefix.count
            for index in start..<length {
                hash = Vocabulary.hash(hash, appending: word[index], length: &bytes)
                state.hashes[index] = hash
                state.lengths[index] = bytes
            }
            var end = length
            var found: Int32 = -1
            while start < end {
                found = vocabulary.lookup(hash: state.hashes[end - 1], length: state.lengths[end - 1], prefix: piecePrefix, word, start..<end)
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
