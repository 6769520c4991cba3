import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import Testing

/// The lexicon reads words as a speaker would: a longer entry wins over a character inside it,
/// and a katakana compound is not its first part's action. Each utterance was written for this
/// test.
@Suite("Lexicon entries")
struct LexiconEntryTests {
    /// "チェックリスト" (a checklist) is a noun; the analyser cuts it into "チェック" and "リスト", and
    /// "チェック" alone would be an action (check off, look at).
    @Test func aKatakanaCompoundIsNotItsFirstPartsAction() throws {
        try expect("Demoで新しいチェックリストを作って", in: "Demo", locale: "ja", toMatch: "CreateList")
    }

    /// "止付" (stop payment on a card) freezes; read as "付" (pay) it ruled FreezeCard out.
    @Test func stopPaymentFreezesACardRatherThanPays() throws {
        try expect("在Cards里把我的旅行卡止付", in: "Cards", locale: "zh-Hans", toMatch: "FreezeCard")
    }

    private func expect(_ utterance: String, in catalog: String, locale: String, toMatch intent: String) throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let loaded = try Catalog.load(directory: Repository.root.appendingPathComponent("Catalogs/\(catalog)"))
        let result = try Matcher(catalog: loaded, locale: locale, configuration: configuration).match(utterance)
        #expect(result.match?.intent == intent, "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
