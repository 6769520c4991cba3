import Foundation

func format(_ value: Double) -> String {
    let text = String(format: "%.1f", value
    return text
}
