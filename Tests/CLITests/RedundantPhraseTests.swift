import Foundation
import TestSupport
import Testing

/// Tests/Fixtures/RedundantPhrases: in en, ja, zh-Hans and vi, each shortcut has phrases written
/// to be redundant (a filler word, a politeness ending, a particle swapped, the same request
/// with a value) and phrases written to be distinct (another way of asking). The rule must find
/// the first kind, in every locale, and none of the second.
@Suite("redundant-phrase and expand --savings", .enabled(if: Binary.url != nil))
struct RedundantPhraseTests {
    static let catalog = "Tests/Fixtures/RedundantPhrases"

    /// Per locale: the phrase written to be redundant → the phrase that covers it.
    static let redundant: [String: [String: String]] = [
        "en": [
            "Open my ${list} in ${applicationName}": "Open ${list} in ${applicationName}",
            "Start a new timer in ${applicationName}": "Start a timer in ${applicationName}",
            "Add an item in ${applicationName}": "Add an item to ${list} in ${applicationName}",
        ],
        "ja": [
            "${applicationName}で${list}を開いてください": "${applicationName}で${list}を開いて",
            "${applicationName}でタイマーを開始して": "${applicationName}でタイマーを開始",
            "${applicationName}で項目を追加": "${applicationName}で${list}に項目を追加",
        ],
        "zh-Hans": [
            "在${applicationName}里打开${list}": "在${applicationName}中打开${list}",
            "在${applicationName}中开始计时吧": "在${applicationName}中开始计时",
            "在${applicationName}中添加项目": "在${applicationName}中向${list}添加项目",
        ],
        "vi": [
            "Mở ${list} của tôi trong ${applicationName}": "Mở ${list} trong ${applicationName}",
            "Bắt đầu hẹn giờ mới trong ${applicationName}": "Bắt đầu hẹn giờ trong ${applicationName}",
            "Thêm mục trong ${applicationName}": "Thêm mục vào ${list} trong ${applicationName}",
        ],
    ]

    @Test func findsThePhrasesWrittenToBeRedundantInEveryLocaleAndNoOther() throws {
        let run = try shortcutpreview(["lint", "--catalog", Self.catalog, "--rule", "redundant-phrase", "--json"], directory: Repo.root)
        #expect(run.status == 0, "\(run)")
        let object = try jsonObject(run.stdout)
        #expect(object["infos"] as? Int == 12)
        #expect(object["warnings"] as? Int == 0)
        let findings = try #require(object["findings"] as? [[String: Any]])
        var found: [String: Set<String>] = [:]
        for finding in findings {
            #expect(finding["rule"] as? String == "redundant-phrase")
            #expect(finding["severity"] as? String == "info")
            let message = try #require(finding["message"] as? String)
            let locale = try #require(finding["locale"] as? String)
            let phrase = try #require(Self.redundant[locale]?.keys.first { message.hasPrefix("\"\($0)\"") }, "not written to be redundant: \(message)")
            let cover = try #require(Self.redundant[locale]?[phrase])
            #expect(message.contains("is covered by \"\(cover)\""), "\(message)")
            found[locale, default: []].insert(phrase)
        }
        for (locale, phrases) in Self.redundant {
            #expect(found[locale] == Set(phrases.keys), "\(locale): \(found[locale] ?? [])")
        }
        let text = try shortcutpreview(["lint", "--catalog", Self.catalog, "--rule", "redundant-phrase"], directory: Repo.root)
        #expect(text.stdoutLines.last == "0 errors, 0 warnings, 12 infos")
        #expect(text.stdoutLines.filter { $0.hasPrefix("info: ") }.count == 12)
    }

