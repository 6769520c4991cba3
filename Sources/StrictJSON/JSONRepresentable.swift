/// A value with one JSON form, the way `Encodable` gives a type one encoding: command-line
/// output types build their members here, in the order scripts see them, and
/// ``JSONWriter`` lays them out.
///
/// `JSONValue` rather than `Encodable` because output must keep member order and the
/// writer's number and escaping rules byte for byte (CONTRACTS.md), which `JSONEncoder`
/// does not promise.
public protocol JSONRepresentable {
    /// The value as JSON, object members in output order.
    var jsonValue: JSONValue { get }
}

extension JSONValue: JSONRepresentable {
    /// The value itself.
    public var jsonValue: JSONValue { self }
}

extension JSONWriter {
    /// The document for a value's JSON form.
    public static func write(_ value: some JSONRepresentable, style: Style = .xcode) -> String {
        write(value.jsonValue, style: style)
    }
}
