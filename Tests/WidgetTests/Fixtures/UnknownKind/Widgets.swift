import Intents
import SwiftUI
import WidgetKit

struct OrdersWidget: Widget {
    static let kind = "OrdersWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: OrdersProvider()) { entry in
            OrdersView(entry: entry)
        }
    }
}

struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DeliveryWidget", provider: DeliveryProvider()) { entry in
            DeliveryView(entry: entry)
        }
    }
}

enum Suggestions {
    static func suggestOrders() {
        let shortcut = INShortcut(userActivity: NSUserActivity(activityType: "com.example.orders"))
        let relevant = INRelevantShortcut(shortcut: shortcut)
        relevant.widgetKind = "OrderWidget"
        relevant.relevanceProviders = [INDailyRoutineRelevanceProvider(situation: .morning)]
        INRelevantShortcutStore.default.setRelevantShortcuts([relevant])
        WidgetCenter.shared.reloadTimelines(ofKind: "DeliveryWidgets")
    }
}

/// A type's own `widgetKind` is no donation.
struct WidgetSettings {
    var widgetKind: String

    init(widgetKind: String) {
        self.widgetKind = widgetKind
    }
}
