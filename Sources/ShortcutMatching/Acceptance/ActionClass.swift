import StrictJSON

/// A class of action the lexicon's entries belong to, the same in every language
/// (`Lexicon/classes.json`).
struct ActionClass: Sendable, Equatable {
    /// How a class takes part in the action check.
    enum Kind: String, Sendable {
        /// Saying it rules out a shortcut whose phrases do not.
        case action
        /// Agrees, never rules out: part of too many requests ("show", "play", "open").
        case weak
        /// What a request is about ("settings", "history"): agrees in full with a shortcut
        /// whose phrases name it; rules out only a request that does nothing but look at one
        /// none of the app's shortcuts names.
        case topic
        /// What only some kinds of app deal with ("weather", "forecast"): in an app none of
        /// whose shortcuts names it, saying it rules every shortcut out, as an action does. A
        /// request about the weather is for a weather app, whatever else it shares with this
        /// one's phrases; in a weather app it is only a word ("the weather's UV index").
        case subject
    }

    /// The class's name, as the language files use it.
    let name: String
    let kind: Kind
    /// The classes that undo or reverse this one, both ways.
    let opposites: Set<String>
    /// Whether it removes, stops, locks, sends or spends, which a user would not want done by
    /// mistake. Every action class rules out a shortcut whose phrases do not say it; this only
    /// names the ones with consequences.
    let consequential: Bool
    /// Classes near in meaning share a family ("stop", "cancel" and "turnOff" end something).
    let family: String?
    /// Other families the class is near, besides its own: cancelling ends what was arranged
    /// and removes it too ("get rid of the sleep timer", "stop the override").
    let alsoFamilies: Set<String>
    /// The class this one means when said for a short while (``ActionLexicon/briefly``):
    /// stopping for a bit is pausing.
    let briefly: String?
    /// For a ``Kind/subject``: classes of action whose shortcuts deal with it though their
    /// phrases may never name it. A player that plays and pauses is one a request for music
    /// may be meant for.
    let spokenWith: Set<String>

    /// Every class, by name.
    static let all: [String: ActionClass] = read(PackageResources.classes_json)

    /// Classes that count as agreement but never as a conflict.
    static let weakClasses = Set(all.values.filter { $0.kind == .weak }.map(\.name))

    /// The classes of a question about the app itself ("is it free?", "who made it?").
    static let questionsAboutTheApp: Set<String> = ["about"]

    /// The class of making a new thing, which "start" and "begin" share in every language.
    static let create = "create"

    /// Classes of what a request is about rather than what it asks to do.
    static let topicClasses = Set(all.values.filter { $0.kind == .topic }.map(\.name))

    /// Classes of what only some kinds of app deal with (``Kind/subject``).
    static let subjectClasses = Set(all.values.filter { $0.kind == .subject }.map(\.name))

    /// Classes that never rule a shortcut out on their own: ``weakClasses`` and ``topicClasses``.
    static let neverConflicting = weakClasses.union(topicClasses)

    /// What a class means when said for a short while, for the classes that have a ``briefly``.
    static let brieflyMeanings: [String: String] = all.values.reduce(into: [:]) { meanings, known in
        if let meaning = known.briefly { meanings[known.name] = meaning }
    }

    /// Whether a subject class's ``spokenWith`` lists class `name`.
    static func speaksOfSubject(_ name: String) -> Bool {
        subjectSpeakers.values.contains { $0.contains(name) }
    }

    /// Each subject class with the classes of action that speak of it (``spokenWith``).
    static let subjectSpeakers: [String: Set<String>] = all.values.reduce(into: [:]) { speakers, known in
        if known.kind == .subject, !known.spokenWith.isEmpty { speakers[known.name] = known.spokenWith }
    }

    /// Classes marked ``consequential``.
    static let consequentialClasses = Set(all.values.filter(\.consequential).map(\.name))

    /// Whether a class of `classes` and one of `others` share a family, and no two of them are
    /// opposites: saying one then is another way of asking the other.
    static func nearInMeaning(_ classes: Set<String>, _ others: Set<String>) -> Bool {
        let families = Set(classes.flatMap { all[$0]?.families ?? [] })
        guard !families.isEmpty, others.contains(where: { !(all[$0]?.families ?? []).isDisjoint(with: families) }) else { return false }
        return opposites(of: classes).isDisjoint(with: others)
    }

    /// ``family`` and ``alsoFamilies``.
    var families: Set<String> {
        guard let family else { return alsoFamilies }
        return alsoFamilies.union([family])
    }

    /// Whether every class of `classes` makes something (family `make`: create, add, save…).
    static func makes(_ classes: Set<String>) -> Bool {
        !classes.isEmpty && classes.allSatisfy { all[$0]?.family == "make" }
    }

    /// The opposites of any of `classes`.
    static func opposites(of classes: Set<String>) -> Set<String> {
        var opposed: Set<String> = []
        for name in classes { if let known = all[name] { opposed.formUnion(known.opposites) } }
        return opposed
    }

    /// The classes file's classes, with opposites made symmetric; empty when it does not read
    /// (see ``ActionLexicon/read(_:)``).
    static func read(_ bytes: [UInt8]) -> [String: ActionClass] {
        guard let file = try? JSONParser.parse(bytes), case .object(let members)? = file["classes"] else { return [:] }
        var opposites: [String: Set<String>] = [:]
        var kinds: [String: Kind] = [:]
        var consequential: Set<String> = []
        var families: [String: String] = [:]
        var alsoFamilies: [String: Set<String>] = [:]
        var briefly: [String: String] = [:]
        var spokenWith: [String: Set<String>] = [:]
        for (name, value) in members {
            guard case .string(let kind)? = value["kind"], let known = Kind(rawValue: kind) else { continue }
            kinds[name] = known
            if case .bool(true)? = value["consequential"] { consequential.insert(name) }
            if case .string(let family)? = value["family"] { families[name] = family }
            alsoFamilies[name] = Set(ActionLexicon.strings(value["alsoFamilies"]))
            if case .string(let meaning)? = value["briefly"] { briefly[name] = meaning }
            spokenWith[name] = Set(ActionLexicon.strings(value["spokenWith"]))
            for other in ActionLexicon.strings(value["opposites"]) {
                opposites[name, default: []].insert(other)
                opposites[other, default: []].insert(name)
            }
        }
        return Dictionary(uniqueKeysWithValues: kinds.map { name, kind in
            (name, ActionClass(name: name, kind: kind, opposites: opposites[name] ?? [], consequential: consequential.contains(name),
                                family: families[name], alsoFamilies: alsoFamilies[name] ?? [], briefly: briefly[name], spokenWith: spokenWith[name] ?? []))
        })
    }
}
