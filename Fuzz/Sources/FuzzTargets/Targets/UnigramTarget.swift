import DenseEmbedding

/// The multilingual table's reader and tokenizer. The first byte chooses: even, the bytes are a
/// whole table file (`UnigramEmbedding(tensors:)` on a safetensors reading of them, then an
/// embedding of a fixed sentence with whatever it accepted); odd, the rest is text, decoded as
/// UTF-8 with repairs, tokenised and embedded with the shipped table. An embedding must be unit
/// length, or all zeros when nothing in the text has a vector.
nonisolated(unsafe) private var shipped: UnigramEmbedding?
nonisolated(unsafe) private var vector = [Float](repeating: 0, count: 1024)

func fuzzUnigram(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = FuzzSupport.bytes(data, size)[...]
    guard let first = bytes.popFirst() else { return 0 }
    if first & 1 == 0 {
        guard let tensors = try? SafeTensorsFile(bytes: Array(bytes), file: "fuzz.safetensors"),
              let table = try? UnigramEmbedding(tensors: tensors) else { return 0 }
        check(table, "Demoの買い物リストを要約 summarize tóm tắt 总结")
    } else if let shipped {
        check(shipped, String(decoding: bytes, as: UTF8.self))
    }
    return 0
}

private func check(_ table: UnigramEmbedding, _ text: String) {
    _ = table.tokenizer.tokenize(text)
    guard table.dimension <= vector.count else { return }
    let count = vector.withUnsafeMutableBufferPointer { table.embed(text, into: $0) }
    var squared: Float = 0
    for d in 0..<table.dimension { squared += vector[d] * vector[d] }
    if count > 0, abs(squared - 1) > 1e-3 {
        FuzzSupport.fail("embedding of \(text.utf8.count) bytes has squared length \(squared)")
    }
    if count == 0, squared != 0 {
        FuzzSupport.fail("an embedding of no pieces is not zero")
    }
}

extension FuzzTarget {
    static let unigram = FuzzTarget(name: "unigram", maximumLength: 16384, setUp: {
        shipped = try? UnigramEmbedding.bundled().get()
        if shipped == nil { FuzzSupport.printError("note: no multilingual table found; only table files are fuzzed") }
    }, run: fuzzUnigram)
}
