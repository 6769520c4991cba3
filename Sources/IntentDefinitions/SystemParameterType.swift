/// The system parameter types (`INIntentParameterType`) Xcode's intent editor offers, and
/// what each becomes in App Intents.
public enum SystemParameterType: String, Sendable, CaseIterable {
    /// Text, numbers and truth values.
    case string = "String", integer = "Integer", decimal = "Decimal", boolean = "Boolean"
    /// Dates, durations, links and files.
    case dateComponents = "DateComponents", duration = "Duration", timeInterval = "TimeInterval", url = "URL", file = "File"
    /// People and places.
    case person = "Person", placemark = "Placemark", location = "Location"
    /// Money.
    case currencyAmount = "CurrencyAmount", paymentMethod = "PaymentMethod"
    /// Measurements.
    case distance = "Distance", mass = "Mass", volume = "Volume", speed = "Speed"
    /// More measurements, and a custom type's parameter before its type is chosen.
    case temperature = "Temperature", energy = "Energy", object = "Object"

    /// The App Intents type a parameter of this type becomes, and a note when the mapping is
    /// not direct (nil when it is).
    public var appIntentsType: (type: String, note: String?) {
        switch self {
        case .string: ("String", nil)
        case .integer: ("Int", nil)
        case .decimal: ("Double", nil)
        case .boolean: ("Bool", nil)
        case .dateComponents: ("DateComponents", "App Intents parameters take Date or DateComponents; check which the code needs")
        case .duration, .timeInterval: ("Measurement<UnitDuration>", nil)
        case .url: ("URL", nil)
        case .file: ("IntentFile", nil)
        case .person: ("IntentPerson", nil)
        case .placemark, .location: ("CLPlacemark", nil)
        case .currencyAmount: ("IntentCurrencyAmount", nil)
        case .paymentMethod: ("(none)", "App Intents has no payment method type; use an AppEntity or AppEnum of your own")
        case .distance: ("Measurement<UnitLength>", nil)
        case .mass: ("Measurement<UnitMass>", nil)
        case .volume: ("Measurement<UnitVolume>", nil)
        case .speed: ("Measurement<UnitSpeed>", nil)
        case .temperature: ("Measurement<UnitTemperature>", nil)
        case .energy: ("Measurement<UnitEnergy>", nil)
        case .object: ("(none)", "an object parameter without a type; define an AppEntity for it")
        }
    }
}
