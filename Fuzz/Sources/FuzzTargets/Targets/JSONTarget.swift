import StrictJSON

/// StrictJSON on arbitrary bytes: parse; what parses must write and read back unchanged.
func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
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

extension FuzzTarget {
    static let json = FuzzTarget(name: "json", maximumLength: 65536, setUp: {}, run: fuzzJSON)
}
