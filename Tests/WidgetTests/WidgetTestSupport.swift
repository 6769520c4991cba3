import Foundation
import StrictJSON
import TestSupport
import Testing

/// This target's fixtures and the bundled Cards widgets, under the repository root.
enum WidgetRepo {
    static let root = Repo.root

    static func fixture(_ name: String) -> String {
        Repo.url("Tests/WidgetTests/Fixtures/\(name)").path
    }

    static let cardsWidgets = Repo.url("Catalogs/Cards/Widgets").path

    /// A fresh folder in the temporary directory, removed by the caller.
    static func scratch() throws -> URL { try TempFolder().url }
}

/// One run of the built `shortcutpreview`, with its JSON and findings at hand.
struct WidgetRun: CustomStringConvertible {
    let status: Int32, stdout: String, stderr: String

    var description: String { ["exit \(status)", "stdout: " + stdout.prefix(3000), "stderr: " + stderr.prefix(1500)].joined(separator: "\n") }

    /// The standard output as JSON (for `--json` runs).
    func json() throws -> JSONValue { try JSONParser.parse(stdout) }

    /// Runs `shortcutpreview arguments…` with an empty standard input.
    static func run(_ arguments: [String]) throws -> WidgetRun {
        let run = try shortcutpreview(arguments)
        return WidgetRun(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }

    /// The findings of a `widgets DIR --json` run as (rule, file:line) pairs.
    func findings() throws -> [(rule: String, severity: String, place: String, message: String)] {
        guard case .array(let items)? = try json()["findings"] else { return [] }
        return items.map { item in
            func text(_ key: String) -> String { if case .string(let value)? = item[key] { value } else { "" } }
            let line: String = if case .number(let value)? = item["line"] { ":\(Int(value))" } else { "" }
            return (text("rule"), text("severity"), text("file") + line, text("message"))
        }
    }
}

extension JSONValue {
    /// The strings at `key` of each element of this array.
    func strings(_ key: String) -> [String?] {
        guard case .array(let items) = self else { return [] }
        return items.map { if case .string(let value)? = $0[key] { value } else { nil } }
    }
}
