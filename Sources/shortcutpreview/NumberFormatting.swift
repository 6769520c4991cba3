import ShortcutPreviewCore

/// `value` rounded to `digits` decimals, for JSON numbers that scripts compare.
func rounded(_ value: Double, _ digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
}

/// `value` to three decimals, for text people read (`0.912`, `41.5`).
func format(_ value: Double) -> String {
    let hundredths = (value * 1000).rounded() / 1000
    return "\(hundredths)"
}

/// A score with two decimals, always both digits (`0.50`), as the match text shows it.
func fixed(_ value: Float) -> String {
    ScoreText.twoDecimals(value)
}
