import DenseEmbedding
import Foundation
import ShortcutCatalog
import ShortcutMatching
import TestSupport
import Testing

/// What a shortcut does, learnt from its phrases in the catalog's other locales: an English
/// phrase that says only "Toggle Tunes" is a pause in Japanese and Chinese. The catalog and
/// utterances were written for these tests.
@Suite("Actions the translations say")
struct TranslatedActionTests {
    static let manifest = """
        {"sourceLanguage": "en", "application": {"name": "Tunes"}, "shortcuts": [
          {"intent": "TogglePlayback", "shortTitle": "Play / Pause", "systemImageName": "playpause", "phrases": ["Toggle ${applicationName}"]},
          {"intent": "NextTrack", "shortTitle": "Next", "systemImageName": "forward", "phrases": ["Next track in ${applicationName}"]},
          {"intent": "Bedtime", "shortTitle": "Bedtime", "systemImageName": "moon", "phrases": ["Bedtime in ${applicationName}"]}]}
        """

    static let strings = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Toggle ${applicationName}": {"localizations": {
            "ja": {"stringSet": {"state": "translated", "values": ["${applicationName}で一時停止"]}},
            "zh-Hans": {"stringSet": {"state": "translated", "values": ["用${applicationName}暂停"]}}}},
          "Next track in ${applicationName}": {"localizations": {
            "ja": {"stringSet": {"state": "translated", "values": ["${applicationName}で次の曲"]}},
            "zh-Hans": {"stringSet": {"state": "translated", "values": ["用${applicationName}播放下一首"]}}}},
          "Bedtime in ${applicationName}": {"localizations": {
            "ja": {"stringSet": {"state": "translated", "values": ["${applicationName}で音楽をオフにして"]}},
            "zh-Hans": {"stringSet": {"state": "translated", "values": ["用${applicationName}关掉音乐"]}}}}}}
        """

    private func matcher(learns: Bool = true, strings: String = Self.strings) throws -> Matcher {
        let folder = try TempFolder()
        try Data(Self.manifest.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.json"))
        try Data(strings.utf8).write(to: folder.url.appendingPathComponent("AppShortcuts.xcstrings"))
        var configuration = MatcherConfiguration()
        configuration.embedding = try StaticEmbedding(directory: Repo.englishModel)
        configuration.learnsFromTranslations = learns
        // The short title "Play / Pause" says what the translations do: these tests are about
        // the translations alone.
        configuration.learnsFromShortTitles = false
        return try Matcher(catalog: try Catalog.load(directory: folder.url), locale: "en", configuration: configuration)
    }

    @Test func anActionTwoTranslationsSayAgrees() throws {
        let matcher = try matcher()
        #expect(try matcher.match("Pause Tunes").match?.intent == "TogglePlayback")
    }

    @Test func withoutTheTranslationsItIsTurnedAway() throws {
        let matcher = try matcher(learns: false)
        let result = try matcher.match("Pause Tunes")
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }

    /// A shortcut whose own phrases say no action takes what its translations say.
    @Test func aSilentShortcutTakesItsTranslationsAction() throws {
        let matcher = try matcher()
        #expect(try matcher.match("Switch off the music in Tunes").match?.intent == "Bedtime")
        let alone = try self.matcher(learns: false)
        #expect(try alone.match("Switch off the music in Tunes").match == nil)
    }

    /// What no translation says is still another action.
    @Test func anActionNoPhraseSaysIsStillTurnedAway() throws {
        let matcher = try matcher()
        let result = try matcher.match("Delete this song from Tunes")
        #expect(result.match == nil)
        #expect(result.reason == .actionMismatch)
    }

    /// One translation alone is not enough beside the shortcut's own action: it may be its
    /// translator's wording.
    @Test func oneTranslationAloneDoesNotWidenAShortcutThatSaysAnAction() throws {
        let only = Self.strings.replacingOccurrences(of: "用${applicationName}暂停", with: "切换${applicationName}的播放")
        let matcher = try matcher(strings: only)
        #expect(try matcher.match("Pause Tunes").match == nil)
    }
}
