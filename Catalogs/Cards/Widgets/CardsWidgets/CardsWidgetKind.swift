import Foundation

/// The kinds of the Cards widgets: the app and the widget extension both name them from here,
/// so a donation or a reload can never name a widget that does not exist.
enum CardsWidgetKind: String {
    case recentPurchases = "RecentPurchases"
    case paymentDue = "PaymentDue"
}
