import CommandLineSupport
import ShortcutMatching

/// `eval --weights word=0.5,dense=0.4`: calibration overrides of the matcher's tunables, by
/// name.
enum WeightOverrides {
    /// Every name `--weights` takes and what it sets: the one list that both parsing and the
    /// error message read.
    static let keys: [(name: String, apply: @Sendable (inout MatcherConfiguration, Float) -> Void)] = [
        ("word", { $0.weights.word = $1 }),
        ("looseWord", { $0.weights.looseWord = $1 }),
        ("wordBigram", { $0.weights.wordBigram = $1 }),
        ("charTrigram", { $0.weights.charTrigram = $1 }),
        ("cjkUnigram", { $0.weights.cjkUnigram = $1 }),
        ("cjkBigram", { $0.weights.cjkBigram = $1 }),
        ("unseen", { $0.weights.unseen = $1 }),
        ("centroid", { $0.centroidWeight = $1 }),
        ("dense", { $0.denseWeight = $1; $0.languageDenseWeights = [:]; $0.manyShortcutsDenseWeight = nil }),
        ("manyShortcutsDense", { $0.manyShortcutsDenseWeight = $1 }),
        ("denseExtraCandidates", { $0.denseExtraCandidates = Int($1) }),
        ("selfCalibration", { $0.selfCalibration = $1 }),
        ("denseHubness", { $0.denseHubness = $1 }),
        ("denseCentroid", { $0.denseCentroidWeight = $1 }),
        ("denseCandidates", { $0.denseCandidates = Int($1) }),
        ("denseShortlist", { $0.denseShortlist = $1 }),
        ("denseCentering", { $0.denseCentering = $1 }),
        ("train", { $0.trainsClassifier = $1 != 0 }),
    ]

    /// Applies `list` (`name=number`, comma-separated) to `configuration`, left to right.
    static func apply(_ list: String, to configuration: inout MatcherConfiguration) throws(CommandFailure) {
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Float(String(parts[1])) else {
                throw CommandFailure("--weights: \"\(pair)\" is not name=number", remedy: "for example word=0.5")
            }
            guard let key = keys.first(where: { $0.name == parts[0] }) else {
                throw CommandFailure("--weights: unknown name \"\(parts[0])\"", remedy: "use \(keys.map(\.name).joined(separator: ", "))")
            }
            key.apply(&configuration, value)
        }
    }
}
