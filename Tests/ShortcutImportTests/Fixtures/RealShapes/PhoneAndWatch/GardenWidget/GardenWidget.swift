import SwiftUI
import WidgetKit

struct GardenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "beds", provider: BedsProvider()) { _ in Text("Beds") }
    }
}
