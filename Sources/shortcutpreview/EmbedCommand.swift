import PreviewSession
import ArgumentParser
import CommandLineSupport
import DenseEmbedding
import ShortcutMatching
import ShortcutPreviewCore

/// `shortcutpreview embed --locale L`: the sentence vector of each standard-input line, for
/// debugging "why are these close?".
struct EmbedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Print the dense sentence vector of each line of standard input, as one JSON array per line.",
        discussion: """
        The vector is the one matching uses in that locale before it is centred on a catalog: \
        the English table for English, the multilingual table for every other language \
        (or --model). A blank line gives an empty array.
        """
    )

    @Option(help: "The locale whose table applies (BCP 47, e.g. en, ja, zh-Hans, vi).")
    var locale: String = "en"

    @OptionGroup var dense: DenseOptions

    @Flag(help: "Print the tokens (pieces) of each line instead of its vector.")
    var pieces = false

    func run() throws {
        guard let embedding = try dense.embedding(for: locale) else {
            throw CommandFailure("no dense vectors for locale \(locale)",
                                 remedy: dense.noDense ? "drop --no-dense" : "keep the shipped Models folder beside the tool, or give --model")
        }
        var lines = StandardInputLines()
        var vector = [Float](repeating: 0, count: embedding.dimension)
        while let line = try lines.next() {
            guard line.utf16.count <= Matcher.maximumUtteranceLength else {
                throw CommandFailure("standard input: a line is \(line.utf16.count) UTF-16 units, over the limit of \(Matcher.maximumUtteranceLength)",
                                     remedy: "send one sentence per line")
            }
            guard !line.isEmpty else {
                print("[]")
                continue
            }
            if pieces {
                let tokens = (embedding as? UnigramEmbedding)?.tokenizer.pieces(line)
                    ?? (embedding as? StaticEmbedding)?.tokenizer.tokens(line) ?? []
                print("[" + tokens.map { JSONString.quoted($0) }.joined(separator: ",") + "]")
                continue
            }
            _ = vector.withUnsafeMutableBufferPointer { embedding.embed(line, into: $0) }
            print("[" + vector.map { "\($0)" }.joined(separator: ",") + "]")
        }
    }
}
