public import ShortcutPreviewCore
public import StrictJSON
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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
