public import ShortcutPreviewCore

extension UnigramEmbedding {
    /// The environment variable that names a multilingual table file to use instead of the
    /// shipped one.
    public static let tableEnvironmentVariable = "SHORTCUTPREVIEW_MULTILINGUAL_MODEL"

    /// The shipped table's path relative to the package root of a source tree, and to the
    /// `shortcutpreview-model/` folder beside the executable.
    static let sourceTreeTablePath = "Models/multilingual/model.safetensors"
    static let besideExecutablePath = "multilingual/model.safetensors"

    /// The shipped multilingual table (distilled from multilingual-e5-small), from the first
    /// of: the file named by `SHORTCUTPREVIEW_MULTILINGUAL_MODEL`;
    /// `shortcutpreview-model/multilingual/model.safetensors` beside the executable;
    /// `Models/multilingual/model.safetensors` of the source tree this was built from.
    public static func bundled() -> Result<UnigramEmbedding, ShortcutPreviewError> {
        switch locateTable(environment: ProcessInfo.processInfo.environment[tableEnvironmentVariable],
                           executable: StaticEmbedding.executablePath(), sourceFile: #filePath) {
        case .success(let url):
            do {
                return .success(try UnigramEmbedding(contentsOf: url))
            } catch {
                return .failure(error)
            }
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The search of ``bundled()`` with its inputs given (for tests).
    static func locateTable(environment: String?, executable: String?, sourceFile: String) -> Result<URL, ShortcutPreviewError> {
        if let named = environment, !named.isEmpty {
            return .success(URL(fileURLWithPath: named))  // must load: its error is the answer
        }
        var searched = ["$\(tableEnvironmentVariable) (unset)"]
        if let executable {
            let file = URL(fileURLWithPath: executable).deletingLastPathComponent()
                .appendingPathComponent(StaticEmbedding.besideExecutableName).appendingPathComponent(besideExecutablePath)
            if InputFile.exists(file) { return .success(file) }
            searched.append(file.path)
        }
        // …/Sources/DenseEmbedding/Embedding/UnigramEmbedding+Bundled.swift → …/Models/multilingual/…
        var source = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { source.deleteLastPathComponent() }
        source.appendPathComponent(sourceTreeTablePath)
        if InputFile.exists(source) { return .success(source) }
        searched.append(source.path)
        return .failure(ShortcutPreviewError(
            .notFound, file: "", reason: "no multilingual table found; searched " + searched.joined(separator: ", "),
            remedy: "set \(tableEnvironmentVariable) or copy Models/multilingual next to the executable as \(StaticEmbedding.besideExecutableName)/multilingual"))
    }
}
