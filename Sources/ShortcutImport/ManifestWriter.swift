import ShortcutPreviewCore
import StrictJSON

/// Writes a manifest the way the bundled `AppShortcuts.json` files are laid out (and as most
/// JSON tools pretty-print): two-space indent, `"key": value`, non-ASCII text unescaped,
/// empty containers as `[]` and `{}`, and a final newline. Xcode's String Catalog layout
/// (`" : "`) is for `.xcstrings` only.
enum ManifestWriter {
    static func write(_ value: JSONValue) -> String {
        var output = ""
        append(value, to: &output, depth: 0)
        return output + "\n"
    }

    private static func append(_ value: JSONValue, to output: inout String, depth: Int) {
        let inner = String(repeating: "  ", count: depth + 1)
        let outer = String(repeating: "  ", count: depth)
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number: output += JSONWriter.write(value, style: .compact).dropLast()
        case .string(let text): output += JSONString.quoted(text)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                append(item, to: &output, depth: depth + 1)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += outer + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + JSONString.quoted(member.0) + ": "
                append(member.1, to: &output, depth: depth + 1)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += outer + "}"
        }
    }
}
