import Foundation
import TestSupport
import Testing

/// The lexicon's data files (`Sources/ShortcutMatching/Lexicon`) as Docs/lexicon.md describes
/// them, and the rule that keeps the lexicon general: no entry names what only one of the
/// bundled sample apps does.
@Suite("Lexicon data")
struct LexiconDataTests {
    static let languages = ["en": "en", "ja": "ja", "zh": "zh-Hans", "vi": "vi"]

    static func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Repo.url("Sources/ShortcutMatching/Lexicon/\(name).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func classes() throws -> [String: [String: Any]] {
        try #require(try json("classes")["classes"] as? [String: [String: Any]])
    }

    /// The action entries of a language file, `~` removed, by class.
    static func actions(_ language: String) throws -> [String: [String]] {
        let actions = try #require(try json(language)["actions"] as? [String: [String]], "\(language).json: actions are lists of strings")
        return actions.mapValues { $0.map { $0.hasPrefix("~") ? String($0.dropFirst()) : $0 } }
    }

    @Test func everyClassHasAKnownKindAndKnownOpposites() throws {
        let classes = try Self.classes()
        for (name, value) in classes {
            #expect(["action", "weak", "topic", "subject"].contains(value["kind"] as? String), "\(name): unknown kind")
            let families = Set(classes.values.compactMap { $0["family"] as? String })
            for family in value["alsoFamilies"] as? [String] ?? [] {
                #expect(families.contains(family), "\(name): unknown family \(family)")
                #expect(family != value["family"] as? String, "\(name): its own family again")
            }
            for opposite in value["opposites"] as? [String] ?? [] {
                #expect(classes[opposite] != nil, "\(name): unknown opposite \(opposite)")
                #expect(opposite != name, "\(name) is its own opposite")
            }
        }
    }

    @Test(arguments: languages.keys.sorted())
    func aLanguageFileUsesEveryClassAndNoOther(language: String) throws {
        let file = try Self.json(language)
        #expect(file["language"] as? String == language)
        let filler = try #require(file["filler"] as? [String: [String]], "\(language).json: filler groups are lists of strings")
        #expect(!filler.isEmpty)
        let clauses = try #require(file["clauses"] as? [String: [String]])
        // Optional lists, read only where the language marks them: `describers` in English
        // (before a participle), Chinese (after a verb) and Vietnamese (before a verb);
        // statements in Japanese by their endings, in English by their subject; questions
        // about a state in English, which asks them with a word first.
        let optional: [String: Set<String>] = ["describers": ["en", "zh", "vi"], "statementEndings": ["ja"], "requestMarkers": ["ja"],
                                               "stateQuestions": ["en"], "statementSubjects": ["en"], "requestWords": ["en"]]
        #expect(Set(clauses.keys).subtracting(optional.keys) == ["requestFollows", "requestPrecedes", "contextFollows", "contextSubjects", "amountQuestions"])
        for (key, languages) in optional where clauses[key] != nil {
            #expect(languages.contains(language), "\(language).json: \(key) is not read in this language")
        }
        #expect((clauses["statementEndings"] == nil) == (clauses["requestMarkers"] == nil), "\(language).json: statement endings need request markers")
        #expect((clauses["statementSubjects"] == nil) == (clauses["requestWords"] == nil), "\(language).json: statement subjects need request words")
        let actions = try Self.actions(language)
        #expect(Set(actions.keys) == Set(try Self.classes().keys), "\(language).json: classes differ from classes.json")
        for (name, entries) in actions {
            #expect(!entries.isEmpty, "\(language).json: \(name) has no entry")
            #expect(entries.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) }, "\(language).json: \(name) has a blank or padded entry")
        }
    }

    /// What each bundled sample app alone does, in its own words: its domain, which the lexicon
    /// must leave to the app's phrases, values and the similarity index.
    static let bundledDomains: [String: [String: [String]]] = [
        "SoupChef": ["en": ["soup", "bowl", "menu", "serving", "delivery", "usual"], "ja": ["スープ", "メニュー", "出前", "いつもの", "配達"],
                     "zh": ["汤", "外卖", "菜单", "老样子", "配送"], "vi": ["súp", "thực đơn", "tô", "giao hàng", "như mọi khi"]],
        "Cards": ["en": ["card", "credit limit", "dispute", "refund", "freeze", "rewards", "points", "cashback", "miles", "statement"],
                  "ja": ["カード", "限度額", "凍結", "返金", "ポイント", "マイル", "明細"],
                  "zh": ["卡", "额度", "冻结", "退款", "积分", "挂失", "明细"], "vi": ["thẻ", "hạn mức", "khiếu nại", "điểm thưởng", "sao kê"]],
        "Theater": ["en": ["watchlist", "watch later", "saved shows", "episode", "movie"], "ja": ["ウォッチリスト", "後で見る", "映画"],
                    "zh": ["片单", "待看", "电影"], "vi": ["danh sách xem", "xem sau", "phim"]],
        "Demo": ["en": ["grocery", "groceries", "to-do"], "ja": ["買い物リスト", "食料品"], "zh": ["购物清单", "杂货"], "vi": ["đi chợ", "tạp hóa"]],
    ]

    /// The bundled catalogs' own names for things: their parameter values and synonyms, which no
    /// entry may be (an entry may contain a common word one of them also is, "work" in "work offline").
    static func bundledValues(locale: String) throws -> [String] {
        var names: [String] = []
        for app in bundledDomains.keys {
            let data = try Data(contentsOf: Repo.catalogFolder(app).appendingPathComponent("AppShortcuts.json"))
            let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for type in (catalog["types"] as? [String: [String: Any]] ?? [:]).values {
                for value in type["values"] as? [[String: Any]] ?? [] {
                    if let title = value["title"] as? [String: String], let text = title[locale] { names.append(text) }
                    if let title = value["title"] as? String { names.append(title) }
                    if let synonyms = value["synonyms"] as? [String: [String]] { names += synonyms[locale] ?? [] }
                }
            }
        }
        return names.map { $0.lowercased() }.filter { $0.count > 1 }
    }

    @Test(arguments: languages.keys.sorted())
    func noEntryNamesWhatOnlyOneBundledAppDoes(language: String) throws {
        let locale = try #require(Self.languages[language])
        let domain = Self.bundledDomains.values.flatMap { $0[language] ?? [] }
        let values = Set(try Self.bundledValues(locale: locale))
        for (name, entries) in try Self.actions(language) {
            for entry in entries.map({ $0.lowercased() }) {
                let named = domain.filter { Self.contains(entry, word: $0, spaced: language == "en" || language == "vi") }
                    + (values.contains(entry) ? [entry] : [])
                #expect(named.isEmpty, "\(language).json: \(name) entry \"\(entry)\" names \(named)")
            }
        }
    }

    /// Whether `text` says `word`: as whole words in a spaced language, anywhere in Japanese and Chinese.
    static func contains(_ text: String, word: String, spaced: Bool) -> Bool {
        guard spaced else { return text.contains(word) }
        let words = text.split(separator: " ").map(String.init)
        let wanted = word.split(separator: " ").map(String.init)
        guard words.count >= wanted.count else { return false }
        return (0...(words.count - wanted.count)).contains { Array(words[$0..<($0 + wanted.count)]) == wanted }
    }
}
