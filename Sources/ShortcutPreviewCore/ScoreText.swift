/// Scores as people read them: two decimals, always both digits (`0.50`), without Foundation's
/// number formatting (the tool does not link it).
package enum ScoreText {
    /// `value` with two decimals.
    package static func twoDecimals(_ value: Float) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
