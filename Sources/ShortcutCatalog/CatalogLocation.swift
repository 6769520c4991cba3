public import ShortcutPreviewCore

/// Where commands look for a catalog when `--catalog` is not given.
public enum CatalogLocation {
    /// The default catalog folder: the Demo catalog compiled into the library, written once
    /// to the temporary directory, so a lone copy of the tool still previews it.
    public static func defaultDirectory() throws(ShortcutPreviewError) -> URL {
        try BundledCatalog.demo.materialize()
    }

    /// `path` as a folder URL that keeps the user's spelling for messages, or the default.
    public static func directory(_ path: String?) throws(ShortcutPreviewError) -> URL {
        guard let path else { return try defaultDirectory() }
        return URL(fileURLWithPath: path)
    }
}
