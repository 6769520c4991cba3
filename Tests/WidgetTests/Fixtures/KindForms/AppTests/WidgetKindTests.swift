import Testing
import WidgetKit

@Test func reloadsAnUnknownKind() {
    WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.missing")
}
