// Loads the bundled Demo catalog through the public API, matches one English utterance and
// prints the intent. Exits 1 when it is not SummarizeList, 2 when something cannot be loaded.
import ShortcutCatalog
import ShortcutMatching
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
    var line = "error: \(message)\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(status)
}

let utterance = "summarize my grocery list in Demo"
let catalog: Catalog
do {
    catalog = try Catalog.load(directory: CatalogLocation.defaultDirectory())
} catch {
    fail("cannot load the bundled Demo catalog: \(error)", status: 2)
}
let matcher: Matcher
do {
    matcher = try Matcher(catalog: catalog, locale: "en")
} catch {
    fail("cannot build the matcher: \(error)", status: 2)
}
let result: MatchResult
do {
    result = try matcher.match(utterance)
} catch {
    fail("cannot analyse \"\(utterance)\": \(error)", status: 2)
}
guard let match = result.match else {
    fail("\"\(utterance)\" matched nothing (\(result.reason?.rawValue ?? "no reason")); expected SummarizeList", status: 1)
}
print(match.intent)
guard match.intent == "SummarizeList" else {
    fail("\"\(utterance)\" matched \(match.intent); expected SummarizeList", status: 1)
}
