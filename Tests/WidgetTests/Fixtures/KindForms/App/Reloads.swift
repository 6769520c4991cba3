import os
import WidgetKit

private let logger = Logger(subsystem: "com.example", category: "widgets")

final class WidgetRefresher {
    let kind = "com.example.kinds.let"

    func refreshAll() {
        WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.literal")
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
        WidgetCenter.shared.reloadTimelines(ofKind: StaticLetWidget.kind)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetKinds.balance.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetKinds.rewards.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: Constants.offersKind)
        WidgetCenter.shared.reloadTimelines(ofKind: Constants.Kinds.statement)
        WidgetCenter.shared.reloadTimelines(ofKind: BudgetWidget.kind)
        WidgetCenter.shared.reloadTimelines(ofKind: String(describing: DescribedWidget.self))
        let local = "com.example.kinds.static"
        WidgetCenter.shared.reloadTimelines(ofKind: local)
        // WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.balanse")
        logger.info("reloadTimelines(ofKind: \"com.example.kinds.balanse\")")
        print("reloaded \(kind); next: \(WidgetCenter.shared.reloadTimelines(ofKind: "com.example.kinds.rewardz"))")
    }

    func entry() -> TimelineEntryRelevance {
        TimelineEntryRelevance(score: 0.5, duration: 60 * 60)
    }
}
