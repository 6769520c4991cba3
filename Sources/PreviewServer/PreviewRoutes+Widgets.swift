import Hummingbird
import PreviewSession
import ShortcutCatalog
import ShortcutPreviewCore
import StrictJSON
import WidgetTimeline

/// The Widgets tab: the Smart Rotate preview of a stack's timeline entries (CONTRACTS.md §11).
extension PreviewRoutes {
    /// The example the tab starts with, beside the catalog: `Widgets/SmartStack.json`.
    static let widgetsExample = "Widgets/SmartStack.json"

    static func addWidgetRoutes(_ router: Router<BasicRequestContext>, _ state: PreviewState) {
        router.get("/widgets.js") { _, _ in PageAssets.response(PageAssets.widgetsScript, type: "text/javascript; charset=utf-8") }
        router.get("/api/widgets/timeline") { _, _ in try example(state.snapshot.session.catalog.directory) }
        router.post("/api/widgets/timeline") { request, _ in
            let body = try await RequestJSON(request)
            return try preview(body.value, source: nil)
        }
    }

    /// `GET /api/widgets/timeline`: the catalog folder's example and its preview, or
    /// `{"source": null}` when it has none.
    static func example(_ directory: String) throws(APIError) -> Response {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(widgetsExample)
        guard InputFile.exists(url) else { return JSONResponse.make(#"{"source":null}"#) }
        let bytes: [UInt8]
        let root: JSONValue
        do {
            bytes = try InputFile.read(url, displayName: widgetsExample, maximumSize: RequestJSON.maximumBodySize)
            root = try JSONParser.parse(bytes)
        } catch {
            throw APIError(422, "\(error.inFile(widgetsExample))")
        }
        return try preview(root, source: String(decoding: bytes, as: UTF8.self))
    }

    /// `POST /api/widgets/timeline {"stack": …}`: `{"source", "text", "svg", "hoursShown"}`.
    static func preview(_ root: JSONValue, source: String?) throws(APIError) -> Response {
        let preview: SmartRotatePreview
        do {
            preview = try SmartRotatePreview(WidgetStack.read(root, file: source == nil ? "request" : widgetsExample))
        } catch {
            throw APIError(source == nil ? 400 : 422, "\(error)")
        }
        let shown = zip(preview.stack.widgets, preview.hoursShown).map { widget, hours in
            JSONValue.object([("kind", .string(widget.kind)), ("hours", .number(Double(hours)))])
        }
        let value = JSONValue.object([
            ("source", source.map(JSONValue.string) ?? .null), ("text", .string(preview.text)), ("svg", .string(preview.svg)), ("hoursShown", .array(shown)),
        ])
        return JSONResponse.make(JSONWriter.write(value, style: .compact))
    }
}
