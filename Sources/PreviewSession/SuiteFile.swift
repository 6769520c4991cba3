public import CommandLineSupport
public import ShortcutMatching
import StrictJSON
import ShortcutPreviewCore

/// One expectation of a suite.
public struct SuiteCase: Sendable {
    /// The line of the suite file, from 1.
    public var line: Int
    /// What is said.
    public var utterance: String
    /// The locale, or nil for the catalog's source language.
    public var locale: String?
    /// The intent expected, or nil for no match.
    public var intent: String?
    /// Parameter values expected, by parameter name.
    public var parameters: [String: String]
    /// With no intent expected, why not (nil: any reason).
    public var reason: NoMatchReason? = nil
    /// With an intent expected, whether another shortcut must (true) or must not (false) come
    /// within the close-call margin (nil: either).
    public var ambiguous: Bool? = nil

    /// Why `result` does not meet this expectation, or nil when it does.
    public func failure(of result: MatchResult) -> String? {
        let got = result.match?.intent
        guard got == intent else {
            let gotText = got.map { "\($0) (score \(result.match?.score ?? 0))" } ?? "no match (\(result.reason?.rawValue ?? "?"))"
            return "expected \(intent ?? "no match"), got \(gotText)"
        }
        if let reason, let actual = result.reason, actual != reason {
            return "expected no match (\(reason.rawValue)), got no match (\(actual.rawValue)\(result.explanation.map { ": \($0)" } ?? ""))"
        }
        if let ambiguous, let match = result.match, match.isAmbiguous != ambiguous {
            return ambiguous ? "expected a close call, got \(match.intent) alone"
                : "expected \(match.intent) alone, got a close call with \(match.closeCalls.joined(separator: ", "))"
        }
        for (name, expected) in parameters.sorted(by: { $0.key < $1.key }) {
            let actual = result.match?.parameters.first(where: { $0.name == name })?.valueID
            if actual != expected {
                return "expected \(name)=\(expected), got \(name)=\(actual ?? "none")"
            }
        }
        return nil
    }
}

/// Reads a suite file; a file that is not one throws naming the path and line.
public enum SuiteFile {
    /// The cases of the suite at `path`.
    public static func load(_ path: String) throws(CommandFailure) -> [SuiteCase] {
        func fail(_ reason: String, remedy: String? = nil) -> CommandFailure {
            CommandFailure("\(path): \(reason)", remedy: remedy)
        }
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
            throw fail("is a folder", remedy: "pass the suite's .jsonl file")
        }
        guard let data = try? InputFile.read(URL(fileURLWithPath: path), displayName: path, allowsEmpty: true) else { throw fail("cannot be read", remedy: "check the path") }
        guard let text = String(validating: data, as: UTF8.self) else { throw fail("is not valid UTF-8") }
        var cases: [SuiteCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            let value: JSONValue
            do {
                value = try JSONParser.parse(String(line))
            } catch {
                throw fail("line \(number): \(error)")
            }
            guard case .object = value else { throw fail("line \(number): expected a JSON object, one test case per line") }
            guard case .string(let utterance)? = value["utterance"] else {
                throw fail("line \(number): \"utterance\" must be a string")
            }
            var testCase = SuiteCase(line: number, utterance: utterance, locale: nil, intent: nil, parameters: [:])
            switch value["locale"] {
            case .string(let locale)?: testCase.locale = locale
            case nil, .null?: break
            default: throw fail("line \(number): \"locale\" must be a string")
            }
            switch value["intent"] {
            case .string(let intent)?: testCase.intent = intent
            case .null?: break
            default: throw fail("line \(number): \"intent\" must be a string or null")
            }
            switch value["parameters"] {
            case .object(let members)?:
                for (name, id) in members {
                    guard case .string(let id) = id else { throw fail("line \(number): parameter \"\(name)\" must map to a value id string") }
                    testCase.parameters[name] = id
                }
            case nil, .null?: break
            default: throw fail("line \(number): \"parameters\" must be an object")
            }
            switch value["reason"] {
            case .string(let name)?:
                guard let reason = NoMatchReason(rawValue: name) else {
                    throw fail("line \(number): unknown reason \"\(name)\"",
                               remedy: "use one of \(NoMatchReason.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                guard testCase.intent == nil else {
                    throw fail("line \(number): \"reason\" is for a case that expects no match", remedy: "set \"intent\" to null or drop \"reason\"")
                }
                testCase.reason = reason
            case nil, .null?: break
            default: throw fail("line \(number): \"reason\" must be a string")
            }
            switch value["ambiguous"] {
            case .bool(let ambiguous)?:
                guard testCase.intent != nil else {
                    throw fail("line \(number): \"ambiguous\" is for a case that expects a match", remedy: "name the expected \"intent\" or drop \"ambiguous\"")
                }
                testCase.ambiguous = ambiguous
            case nil, .null?: break
            default: throw fail("line \(number): \"ambiguous\" must be true or false")
            }
            cases.append(testCase)
        }
        guard !cases.isEmpty else { throw fail("holds no test cases") }
        return cases
    }
}
