import ShortcutPreviewCore

/// Reads `.xcconfig` build-setting files the way Xcode layers them: `KEY = value` lines in
/// order, `#include "Other.xcconfig"` and `#include? "Optional.xcconfig"` read in place
/// (relative to the including file), `$(inherited)` replaced by the value so far, and
/// conditional keys (`KEY[sdk=iphoneos*]`) used only for the iOS device SDK or when they
/// name no SDK. Unreadable or missing includes are skipped: Xcode builds without an
/// optional one, and a missing required one only loses the settings it would add.
enum XcconfigReader {
    /// Files nested deeper than this are not read (an include cycle, or a runaway tree).
    static let maximumDepth = 8

    /// The settings of `file`, layered over `inherited`.
    static func settings(of file: URL, over inherited: [String: String] = [:]) -> [String: String] {
        var settings = inherited
        var visiting: Set<String> = []
        read(file, into: &settings, depth: 0, visiting: &visiting)
        return settings
    }

    /// The settings one xcconfig text sets, for a text with no includes (the fuzz target and
    /// tests read texts without files).
    static func settings(ofText text: String, over inherited: [String: String] = [:]) -> [String: String] {
        var settings = inherited
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            apply(String(line), to: &settings)
        }
        return settings
    }

    private static func read(_ file: URL, into settings: inout [String: String], depth: Int, visiting: inout Set<String>) {
        let key = file.standardizedFileURL.path
        guard depth < maximumDepth, !visiting.contains(key),
              let bytes = try? InputFile.read(file, displayName: file.lastPathComponent, allowsEmpty: true),
              let text = String(validating: bytes, as: UTF8.self) else { return }
        visiting.insert(key)
        defer { visiting.remove(key) }
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingPrefix(while: \.isWhitespace)
            if trimmed.hasPrefix("#include") {
                guard let path = quoted(trimmed), !path.isEmpty, !path.hasPrefix("<") else { continue }
                let included = path.hasPrefix("/") ? URL(fileURLWithPath: path) : file.deletingLastPathComponent().appendingPathComponent(path)
                read(included, into: &settings, depth: depth + 1, visiting: &visiting)
                continue
            }
            apply(String(line), to: &settings)
        }
    }

    /// The text between the first pair of double quotes.
    private static func quoted(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    /// One `KEY = value` or `KEY[condition] = value` line; comments and anything else are ignored.
    static func apply(_ line: String, to settings: inout [String: String]) {
        var text = Substring(line)
        if let comment = text.firstRange(of: "//") { text = text[..<comment.lowerBound] }
        guard let equals = text.firstIndex(of: "=") else { return }
        var name = text[..<equals].trimmingPrefix(while: \.isWhitespace)
        while name.last?.isWhitespace == true { name = name.dropLast() }
        if let bracket = name.firstIndex(of: "[") {
            let condition = name[bracket...]
            // Conditions name an SDK or an architecture; the app as Siri hears it is the iOS build.
            guard !condition.contains("sdk=") || condition.contains("sdk=iphoneos") else { return }
            name = name[..<bracket]
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        var value = text[text.index(after: equals)...].trimmingPrefix(while: \.isWhitespace)
        while value.last?.isWhitespace == true { value = value.dropLast() }
        if value.hasSuffix(";") { value = value.dropLast() }
        let key = String(name)
        settings[key] = inheriting(String(value), key: key, from: settings)
    }

    /// `value` with `$(inherited)`, and `$(KEY)` in KEY's own value, replaced by the value
    /// the lower layers gave KEY (Xcode reads both as the inherited value).
    static func inheriting(_ value: String, key: String, from settings: [String: String]) -> String {
        guard value.contains("$") else { return value }
        let previous = settings[key] ?? ""
        var result = value
        for reference in ["$(inherited)", "${inherited}", "$(\(key))", "${\(key)}"] { result = result.replacing(reference, with: previous) }
        return String(result.trimmingPrefix(while: \.isWhitespace))
    }
}
