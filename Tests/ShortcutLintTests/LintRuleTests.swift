import StrictJSON
import ShortcutCatalog
@testable import ShortcutLint
import TestSupport
import Testing

@Suite("Lint rules")
struct LintRuleTests {
    @Test func cleanCatalogHasNoFindings() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${list} in ${applicationName}", "Show my lists in ${applicationName}"], parameters: [("list", "TodoList")])
        fixture.type("TodoList", titles: ["Groceries", "Work"])
        let report = try fixture.lint()
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(!report.hasErrors)
    }

    /// Eleven unrelated requests, so no two shortcuts are confusable.
    static let distinctRequests = [
        "Brew coffee", "Water the plants", "Call mom", "Book a flight", "Play jazz", "Start a timer",
        "Feed the cat", "Lock the door", "Order pizza", "Check the weather", "Read the news",
    ]

    @Test func elevenShortcutsIsAnError() throws {
        var fixture = LintFixture()
        for index in 0..<11 {
            fixture.shortcut("Intent\(index)", ["\(Self.distinctRequests[index]) with ${applicationName}"])
        }
        let report = try fixture.lint()
        let finding = try #require(report.findings(.tooManyShortcuts).first)
        #expect(finding.severity == .error)
        #expect(finding.message.hasPrefix("Found 11 App Shortcuts, but each app may have at most 10."))
        #expect(report.findings.count == 1)
        #expect(report.hasErrors)
    }

    @Test func confusableShortcutsAreReportedWithTheirScore() throws {
        var fixture = LintFixture()
        fixture.shortcut("OpenNotes", ["Open my notes in ${applicationName}"])
        fixture.shortcut("OpenNote", ["Open my note in ${applicationName}"])
        let findings = try fixture.lint().findings(.confusablePhrases)
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("scores 0."))
        #expect(finding.message.contains("OpenNote"))
    }

    @Test func tenShortcutsIsFine() throws {
        var fixture = LintFixture()
        for index in 0..<10 {
            fixture.shortcut("Intent\(index)", ["\(Self.distinctRequests[index]) with ${applicationName}"])
        }
        #expect(try fixture.lint().findings.isEmpty)
    }

    @Test func phraseOverTheLimitNamesTheShortcutAndParameter() throws {
        var fixture = LintFixture()
        // 2 templates × 500 values = 1,000, plus one plain phrase = 1,001.
        fixture.shortcut("Open", ["Open ${item} in ${applicationName}", "Show ${item} in ${applicationName}"], parameters: [("item", "Item")])
        fixture.shortcut("Create", ["Create an item in ${applicationName}"])
        fixture.type("Item", titles: (0..<500).map { "Item \($0)" })
        let report = try fixture.lint()
        let finding = try #require(report.findings(.tooManyPhrases).first)
        #expect(finding.locale == "en")
        #expect(finding.message.hasPrefix("Found 1,001 phrases in en, but each app may have at most 1,000 per locale"))
        #expect(finding.message.contains("Open 1,000 (2 templates; item: 500 Item values); Create 1 (1 templates)"))
        #expect(report.errorCount == 1)
    }

    @Test func exactlyOneThousandPhrasesIsFine() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${item} in ${applicationName}", "Show ${item} in ${applicationName}"], parameters: [("item", "Item")])
        fixture.type("Item", titles: (0..<500).map { "Item \($0)" })
        #expect(try fixture.lint().findings(.tooManyPhrases).isEmpty)
    }

    @Test func tenThousandValueEntityIsFlaggedQuickly() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${item} in ${applicationName}"], parameters: [("item", "Item")])
        fixture.type("Item", titles: (0..<10_000).map { "Item \($0)" })
        let report = try fixture.lint()
        let finding = try #require(report.findings(.tooManyPhrases).first)
        #expect(finding.message.contains("Found 10,000 phrases in en"))
        #expect(finding.message.contains("item: 10,000 Item values"))
    }

    @Test func phraseWithoutApplicationName() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open my list", "Open ${applicationName} and ${applicationName}", "Open list in ${applicationName}"])
        let findings = try fixture.lint().findings(.applicationNameCount)
        #expect(findings.count == 2)
        #expect(findings[0].message.hasPrefix("Phrase \"Open my list\" of Open has no ${applicationName}"))
        #expect(findings[0].key == "$.shortcuts[0].phrases[0]")
        #expect(findings[0].file?.hasSuffix("AppShortcuts.json") == true)
        #expect(findings[1].message.contains("2 times"))
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func stringParameterKindIsRejected() throws {
        var fixture = LintFixture()
        fixture.shortcut("Search", ["Search ${query} in ${applicationName}"], parameters: [("query", "Query")])
        fixture.types.append(("Query", .object([("kind", .string("string"))])))
        let report = try fixture.lint()
        let finding = try #require(report.findings(.parameterKind).first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("AppEntity and AppEnum are the only allowed types"))
        #expect(finding.key == "$.types.Query")
    }

    @Test func unknownPlaceholderUnknownTypeAndMultipleParameters() throws {
        var fixture = LintFixture()
        fixture.shortcut("Move", ["Move ${item} to ${list} in ${applicationName}", "Move ${thing} in ${applicationName}"],
                         parameters: [("item", "Item"), ("list", "Missing")])
        fixture.type("Item", titles: ["Milk"])
        let report = try fixture.lint()
        #expect(report.findings(.unknownPlaceholder).map(\.message).first?.hasPrefix("Phrase \"Move ${thing} in ${applicationName}\" of Move uses ${thing}") == true)
        #expect(report.findings(.unknownParameterType).count == 1)
        #expect(report.findings(.multipleParameters).count == 1)
        #expect(report.findings(.multipleParameters).first?.severity == .warning)
    }

    @Test func missingMetadataIsAWarning() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open it in ${applicationName}"], shortTitle: nil, image: "")
        let report = try fixture.lint()
        #expect(report.findings.map(\.rule) == [.missingShortTitle, .missingSystemImage])
        #expect(!report.hasErrors)
    }

    @Test func tooManyApplicationNames() throws {
        var fixture = LintFixture()
        fixture.applicationSynonyms = ["A", "B", "C", "D"]
        fixture.shortcut("Open", ["Open it in ${applicationName}"])
        #expect(try fixture.lint().findings.map(\.rule) == [.tooManyApplicationNames])
    }
}

