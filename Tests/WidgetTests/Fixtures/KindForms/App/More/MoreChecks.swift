import XCTest
import WidgetKit

final class RefreshTests: XCTestCase {
    func testReload() {
        WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.nope")
        _ = TimelineEntryRelevance(score: -1, duration: -10)
    }
}

@Suite struct MoreSuite {
    func reload() {
        WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.neither")
    }
}
