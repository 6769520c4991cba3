/// An instant as seconds since 1970 UTC, with the UTC offset it was written in, read from
/// ISO 8601 (`2021-06-08T09:00:00Z`, `2021-06-08T09:00+02:00`). Written out by hand so that
/// the module needs no more than the standard library.
public struct TimelineDate: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int64
    /// The UTC offset it was written with, in seconds.
    public var offset: Int

    /// An instant and the offset to show it in.
    public init(seconds: Int64, offset: Int = 0) {
        self.seconds = seconds
        self.offset = offset
    }

    /// Orders by instant only.
    public static func < (lhs: TimelineDate, rhs: TimelineDate) -> Bool { lhs.seconds < rhs.seconds }

    /// Equal instants, whatever their offsets.
    public static func == (lhs: TimelineDate, rhs: TimelineDate) -> Bool { lhs.seconds == rhs.seconds }

    /// Hashes the instant only, as ``==`` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM)`; nil for anything else.
    public static func parse(_ text: String) -> TimelineDate? {
        let chars = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= chars.count else { return nil }
            var value = 0
            for byte in chars[start..<start + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard chars.count >= 17, let year = number(0, 4), chars[4] == 45, let month = number(5, 2), chars[7] == 45, let day = number(8, 2),
              chars[10] == 84 || chars[10] == 32, let hour = number(11, 2), chars[13] == 58, let minute = number(14, 2) else { return nil }
        var index = 16
        var second = 0
        if index < chars.count, chars[index] == 58 {
            guard let value = number(index + 1, 2) else { return nil }
            second = value
            index += 3
            if index < chars.count, chars[index] == 46 {
                index += 1
                while index < chars.count, (48...57).contains(chars[index]) { index += 1 }
            }
        }
        guard (1...12).contains(month), (1...daysIn(month, year)).contains(day), hour < 24, minute < 60, second < 60, index < chars.count else { return nil }
        var offset = 0
        if chars[index] == 90 {
            index += 1
        } else if chars[index] == 43 || chars[index] == 45, let hours = number(index + 1, 2), index + 3 < chars.count, chars[index + 3] == 58,
                  let minutes = number(index + 4, 2), hours < 24, minutes < 60 {
            offset = (hours * 3600 + minutes * 60) * (chars[index] == 45 ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == chars.count else { return nil }
        let local = Int64(daysFromCivil(year, month, day)) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return TimelineDate(seconds: local - Int64(offset), offset: offset)
    }

    /// `2021-06-08 09:00` in its own offset.
    public var text: String {
        let local = seconds + Int64(offset)
        let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let time = Int(local - Int64(days) * 86_400)
        let (year, month, day) = Self.civil(fromDays: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(time / 3600)):\(two(time / 60 % 60))"
    }

    /// `UTC`, `UTC+02:00`.
    public var offsetText: String {
        guard offset != 0 else { return "UTC" }
        let magnitude = abs(offset)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "UTC\(offset < 0 ? "-" : "+")\(two(magnitude / 3600)):\(two(magnitude / 60 % 60))"
    }

    private static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil and civil_from_days.
    private static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civil(fromDays z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