    @Test func isOnlyRunWhenSelected() throws {
        let run = try shortcutpreview(["lint", "--catalog", Self.catalog], directory: Repo.root)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("redundant-phrase"))
        #expect(run.stdoutLines.last?.hasPrefix("0 errors, ") == true && run.stdoutLines.last?.contains("info") == false, "\(run)")
    }

    @Test func savingsCountExpandedPhrasesAndKeepEveryShortcutRunnable() throws {
        let run = try shortcutpreview(["expand", "--catalog", Self.catalog, "--savings", "--json"], directory: Repo.root)
        #expect(run.status == 0, "\(run)")
        let locales = try #require(try jsonObject(run.stdout)["locales"] as? [[String: Any]])
        #expect(locales.compactMap { $0["locale"] as? String }.sorted() == ["en", "ja", "vi", "zh-Hans"])
        for locale in locales {
            let name = try #require(locale["locale"] as? String)
            // One phrase per value of the two-value list (2), and one each without a value.
            #expect(locale["savings"] as? Int == 4, "\(name)")
            #expect(locale["count"] as? Int == 12, "\(name)")
            let redundant = try #require(locale["redundant"] as? [[String: Any]])
            let templates = redundant.compactMap { $0["template"] as? String }
            #expect(Set(templates) == Set(Self.redundant[name]?.keys.map { $0 } ?? []), "\(name)")
            // Never the phrase a suggestion relies on, never the only one holding ${list}.
            let covers = Set(redundant.compactMap { $0["coveredBy"] as? String })
            #expect(covers.isDisjoint(with: templates))
            for entry in redundant {
                #expect(((entry["confidence"] as? Double) ?? 0) >= 0.98, "\(entry)")
            }
        }
        let text = try shortcutpreview(["expand", "--catalog", Self.catalog, "--savings", "--locale", "ja"], directory: Repo.root)
        #expect(text.stdoutLines.first == "ja: 12 of 1000 phrases; 3 could go, saving 4")
        #expect(text.stdoutLines.contains("  OpenList: \"${applicationName}で${list}を開いてください\" saves 2, covered by \"${applicationName}で${list}を開いて\" (confidence 0.99)"), "\(text)")
    }

    @Test func neverTheLastPhraseOfAShortcut() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        // Two shortcuts of one phrase each, and one of two phrases that read almost the same.
        try folder.write("Single/AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Listy"}, "shortcuts": [
              {"intent": "StartTimer", "shortTitle": "Timer", "systemImageName": "timer", "phrases": ["Start a timer in ${applicationName}"]},
              {"intent": "StopTimer", "shortTitle": "Stop", "systemImageName": "stop", "phrases": ["Stop the timer in ${applicationName}"]},
              {"intent": "ResetTimer", "shortTitle": "Reset", "systemImageName": "arrow.counterclockwise",
               "phrases": ["Reset the timer in ${applicationName}", "Reset the timer in ${applicationName} now"]}
            ], "types": {}}
            """)
        let run = try shortcutpreview(["lint", "--catalog", folder.url.appendingPathComponent("Single").path, "--rule", "redundant-phrase", "--json"])
        #expect(run.status == 0, "\(run)")
        let findings = try #require(try jsonObject(run.stdout)["findings"] as? [[String: Any]])
        #expect(findings.count == 1, "\(findings)")
        #expect((findings.first?["message"] as? String)?.hasPrefix("\"Reset the timer in ${applicationName} now\" (ResetTimer)") == true, "\(findings)")
    }

    @Test func sarifCarriesInfosAsNotes() throws {
        let run = try shortcutpreview(["lint", "--catalog", Self.catalog, "--rule", "redundant-phrase", "--format", "sarif"], directory: Repo.root)
        let results = try #require(((try jsonObject(run.stdout)["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.count == 12)
        #expect(results.allSatisfy { $0["level"] as? String == "note" && $0["ruleId"] as? String == "redundant-phrase" })
        let github = try shortcutpreview(["lint", "--catalog", Self.catalog, "--rule", "redundant-phrase", "--format", "github"], directory: Repo.root)
        #expect(github.stdoutLines.filter { $0.hasPrefix("::notice file=Tests/Fixtures/RedundantPhrases/AppShortcuts.") }.count == 12)
    }
}
