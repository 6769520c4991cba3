import DenseEmbedding
import ShortcutCatalog
import ShortcutMatching
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The matcher on arbitrary utterances against the bundled catalogs (Demo, SoupChef, Cards,
/// Theater) in en, ja, zh-Hans and vi, plus English Demo and Theater with dense vectors mixed
/// in, and every catalog in ja, zh-Hans and vi with the multilingual vectors (as the command
/// line matches them), and one English catalog of 60 shortcuts with dense vectors, which takes
/// the large-catalog path (the rerank by centroids, dense runners-up in 16 bits). The first
/// byte picks the matcher and exact-only mode; the rest is the utterance.
private let matchers: [Matcher] = {
    var matchers: [Matcher] = []
    let embedding = try? StaticEmbedding.bundled().get()
    let multilingual = try? UnigramEmbedding.bundled().get()
    for name in ["Demo", "SoupChef", "Cards", "Theater"] {
        let folder = FuzzSupport.repositoryRoot.appendingPathComponent("Catalogs/\(name)")
        guard let catalog = try? Catalog.load(directory: folder) else { fatalError("fuzz setup: cannot load \(folder.path)") }
        for locale in ["en", "ja", "zh-Hans", "vi"] {
            guard let resolved = try? catalog.resolveLocale(locale), let matcher = try? Matcher(catalog: catalog, locale: resolved) else {
                fatalError("fuzz setup: no \(locale) matcher for \(name)")
            }
            matchers.append(matcher)
            if locale == "en", name == "Demo" || name == "Theater", let embedding {
                var configuration = MatcherConfiguration()
                configuration.embedding = embedding
                if let dense = try? Matcher(catalog: catalog, locale: resolved, configuration: configuration) {
                    matchers.append(dense)
                }
            }
            if locale != "en", let multilingual {
                var configuration = MatcherConfiguration()
                configuration.embedding = multilingual
                guard let dense = try? Matcher(catalog: catalog, locale: resolved, configuration: configuration) else {
                    fatalError("fuzz setup: no multilingual \(locale) matcher for \(name)")
                }
                matchers.append(dense)
            }
        }
    }
    if let embedding {
        // 60 shortcuts of ten phrasings each, in the shape of the CLINC150 workloads: enough
        // for the index build to self-calibrate (more than five templates a shortcut).
        let topics = ["flight", "weather", "timer", "alarm", "music", "recipe", "taxi", "hotel", "pizza", "email",
                      "calendar", "reminder", "translate", "calculator", "news", "stocks", "podcast", "lights",
                      "thermostat", "door", "garage", "vacuum", "coffee", "laundry", "grocery", "fitness", "sleep",
                      "meditation", "water", "budget"]
        var phrases: [IndexedPhrase] = []
        for topic in topics {
            for (suffix, verbs) in [("", ["open my", "show the", "start", "what is my", "cancel the",
                                          "go to", "check my", "find the", "stop the", "list my"]),
                                    (" plan", ["book a", "change my", "how much is the", "tell me about the", "rate my",
                                               "renew my", "compare the", "share my", "pause the", "upgrade my"])] {
                for verb in verbs {
                    phrases.append(IndexedPhrase(text: "\(verb) \(topic)\(suffix)", intent: topic + suffix, family: phrases.count))
                }
            }
        }
        var configuration = MatcherConfiguration()
        configuration.embedding = embedding
        guard let large = try? Matcher(phrases: phrases, locale: "en", configuration: configuration) else {
            fatalError("fuzz setup: no matcher for the large catalog")
        }
        matchers.append(large)
    }
    return matchers
}()
nonisolated(unsafe) private var scratch = MatchScratch()

func fuzzMatcher(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = FuzzSupport.bytes(data, size)[...]
    guard let first = bytes.popFirst() else { return 0 }
    let matcher = matchers[Int(first & 0x7F) % matchers.count]
    let utterance = String(decoding: bytes, as: UTF8.self)
    guard let result = try? matcher.match(utterance, exactOnly: first & 0x80 != 0, scratch: &scratch) else { return 0 }
    let units = utterance.utf16.count
    if let match = result.match {
        guard match.score >= 0, match.score <= 1 else { FuzzSupport.fail("score \(match.score) outside 0…1") }
        for range in match.evidence where range.lowerBound < 0 || range.upperBound > units {
            FuzzSupport.fail("evidence \(range) outside the utterance's \(units) UTF-16 units")
        }
        for parameter in match.parameters {
            if let range = parameter.utf16Range, range.lowerBound < 0 || range.upperBound > units {
                FuzzSupport.fail("parameter \(parameter.name) at \(range) outside \(units) UTF-16 units")
            }
        }
    }
    for candidate in result.candidates where !(candidate.score >= 0 && candidate.score <= 1) {
        FuzzSupport.fail("candidate score \(candidate.score) outside 0…1")
    }
    return 0
}

extension FuzzTarget {
    static let matcher = FuzzTarget(name: "matcher", maximumLength: 16384, setUp: { print("FuzzMatcher: \(matchers.count) matchers") }, run: fuzzMatcher)
}
