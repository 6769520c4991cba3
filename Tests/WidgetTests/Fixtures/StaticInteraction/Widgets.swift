import Intents
import SwiftUI
import WidgetKit

struct TopStoriesWidget: Widget {
    static let kind = "TopStories"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: StoriesProvider()) { entry in
            StoriesView(entry: entry)
        }
    }
}

struct ReadStoryIntent {}

enum StoryDonations {
    static func read(_ story: Story) {
        let intent = ReadStoryIntent()
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.donate { _ in
            WidgetCenter.shared.reloadTimelines(ofKind: TopStoriesWidget.kind)
        }
    }

    static func shared(_ story: Story) {
        // Siri suggestions only: no widget named here.
        INInteraction(intent: ShareStoryIntent(), response: nil).donate(completion: nil)
        print("TopStories")
    }
}
