import DenseEmbedding
import ShortcutCatalog
import ShortcutMatching
import StrictJSON
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ten million matches over varied utterances in en, ja, zh-Hans and vi against every bundled
/// catalog (English Demo and Theater with dense vectors too), reporting resident memory after
/// warm-up and at the end. Exits 1 when it grew by 1 MB or more.
///
///     cd Benchmarks && swift build -c release --product shortcutpreview-soak
///     .build/release/shortcutpreview-soak [MATCHES] [WARMUP]
@main
struct Soak {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0.filter { $0 != "_" }) }
        let total = arguments.first ?? 10_000_000
        let warmup = arguments.dropFirst().first ?? total / 10
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let embedding = try? StaticEmbedding.bundled().get()

        // (matcher, utterances in its locale)
        var work: [(Matcher, [String])] = []
        for name in ["Demo", "SoupChef", "Cards", "Theater"] {
            let folder = root.appendingPathComponent("Catalogs/\(name)")
            let catalog = try Catalog.load(directory: folder)
            let suite = try String(contentsOf: folder.appendingPathComponent("Tests.jsonl"), encoding: .utf8)
            var byLocale: [String: [String]] = [:]
            for line in suite.split(separator: "\n") {
                guard let object = try? JSONParser.parse(String(line)),
                      case .string(let utterance)? = object["utterance"], case .string(let locale)? = object["locale"] else { continue }
                byLocale[locale, default: []].append(utterance)
            }
            for locale in ["en", "ja", "zh-Hans", "vi"] {
                guard let resolved = try catalog.resolveLocale(locale), let texts = byLocale[locale], !texts.isEmpty else { continue }
                work.append((try Matcher(catalog: catalog, locale: resolved), texts))
                if locale == "en", name == "Demo" || name == "Theater", let embedding {
                    var configuration = MatcherConfiguration()
                    configuration.embedding = embedding
                    work.append((try Matcher(catalog: catalog, locale: resolved, configuration: configuration), texts))
                }
            }
        }
        // Variations so that texts differ from one round to the next: a suffix, a prefix, case.
        let suffixes = ["", " please", " now", " 2", "?", " thanks", "", " for me"]
        let distinct = work.reduce(0) { $0 + $1.1.count } * suffixes.count * 2
        print("soak: \(work.count) matchers, \(distinct) distinct utterances, \(total) matches (warm-up \(warmup))")

        var scratch = MatchScratch()
        var matched = 0
        var afterWarmup = 0
        var peak = 0
        let started = ContinuousClock.now
        for index in 0..<total {
            let (matcher, texts) = work[index % work.count]
            let round = index / work.count
            var text = texts[round % texts.count] + suffixes[(round / texts.count) % suffixes.count]
            if (round / (texts.count * suffixes.count)) % 2 == 1 { text = text.uppercased() }
            // Every 16th match takes the allocating path (fresh scratch, full result).
            let result = index % 16 == 0 ? try matcher.match(text) : try matcher.match(text, scratch: &scratch)
            if result.match != nil { matched += 1 }
            if index + 1 == warmup { afterWarmup = residentBytes() }
            if (index + 1) % 1_000_000 == 0 || index + 1 == total {
                let now = residentBytes()
                peak = max(peak, now)
                let elapsed = ContinuousClock.now - started
                print("soak: \(index + 1) matches, RSS \(kb(now)) KB, \(elapsed)")
            }
        }
        let end = residentBytes()
        let growth = end - afterWarmup
        print("soak: \(matched) of \(total) matched; RSS after warm-up \(kb(afterWarmup)) KB, at the end \(kb(end)) KB, peak \(kb(peak)) KB, growth \(kb(growth)) KB")
        if growth >= 1024 * 1024 {
            print("soak: FAILED, resident memory grew by \(kb(growth)) KB (limit 1024 KB)")
            exit(1)
        }
    }

    static func kb(_ bytes: Int) -> Int { bytes / 1024 }

    /// Resident set size from /proc/self/statm (pages × page size).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
