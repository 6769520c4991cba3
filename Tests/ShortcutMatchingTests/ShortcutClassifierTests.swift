@testable import ShortcutMatching
import TestSupport
import Testing

/// The per-catalog classifier moves each shortcut's vector towards what tells it apart.
@Suite("Shortcut classifier")
struct ShortcutClassifierTests {
    /// Class 0: four examples along x and one odd one out (y and z); class 1: five along y.
    /// The odd example is closer to class 1's centroid, but only class 0 has any z: training
    /// must learn that.
    static let dimension = 3
    static let examples: [Float] = [1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0.6, 0.8] + Array(repeating: [0, 1, 0], count: 5).flatMap { $0 }
    static let labels: [Int32] = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1]

    static func centroids() -> [Float] {
        var sums = [Float](repeating: 0, count: 2 * dimension)
        for (example, label) in labels.enumerated() {
            for d in 0..<dimension { sums[Int(label) * dimension + d] += examples[example * dimension + d] }
        }
        for c in 0..<2 {
            let norm = (0..<dimension).map { sums[c * dimension + $0] * sums[c * dimension + $0] }.reduce(0, +).squareRoot()
            for d in 0..<dimension { sums[c * dimension + d] /= norm }
        }
        return sums
    }

    static func score(_ weights: [Float], example: Int, shortcut: Int) -> Float {
        (0..<dimension).map { weights[shortcut * dimension + $0] * examples[example * dimension + $0] }.reduce(0, +)
    }

    @Test func trainingFixesWhatTheCentroidGetsWrong() {
        let start = Self.centroids()
        #expect(Self.score(start, example: 4, shortcut: 0) < Self.score(start, example: 4, shortcut: 1))
        let trained = ShortcutClassifier.train(examples: Self.examples, labels: Self.labels, centroids: start, classes: 2, dimension: Self.dimension)
        #expect(Self.score(trained, example: 4, shortcut: 0) > Self.score(trained, example: 4, shortcut: 1))
        for example in 0..<Self.labels.count {
            let right = Int(Self.labels[example])
            #expect(Self.score(trained, example: example, shortcut: right) > Self.score(trained, example: example, shortcut: 1 - right))
        }
    }

    @Test func rowsAreUnitLengthAndTrainingIsDeterministic() {
        let first = ShortcutClassifier.train(examples: Self.examples, labels: Self.labels, centroids: Self.centroids(), classes: 2, dimension: Self.dimension)
        let second = ShortcutClassifier.train(examples: Self.examples, labels: Self.labels, centroids: Self.centroids(), classes: 2, dimension: Self.dimension)
        #expect(first == second)
        for c in 0..<2 {
            let norm = (0..<Self.dimension).map { first[c * Self.dimension + $0] * first[c * Self.dimension + $0] }.reduce(0, +)
            #expect(abs(norm - 1) < 1e-4)
        }
    }

    @Test func oneShortcutIsLeftAsItsCentroid() {
        let centroid: [Float] = [0, 1, 0]
        #expect(ShortcutClassifier.train(examples: [0, 1, 0, 0, 0.8, 0.6], labels: [0, 0], centroids: centroid, classes: 1, dimension: 3) == centroid)
    }
    @Test func zeroEpochsLeaveTheCentroidsAndTheSettingsComeFromTheConfiguration() {
        let start = Self.centroids()
        var settings = ClassifierTraining.shipped
        settings.epochs = 0
        let untrained = ShortcutClassifier.train(examples: Self.examples, labels: Self.labels, centroids: start, classes: 2,
                                                 dimension: Self.dimension, settings: settings)
        for (a, b) in zip(untrained, start) { #expect(abs(a - b) < 1e-6) }
        // The odd example stays with the wrong shortcut without training.
        #expect(Self.score(untrained, example: 4, shortcut: 0) < Self.score(untrained, example: 4, shortcut: 1))
        #expect(MatcherConfiguration().classifierTraining == .shipped)
        #expect(ClassifierTraining.shipped == ClassifierTraining(epochs: 10, learningRate: 0.5, initialScale: 5, candidates: 8))
    }
}
