import Foundation
import ShortcutImport
import StrictJSON
import TestSupport
import Testing

/// `Fixtures/RealShapes`: small projects written here in the shapes that real public apps
/// brought out (Docs/importing.md): a name filled in at build time, two app targets
/// told apart only by their Sources build phases, and nested types that share a name.
@Suite struct RealAppShapeTests {
    static func imported(_ name: String) throws -> ImportedProject {
        try ProjectImporter(directory: Repo.fixture("RealShapes/\(name)")).run()
    }

    /// Like mozilla-vpn-client: Info.plist.in (CMake) and titles whose tables the build writes.
    @Test func buildTimeNameIsAWarningAtTheTemplateAndTitlesUseTheirDefault() throws {
        let project = try Self.imported("BuildTimeName")
        let expected = try JSONParser.parse(#"""
            {"sourceLanguage": "en", "application": {"name": "ios"},
             "shortcuts": [
               {"intent": "ConnectTunnelIntent", "shortTitle": "Connect Tunnel", "systemImageName": "lock.shield",
                "phrases": ["Connect ${applicationName}", "Start ${applicationName}"]},
               {"intent": "TunnelStatusIntent", "shortTitle": "tunnel.shortcuts.status", "systemImageName": "questionmark.circle",
                "phrases": ["Is ${applicationName} connected?"]}]}
            """#)
        #expect(project.manifest == expected)
        let name = try #require(project.findings.first { $0.message.contains("filled in at build time") })
        #expect(name.severity == .warning)
        #expect(name.file == "ios/app/Info.plist.in")
        #expect(name.line == 5)
        #expect(name.message.contains("${PRODUCT_NAME}"))
        let keyOnly = try #require(project.findings.first { $0.message.contains("tunnel.shortcuts.status") })
        #expect(keyOnly.severity == .warning)
        #expect(keyOnly.file == "platform/ios/TunnelShortcuts.swift")
        #expect(project.findings.contains { $0.severity == .note && $0.message.contains("its defaultValue \"Connect Tunnel\" is used") })
    }

    /// Like Shortcuts-PiP-iOS: sources only, the provider in an `Intents` folder. The SwiftUI
    /// entry point names the app better than the folder does, and the guess stays a warning.
    @Test func withNothingNamingTheAppTheEntryPointStandsIn() throws {
        let project = try Self.imported("EntryPoint")
        #expect(project.manifest["application"]?["name"] == .string("Quill"))
        let guess = try #require(project.findings.first { $0.message.contains("stands in for it") })
        #expect(guess.severity == .warning)
        #expect(guess.message.contains("entry point `QuillApp`"))
    }

    /// Like ListenScrobbler: a Mac and an iOS app target, the iOS one generating its Info.plist,
    /// and a widget whose Info.plist is the only one in the tree.
    @Test func targetComesFromTheSourcesBuildPhaseAndNeverBorrowsAWidgetPlist() throws {
        let project = try Self.imported("TwoApps")
        #expect(project.target == "PlayeriOS")
        #expect(project.applicationNameSource == "TwoApps.xcodeproj/project.pbxproj INFOPLIST_KEY_CFBundleDisplayName")
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": "Player Go"}"#)))
        // Like siriLearn: a second AppShortcut for one intent is reported, never written twice.
        #expect(project.summary.shortcuts == 1)
        #expect(project.summary.phrases == 1)
        let repeated = try #require(project.findings.first { $0.message.contains("a second AppShortcut for PlayNextIntent") })
        #expect(repeated.severity == .warning)
        #expect(repeated.file == "Sources/Mobile/PlayerShortcuts.swift")
        #expect(repeated.line == 8)
    }

    /// Like AppIntentDemo (a nested `PinnedStatus` in two intents) and kurozora-app (the app's
    /// name three times in INAlternativeAppNames, with different pronunciation hints).
    @Test func nestedTypesOfOneNameAreNotMergedAndRepeatedNamesAreKeptOnce() throws {
        let project = try Self.imported("SharedNames")
        let types = try JSONParser.parse(#"""
            {"State": {"kind": "enum", "values": [{"id": "on", "title": "On"}, {"id": "off", "title": "Off"}]}}
            """#)
        #expect(project.manifest["types"] == types)
        #expect(project.manifest["application"] == (try JSONParser.parse(#"{"name": "Lamp Lab", "synonyms": {"en": ["Lamps"]}}"#)))
        let clash = project.findings.filter { $0.severity == .warning && $0.message.contains("a different State") }
        #expect(clash.count == 1)
        #expect(clash.first?.file == "Lamps/Intents/DimLampIntent.swift")
        #expect(clash.first?.line == 6)
        #expect(project.findings.contains { $0.severity == .note && $0.message.contains("INAlternativeAppNames repeats") })
    }
}

/// Like parso-tonearm (an XcodeGen project whose committed project.pbxproj does not list the
/// provider's file): `--target` with an Xcode target's name picks the app.
@Suite struct XcodeTargetOptionTests {
    @Test func anXcodeTargetNamePicksTheAppWhenBuildPhasesDoNotTell() throws {
        let folder = Repo.fixture("RealShapes/TwoApps")
        let project = try ProjectImporter(directory: folder, target: "PlayerMac").run()
        #expect(project.provider == "PlayerShortcuts")
        #expect(project.target == "PlayerMac")
        #expect(project.applicationNameSource == "TwoApps.xcodeproj/project.pbxproj PRODUCT_NAME")
    }
}
