/// Why a text could not be analysed. Each case prints as one line that says what to do.
public enum AnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A phrase template has `${` without a closing `}`; `offset` is the UTF-16 offset of `${`.
    case unclosedPlaceholder(template: String, offset: Int)
    /// A phrase template has `${}` or a name that is not an identifier.
    case invalidPlaceholderName(template: String, name: String)
    /// The text is longer than the analyser accepts.
    case textTooLong(utf16Length: Int)
    /// ICU failed (missing data or out of memory).
    case icuFailure(String)

    public var description: String {
        switch self {
        case let .unclosedPlaceholder(template, offset):
            return "placeholder at offset \(offset) in \"\(template)\" has no closing brace (write ${name})"
        case let .invalidPlaceholderName(template, name):
            return "placeholder \"${\(name)}\" in \"\(template)\" is not a parameter name (use letters, digits and _)"
        case let .textTooLong(length):
            return "text of \(length) UTF-16 units is too long to analyse (split it)"
        case let .icuFailure(reason):
            return "ICU failed: \(reason) (is libicu installed?)"
        }
    }
}
