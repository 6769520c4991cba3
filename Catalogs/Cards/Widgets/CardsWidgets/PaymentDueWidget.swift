import SwiftUI
import WidgetKit

/// The balance and the day the payment is due; it matters more as the day comes closer.
struct PaymentDueWidget: Widget {
    let kind = CardsWidgetKind.paymentDue.rawValue

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PaymentDueProvider()) { entry in
            PaymentDueView(entry: entry)
        }
        .configurationDisplayName("Payment Due")
        .description("Your balance and when it is due.")
    }
}

struct PaymentEntry: TimelineEntry {
    let date: Date
    let balance: Double
    let dueDate: Date
    let relevance: TimelineEntryRelevance?
}

struct PaymentDueProvider: TimelineProvider {
    func placeholder(in context: Context) -> PaymentEntry {
        PaymentEntry(date: Date(), balance: 0, dueDate: Date(), relevance: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PaymentEntry) -> Void) {
        completion(placeholder(in: context))
    }

    /// Low relevance until the day before the due date, high on it, back to low once paid.
    func getTimeline(in context: Context, completion: @escaping (Timeline<PaymentEntry>) -> Void) {
        let account = PaymentStore.shared.account
        let dayBefore = account.dueDate.addingTimeInterval(-24 * 60 * 60)
        let entries = [
            PaymentEntry(date: Date(), balance: account.balance, dueDate: account.dueDate, relevance: TimelineEntryRelevance(score: 10)),
            PaymentEntry(date: dayBefore, balance: account.balance, dueDate: account.dueDate, relevance: TimelineEntryRelevance(score: 80, duration: 12 * 60 * 60)),
            PaymentEntry(date: account.dueDate, balance: account.balance, dueDate: account.dueDate, relevance: TimelineEntryRelevance(score: 100, duration: 0)),
        ]
        completion(Timeline(entries: entries, policy: .after(account.dueDate)))
    }
}

struct PaymentDueView: View {
    let entry: PaymentEntry

    var body: some View {
        VStack {
            Text(entry.balance, format: .currency(code: "USD"))
            Text(entry.dueDate, style: .relative)
        }
    }
}

@main
struct CardsWidgetBundle: WidgetBundle {
    var body: some Widget {
        RecentPurchasesWidget()
        PaymentDueWidget()
    }
}
