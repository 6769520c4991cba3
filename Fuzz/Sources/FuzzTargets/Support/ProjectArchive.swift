/// The importer target's input format: a project tree as one text. A line `//// PATH` starts
/// the file at PATH; bytes before the first such line belong to `App/Shortcuts.swift`. Paths
/// are made safe to write inside the scratch folder: only `A–Z a–z 0–9 . _ - +` and `/` are
/// kept, empty, `.` and `..` components are dropped, and at most 6 components and 24 files
/// are written (later files with the same path replace earlier ones; a path that would be both
/// a file and a folder keeps whichever came first).
enum ProjectArchive {
    static let marker: [UInt8] = Array("//// ".utf8)
    static let maximumFiles = 24
    static let maximumDepth = 6

    static func files(in bytes: [UInt8]) -> [(path: String, content: [UInt8])] {
        var files: [String: [UInt8]] = [:]
        var order: [String] = []
        var path = "App/Shortcuts.swift"
        var content: [UInt8] = []
        func finish() {
            if files[path] == nil {
                guard order.count < maximumFiles else { return }
                order.append(path)
            }
            files[path] = content
        }
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if line.starts(with: marker) {
                if lineStart > 0 || !content.isEmpty { finish() }
                path = safePath(line.dropFirst(marker.count))
                content = []
            } else {
                content += line
                if lineEnd < bytes.count { content.append(0x0A) }
            }
            lineStart = lineEnd + 1
        }
        finish()
        // A path cannot be a file and a folder at once ("Theater" and "Theater/Info.plist"):
        // the first one given wins, so that every input can be written.
        var kept: [String] = []
        var folders = Set<String>()
        var written = Set<String>()
        for path in order {
            let components = path.split(separator: "/").map(String.init)
            let ancestors = (1..<max(components.count, 1)).map { components.prefix($0).joined(separator: "/") }
            guard !folders.contains(path), !ancestors.contains(where: written.contains) else { continue }
            kept.append(path)
            written.insert(path)
            folders.formUnion(ancestors)
        }
        return kept.map { ($0, files[$0] ?? []) }
    }

    static func safePath(_ raw: ArraySlice<UInt8>) -> String {
        let allowed = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-+/".utf8))
        let kept = raw.filter { allowed.contains($0) }
        let components = kept.split(separator: UInt8(ascii: "/"))
            .map { String(decoding: $0, as: UTF8.self) }
            .filter { $0 != "." && $0 != ".." }
            .prefix(maximumDepth)
        return components.isEmpty ? "App/Unnamed.swift" : components.joined(separator: "/")
    }
}
