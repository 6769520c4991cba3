/// What a rerank needs to compare the leading groups' phrases with a query: the most frequent
/// features as bits of a per-phrase mask, stored four phrases side by side, and each phrase's
/// group.
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
    /// 32-bit mask words per phrase.
    static let words = bitCount / 32
    /// Phrases side by side in a chunk: one query bit is tested for all of them with one
    /// vector shift, instead of one extraction per phrase.
    static let lanes = 4

    /// Per slot: its bit, or -1 for a feature read from its posting list.
    let bitOfSlot: [Int16]
    /// Per bit: its slot.
    let slotOfBit: [Int32]
    /// The bits of the frequent features each phrase has, by chunk: a group's members in
    /// order, ``lanes`` to a chunk (the last one padded with empty masks), then the ungrouped
    /// phrases likewise. Chunk `c`, word `w`, lane `l` is at `(c × words + w) × lanes + l`.
    let chunkMasks: [UInt32]
    /// Per group, and last for the ungrouped phrases: its first chunk (`groupCount + 2` entries).
    let chunkStart: [Int32]
    /// Per phrase: its group, or -1.
    let phraseGroup: [Int32]
    /// Per slot: its row in ``groupRows``, or -1 for a slot read from its centroid postings.
    let groupRowOfSlot: [Int32]
    /// Centroid weights of the features that many groups have, one row of `groupCount` floats
    /// per such feature (zero for a group without it). Adding a whole row is a vector loop;
    /// adding a long posting list is a load and a store per group that depend on each other.
    let groupRows: [Float]

    /// Chooses the frequent features from `phraseSlots`' posting counts. The index's common
    /// features (`common`, whose postings were dropped) always get a bit. `members` lists each
    /// group's phrases, `ungrouped` the rest. A feature that at least a quarter of the groups
    /// have gets a row of `groupPostings` (per slot, from `groupPostingStart`) laid out densely.
    ///
    /// Complexity: O(total features + slots × log slots + dense rows × groups).
    init(_ phraseSlots: PhraseSlots, groups: [Int32], common: [Int32], members: [[Int32]], ungrouped: [Int32],
         groupPostingStart: [Int32], groupPostings: [SparseIndex.Posting], groupCount: Int) {
        let counts = phraseSlots.postingCount
        let others = (0..<phraseSlots.slotCount).filter { counts[$0] >= 8 }
            .sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
        let frequent = (common.map { Int($0) } + others).prefix(Self.bitCount)
        var bitOfSlot = [Int16](repeating: -1, count: phraseSlots.slotCount)
        for (bit, slot) in frequent.enumerated() { bitOfSlot[slot] = Int16(bit) }
        var starts: [Int32] = [0]
        for list in members + [ungrouped] {
            starts.append(starts[starts.count - 1] + Int32((list.count + Self.lanes - 1) / Self.lanes))
        }
        var masks = [UInt32](repeating: 0, count: Int(starts[starts.count - 1]) * Self.words * Self.lanes)
        for (number, list) in (members + [ungrouped]).enumerated() {
            for (position, phrase) in list.enumerated() {
                let chunk = Int(starts[number]) + position / Self.lanes
                let lane = position % Self.lanes
                for slot in phraseSlots.of(Int(phrase)) {
                    let bit = Int(bitOfSlot[Int(slot)])
                    guard bit >= 0 else { continue }
                    masks[(chunk * Self.words + bit / 32) * Self.lanes + lane] |= 1 << UInt32(bit % 32)
                }
            }
        }
        self.bitOfSlot = bitOfSlot
        slotOfBit = frequent.map { Int32($0) }
        chunkMasks = masks
        chunkStart = starts
        phraseGroup = (0..<phraseSlots.phraseCount).map { $0 < groups.count ? groups[$0] : -1 }

        var rowOfSlot = [Int32](repeating: -1, count: phraseSlots.slotCount)
        var rows: [Float] = []
        for slot in 0..<min(phraseSlots.slotCount, groupPostingStart.count - 1) {
            let postings = groupPostings[Int(groupPostingStart[slot])..<Int(groupPostingStart[slot + 1])]
            guard groupCount > 0, postings.count * 4 >= groupCount else { continue }
            rowOfSlot[slot] = Int32(rows.count / groupCount)
            let base = rows.count
            rows.append(contentsOf: repeatElement(0, count: groupCount))
            for posting in postings { rows[base + Int(posting.phrase)] = posting.value }
        }
        groupRowOfSlot = rowOfSlot
        groupRows = rows
    }

    /// An empty layout, for an index that does not rerank.
    init() {
        bitOfSlot = []
        slotOfBit = []
        chunkMasks = []
        chunkStart = []
        phraseGroup = []
        groupRowOfSlot = []
        groupRows = []
    }

    /// Whether the index reranks (only then is the layout built).
    var isEmpty: Bool { bitOfSlot.isEmpty }
}
