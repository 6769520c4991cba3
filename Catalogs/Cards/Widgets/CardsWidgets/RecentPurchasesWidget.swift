import Intents
import SwiftUI
import WidgetKit

/// Recent purchases on one card, optionally in one category: the widget is configured with
/// the ViewRecentPurchases intent (Intents.intentdefinition), whose card and category the
/// app donates when the user looks at purchases.
struct RecentPurchasesWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(
            kind: CardsWidgetKind.recentPurchases.rawValue,
            intent: ViewRecentPurchasesIntent.self,
            provider: RecentPurchasesProvider()
        ) { entry in
            RecentPurchasesView(entry: entry)
        }
        .configurationDisplayName("Recent Purchases")
        .description("The latest purchases on a card.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct PurchasesEntry: TimelineEntry {
    let date: Date
    let purchases: [Purchase]
    let relevance: TimelineEntryRelevance?
}

struct RecentPurchasesProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PurchasesEntry {
        PurchasesEntry(date: Date(), purchases: [], relevance: nil)
    }

    func getSnapshot(for configuration: ViewRecentPurchasesIntent, in context: Context, completion: @escaping (PurchasesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    /// A purchase is worth a look for a while after it happens; a large one more than a small
    /// one. Scores are compared only with this widget's own entries, so the scale is free:
    /// the amount in dollars, and 0 once nothing new happened.
    func getTimeline(for configuration: ViewRecentPurchasesIntent, in context: Context, completion: @escaping (Timeline<PurchasesEntry>) -> Void) {
        let purchases = PurchaseStore.shared.recent(card: configuration.card?.identifier, category: configuration.category)
        var entries: [PurchasesEntry] = []
        for purchase in purchases {
            let relevance = TimelineEntryRelevance(score: Float(purchase.amount), duration: 2 * 60 * 60)
            entries.append(PurchasesEntry(date: purchase.date, purchases: purchases, relevance: relevance))
        }
        entries.append(PurchasesEntry(date: Date(), purchases: purchases, relevance: TimelineEntryRelevance(score: 0)))
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct RecentPurchasesView: View {
    let entry: PurchasesEntry

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(entry.purchases.prefix(3)) { purchase in
                Text(purchase.merchant).font(.caption)
            }
        }
    }
}