@Suite("Lint: translations")
struct LintTranslationTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Open ${list} in ${applicationName}" : {
          "localizations" : {
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "${applicationName}でリストを開く" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Ouvre ${list} dans ${applicationName}" } }
          }
        },
        "Nobody uses me in ${applicationName}" : {
          "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "x ${applicationName}" } } }
        }
      },
      "version" : "1.0"
    }
    """

    @Test func translationRules() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${list} in ${applicationName}"], parameters: [("list", "TodoList")])
        fixture.shortcut("Create", ["Create a list in ${applicationName}"])
        fixture.types.append(("TodoList", .object([("kind", .string("entity")), ("values", .array([
            .object([("id", .string("groceries")), ("title", .object([("en", .string("Groceries")), ("fr", .string("Courses"))]))]),
        ]))])))
        fixture.files = [
            "AppShortcuts.xcstrings": Self.catalog,
            "de.lproj/AppShortcuts.strings": #""Open ${list} in ${applicationName}" = "Öffne ${list} in ${applicationName}";"#,
        ]
        let report = try fixture.lint()

        let mismatch = try #require(report.findings(.placeholderMismatch).first)
        #expect(mismatch.locale == "ja")
        #expect(mismatch.key == "Open ${list} in ${applicationName}")
        #expect(mismatch.message.contains("should use ${list}"))

        let review = try #require(report.findings(.needsReview).first)
        #expect(review.locale == "fr")

        #expect(report.findings(.unusedKey).map(\.key) == ["Nobody uses me in ${applicationName}"])
        #expect(report.findings(.unusedKey).first?.message.hasPrefix("This phrase is not used in any App Shortcut or as a Negative Phrase.") == true)
        #expect(report.findings(.legacyAndCatalog).count == 1)

        // Create has no phrase in fr or ja; the groceries title is missing in ja only.
        let missing = report.findings(.missingLocale)
        #expect(Set(missing.compactMap(\.locale)) == ["fr", "ja"])
        #expect(missing.filter { $0.message.hasPrefix("Create has no phrase in") }.count == 2)
        #expect(missing.filter { $0.message.contains("values of TodoList have no ja title") }.count == 1)
        #expect(report.hasErrors)
    }

    @Test func negativePhraseWithoutATranslationIsAWarningInThatLocale() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open my list in ${applicationName}"])
        fixture.negatives = ["Buy a ticket for ${applicationName}"]
        fixture.files = [
            "ja.lproj/AppShortcuts.strings": #""Open my list in ${applicationName}" = "${applicationName}でリストを開く";"#,
            "vi.lproj/AppShortcuts.strings": #"""
                "Open my list in ${applicationName}" = "Mở danh sách trên ${applicationName}";
                "Buy a ticket for ${applicationName}" = "Mua vé ${applicationName}";
                """#,
        ]
        let missing = try fixture.lint().findings(.missingLocale)
        #expect(missing.count == 1, "\(missing)")
        let finding = try #require(missing.first)
        #expect(finding.locale == "ja")
        #expect(finding.key == "Buy a ticket for ${applicationName}")
        #expect(finding.file?.hasSuffix("ja.lproj/AppShortcuts.strings") == true)
        #expect(finding.severity == .warning)
    }
}

@Suite("Lint: duplicates")
struct LintDuplicateTests {
    @Test func duplicateWithinAShortcutAfterNormalisationIsAWarning() throws {
        var fixture = LintFixture()
        fixture.shortcut("Create", ["Create a list in ${applicationName}", "create a  LIST, in ${applicationName}!"])
        let report = try fixture.lint()
        let finding = try #require(report.findings(.duplicatePhrase).first)
        #expect(finding.severity == .warning)
        #expect(finding.locale == "en")
        #expect(report.findings(.duplicatePhrase).count == 1)
        #expect(!report.hasErrors)
    }

    @Test func sameTitleTwiceIsAWarning() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${list} in ${applicationName}"], parameters: [("list", "L")])
        fixture.types.append(("L", .object([("kind", .string("enum")), ("values", .array([
            .object([("id", .string("a")), ("title", .string("Work"))]),
            .object([("id", .string("b")), ("title", .string("work"))]),
        ]))])))
        let finding = try #require(try fixture.lint().findings(.duplicatePhrase).first)
        #expect(finding.message.hasPrefix("Values a and b turn"))
    }

    @Test func sameExpandedPhraseInTwoShortcutsIsAnError() throws {
        var fixture = LintFixture()
        fixture.shortcut("Open", ["Open ${list} in ${applicationName}"], parameters: [("list", "TodoList")])
        fixture.shortcut("OpenGroceries", ["Open groceries in ${applicationName}"])
        fixture.type("TodoList", titles: ["Groceries", "Work"])
        let report = try fixture.lint()
        let finding = try #require(report.findings(.conflictingPhrase).first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("both say \"Open groceries in Demo\""))
        #expect(report.findings(.conflictingPhrase).count == 1)
    }

    @Test func negativePhraseThatIsAlsoAShortcutPhraseIsAnError() throws {
        var fixture = LintFixture()
        fixture.shortcut("Send", ["Send the summary to ${applicationName}"])
        fixture.negatives = ["send the Summary to ${applicationName}", "Send ${applicationName} summary to the store"]
        let findings = try fixture.lint().findings(.conflictingPhrase)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("Negative phrase \"send the Summary to ${applicationName}\"") == true)
    }
}

@Suite("Lint: Demo catalog")
struct LintDemoTests {
    @Test func demoCatalogHasNoErrors() throws {
        let report = Linter().lint(try Catalog.load(directory: Repo.catalogFolder("Demo")))
        #expect(!report.hasErrors, "\(report.findings)")
    }
}
