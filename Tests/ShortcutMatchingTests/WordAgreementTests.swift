import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// The action check's word-by-word agreement by meaning: one word the phrases never use agrees
/// half when it is a near synonym of one of theirs, nearer to them than to any other
/// shortcut's phrases.
@Suite("Agreement word by word")
struct WordAgreementTests {
    private func matcher(_ catalog: String, _ locale: String, wordCosine: Float? = nil, sentenceCosine: Float? = nil) throws -> Matcher {
        var configuration = MatcherConfiguration()
        configuration.embedding = try MultilingualMatchingTests.table.get()
        if let wordCosine {
            configuration.denseWordAgreement = wordCosine
            configuration.languageDenseWordAgreements = [:]
        }
        if let sentenceCosine {
            configuration.denseAgreement = sentenceCosine
            configuration.languageDenseAgreements = [:]
        }
        return try Matcher(catalog: Catalog.load(directory: Repo.catalogFolder(catalog)),
                           locale: locale, configuration: configuration)
    }

    /// Written for this test, not taken from the regression sets: "mang" (bring) and "nhà" (home)
    /// are words that the Vietnamese phrases of OrderSoup never use.
    @Test func aSynonymOfThePhrasesWordsAgrees() throws {
        let utterance = "Mang súp gà tới nhà tôi từ Đầu Bếp Súp"
        let matched = try matcher("SoupChef", "vi").match(utterance)
        #expect(matched.match?.intent == "OrderSoup", "\(String(describing: matched.reason)) \(matched.explanation ?? "")")
        // Off (a cosine never reached), the same words are foreign to the phrases; agreement by
        // the whole residual's meaning is off too, or a runner-up (OrderUsual) could agree.
        let strict = try matcher("SoupChef", "vi", wordCosine: 2, sentenceCosine: 2).match(utterance)
        #expect(strict.match == nil)
        #expect(strict.reason == .actionMismatch)
        #expect(strict.explanation?.contains("mang, nhà") == true, "\(strict.explanation ?? "")")
    }

    /// Words that are near none of a shortcut's words stay foreign, whatever the cosine.
    @Test(arguments: [
        ("Theater", "zh-Hans", "在剧场里查天气"),
        ("SoupChef", "zh-Hans", "给汤厨的味噌汤打个分"),
        ("Cards", "ja", "カードアプリって手数料かかる？"),
        ("Cards", "vi", "Chỉ đường về nhà bằng Ứng dụng Cards"),
        ("SoupChef", "ja", "スープシェフで明日の天気を調べて"),
    ])
    func unrelatedWordsStayForeign(catalog: String, locale: String, utterance: String) throws {
        let result = try matcher(catalog, locale).match(utterance)
        #expect(result.match == nil, "\(result.match?.intent ?? "")")
    }

    @Test func theShippedCosinesApplyPerLanguage() {
        let configuration = MatcherConfiguration()
        #expect(configuration.resolved(forLanguage: "en").denseWordAgreement == 0.4)
        for (language, cosine) in MatcherConfiguration.shippedLanguageDenseWordAgreements {
            #expect(configuration.resolved(forLanguage: language).denseWordAgreement == cosine, "\(language)")
        }
        #expect(MatcherConfiguration.shippedLanguageDenseWordAgreements["en"] == nil, "English keeps its own table's value")
    }
}
