import SwiftSyntax

/// Decides `#if` conditions for the build whose shortcuts Siri on an iPhone knows: an iOS app
/// built for a device (not the simulator, not Mac Catalyst) by a current compiler.
///
/// A condition is decided when the platform fixes it (`os`, `targetEnvironment`, `arch`,
/// `swift`, `compiler`, `canImport` of a system framework), and a custom flag such as `DEBUG`
/// when the app target's Release configuration is known: it is set when its
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` names it. Anything else (a flag without an Xcode
/// target, a module the importer cannot know) stays undecided, and the caller reports it
/// instead of guessing. Logic is three-valued: `false && DEBUG` is false, `true && DEBUG`
/// undecided.
enum BuildCondition {
    /// Which clause of an `#if` the iPhone build compiles.
    enum Choice {
        /// This clause, or none when no clause applies and there is no `#else`.
        case clause(IfConfigClauseSyntax?)
        /// The first condition that could not be decided.
        case undecided(ExprSyntax)
    }

    /// The clause an iPhone build compiles; clauses are tried in order, as the compiler does.
    /// `flags` are the custom conditions set, or nil when they are not known.
    static func choose(_ decl: IfConfigDeclSyntax, flags: Set<String>?) -> Choice {
        for clause in decl.clauses {
            guard let condition = clause.condition else { return .clause(clause) }
            switch evaluate(condition, flags: flags) {
            case true?: return .clause(clause)
            case false?: continue
            case nil: return .undecided(condition)
            }
        }
        return .clause(nil)
    }

    /// The condition's value for an iPhone build; nil when a build setting the importer does not
    /// know decides it.
    static func evaluate(_ expr: ExprSyntax, flags: Set<String>?) -> Bool? {
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, flags: flags)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, flags: flags).map(!)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine([evaluate(infix.leftOperand, flags: flags), evaluate(infix.rightOperand, flags: flags)], name)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements), flags: flags)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription {
            return platform(name, argument)
        }
        if let flag = expr.as(DeclReferenceExprSyntax.self) {
            return flags.map { $0.contains(flag.baseName.text) }
        }
        return nil
    }

    /// An unfolded `a && b || !c`: `&&` binds tighter than `||`, as in Swift.
    private static func evaluate(sequence elements: [ExprSyntax], flags: Set<String>?) -> Bool? {
        var alternatives: [Bool?] = []
        var conjunction: [Bool?] = []
        for (position, element) in elements.enumerated() {
            if position.isMultiple(of: 2) {
                conjunction.append(evaluate(element, flags: flags))
                continue
            }
            switch element.as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "&&": continue
            case "||":
                alternatives.append(combine(conjunction, "&&"))
                conjunction = []
            default: return nil
            }
        }
        alternatives.append(combine(conjunction, "&&"))
        return combine(alternatives, "||")
    }

    /// Kleene logic: one false decides `&&`, one true decides `||`.
    private static func combine(_ values: [Bool?], _ operation: String) -> Bool? {
        switch operation {
        case "&&": values.contains(false) ? false : values.contains(nil) ? nil : true
        case "||": values.contains(true) ? true : values.contains(nil) ? nil : false
        default: nil
        }
    }

    private static func platform(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "os": argument == "iOS"
        case "targetEnvironment": false
        case "arch": argument == "arm64"
        case "_endian": argument == "little"
        case "swift", "compiler": argument.hasPrefix(">=") ? true : argument.hasPrefix("<") ? false : nil
        case "canImport": iPhoneFrameworks.contains(argument) ? true : otherPlatformFrameworks.contains(argument) ? false : nil
        default: nil
        }
    }

    /// System frameworks an iOS app can import.
    private static let iPhoneFrameworks: Set<String> = [
        "ActivityKit", "AppIntents", "AuthenticationServices", "AVFoundation", "AVKit", "BackgroundTasks", "Charts",
        "CloudKit", "Combine", "Contacts", "CoreData", "CoreHaptics", "CoreLocation", "CoreML", "CoreMotion",
        "CoreSpotlight", "CryptoKit", "Darwin", "EventKit", "Foundation", "FoundationModels", "HealthKit", "Intents",
        "IntentsUI", "MapKit", "MediaPlayer", "MusicKit", "NaturalLanguage", "Network", "Observation", "OSLog", "os",
        "PhotosUI", "Photos", "SafariServices", "Speech", "StoreKit", "SwiftData", "SwiftUI", "TipKit", "UIKit",
        "UserNotifications", "Vision", "WeatherKit", "WebKit", "WidgetKit",
    ]

    /// System frameworks of other platforms only.
    private static let otherPlatformFrameworks: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"]
}
