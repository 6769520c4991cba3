// Process is not in FoundationEssentials; these tests run the built executable.
import Foundation
import StrictJSON
import TestSupport
import Testing

/// The built binary on Tests/LocaleFallback/Catalog: `no`, `es-419`, `pt-PT`, `zh`, `zh-Hans`.
@Suite("CLI: locale fallback")
struct LocaleFallbackCLITests {
    private let catalog = Repo.root.appendingPathComponent("Tests/LocaleFallback/Catalog").path

    @Test func nbIsServedByNo() throws {
        let run = try shortcutpreview(["Legg til et notat i Trailnote", "--catalog", catalog, "--locale", "nb", "--json"])
        #expect(run.status == 0, "\(run)")
        let result = try JSONParser.parse(run.stdout)
        #expect(result["locale"] == .string("no"))
        #expect(result["match"]?["intent"] == .string("AddNote"))
        #expect(result["match"]?["kind"] == .string("exact"))
        #expect(run.stderr == "note: --locale nb uses the catalog's no (no is a CLDR parent locale of nb)\n", "\(run)")
    }

    @Test func esMXIsServedByEs419() throws {
        let run = try shortcutpreview(["Inicia una caminata en Trailnote", "--catalog", catalog, "--locale", "es-MX"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("StartHike (Start Hike): exact match"), "\(run)")
        #expect(run.stderr.contains("uses the catalog's es-419 (es-419 is a CLDR parent locale of es-MX)"), "\(run)")
    }

    @Test func traditionalChineseIsNotServedBySimplified() throws {
        let run = try shortcutpreview(["在Trailnote中添加笔记", "--catalog", catalog, "--locale", "zh-TW", "--json"])
        #expect(run.status == 1, "\(run)")
        let result = try JSONParser.parse(run.stdout)
        #expect(result["reason"] == .string("no-phrases-in-locale"), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test func expandExplainsAChildFallbackAndStaysQuietOnARegion() throws {
        let portuguese = try shortcutpreview(["expand", "--catalog", catalog, "--locale", "pt-BR"])
        #expect(portuguese.status == 0, "\(portuguese)")
        #expect(portuguese.stdout.hasPrefix("pt-PT: 3 of 1000 phrases"), "\(portuguese)")
        #expect(portuguese.stderr.contains("uses the catalog's pt-PT (pt-PT falls back to pt-BR in CLDR's parent locales)"), "\(portuguese)")
        let english = try shortcutpreview(["expand", "--catalog", catalog, "--locale", "en-GB"])
        #expect(english.status == 0, "\(english)")
        #expect(english.stdout.hasPrefix("en: 3 of 1000 phrases"), "\(english)")
        #expect(english.stderr.isEmpty, "\(english)")
    }

    @Test func lintReportsTheFallbackFindings() throws {
        let run = try shortcutpreview(["lint", "--catalog", catalog, "--rule", "shadowed-locale", "--rule", "borrowed-locale", "--json"])
        #expect(run.status == 0, "\(run)")  // warnings only
        let report = try JSONParser.parse(run.stdout)
        guard case .array(let findings)? = report["findings"] else {
            Issue.record("no findings array: \(run)")
            return
        }
        let pairs = findings.map { finding -> String in
            guard case .string(let rule)? = finding["rule"], case .string(let locale)? = finding["locale"] else { return "?" }
            return "\(rule) \(locale)"
        }
        #expect(pairs == ["shadowed-locale zh", "borrowed-locale es-419", "borrowed-locale pt-PT"], "\(run)")
    }
}
