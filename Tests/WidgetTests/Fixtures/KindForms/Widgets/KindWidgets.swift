import SwiftUI
import WidgetKit

struct LiteralWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.kinds.literal", provider: Provider()) { entry in
            EntryView(entry: entry)
        }
        .configurationDisplayName("Literal")
    }
}

struct LetWidget: Widget {
    let kind: String = "com.example.kinds.let"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            EntryView(entry: entry)
        }
    }
}

struct StaticLetWidget: Widget {
    static let kind = "com.example.kinds.static"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: Self.kind, intent: SelectAccountIntent.self, provider: IntentProvider()) { entry in
            EntryView(entry: entry)
        }
    }
}

struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: WidgetKinds.balance.rawValue, provider: Provider()) { entry in
            EntryView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
        .contentMarginsDisabled()
    }
}

struct RewardsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: WidgetKinds.rewards.rawValue, provider: Provider()) { entry in
            EntryView(entry: entry)
        }
    }
}

struct OffersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Constants.offersKind, provider: Provider()) { EntryView(entry: $0) }
    }
}

struct StatementWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Constants.Kinds.statement, provider: Provider()) { entry in
            EntryView(entry: entry)
        }
    }
}

struct BudgetWidget: Widget {
    static var kind: String { budgetKindPrefix + ".budget" }

    var body: some WidgetConfiguration {
        #if os(watchOS)
        StaticConfiguration(kind: Self.kind, provider: Provider()) { entry in
            EntryView(entry: entry)
        }
        #else
        StaticConfiguration(kind: Self.kind, provider: Provider()) { entry in
            EntryView(entry: entry)
                .padding()
        }
        #endif
    }
}

// A widget taken out of the app: never counts.
// struct OldWidget: Widget {
//     var body: some WidgetConfiguration {
//         StaticConfiguration(kind: "com.example.kinds.literal", provider: Provider()) { _ in EmptyView() }
//     }
// }

/*
 StaticConfiguration(kind: "com.example.kinds.let", provider: Provider()) { _ in EmptyView() }
 */

#Preview(as: .systemSmall) {
    LiteralWidget()
} timeline: {
    let _ = WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.litteral")
    SimpleEntry(date: .now, relevance: TimelineEntryRelevance(score: -5))
}

struct LiteralWidget_Previews: PreviewProvider {
    static var previews: some View {
        let _ = WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.previews")
        EntryView(entry: SimpleEntry(date: .now, relevance: nil))
    }
}

struct DescribedWidget: Widget {
    let kind = String(describing: Self.self)

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { EntryView(entry: $0) }
            .configurationDisplayName("Described")
    }
}
