public import ShortcutPreviewCore
public import StrictJSON

/// The widgets of one Smart Stack and the timeline entries each declares, as
/// `shortcutpreview widgets timeline FILE.json` reads them (CONTRACTS.md, "Widgets"):
/// `{"stack": [{"kind", "entries": [{"date", "score", "duration"}]}]}`.
public struct WidgetStack: Sendable, Equatable {
    /// One timeline entry's `TimelineEntryRelevance`.
    public struct Entry: Sendable, Equatable {
        /// When the entry starts.
        public var date: TimelineDate
        /// `TimelineEntryRelevance.score`: compared only with the same widget's other entries.
        public var score: Double
        /// `TimelineEntryRelevance.duration` in seconds; 0 means until the widget's next entry.
        public var duration: Double

        /// An entry.
        public init(date: TimelineDate, score: Double, duration: Double) {
            self.date = date
            self.score = score
            self.duration = duration
        }
    }

    /// One widget of the stack, in stack order (the first is on top).
    public struct Widget: Sendable, Equatable {
        /// The widget's kind.
        public var kind: String
        /// Its entries, in date order.
        public var entries: [Entry]

        /// A widget.
        public init(kind: String, entries: [Entry]) {
            self.kind = kind
            self.entries = entries
        }
    }

    /// The widgets, top first.
    public var widgets: [Widget]

    /// The most widgets a stack holds in the preview (iOS allows 10).
    public static let maximumWidgets = 20
    /// The most entries one widget may declare.
    public static let maximumEntries = 1_000

    /// A stack of `widgets`.
    public init(widgets: [Widget]) {
        self.widgets = widgets
    }

    /// Reads a timeline file's bytes.
    ///
    /// - Throws: ``ShortcutPreviewError``: `.syntax` for malformed JSON, `.wrongType`,
    ///   `.missingValue` and `.invalidValue` (with the JSON path) for a value that is not what
    ///   the format says: a date that is not ISO 8601, dates out of order, a duplicate kind,
    ///   a score or duration that is not a finite number.
    public static func parse(_ bytes: [UInt8], file: String) throws(ShortcutPreviewError) -> WidgetStack {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch { throw error.inFile(file) }
        return try read(root, file: file)
    }

    /// Reads a timeline file already parsed as JSON (the `serve` page's request body); the
    /// same checks as ``parse(_:file:)``.
    public static func read(_ root: JSONValue, file: String) throws(ShortcutPreviewError) -> WidgetStack {
        func fail(_ code: ShortcutPreviewError.Code, _ path: JSONPath, _ reason: String, _ remedy: String) -> ShortcutPreviewError {
            ShortcutPreviewError(code, file: file, jsonPath: path, reason: reason, remedy: remedy)
        }
        guard case .object = root else { throw fail(.wrongType, .root, "expected an object, found \(root.typeName)", "write {\"stack\": [...]}") }
        let stackPath = JSONPath.root.appending(key: "stack")
        guard let stackValue = root["stack"] else { throw fail(.missingValue, stackPath, "no \"stack\"", "list the stack's widgets in \"stack\"") }
        guard case .array(let items) = stackValue else { throw fail(.wrongType, stackPath, "expected an array, found \(stackValue.typeName)", "list the widgets in an array") }
        guard !items.isEmpty else { throw fail(.invalidValue, stackPath, "the stack has no widgets", "list at least one widget") }
        guard items.count <= maximumWidgets else { throw fail(.overLimit, stackPath, "\(items.count) widgets, over the limit of \(maximumWidgets)", "preview fewer widgets") }
        var widgets: [Widget] = []
        for (offset, item) in items.enumerated() {
            let path = stackPath.appending(index: offset)
            guard case .object = item else { throw fail(.wrongType, path, "expected an object, found \(item.typeName)", "write {\"kind\": …, \"entries\": […]}") }
            guard case .string(let kind)? = item["kind"], !kind.isEmpty else {
                throw fail(item["kind"] == nil ? .missingValue : .wrongType, path.appending(key: "kind"), "expected the widget's kind as a non-empty string", "write the kind the widget declares")
            }
            if widgets.contains(where: { $0.kind == kind }) {
                throw fail(.invalidValue, path.appending(key: "kind"), "the kind \(JSONString.quoted(kind)) is listed twice", "list each widget once")
            }
            let entriesPath = path.appending(key: "entries")
            guard case .array(let entryItems)? = item["entries"] else {
                throw fail(item["entries"] == nil ? .missingValue : .wrongType, entriesPath, "expected an array of entries", "write \"entries\": [{\"date\", \"score\", \"duration\"}]")
            }
            guard entryItems.count <= maximumEntries else { throw fail(.overLimit, entriesPath, "\(entryItems.count) entries, over the limit of \(maximumEntries)", "preview fewer entries") }
            var entries: [Entry] = []
            for (entryOffset, entryItem) in entryItems.enumerated() {
                let entryPath = entriesPath.appending(index: entryOffset)
                let entry = try self.entry(entryItem, at: entryPath, fail: fail)
                if let previous = entries.last, entry.date <= previous.date {
                    throw fail(.invalidValue, entryPath.appending(key: "date"), "dates out of order: \(entry.date.text) is not after the previous entry's \(previous.date.text)",
                               "list a widget's entries in date order, as its timeline does")
                }
                entries.append(entry)
            }
            widgets.append(Widget(kind: kind, entries: entries))
        }
        return WidgetStack(widgets: widgets)
    }

    private static func entry(_ value: JSONValue, at path: JSONPath, fail: (ShortcutPreviewError.Code, JSONPath, String, String) -> ShortcutPreviewError) throws(ShortcutPreviewError) -> Entry {
        guard case .object = value else { throw fail(.wrongType, path, "expected an object, found \(value.typeName)", "write {\"date\", \"score\", \"duration\"}") }
        guard case .string(let text)? = value["date"] else {
            throw fail(value["date"] == nil ? .missingValue : .wrongType, path.appending(key: "date"), "expected a date string", "write an ISO 8601 date such as 2021-06-08T09:00:00Z")
        }
        guard let date = TimelineDate.parse(text) else {
            throw fail(.invalidValue, path.appending(key: "date"), "\(JSONString.quoted(text)) is not an ISO 8601 date with a time zone", "write a date such as 2021-06-08T09:00:00Z")
        }
        func number(_ key: String, default fallback: Double?) throws(ShortcutPreviewError) -> Double {
            guard let member = value[key] else {
                if let fallback { return fallback }
                throw fail(.missingValue, path.appending(key: key), "no \"\(key)\"", "write the entry's \(key)")
            }
            guard case .number(let number) = member, number.isFinite, abs(number) <= 1e12 else {
                throw fail(.wrongType, path.appending(key: key), "expected a number, found \(member.typeName)", "write the \(key) as a number")
            }
            return number
        }
        let score = try number("score", default: nil)
        let duration = try number("duration", default: 0)
        guard duration >= 0 else {
            throw fail(.invalidValue, path.appending(key: "duration"), "a negative duration", "write 0 (until the next entry) or a number of seconds")
        }
        return Entry(date: date, score: score, duration: duration)
    }
}
