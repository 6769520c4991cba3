import DenseEmbedding

/// The safetensors reader on arbitrary bytes; every tensor it accepts is then read in the
/// element type its dtype allows.
func fuzzSafeTensors(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let file = try? SafeTensorsFile(bytes: FuzzSupport.bytes(data, size), file: "fuzz.safetensors") else { return 0 }
    for name in file.tensors.keys.sorted() {
        _ = try? file.floats(name)
        _ = try? file.int8s(name)
        _ = try? file.integers(name)
    }
    return 0
}

extension FuzzTarget {
    static let safetensors = FuzzTarget(name: "safetensors", maximumLength: 8192, setUp: {}, run: fuzzSafeTensors)
}
