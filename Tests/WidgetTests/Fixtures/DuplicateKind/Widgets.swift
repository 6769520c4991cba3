import SwiftUI
import WidgetKit

struct SmallWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

struct LargeWeatherWidget: Widget {
    let kind = "Weather"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherView(entry: entry)
        }
        .supportedFamilies([.systemLarge])
    }
}

@main
struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        SmallWeatherWidget()
        LargeWeatherWidget()
    }
}
