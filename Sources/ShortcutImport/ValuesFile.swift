public import ShortcutPreviewCore
import ShortcutCatalog
public import StrictJSON

/// The values of entity types, which exist only at run time in the app: a JSON object
/// mapping each type name to its values, each value in the manifest's form
/// (`{"id", "title", "synonyms"}`, CONTRACTS.md §1). `import --values FILE` reads it.
public struct ValuesFile: Sendable {
    /// Values by type name, in file order.
    public var values: [String: [JSONValue]]
    /// Type names in file order.
    public var typeNames: [String]

    /// Reads and checks a values file; throws naming the file and the JSON path at fault.
    public static func read(_ url: URL, display: String) throws(ShortcutPreviewError) -> ValuesFile {
        let root: JSONValue
        do {
            root = try StringsFile.json(url, displayName: display)
        } catch {
            let place = [error.position, error.jsonPath.map { "at \($0)" }].compactMap { $0 }.joined(separator: ", ")
            throw ShortcutPreviewError(.invalidValuesFile, file: display, reason: (place.isEmpty ? "" : place + ": ") + error.reason, remedy: error.remedy)
        }
        guard case .object(let members) = root else {
            throw ShortcutPreviewError(.invalidValuesFile, file: display, reason: "the values file is a JSON \(root.typeName), not an object", remedy: "write {\"TypeName\": [{\"id\": …, \"title\": …}]}")
        }
        var file = ValuesFile(values: [:], typeNames: [])
        for (typeName, list) in members {
            guard case .array(let items) = list else {
                throw ShortcutPreviewError(.invalidValuesFile, file: display, reason: "$.\(typeName) is a \(list.typeName), not a list of values", remedy: "write a list of {\"id\", \"title\"} objects")
            }
            for (position, item) in items.enumerated() {
                let path = "$.\(typeName)[\(position)]"
                guard case .string(let id)? = item["id"], !id.isEmpty else {
                    throw ShortcutPreviewError(.invalidValuesFile, file: display, reason: "\(path) has no \"id\" string", remedy: "give each value the id the app uses")
                }
                switch item["title"] {
                case .string?, .object?: break
                default:
                    throw ShortcutPreviewError(.invalidValuesFile, file: display, reason: "\(path) (\(id)) has no \"title\" (a string or {locale: string})", remedy: "give each value the title people say")
                }
            }
            if file.values[typeName] == nil { file.typeNames.append(typeName) }
            file.values[typeName] = items
        }
        return file
    }
}
