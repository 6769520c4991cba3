import WidgetKit

enum WidgetKinds: String {
    case balance = "com.example.kinds.balance"
    case rewards
}

struct Constants {
    static let offersKind = "com.example.kinds.offers"

    enum Kinds {
        static let statement = "com.example.kinds.statement"
    }
}

let budgetKindPrefix = "com.example.kinds"
