import CFuzzerDriver
import FuzzSupport
import StrictJSON

/// StrictJSON on arbitrary bytes: parse; what parses must write and read back unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzSupport.bytes(data, size)
    guard let value = try? JSONParser.parse(bytes) else { return 0 }
    for style in [JSONWriter.Style.xcode, .compact] {
        let text = JSONWriter.write(value, style: style)
        guard let again = try? JSONParser.parse(text) else {
            FuzzSupport.fail("the writer's output does not parse: \(text.prefix(200))")
        }
        guard again == value else { FuzzSupport.fail("write then parse changed the value") }
    }
    return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): libFuzzer's driver.
@_cdecl("FuzzJSON_main")
public func fuzzJSONMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzJSON(data, size) }
}
