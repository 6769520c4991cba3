import SwiftUI

@main
struct GardenWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Today") }
    }
}
