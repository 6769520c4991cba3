import ShortcutPreviewCore
import StrictJSON

// The JSON header: read with StrictJSON like every other JSON file, then each tensor's
// dtype, shape and offsets checked against the data that follows, so that reading a tensor
// later cannot go out of bounds.
extension SafeTensorsFile {
    /// The tensors and `__metadata__` strings of `header`, which `dataCount` bytes follow.
    static func readHeader(
        _ header: ArraySlice<UInt8>, dataCount: Int, file: String
    ) throws(ShortcutPreviewError) -> (tensors: [String: Tensor], metadata: [String: String]) {
        func fail(_ kind: ShortcutPreviewError.Code, _ reason: String) -> ShortcutPreviewError {
            damaged(file, kind, reason)
        }
        let subject = "the header is not valid safetensors JSON"
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(header))
        } catch {
            throw fail(.syntax, "\(subject): \(error)")
        }
        let root = JSONCursor(value, context: JSONCursor.Context(
            file: file, subject: subject, remedy: "the file is damaged or not safetensors; re-create it"))
        let members = try root.members()
        // A name written twice counts once, with its last value, as a JSON object read into
        // a dictionary would have it.
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.0] = index }

        var tensors: [String: Tensor] = [:]
        var metadata: [String: String] = [:]
        for (index, (name, value)) in members.enumerated() where lastIndex[name] == index {
            if name == "__metadata__" {
                guard let strings = Self.strings(value) else {
                    throw fail(.syntax, "__metadata__ is not a map of strings")
                }
                metadata = strings
                continue
            }
            let entry = try root.child(name, value).checkedObject()
            guard let dtypeField = entry.member("dtype"), let shapeField = entry.member("shape"),
                  let offsetsField = entry.member("data_offsets") else {
                throw fail(.syntax, "tensor \"\(name)\" lacks dtype, shape or data_offsets")
            }
            let dtypeName = try dtypeField.string()
            let shape = try shapeField.integers()
            let offsets = try offsetsField.integers()
            guard let dtype = DType(rawValue: dtypeName) else {
                throw fail(.invalidValue, "tensor \"\(name)\" has unknown dtype \(dtypeName)")
            }
            guard offsets.count == 2, offsets[0] >= 0, offsets[0] <= offsets[1], offsets[1] <= dataCount else {
                throw fail(.truncated, "tensor \"\(name)\" data_offsets \(offsets) fall outside the \(dataCount) data bytes")
            }
            var count = 1
            for dimension in shape {
                guard dimension >= 0 else { throw fail(.invalidValue, "tensor \"\(name)\" has negative dimension in shape \(shape)") }
                let (product, overflow) = count.multipliedReportingOverflow(by: dimension)
                guard !overflow else { throw fail(.invalidValue, "tensor \"\(name)\" shape \(shape) overflows") }
                count = product
            }
            let (expected, overflow) = count.multipliedReportingOverflow(by: dtype.size)
            guard !overflow, expected == offsets[1] - offsets[0] else {
                throw fail(.invalidValue, "tensor \"\(name)\" shape \(shape) of \(dtypeName) needs \(count) × \(dtype.size) bytes, data_offsets give \(offsets[1] - offsets[0])")
            }
            tensors[name] = Tensor(name: name, dtype: dtype, shape: shape, byteRange: offsets[0]..<offsets[1])
        }
        let sorted = tensors.values.sorted { ($0.byteRange.lowerBound, $0.byteRange.upperBound) < ($1.byteRange.lowerBound, $1.byteRange.upperBound) }
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.byteRange.upperBound > second.byteRange.lowerBound {
            throw fail(.invalidValue, "tensors \"\(first.name)\" and \"\(second.name)\" overlap")
        }
        return (tensors, metadata)
    }

    /// An object whose every value is a string, as a dictionary; nil for anything else.
    private static func strings(_ value: JSONValue) -> [String: String]? {
        guard case .object(let members) = value else { return nil }
        var strings: [String: String] = [:]
        for (key, member) in members {
            guard case .string(let text) = member else { return nil }
            strings[key] = text
        }
        return strings
    }
}
