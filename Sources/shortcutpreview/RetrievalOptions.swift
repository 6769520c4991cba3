import ArgumentParser
import CommandLineSupport
import DenseEmbedding
import ShortcutEvaluation
import ShortcutPreviewCore
import StrictJSON

/// `eval --retrieval`: xx→en top-1 retrieval on the held-out Tatoeba pairs with the
/// multilingual table, and the tokenizer's speed on those sentences.
struct RetrievalOptions: ParsableArguments {
    @Flag(help: "Report cross-lingual retrieval (ja, zh, vi → en) on the held-out Tatoeba test pairs instead of a workload.")
    var retrieval = false

    @Option(help: "The data folder holding tatoeba/ (default: ../shared/data beside the package).")
    var data: String?

    func run(json: Bool) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = data.map { URL(fileURLWithPath: $0) } ?? root.deletingLastPathComponent().appendingPathComponent("shared/data")
        guard InputFile.isDirectory(folder.appendingPathComponent("tatoeba")) else {
            print("skipped: no Tatoeba data at \(folder.appendingPathComponent("tatoeba").path) (give --data DIR holding tatoeba/en-ja.tsv …)")
            return
        }
        let table = try UnigramEmbedding.bundled().get()
        let report = try RetrievalEvaluation.run(table, data: folder, heldOut: root.appendingPathComponent("Tools/heldout"))
        if json {
            let languages: [(String, JSONValue)] = report.languages.map { language in
                (language.language, .object([("pairs", .number(Double(language.pairs))), ("top1", .number(language.top1)),
                                             ("bar", .number(language.bar))]))
            }
            printJSON(JSONValue.object([
                ("retrieval", .object(languages)),
                ("tokenize_us", .number(report.tokenizeMicroseconds)),
                ("embed_us", .number(report.embedMicroseconds)),
                ("mean_characters", .number(report.meanCharacters)),
                ("table", .string(table.file)),
            ]), style: .compact)
            return
        }
        for language in report.languages {
            let verdict = language.top1 >= language.bar ? "meets" : "below"
            print("\(language.language)→en top-1 \(format(language.top1)) over \(language.pairs) held-out pairs (\(verdict) the bar of \(format(language.bar)))")
        }
        print("tokenize \(format(report.tokenizeMicroseconds)) µs, embed \(format(report.embedMicroseconds)) µs per sentence (mean of \(format(report.meanCharacters)) characters)")
    }
}
