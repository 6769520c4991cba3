/// The translation state Xcode records for each localized entry.
public enum LocalizationState: String, Sendable, Equatable, CaseIterable {
    /// Not translated yet (Xcode also marks freshly extracted source entries `new`).
    case new
    /// Translated and current.
    case translated
    /// Translated, but the source changed or a reviewer flagged it.
    case needsReview = "needs_review"
    /// The source string is gone; the entry is kept only for reference.
    case stale
    /// Translated by machine (String Catalog version 1.3, Xcode 26): it matches as a
    /// translation, and lint asks for a review as for `needs_review`.
    case machineTranslated = "machine_translated"
}
