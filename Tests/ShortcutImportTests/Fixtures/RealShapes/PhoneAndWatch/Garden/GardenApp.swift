import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { Text("Beds") }
    }
}
