extension ShortcutPreviewError {
    /// The kind of a ``ShortcutPreviewError``, for callers that react differently (exit codes,
    /// fallbacks, tests).
    ///
    /// A struct, not a public enum, so that a new code in a later version does not break a
    /// caller's exhaustive `switch`: compare with `==` or `switch` with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: String, Hashable, Sendable {
            case missingFile, unreadableFile, fileTooLarge, emptyFile, invalidEncoding, truncated
            case syntax, wrongType, missingValue, invalidValue, unsupported, unsupportedVersion
            case unterminatedPlaceholder, invalidPlaceholder, invalidLocale, alreadyExists
            case textTooLong, overLimit, icuFailure, notFound
            case unreadableFolder, unparsableSwift, noProvider, ambiguousTarget, unknownTarget
            case phraseWithoutApplicationName, invalidValuesFile
        }

        let storage: Storage

        init(_ storage: Storage) { self.storage = storage }

        /// The code's name, such as `syntax`.
        public var description: String { storage.rawValue }

        /// A required file or folder does not exist.
        public static let missingFile = Code(.missingFile)
        /// The file exists but could not be read or written.
        public static let unreadableFile = Code(.unreadableFile)
        /// The file is larger than its reader accepts (see ``InputFile``).
        public static let fileTooLarge = Code(.fileTooLarge)
        /// The file has no content.
        public static let emptyFile = Code(.emptyFile)
        /// The bytes are not valid UTF-8 (or UTF-16 with a byte order mark, for .strings).
        public static let invalidEncoding = Code(.invalidEncoding)
        /// A binary file is shorter than its own header says.
        public static let truncated = Code(.truncated)
        /// Not valid JSON, not a valid .strings file, or a malformed header.
        public static let syntax = Code(.syntax)
        /// A JSON value has the wrong type, e.g. a number where a list of phrases belongs.
        public static let wrongType = Code(.wrongType)
        /// A required value is absent.
        public static let missingValue = Code(.missingValue)
        /// A value has the right type but an unusable content: a wrong shape, dtype or size.
        public static let invalidValue = Code(.invalidValue)
        /// A file feature this reader does not implement, such as a tokenizer model type.
        public static let unsupported = Code(.unsupported)
        /// A String Catalog version this tool does not know.
        public static let unsupportedVersion = Code(.unsupportedVersion)
        /// `${` without its closing `}` in a phrase.
        public static let unterminatedPlaceholder = Code(.unterminatedPlaceholder)
        /// `${}`, or a placeholder name that is not an identifier.
        public static let invalidPlaceholder = Code(.invalidPlaceholder)
        /// A locale tag that is not well-formed BCP 47 or names no known language.
        public static let invalidLocale = Code(.invalidLocale)
        /// Refused to replace an existing file.
        public static let alreadyExists = Code(.alreadyExists)
        /// A text longer than the analyser accepts.
        public static let textTooLong = Code(.textTooLong)
        /// A documented limit is exceeded (values per type, phrases per locale, line length).
        public static let overLimit = Code(.overLimit)
        /// ICU failed: missing data or out of memory.
        public static let icuFailure = Code(.icuFailure)
        /// No model folder was found in any of the places searched.
        public static let notFound = Code(.notFound)
        /// A project folder that does not exist or cannot be listed.
        public static let unreadableFolder = Code(.unreadableFolder)
        /// A Swift file that does not parse.
        public static let unparsableSwift = Code(.unparsableSwift)
        /// No type conforms to `AppShortcutsProvider`.
        public static let noProvider = Code(.noProvider)
        /// Several providers or app targets, and no `--target` to pick one.
        public static let ambiguousTarget = Code(.ambiguousTarget)
        /// `--target` names nothing that exists.
        public static let unknownTarget = Code(.unknownTarget)
        /// A phrase in Swift source without `\(.applicationName)`.
        public static let phraseWithoutApplicationName = Code(.phraseWithoutApplicationName)
        /// A values file (`--values`) that is not what CONTRACTS.md describes.
        public static let invalidValuesFile = Code(.invalidValuesFile)
    }
}
