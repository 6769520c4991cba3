import DenseEmbedding

/// Dense semantic similarity: static token embeddings (model2vec-style, derived from
/// all-MiniLM-L6-v2) averaged into one unit vector per phrase, per shortcut centroid and per
/// utterance. It knows that "gist" is close to "summary" where the sparse index only sees
/// different words.
///
/// Static embeddings of short sentences all lean the same way (every vector shares a large
/// common component), so raw cosines crowd together. Subtracting the catalog's mean phrase
/// vector (`centering`) from phrases and utterances alike spreads them out again, which is
/// what separates one shortcut from its neighbours.
///
/// Cost per query: one embedding (a few microseconds), one dot product per shortcut centroid,
/// then one per phrase of the few shortcuts still in the running. Nothing is allocated once
/// the scratch vector has its size.
final class DenseScorer: Sendable {
    let embedding: any SentenceEmbedding
    let dimension: Int
    /// `phrases × dimension` unit vectors, centred.
    private let vectors: [Float]
    /// `centering` × the mean of the phrase vectors, subtracted from every vector.
    private let offset: [Float]
    private let centroids: [Float]
    /// The centroids in 16 bits, for the runners-up (see ``approximateSimilarities(_:groups:into:)``).
    private let coarseCentroids: QuantizedRows
    private let groupPhrases: [[Int32]]
    /// See `SparseIndex.cohesion`.
    let cohesion: Float
    /// Per shortcut, what fusion takes from its dense similarity for being a hub (see
    /// `MatcherConfiguration.denseHubness`): zeros when that is off.
    let hubness: [Float]

    init(texts: [String], families: [Int], groups: [Int32], groupCount: Int, embedding: any SentenceEmbedding,
         companions: [(text: String, family: Int, group: Int32)] = [], centering: Float, training: ClassifierTraining?, hubness: Float = 0) {
        self.embedding = embedding
        let dimension = embedding.dimension
        self.dimension = dimension
        var members = [[Int32]](repeating: [], count: groupCount)
        for (phrase, group) in groups.enumerated() where group >= 0 && Int(group) < groupCount {
            members[Int(group)].append(Int32(phrase))
        }
        groupPhrases = members
        var vectors = [Float](repeating: 0, count: texts.count * dimension)
        var embedded = [Bool](repeating: false, count: texts.count)
        vectors.withUnsafeMutableBufferPointer { all in
            for (phrase, text) in texts.enumerated() {
                let row = UnsafeMutableBufferPointer(rebasing: all[(phrase * dimension)..<((phrase + 1) * dimension)])
                embedded[phrase] = embedding.embed(text, into: row) > 0
            }
        }
        // The mean of the shortcuts' mean vectors: every shortcut counts once, however many
        // parameter values its templates were expanded over.
        var mean = [Float](repeating: 0, count: dimension)
        var contributing = 0
        for list in members {
            let present = list.filter { embedded[Int($0)] }
            guard !present.isEmpty else { continue }
            contributing += 1
            let share = 1 / Float(present.count)
            for phrase in present {
                for d in 0..<dimension { mean[d] += share * vectors[Int(phrase) * dimension + d] }
            }
        }
        // A few shortcuts' mean is mostly those shortcuts themselves, not the direction every
        // sentence shares: trust it in proportion to how many shortcuts it averages.
        let trust = Float(contributing) / Float(contributing + Self.centeringHalfTrust)
        let scale = contributing > 0 ? centering * trust / Float(contributing) : 0
        let offset = mean.map { $0 * scale }
        self.offset = offset
        vectors.withUnsafeMutableBufferPointer { all in
            offset.withUnsafeBufferPointer { offset in
                for phrase in 0..<texts.count {
                    Self.center(UnsafeMutableBufferPointer(rebasing: all[(phrase * dimension)..<((phrase + 1) * dimension)]), by: offset)
                }
            }
        }
        var sums = [Float](repeating: 0, count: groupCount * dimension)
        for (group, list) in members.enumerated() {
            for phrase in list {
                for d in 0..<dimension { sums[group * dimension + d] += vectors[Int(phrase) * dimension + d] }
            }
            sums.withUnsafeMutableBufferPointer { all in
                Self.normalize(UnsafeMutableBufferPointer(rebasing: all[(group * dimension)..<((group + 1) * dimension)]))
            }
        }
        self.vectors = vectors
        let examples = Self.templateExamples(vectors, families: families, groups: groups, groupCount: groupCount, dimension: dimension)
        var taught = examples
        if training != nil, !companions.isEmpty {
            // The same shortcuts' phrases in other languages, centred alike: more ways of
            // saying each action for the classifier, none of them shown or scored.
            var rows = [Float](repeating: 0, count: companions.count * dimension)
            rows.withUnsafeMutableBufferPointer { all in
                offset.withUnsafeBufferPointer { offset in
                    for (at, companion) in companions.enumerated() {
                        let row = UnsafeMutableBufferPointer(rebasing: all[(at * dimension)..<((at + 1) * dimension)])
                        if embedding.embed(companion.text, into: row) > 0 { Self.center(row, by: offset) }
                    }
                }
            }
            let more = Self.templateExamples(rows, families: companions.map(\.family), groups: companions.map(\.group),
                                             groupCount: groupCount, dimension: dimension)
            taught.vectors += more.vectors
            taught.labels += more.labels
        }
        let centroids = training.map {
            ShortcutClassifier.train(examples: taught.vectors, labels: taught.labels, centroids: sums, classes: groupCount,
                                     dimension: dimension, settings: $0)
        } ?? sums
        self.centroids = centroids
        coarseCentroids = QuantizedRows(centroids, dimension: dimension)
        self.hubness = hubness > 0
            ? Self.hubness(of: centroids, examples: examples, groupCount: groupCount, dimension: dimension).map { hubness * $0 }
            : [Float](repeating: 0, count: groupCount)
        cohesion = SparseIndex.cohesion(groups: groups, families: families, groupCount: groupCount) { phrases in
            var sum = [Float](repeating: 0, count: dimension)
            for phrase in phrases {
                for d in 0..<dimension { sum[d] += vectors[phrase * dimension + d] }
            }
            return sum.reduce(0) { $0 + $1 * $1 }
        }
    }

