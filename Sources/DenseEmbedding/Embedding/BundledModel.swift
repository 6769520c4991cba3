public import ShortcutPreviewCore
#if canImport(Darwin)
import Darwin
#endif

extension StaticEmbedding {
    /// The environment variable that names a model folder to use instead of the shipped one.
    public static let modelEnvironmentVariable = "SHORTCUTPREVIEW_MODEL"

    /// The folder name looked for next to the executable.
    public static let besideExecutableName = "shortcutpreview-model"

    /// The shipped model's folder, relative to the package root of a source tree.
    static let sourceTreeModelPath = "Models/english"

    /// The shipped model (static embeddings derived from all-MiniLM-L6-v2), from the first of:
    /// the folder named by `SHORTCUTPREVIEW_MODEL`; `shortcutpreview-model/` next to the
    /// executable; `Models/english` of the source tree this was built from.
    ///
    /// A folder named by the environment variable must load: its error is returned rather
    /// than falling back. Otherwise the error lists every place searched.
    public static func bundled() -> Result<StaticEmbedding, ShortcutPreviewError> {
        switch bundledDirectory() {
        case .success(let directory):
            do {
                return .success(try StaticEmbedding(directory: directory))
            } catch {
                return .failure(error)
            }
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The folder ``bundled()`` would load, without loading it.
    public static func bundledDirectory() -> Result<URL, ShortcutPreviewError> {
        locateModel(
            environment: ProcessInfo.processInfo.environment[modelEnvironmentVariable],
            executable: executablePath(),
            sourceFile: #filePath
        )
    }

    /// The search of ``bundledDirectory()`` with its inputs given (for tests).
    static func locateModel(environment: String?, executable: String?, sourceFile: String) -> Result<URL, ShortcutPreviewError> {
        let marker = "model.safetensors"
        let fileManager = FileManager.default
        if let named = environment, !named.isEmpty {
            let folder = URL(fileURLWithPath: named)
            guard fileManager.fileExists(atPath: folder.appendingPathComponent(marker).path) else {
                return .failure(ShortcutPreviewError(
                    .missingFile, file: named, reason: "\(modelEnvironmentVariable) names a folder without \(marker)",
                    remedy: "point it at a model2vec folder, or unset it to use the shipped model"))
            }
            return .success(folder)
        }
        var searched = ["$\(modelEnvironmentVariable) (unset)"]
        if let executable {
            let folder = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(besideExecutableName)
            if fileManager.fileExists(atPath: folder.appendingPathComponent(marker).path) { return .success(folder) }
            searched.append(folder.path)
        }
        // …/Sources/DenseEmbedding/Embedding/BundledModel.swift → …/Models/english
        var source = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { source.deleteLastPathComponent() }
        source.appendPathComponent(sourceTreeModelPath)
        if fileManager.fileExists(atPath: source.appendingPathComponent(marker).path) { return .success(source) }
        searched.append(source.path)
        return .failure(ShortcutPreviewError(
            .notFound, file: "", reason: "no model folder found; searched " + searched.joined(separator: ", "),
            remedy: "set \(modelEnvironmentVariable) or copy the model folder next to the executable as \(besideExecutableName)"))
    }

    /// The absolute path of the running executable, if the system tells it.
    static func executablePath() -> String? {
        #if os(Linux) || os(Android)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        guard size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: path).standardizedFileURL.path
        #else
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).path }
        #endif
    }
}
