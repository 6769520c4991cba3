internal import ICUBridge

/// Turns the bridge's segments into features, straight from the UTF-16 buffers.
enum FeatureExtraction {
    /// Marks a word boundary inside character n-grams, like a space around the word.
    private static let boundary: UInt16 = 0x23  // "#"

    static func extract(_ view: SegmentedText, vietnamese: Bool, into buffer: inout FeatureBuffer) {
        var previousLoose: UInt64? = nil
        var runEnd: Int32 = -1          // end of the previous CJK segment in the loose text
        var previousCJKUnit: UInt16? = nil
        for (index, segment) in view.segments.enumerated() {
            let token = Int32(index)
            buffer.appendToken(Int(segment.originalStart)..<Int(segment.originalEnd))
            let exact = view.normalized[Int(segment.normalizedStart)..<Int(segment.normalizedEnd)]
            let loose = view.loose[Int(segment.looseStart)..<Int(segment.looseEnd)]

            var exactHash = FeatureHasher(.word)
            exactHash.combine(exact)
            buffer.append(Feature(hash: exactHash.value, kind: .word, token: token))
            var looseHash = FeatureHasher(.looseWord)
            looseHash.combine(loose)
            buffer.append(Feature(hash: looseHash.value, kind: .looseWord, token: token))

            if let previous = previousLoose {
                var bigram = FeatureHasher(.wordBigram)
                bigram.combine(hash: previous)
                bigram.combine(loose)
                buffer.append(Feature(hash: bigram.value, kind: .wordBigram, token: token))
            }
            previousLoose = looseHash.value

            let kind = segment.tokenKind
            if kind == .kana || kind == .ideographic {
                // Character n-grams run across adjacent CJK words: 買い物|リスト|の is one run.
                if segment.looseStart != runEnd { previousCJKUnit = nil }
                for unit in loose {
                    var unigram = FeatureHasher(.cjkUnigram)
                    unigram.combine(unit)
                    buffer.append(Feature(hash: unigram.value, kind: .cjkUnigram, token: token))
                    if let previous = previousCJKUnit {
                        var bigram = FeatureHasher(.cjkBigram)
                        bigram.combine(previous)
                        bigram.combine(unit)
                        buffer.append(Feature(hash: bigram.value, kind: .cjkBigram, token: token))
                    }
                    previousCJKUnit = unit
                }
                runEnd = segment.looseEnd
            } else if kind == .letters && !vietnamese {
                appendTrigrams(of: loose, token: token, into: &buffer)
            }
        }
    }

    /// Trigrams of `#word#`; a one-letter word yields `#a#`.
    private static func appendTrigrams(of loose: UnsafeBufferPointer<UInt16>.SubSequence, token: Int32, into buffer: inout FeatureBuffer) {
        let count = loose.count + 2
        guard count >= 3 else { return }
        func unit(_ i: Int) -> UInt16 {
            i == 0 || i == count - 1 ? boundary : loose[loose.startIndex + i - 1]
        }
        for start in 0...(count - 3) {
            var trigram = FeatureHasher(.charTrigram)
            trigram.combine(unit(start))
            trigram.combine(unit(start + 1))
            trigram.combine(unit(start + 2))
            buffer.append(Feature(hash: trigram.value, kind: .charTrigram, token: token))
        }
    }
}
