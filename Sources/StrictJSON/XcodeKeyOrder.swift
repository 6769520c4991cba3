/// The order in which Xcode writes String Catalog keys and locale codes.
///
/// Xcode sorts with `localizedStandardCompare` (ICU root collation, case-insensitive, numbers
/// by value: "Key2" before "Key10"). That API is not in FoundationEssentials, so this is a
/// self-contained approximation that is exact for ASCII text: whitespace, then punctuation
/// and symbols in ICU's order, then numbers, then letters ignoring case; ties are broken
/// lowercase-first and finally by code point so the order is total and stable. Non-ASCII
/// letters sort after ASCII letters by code point (ICU would interleave accented letters).
public enum XcodeKeyOrder {
    /// True when `lhs` goes before `rhs` in an Xcode-written catalog.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = elements(lhs)
        let right = elements(rhs)
        for (a, b) in zip(left, right) where a.primary != b.primary {
            return a.primary < b.primary
        }
        if left.count != right.count { return left.count < right.count }
        for (a, b) in zip(left, right) where a.lowercaseFirst != b.lowercaseFirst {
            return a.lowercaseFirst < b.lowercaseFirst
        }
        return Array(lhs.unicodeScalars.map(\.value)).lexicographicallyPrecedes(rhs.unicodeScalars.map(\.value))
    }

    /// The strings in Xcode's order.
    public static func sorted(_ strings: some Sequence<String>) -> [String] {
        strings.sorted(by: areInIncreasingOrder)
    }

    private struct Element {
        /// Primary weight; digit runs compare as (group, digit count, digits) so values order numerically.
        var primary: Weight
        /// 0 for lowercase and caseless, 1 for uppercase (ICU puts lowercase first).
        var lowercaseFirst: Int
    }

    private struct Weight: Comparable {
        var group: UInt32
        var magnitude: Int = 0
        var digits: [UInt8] = []

        static func < (a: Weight, b: Weight) -> Bool {
            if a.group != b.group { return a.group < b.group }
            if a.magnitude != b.magnitude { return a.magnitude < b.magnitude }
            return a.digits.lexicographicallyPrecedes(b.digits)
        }
    }

    private static let asciiPunctuationOrder = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private static let numberGroup: UInt32 = 2_000_000
    private static let letterGroup: UInt32 = 3_000_000

    private static func elements(_ string: String) -> [Element] {
        var result: [Element] = []
        var digitRun: [UInt8] = []
        func flushDigits() {
            guard !digitRun.isEmpty else { return }
            let significant = Array(digitRun.drop(while: { $0 == 0 }))
            result.append(Element(primary: Weight(group: numberGroup, magnitude: significant.count, digits: significant), lowercaseFirst: 0))
            digitRun.removeAll()
        }
        for scalar in string.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digitRun.append(UInt8(scalar.value - 48))
                continue
            }
            flushDigits()
            result.append(element(for: scalar))
        }
        flushDigits()
        return result
    }

    private static func element(for scalar: Unicode.Scalar) -> Element {
        if scalar.properties.isWhitespace {
            return Element(primary: Weight(group: 1 + scalar.value % 1000), lowercaseFirst: 0)
        }
        if let position = asciiPunctuationOrder.firstIndex(of: scalar) {
            return Element(primary: Weight(group: 10_000 + UInt32(position)), lowercaseFirst: 0)
        }
        if ("a"..."z").contains(scalar) {
            return Element(primary: Weight(group: letterGroup + scalar.value - 97), lowercaseFirst: 0)
        }
        if ("A"..."Z").contains(scalar) {
            return Element(primary: Weight(group: letterGroup + scalar.value - 65), lowercaseFirst: 1)
        }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil {
            let lower = properties.lowercaseMapping.unicodeScalars.first ?? scalar
            let isUpper = properties.isUppercase ? 1 : 0
            return Element(primary: Weight(group: letterGroup + 100 + lower.value), lowercaseFirst: isUpper)
        }
        // Other punctuation and symbols sort after ASCII symbols and before numbers.
        return Element(primary: Weight(group: 20_000 + scalar.value), lowercaseFirst: 0)
    }
}
