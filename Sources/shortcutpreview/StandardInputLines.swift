import CommandLineSupport
import ShortcutMatching
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, one line at a time, read as bytes so that invalid UTF-8 is refused (exit 2)
/// instead of being silently repaired the way `readLine()` does; suites and catalogs refuse it
/// too. A line ends at `\n`; a `\r` before it is dropped.
struct StandardInputLines {
    /// Bytes in one line, its `\r\n` or `\n` not counted: four times the longest utterance
    /// (4,096 UTF-16 units are at most 12,288 bytes of UTF-8), so no utterance is cut, and a
    /// line without an end (a binary file piped in by mistake) is refused after 16 KB.
    static let maximumLineLength = 16_384

    private var number = 0
    private var pending: [UInt8] = []
    private var start = 0
    /// Bytes before this index (from `start`) hold no newline: a long line is scanned once.
    private var scanned = 0
    private var ended = false

    /// The next line, nil at the end of input.
    mutating func next() throws(CommandFailure) -> String? {
        while true {
            if let newline = pending[max(start, scanned)...].firstIndex(of: 0x0A) {
                try checkLength(pending[start..<newline])
                let line = try decode(pending[start..<newline])
                start = newline + 1
                scanned = start
                return line
            }
            scanned = pending.count
            // One byte of slack for the `\r` of a `\r\n` that has not arrived yet.
            if pending.count - start > Self.maximumLineLength + 1 { try checkLength(pending[start...]) }
            if ended {
                guard start < pending.count else { return nil }
                try checkLength(pending[start...])
                let line = try decode(pending[start...])
                start = pending.count
                return line
            }
            pending.removeFirst(start)
            scanned -= start
            start = 0
            try fill()
        }
    }

    /// Appends up to 64 KB read from descriptor 0; marks the end on EOF.
    private mutating func fill() throws(CommandFailure) {
        let chunk = 65_536
        let old = pending.count
        pending.append(contentsOf: repeatElement(0, count: chunk))
        var count: Int
        repeat {
            count = pending.withUnsafeMutableBytes { bytes in read(0, bytes.baseAddress! + old, chunk) }
        } while count < 0 && errno == EINTR
        pending.removeLast(chunk - max(count, 0))
        if count < 0 {
            throw CommandFailure("cannot read standard input (errno \(errno))")
        }
        if count == 0 { ended = true }
    }

    /// Refuses a line over ``maximumLineLength`` bytes, without reading the rest of it.
    private func checkLength(_ bytes: ArraySlice<UInt8>) throws(CommandFailure) {
        let length = bytes.last == 0x0D ? bytes.count - 1 : bytes.count
        guard length > Self.maximumLineLength else { return }
        throw CommandFailure(
            "standard input, line \(number + 1): longer than \(Self.maximumLineLength) bytes, too long for an utterance",
            remedy: "send one utterance of at most \(Matcher.maximumUtteranceLength) UTF-16 units per line")
    }

    private mutating func decode(_ bytes: ArraySlice<UInt8>) throws(CommandFailure) -> String {
        number += 1
        let content = bytes.last == 0x0D ? bytes.dropLast() : bytes
        guard let line = String(validating: content, as: UTF8.self) else {
            throw CommandFailure("standard input, line \(number): not valid UTF-8", remedy: "send the utterances as UTF-8")
        }
        return line
    }
}
