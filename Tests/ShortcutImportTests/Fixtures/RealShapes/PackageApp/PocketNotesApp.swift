import SwiftUI

@main
struct PocketNotesApp: App {
    var body: some Scene {
        WindowGroup { Text("Notes") }
    }
}
