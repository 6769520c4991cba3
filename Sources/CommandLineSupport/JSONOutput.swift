public import StrictJSON

/// Prints a result's JSON form on standard output: every `--json` of the command line goes
/// through here, so the layout (``JSONWriter/Style/pretty`` for one document,
/// ``JSONWriter/Style/compact`` for JSON Lines) is chosen once per output.
public func printJSON(_ value: some JSONRepresentable, style: JSONWriter.Style) {
    print(JSONWriter.write(value, style: style), terminator: "")
}
