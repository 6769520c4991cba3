/// What a rerank needs to compare the leading groups' phrases with a query: the most frequent
/// features as bits of a per-phrase mask, and each phrase's group.
///
/// A phrase's cosine with the query is the sum, over the features both have, of the query's
/// weight times the phrase's unit weight. The few features most phrases have ("what", "my",
/// " th") make up most of those pairs but add little each: they are summed through the mask,
/// one add per shared bit. The rest come from their posting lists, which are short, keeping
/// only phrases of the leading groups. Both together cost a fraction of comparing every
/// feature of every leading phrase (CLINC150, 10 phrases a shortcut: about 6,800 feature
/// reads a query before, about 1,000 posting reads and a few hundred bits now).
struct RerankLayout: Sendable {
    /// How many of the most frequent features become mask bits.
    static let bitCount = 256
    /// Mask words per phrase.
    static let words = bitCount / 64

    /// Per slot: its bit, or -1 for a feature read from its posting list.
    let bitOfSlot: [Int16]
    /// Per bit: its slot.
    let slotOfBit: [Int32]
    /// Per phrase: the bits of the frequent features it has (``words`` words of 64 bits).
    let phraseMasks: [UInt64]
    /// Per phrase: its group, or -1.
    let phraseGroup: [Int32]

    /// Chooses the frequent features from `phraseSlots`' posting counts. The index's common
    /// features (`common`, whose postings were dropped) always get a bit.
    ///
    /// Complexity: O(total features + slots × log slots).
    init(_ phraseSlots: PhraseSlots, groups: [Int32], common: [Int32]) {
        let counts = phraseSlots.postingCount
        let others = (0..<phraseSlots.slotCount).filter { counts[$0] >= 8 }
            .sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
        let frequent = (common.map { Int($0) } + others).prefix(Self.bitCount)
        var bitOfSlot = [Int16](repeating: -1, count: phraseSlots.slotCount)
        for (bit, slot) in frequent.enumerated() { bitOfSlot[slot] = Int16(bit) }
        var masks = [UInt64](repeating: 0, count: phraseSlots.phraseCount * Self.words)
        for phrase in 0..<phraseSlots.phraseCount {
            for slot in phraseSlots.of(phrase) {
                let bit = Int(bitOfSlot[Int(slot)])
                guard bit >= 0 else { continue }
                masks[phrase * Self.words + bit / 64] |= 1 << UInt64(bit % 64)
            }
        }
        self.bitOfSlot = bitOfSlot
        slotOfBit = frequent.map { Int32($0) }
        phraseMasks = masks
        phraseGroup = (0..<phraseSlots.phraseCount).map { $0 < groups.count ? groups[$0] : -1 }
    }

    /// An empty layout, for an index that does not rerank.
    init() {
        bitOfSlot = []
        slotOfBit = []
        phraseMasks = []
        phraseGroup = []
    }

    /// Whether the index reranks (only then is the layout built).
    var isEmpty: Bool { bitOfSlot.isEmpty }
}
