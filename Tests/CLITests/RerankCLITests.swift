import Foundation
import TestSupport
import Testing

/// On the command line, English requests are reranked by the multilingual table.
@Suite("The English rerank on the command line")
struct RerankCLITests {
    @Test func anEnglishRequestIsReranked() throws {
        let catalog = Repo.url("Tests/DevApps/Ze").path
        let run = try shortcutpreview(["Start a fresh conversation with Ze", "--catalog", catalog, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect((try jsonObject(run.stdout)["match"] as? [String: Any])?["intent"] as? String == "AskZeIntent", "\(run.stdout)")
        // The calibration option turns it off: the English table alone picks the neighbour.
        let off = try shortcutpreview(["Start a fresh conversation with Ze", "--catalog", catalog, "--json", "--rerank-weight", "0"])
        #expect((try jsonObject(off.stdout)["match"] as? [String: Any])?["intent"] as? String != "AskZeIntent", "\(off.stdout)")
    }
}
