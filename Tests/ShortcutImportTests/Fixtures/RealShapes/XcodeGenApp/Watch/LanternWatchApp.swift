import SwiftUI

@main
struct LanternWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Glow") }
    }
}
