import SwiftUI

@main
struct GreenApp: App {
    var body: some Scene {
        WindowGroup { Text("Green") }
    }
}
