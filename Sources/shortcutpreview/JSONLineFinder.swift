import ShortcutPreviewCore
import StrictJSON

/// The line of a JSON document where the value at a path (`$.shortcuts[2].phrases[0]`, as
/// ``JSONPath`` prints it) starts. A single pass that keeps only the path to the current
/// value; for a document the strict reader accepted, which is the only kind lint reports on.
enum JSONLineFinder {
    private struct Level {
        var isObject: Bool
        var key = ""
        var index = 0
    }

    /// The 1-based line, or nil when no value has that path.
    static func line(of target: String, in bytes: [UInt8]) -> Int? {
        var line = 1
        var stack: [Level] = []
        var expectingKey = false
        var position = 0
        func isTarget() -> Bool {
            JSONPath(components: stack.map { $0.isObject ? .key($0.key) : .index($0.index) }).description == target
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                line += 1
                position += 1
            case 0x20, 0x09, 0x0D, 0x3A:
                position += 1
            case 0x7B, 0x5B:
                if isTarget() { return line }
                stack.append(Level(isObject: byte == 0x7B))
                expectingKey = byte == 0x7B
                position += 1
            case 0x7D, 0x5D:
                if !stack.isEmpty { stack.removeLast() }
                position += 1
            case 0x2C:
                if let last = stack.indices.last {
                    if stack[last].isObject { expectingKey = true } else { stack[last].index += 1 }
                }
                position += 1
            case 0x22:
                let end = stringEnd(bytes, from: position)
                if expectingKey, let last = stack.indices.last, stack[last].isObject {
                    if case .string(let key)? = try? JSONParser.parse(String(decoding: bytes[position..<end], as: UTF8.self)) {
                        stack[last].key = key
                    }
                    expectingKey = false
                } else if isTarget() {
                    return line
                }
                position = end
            default:
                if isTarget() { return line }
                while position < bytes.count, ![0x2C, 0x5D, 0x7D, 0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
                    position += 1
                }
            }
        }
        return nil
    }

    /// The index just past the string token starting at `start` (its opening quote).
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var position = start + 1
        while position < bytes.count {
            switch bytes[position] {
            case 0x5C: position += 2
            case 0x22: return position + 1
            default: position += 1
            }
        }
        return bytes.count
    }
}
