#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DenseEmbedding

/// A per-catalog linear classifier over dense vectors, trained when the index is built: the
/// catalog's phrases are labelled examples of their shortcuts.
///
/// A shortcut's centroid treats every direction its phrases share as evidence, even one that
/// a neighbouring shortcut shares as much ("insurance" in both "what insurance do I have" and
/// "get new insurance"). Multinomial logistic regression moves each shortcut's vector towards
/// what tells it apart from the shortcuts it is confused with. Training starts from the
/// centroids and only compares each example with the shortcuts closest to it,
/// so it costs O(examples × candidates × dimension) per pass instead of O(examples × shortcuts
/// × dimension). The result replaces the centroids, normalised, so scores stay cosines.
///
/// One example per template (the mean of its expansions), so a template expanded over 300
/// parameter values counts once, as in the sparse index's IDF.
struct ShortcutClassifier: Sendable {
    /// Trains on `examples` (`labels.count × dimension` unit vectors, label = shortcut) from
    /// `centroids` (`classes × dimension`, unit rows) as `settings` say; returns the trained
    /// rows, unit length.
    static func train(examples: [Float], labels: [Int32], centroids: [Float], classes: Int, dimension: Int,
                      settings: ClassifierTraining = .shipped) -> [Float] {
        let count = labels.count
        guard classes >= 2, count >= 2 else { return centroids }
        var weights = centroids.map { $0 * settings.initialScale }
        let width = min(max(settings.candidates, 1), classes)
        // Each example's candidates: its own shortcut and the nearest others by centroid.
        var chosen = [Int32](repeating: 0, count: count * width)
        examples.withUnsafeBufferPointer { examples in
            weights.withUnsafeBufferPointer { weights in
                var scores = [Float](repeating: 0, count: classes)
                for example in 0..<count {
                    let x = UnsafeBufferPointer(rebasing: examples[(example * dimension)..<((example + 1) * dimension)])
                    if width == classes {
                        for c in 0..<classes { chosen[example * width + c] = Int32(c) }
                        continue
                    }
                    for c in 0..<classes {
                        scores[c] = StaticEmbedding.dot(x, UnsafeBufferPointer(rebasing: weights[(c * dimension)..<((c + 1) * dimension)]))
                    }
                    scores[Int(labels[example])] = .infinity
                    for slot in 0..<width {
                        var best = 0
                        for c in 1..<classes where scores[c] > scores[best] { best = c }
                        chosen[example * width + slot] = Int32(best)
                        scores[best] = -.infinity
                    }
                }
            }
        }
        var order = Array(0..<count)
        var generator = SplitMix64(seed: 0x5EED)
        var logits = [Float](repeating: 0, count: width)
        examples.withUnsafeBufferPointer { examples in
            weights.withUnsafeMutableBufferPointer { weights in
                for _ in 0..<max(settings.epochs, 0) {
                    order.shuffle(using: &generator)
                    for example in order {
                        let x = UnsafeBufferPointer(rebasing: examples[(example * dimension)..<((example + 1) * dimension)])
                        var largest = -Float.infinity
                        for slot in 0..<width {
                            let c = Int(chosen[example * width + slot])
                            logits[slot] = StaticEmbedding.dot(x, UnsafeBufferPointer(rebasing: weights[(c * dimension)..<((c + 1) * dimension)]))
                            largest = max(largest, logits[slot])
                        }
                        var total: Float = 0
                        for slot in 0..<width {
                            logits[slot] = (logits[slot] - largest).exponential
                            total += logits[slot]
                        }
                        for slot in 0..<width {
                            let c = Int(chosen[example * width + slot])
                            let target: Float = c == Int(labels[example]) ? 1 : 0
                            let step = settings.learningRate * (logits[slot] / total - target)
                            guard step != 0 else { continue }
                            let base = c * dimension
                            for d in 0..<dimension { weights[base + d] -= step * x[d] }
                        }
                    }
                }
            }
        }
        weights.withUnsafeMutableBufferPointer { rows in
            for c in 0..<classes {
                DenseScorer.normalize(UnsafeMutableBufferPointer(rebasing: rows[(c * dimension)..<((c + 1) * dimension)]))
            }
        }
        return weights
    }
}

/// A small deterministic generator, so training gives the same index on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
        return z ^ (z >> 31)
    }
}

extension Float {
    var exponential: Float { expf(self) }
}
