import ShortcutPreviewCore
import TestSupport
import Testing

@Suite struct PlaceholderScannerTests {
    @Test func splitsLiteralsAndPlaceholdersWithUTF16Ranges() throws {
        let pieces = try PlaceholderScanner.pieces(of: "${list}を${applicationName}で")
        #expect(pieces == [
            .placeholder(name: "list", range: 0..<7),
            .literal(7..<8),
            .placeholder(name: "applicationName", range: 8..<26),
            .literal(26..<27),
        ])
    }

    @Test func anUnclosedPlaceholderNamesItsOffset() {
        #expect {
            try PlaceholderScanner.pieces(of: "Open ${list in ${applicationName}")
        } throws: { error in
            let error = error as? ShortcutPreviewError
            return error?.code == .unterminatedPlaceholder && error?.position == "offset 5"
        }
    }

    @Test(arguments: ["Open ${} now", "Open ${1st}", "Open ${a-b}"])
    func aNameMustBeAnIdentifier(template: String) {
        #expect {
            try PlaceholderScanner.pieces(of: template)
        } throws: { error in
            (error as? ShortcutPreviewError)?.code == .invalidPlaceholder
        }
    }

    @Test func aLoneDollarIsText() throws {
        #expect(try PlaceholderScanner.pieces(of: "Pay $5 in ${applicationName}").count == 2)
    }
}