    /// One example per template, the classifier's training set: the mean of the template's
    /// phrase vectors, normalised, labelled with its shortcut.
    private static func templateExamples(
        _ vectors: [Float], families: [Int], groups: [Int32], groupCount: Int, dimension: Int
    ) -> (vectors: [Float], labels: [Int32]) {
        var exampleOf: [Int: Int] = [:]
        var examples: [Float] = []
        var labels: [Int32] = []
        for (phrase, group) in groups.enumerated() where group >= 0 && Int(group) < groupCount {
            let example: Int
            if let known = exampleOf[families[phrase]] {
                example = known
            } else {
                example = labels.count
                exampleOf[families[phrase]] = example
                labels.append(group)
                examples.append(contentsOf: repeatElement(0, count: dimension))
            }
            for d in 0..<dimension { examples[example * dimension + d] += vectors[phrase * dimension + d] }
        }
        examples.withUnsafeMutableBufferPointer { all in
            for example in labels.indices {
                normalize(UnsafeMutableBufferPointer(rebasing: all[(example * dimension)..<((example + 1) * dimension)]))
            }
        }
        return (examples, labels)
    }

    /// How many of a shortcut's highest cosines with other shortcuts' examples its hubness
    /// averages.
    static let hubNeighbours = 10

    /// Per shortcut, the mean of its vector's `hubNeighbours` highest cosines with the
    /// template examples of other shortcuts, less the mean of that over all shortcuts (so the
    /// catalog's scores, and with them its no-match boundary, stay where they were on average).
    ///
    /// One cosine per shortcut and template: about 7 ms for CLINC150 with 10 phrases per
    /// intent. Looking only among the 16 or 32 nearest shortcuts' phrases cost a fifth of that
    /// but lost a little accuracy with 20 phrases per intent on CLINC150 `val`.
    private static func hubness(of centroids: [Float], examples: (vectors: [Float], labels: [Int32]), groupCount: Int, dimension: Int) -> [Float] {
        var hubness = [Float](repeating: 0, count: groupCount)
        guard groupCount > 1 else { return hubness }
        let neighbours = hubNeighbours
        var highest = [Float]()
        highest.reserveCapacity(neighbours + 1)
        centroids.withUnsafeBufferPointer { rows in
            examples.vectors.withUnsafeBufferPointer { vectors in
                for group in 0..<groupCount {
                    let row = UnsafeBufferPointer(rebasing: rows[(group * dimension)..<((group + 1) * dimension)])
                    // The highest cosines so far, in a small sorted list.
                    highest.removeAll(keepingCapacity: true)
                    for (example, label) in examples.labels.enumerated() where Int(label) != group {
                        let score = StaticEmbedding.dot(row, UnsafeBufferPointer(rebasing: vectors[(example * dimension)..<((example + 1) * dimension)]))
                        if highest.count == neighbours, let last = highest.last, last >= score { continue }
                        var at = highest.count
                        while at > 0 && highest[at - 1] < score { at -= 1 }
                        highest.insert(score, at: at)
                        if highest.count > neighbours { highest.removeLast() }
                    }
                    hubness[group] = highest.isEmpty ? 0 : highest.reduce(0, +) / Float(highest.count)
                }
            }
        }
        let mean = hubness.reduce(0, +) / Float(groupCount)
        return hubness.map { $0 - mean }
    }

