import Intents
import WidgetKit

/// What the app tells the system about its widgets: which configuration of Recent Purchases
/// the user just looked at (an interaction with the widget's own intent, card and category
/// set), and when Payment Due is worth suggesting (a relevant shortcut with its kind).
enum WidgetDonations {
    /// The user looked at purchases on `card` in `category`: a Recent Purchases widget
    /// configured the same way can rotate in.
    static func viewedPurchases(card: CardReference, category: PurchaseCategory) {
        let intent = ViewRecentPurchasesIntent()
        intent.card = card
        intent.category = category
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.donate { error in
            if let error { print("donation failed: \(error)") }
        }
    }

    /// A statement closed: suggest Payment Due around the due date and in the morning.
    static func statementClosed(dueDate: Date) {
        let activity = NSUserActivity(activityType: "com.example.cards.paymentDue")
        let shortcut = INShortcut(userActivity: activity)
        let suggestion = INRelevantShortcut(shortcut: shortcut)
        suggestion.widgetKind = CardsWidgetKind.paymentDue.rawValue
        suggestion.relevanceProviders = [
            INDateRelevanceProvider(start: dueDate.addingTimeInterval(-2 * 24 * 60 * 60), end: dueDate),
            INDailyRoutineRelevanceProvider(situation: .morning),
        ]
        INRelevantShortcutStore.default.setRelevantShortcuts([suggestion]) { _ in }
    }

    /// New purchases or a payment: both widgets show stale data until reloaded.
    static func accountChanged() {
        WidgetCenter.shared.reloadTimelines(ofKind: CardsWidgetKind.recentPurchases.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: CardsWidgetKind.paymentDue.rawValue)
    }
}
