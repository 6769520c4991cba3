import AppIntents
import Intents
import SwiftUI
import WidgetKit

struct AccountWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Account", intent: SelectAccountIntent.self, provider: AccountProvider()) { entry in
            AccountView(entry: entry)
        }
    }
}

struct TeamConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Team"

    @Parameter(title: "Team")
    var team: Team?

    @Parameter(title: "Season")
    var season: Season?
}

struct TeamWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Team", intent: TeamConfiguration.self, provider: TeamProvider()) { entry in
            TeamView(entry: entry)
        }
    }
}

enum Donations {
    static func viewedAccount(_ account: Account) {
        let intent = SelectAccountIntent()
        intent.account = AccountReference(identifier: account.id, display: account.name)
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.donate(completion: nil)
    }

    static func viewedTeam(_ team: Team) {
        let intent = TeamConfiguration()
        intent.team = team
        intent.season = .current
        INInteraction(intent: intent, response: nil).donate(completion: nil)
    }

    static func viewedTeamOnly(_ team: Team) {
        let configuration: TeamConfiguration = TeamConfiguration()
        configuration.team = team
        INInteraction(intent: configuration, response: nil).donate(completion: nil)
    }
}
