import SwiftUI

@main
struct BlueApp: App {
    var body: some Scene {
        WindowGroup { Text("Blue") }
    }
}
