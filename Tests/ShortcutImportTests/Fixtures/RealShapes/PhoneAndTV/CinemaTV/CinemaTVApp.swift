import SwiftUI

@main
struct CinemaTVApp: App {
    var body: some Scene {
        WindowGroup { Text("Tonight") }
    }
}