    /// Subtracts `offset` from a non-zero `vector` and scales the result to unit length.
    private static func center(_ vector: UnsafeMutableBufferPointer<Float>, by offset: UnsafeBufferPointer<Float>) {
        guard vector.contains(where: { $0 != 0 }) else { return }
        for d in 0..<vector.count { vector[d] -= offset[d] }
        normalize(vector)
    }

    /// Scales a non-zero `vector` to unit length in place.
    static func normalize(_ vector: UnsafeMutableBufferPointer<Float>) {
        var squared: Float = 0
        for d in 0..<vector.count { squared += vector[d] * vector[d] }
        guard squared > 0, squared.isFinite else { return }
        let inverse = 1 / squared.squareRoot()
        for d in 0..<vector.count { vector[d] *= inverse }
    }

    /// Embeds and centres the utterance into `query`; false when it has no known token.
    func embed(_ text: String, into query: inout [Float]) -> Bool {
        if query.count != dimension { query = [Float](repeating: 0, count: dimension) }
        return query.withUnsafeMutableBufferPointer { query in
            guard embedding.embed(text, into: query) > 0 else { return false }
            offset.withUnsafeBufferPointer { Self.center(query, by: $0) }
            return true
        }
    }

    /// Cosine of the query with the centroid of every group whose `gate` value reaches
    /// `floor` (0 for the others).
    func centroidSimilarities(
        _ query: UnsafeBufferPointer<Float>, into scores: UnsafeMutableBufferPointer<Float>,
        where gate: [Float], atLeast floor: Float
    ) {
        centroids.withUnsafeBufferPointer { all in
            for group in 0..<groupPhrases.count {
                guard floor <= 0 || gate[group] >= floor else {
                    scores[group] = 0
                    continue
                }
                let row = UnsafeBufferPointer(rebasing: all[(group * dimension)..<((group + 1) * dimension)])
                scores[group] = StaticEmbedding.dot(query, row)
            }
        }
    }

    /// The cosines of the query with the centroids of `groups`, to about four decimals, into
    /// `scores[group]`: one 16-bit dot product each, for the many shortcuts that only a large
    /// similarity could bring into the running.
    func approximateSimilarities(_ query: UnsafeBufferPointer<Float>, groups: UnsafeBufferPointer<Int32>, into scores: UnsafeMutableBufferPointer<Float>) {
        coarseCentroids.similarities(query, rows: groups, into: scores)
    }

    /// The cosine of the query with one group's centroid.
    func centroidSimilarity(_ query: UnsafeBufferPointer<Float>, group: Int) -> Float {
        centroids.withUnsafeBufferPointer { all in
            StaticEmbedding.dot(query, UnsafeBufferPointer(rebasing: all[(group * dimension)..<((group + 1) * dimension)]))
        }
    }

    /// The number of shortcuts at which the catalog's mean is subtracted at half strength.
    static let centeringHalfTrust = 5

    /// Above this many phrases a shortcut is judged by its centroid alone.
    static let phraseScanLimit = 64

    /// How many phrases `group` has.
    func phraseCount(of group: Int) -> Int { groupPhrases[group].count }

    /// The best phrase of `group` for the query, and its cosine; (-1, -1) for an empty group.
    func bestPhrase(of group: Int, _ query: UnsafeBufferPointer<Float>) -> (phrase: Int32, score: Float) {
        let dimension = self.dimension
        return vectors.withUnsafeBufferPointer { all in
            var best: (phrase: Int32, score: Float) = (-1, -1)
            for phrase in groupPhrases[group] {
                let start = Int(phrase) * dimension
                let score = StaticEmbedding.dot(query, UnsafeBufferPointer(rebasing: all[start..<(start + dimension)]))
                if score > best.score { best = (phrase, score) }
            }
            return best
        }
    }
}
