import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import Testing

/// The lexicon reads the longest entry: a word that contains another class's character keeps
/// its own meaning.
@Suite("Lexicon entries")
struct LexiconEntryTests {
    /// Written for this test: "チェックリスト" (a checklist) is a noun; the analyser cuts it into
    /// "チェック" and "リスト", and "チェック" alone would be an action (check off, look at).
    @Test func aKatakanaCompoundIsNotReadAsItsFirstPartsAction() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let catalog = try Catalog.load(directory: Repository.root.appendingPathComponent("Catalogs/Demo"))
        let result = try Matcher(catalog: catalog, locale: "ja", configuration: configuration).match("Demoで新しいチェックリストを作って")
        #expect(result.match?.intent == "CreateList", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }

    /// Written for this test: "止付" (stop payment on a card) freezes; read as "付" (pay) it
    /// ruled FreezeCard out.
    @Test func stopPaymentFreezesACardRatherThanPays() throws {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        let catalog = try Catalog.load(directory: Repository.root.appendingPathComponent("Catalogs/Cards"))
        let result = try Matcher(catalog: catalog, locale: "zh-Hans", configuration: configuration).match("在Cards里把我的旅行卡止付")
        #expect(result.match?.intent == "FreezeCard", "\(String(describing: result.reason)) \(result.explanation ?? "")")
    }
}
