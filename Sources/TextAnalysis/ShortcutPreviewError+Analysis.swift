public import ShortcutPreviewCore

extension ShortcutPreviewError {
    /// The text is longer than the analyser accepts (ICU indexes it with 32-bit offsets).
    public static func textTooLong(utf16Length: Int) -> ShortcutPreviewError {
        ShortcutPreviewError(.textTooLong, reason: "text of \(utf16Length) UTF-16 units is too long to analyse", remedy: "split it")
    }

    /// ICU failed: missing data or out of memory.
    public static func icuFailure(_ reason: String) -> ShortcutPreviewError {
        ShortcutPreviewError(.icuFailure, reason: "ICU failed: \(reason)", remedy: "is libicu installed?")
    }
}
