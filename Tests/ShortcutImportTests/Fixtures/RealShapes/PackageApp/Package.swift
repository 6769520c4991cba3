// swift-tools-version: 5.9
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "PocketNotes",
    platforms: [.iOS("17.0")],
    products: [
        .iOSApplication(
            name: "Pocket Notes",
            targets: ["AppModule"],
            bundleIdentifier: "example.pocketnotes",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait]
        )
    ],
    targets: [
        .executableTarget(name: "AppModule", path: ".")
    ]
)
