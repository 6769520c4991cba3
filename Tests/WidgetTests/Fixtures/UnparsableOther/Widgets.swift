import SwiftUI
import WidgetKit

struct TidesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tides", provider: TidesProvider()) { TidesView(entry: $0) }
            .supportedFamilies([.accessoryRectangular])
    }
}
