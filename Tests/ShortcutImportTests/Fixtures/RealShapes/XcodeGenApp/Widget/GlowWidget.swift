import SwiftUI
import WidgetKit

struct GlowWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "glow", provider: GlowProvider()) { _ in Text("Glow") }
    }
}
