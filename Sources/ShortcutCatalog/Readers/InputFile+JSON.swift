public import ShortcutPreviewCore
public import StrictJSON

extension InputFile {
    /// Reads and parses a JSON file; a syntax or encoding error names the file.
    public static func readJSON(_ url: URL, displayName: String) throws(ShortcutPreviewError) -> JSONValue {
        let bytes = try read(url, displayName: displayName)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw error.inFile(displayName)
        }
    }
}
