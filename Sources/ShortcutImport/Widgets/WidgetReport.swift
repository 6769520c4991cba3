public import StrictJSON

/// What `shortcutpreview widgets DIR` found in an app's Swift sources: its widgets, the
/// signals that tell the system when each matters, and the findings of the rules
/// (CONTRACTS.md, "Widgets").
public struct WidgetReport: Sendable, Equatable, JSONRepresentable {
    /// A `Widget`'s configuration, as declared in its `body`.
    public struct Widget: Sendable, Equatable {
        /// `StaticConfiguration`, `IntentConfiguration` or `AppIntentConfiguration`.
        public enum Configuration: String, Sendable, Equatable {
            /// `StaticConfiguration(kind:provider:content:)`: no configuration intent.
            case `static`
            /// `IntentConfiguration(kind:intent:provider:content:)`: a SiriKit intent.
            case intent
            /// `AppIntentConfiguration(kind:intent:provider:content:)`: an App Intent.
            case appIntent
        }

        /// The kind string, or nil when it is not a compile-time constant.
        public var kind: String?
        /// Which configuration declares it.
        public var configuration: Configuration
        /// The configuration intent's type name; nil for a static widget.
        public var intent: String?
        /// The file, relative to the folder read.
        public var file: String
        /// The 1-based line of the configuration call.
        public var line: Int
    }

    /// An `INRelevantShortcut` whose `widgetKind` is set (Widget Suggestions).
    public struct RelevantShortcut: Sendable, Equatable {
        /// The `widgetKind`, or nil when it is not a compile-time constant.
        public var widgetKind: String?
        /// The relevance providers set on it: `date`, `location`, `dailyRoutine`.
        public var providers: [String]
        /// The file of the `widgetKind` assignment.
        public var file: String
        /// Its line.
        public var line: Int
    }

    /// A `WidgetCenter.shared.reloadTimelines(ofKind:)` call.
    public struct Reload: Sendable, Equatable {
        /// The kind, or nil when it is not a compile-time constant.
        public var kind: String?
        /// The file of the call.
        public var file: String
        /// Its line.
        public var line: Int
    }

    /// An `INInteraction(intent:response:)` donation.
    public struct Interaction: Sendable, Equatable {
        /// The donated intent's type, when it can be told from the source.
        public var intent: String?
        /// The intent's properties the code sets before donating, in source order.
        public var parameters: [String]
        /// The file of the `INInteraction` call.
        public var file: String
        /// Its line.
        public var line: Int
    }

    /// A `TimelineEntryRelevance(score:duration:)`.
    public struct Relevance: Sendable, Equatable {
        /// The score, when it is a literal.
        public var score: Double?
        /// The literal scores a conditional score can take (`isRead ? 0 : 70`), for the rules;
        /// not in the JSON.
        public var scoreBranches: [Double] = []
        /// The duration in seconds, when it is a literal (0 when omitted).
        public var duration: Double?
        /// The file of the call.
        public var file: String
        /// Its line.
        public var line: Int
    }

    /// One rule's result at one place.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// How much it matters: an `error` makes the command exit 1.
        public enum Severity: String, Sendable, Equatable {
            /// The wiring is broken: the system will never use it.
            case error
            /// The wiring probably does not do what it looks like.
            case warning
            /// What the reader could not resolve, for the user to check.
            case note
        }

        /// Error, warning or note.
        public var severity: Severity
        /// The rule's name, such as `unknown-widget-kind`.
        public var rule: String
        /// The file, relative to the folder read.
        public var file: String
        /// The 1-based line.
        public var line: Int?
        /// What is wrong and what to do.
        public var message: String

        /// `error: Widgets/Donations.swift:12: [unknown-widget-kind] message`.
        public var description: String {
            "\(severity.rawValue): \(file)\(line.map { ":\($0)" } ?? ""): [\(rule)] \(message)"
        }
    }

    /// Widgets in file and line order.
    public var widgets: [Widget] = []
    /// Relevant shortcuts with a widget kind.
    public var relevantShortcuts: [RelevantShortcut] = []
    /// Timeline reloads by kind.
    public var reloads: [Reload] = []
    /// Interaction donations.
    public var interactions: [Interaction] = []
    /// Timeline entry relevances.
    public var relevances: [Relevance] = []
    /// Rule findings, in file and line order.
    public var findings: [Finding] = []

    /// Creates an empty report.
    public init() {}

    /// The number of findings of `severity`.
    public func count(_ severity: Finding.Severity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// The report as CONTRACTS.md describes it.
    public var jsonValue: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
        func place(_ file: String, _ line: Int?) -> [(String, JSONValue)] {
            [("file", .string(file)), ("line", line.map { .number(Double($0)) } ?? .null)]
        }
        return .object([
            ("widgets", .array(widgets.map {
                .object([("kind", text($0.kind)), ("configuration", .string($0.configuration.rawValue)), ("intent", text($0.intent))] + place($0.file, $0.line))
            })),
            ("relevantShortcuts", .array(relevantShortcuts.map {
                .object([("widgetKind", text($0.widgetKind)), ("providers", .array($0.providers.map(JSONValue.string)))] + place($0.file, $0.line))
            })),
            ("reloads", .array(reloads.map { .object([("kind", text($0.kind))] + place($0.file, $0.line)) })),
            ("interactions", .array(interactions.map {
                .object([("intent", text($0.intent)), ("parameters", .array($0.parameters.map(JSONValue.string)))] + place($0.file, $0.line))
            })),
            ("relevances", .array(relevances.map { .object([("score", number($0.score)), ("duration", number($0.duration))] + place($0.file, $0.line)) })),
            ("findings", .array(findings.map {
                .object([("severity", .string($0.severity.rawValue)), ("rule", .string($0.rule))] + place($0.file, $0.line) + [("message", .string($0.message))])
            })),
        ])
    }
}
