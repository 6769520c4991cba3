/// The parameter values of one locale, and which shortcut takes which parameter.
public struct ParameterVocabulary: Sendable, Hashable {
    /// One value of an AppEnum or AppEntity, in one locale.
    public struct Value: Sendable, Hashable {
        /// Its identifier.
        public var id: String
        /// Its title in this locale.
        public var title: String
        /// Its synonyms in this locale.
        public var synonyms: [String]

        /// Creates a value.
        public init(id: String, title: String, synonyms: [String] = []) {
            self.id = id
            self.title = title
            self.synonyms = synonyms
        }
    }

    /// A parameter a shortcut takes.
    public struct Slot: Sendable, Hashable {
        /// Its name in phrase templates (`list`).
        public var name: String
        /// Its type's name (`TodoList`).
        public var type: String

        /// Creates a slot.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// Values by type name.
    public var values: [String: [Value]]
    /// Parameters by intent, in the shortcut's order.
    public var slots: [String: [Slot]]

    /// Creates a vocabulary.
    public init(values: [String: [Value]] = [:], slots: [String: [Slot]] = [:]) {
        self.values = values
        self.slots = slots
    }
}
