import CFuzzerDriver
import DenseEmbedding
import FuzzSupport

/// The safetensors reader on arbitrary bytes; every tensor it accepts is then read in the
/// element type its dtype allows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSafeTensors(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let file = try? SafeTensorsFile(bytes: FuzzSupport.bytes(data, size), file: "fuzz.safetensors") else { return 0 }
    for name in file.tensors.keys.sorted() {
        _ = try? file.floats(name)
        _ = try? file.int8s(name)
        _ = try? file.integers(name)
    }
    return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): libFuzzer's driver.
@_cdecl("FuzzSafeTensors_main")
public func fuzzSafeTensorsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzSafeTensors(data, size) }
}
