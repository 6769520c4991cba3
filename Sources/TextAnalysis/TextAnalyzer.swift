public import ShortcutPreviewCore
internal import ICUBridge

/// Turns a phrase or an utterance into normalised tokens and similarity features.
///
/// The pipeline, per locale: NFKC_Casefold normalisation of the whole text (full-width forms,
/// half-width kana, case and compatibility characters in one pass), ICU word segmentation
/// (dictionary-based for Japanese, Chinese, Thai, Khmer, Lao and Burmese), then loose folding
/// kept apart from the exact form. Spaces, punctuation and emoji are dropped: Siri hears
/// words, and speech recognition never produces a symbol.
///
/// One analyser, or many copies of it, can be used from any number of tasks at once; the
/// ICU iterators behind it are opened once per language and cloned for every call.
///
/// Performance: a 40-character utterance takes a few microseconds after the first call for
/// its language; ``extractFeatures(of:locale:into:)`` allocates nothing once its buffer has
/// grown to size.
public struct TextAnalyzer: Sendable {
    /// Creates an analyser. All analysers share the same opened ICU data.
    public init() {}

    /// The version of the ICU library in use, e.g. `72.1`.
    public static var icuVersion: String { String(cString: sp_icu_version()) }

    /// Analyses `text` under the rules of `locale` (a BCP 47 tag; unknown tags use root rules).
    ///
    /// With `template: true`, `${name}` placeholders become single ``Token/Kind/placeholder``
    /// tokens, and a malformed placeholder is an error.
    public func analyze(_ text: String, locale: String, template: Bool = false) throws(ShortcutPreviewError) -> AnalyzedText {
        try analyze(text, locale: AnalysisLocale(locale), template: template)
    }

    /// Analyses `text` under the rules of an already resolved locale.
    public func analyze(_ text: String, locale: AnalysisLocale, template: Bool = false) throws(ShortcutPreviewError) -> AnalyzedText {
        let breaker = try WordBreakers.shared.breaker(for: locale)
        var tokens: [Token] = []
        if template {
            for piece in try PlaceholderScanner.pieces(of: text) {
                switch piece {
                case let .literal(range):
                    try appendTokens(of: text, utf16Range: range, locale: locale, breaker: breaker, to: &tokens)
                case let .placeholder(name, range):
                    let spelled = "${\(name)}"
                    tokens.append(Token(text: spelled, loose: spelled, utf16Range: range, kind: .placeholder))
                }
            }
        } else {
            try appendTokens(of: text, utf16Range: 0..<text.utf16.count, locale: locale, breaker: breaker, to: &tokens)
        }
        return AnalyzedText(text: text, locale: locale, tokens: tokens)
    }

    /// Extracts the similarity features of `text` into `buffer`, replacing its contents.
    ///
    /// This is the matching hot path: no strings are built, and once `buffer` has grown to
    /// the size of the longest utterance, nothing is allocated.
    public func extractFeatures(of text: String, locale: AnalysisLocale, into buffer: inout FeatureBuffer) throws(ShortcutPreviewError) {
        buffer.removeAll()
        let breaker = try WordBreakers.shared.breaker(for: locale)
        try Self.withUTF16(of: text, utf16Range: 0..<text.utf16.count, turkic: locale.isTurkic) { (units) throws(ShortcutPreviewError) in
            try SegmentedText.withSegments(of: units, breaker: breaker) { view in
                FeatureExtraction.extract(view, vietnamese: locale.isVietnamese, into: &buffer)
            }
        }
    }

    /// ``extractFeatures(of:locale:into:)`` and ``analyze(_:locale:template:)-(_,AnalysisLocale,_)``'s tokens from
    /// one pass of normalisation and word breaking, for a caller that needs both (the
    /// acceptance checks of a catalog's matcher). `tokens` is replaced, its capacity kept.
    public func extractFeatures(
        of text: String, locale: AnalysisLocale, into buffer: inout FeatureBuffer, tokens: inout [Token]
    ) throws(ShortcutPreviewError) {
        buffer.removeAll()
        tokens.removeAll(keepingCapacity: true)
        let breaker = try WordBreakers.shared.breaker(for: locale)
        try Self.withUTF16(of: text, utf16Range: 0..<text.utf16.count, turkic: locale.isTurkic) { (units) throws(ShortcutPreviewError) in
            try SegmentedText.withSegments(of: units, breaker: breaker) { view in
                FeatureExtraction.extract(view, vietnamese: locale.isVietnamese, into: &buffer)
                Self.appendTokens(of: view, base: 0, to: &tokens)
            }
        }
    }

    private func appendTokens(
        of text: String, utf16Range: Range<Int>, locale: AnalysisLocale, breaker: WordBreaker,
        to tokens: inout [Token]
    ) throws(ShortcutPreviewError) {
        let base = utf16Range.lowerBound
        try Self.withUTF16(of: text, utf16Range: utf16Range, turkic: locale.isTurkic) { (units) throws(ShortcutPreviewError) in
            try SegmentedText.withSegments(of: units, breaker: breaker) { view in
                Self.appendTokens(of: view, base: base, to: &tokens)
            }
        }
    }

    private static func appendTokens(of view: SegmentedText, base: Int, to tokens: inout [Token]) {
        tokens.reserveCapacity(tokens.count + view.segments.count)
        for segment in view.segments {
            // Rebased slices are contiguous buffers: String's fast transcoding path.
            let exact = String(decoding: UnsafeBufferPointer(rebasing: view.normalized[Int(segment.normalizedStart)..<Int(segment.normalizedEnd)]), as: UTF16.self)
            let loose = String(decoding: UnsafeBufferPointer(rebasing: view.loose[Int(segment.looseStart)..<Int(segment.looseEnd)]), as: UTF16.self)
            let range = (base + Int(segment.originalStart))..<(base + Int(segment.originalEnd))
            tokens.append(Token(text: exact, loose: loose, utf16Range: range, kind: segment.tokenKind))
        }
    }

    /// Copies a UTF-16 slice of `text` into a temporary buffer (the stack, for short text).
    /// Turkish and Azerbaijani map I to ı and İ to i first, which case folding cannot know.
    private static func withUTF16<R>(
        of text: String, utf16Range: Range<Int>, turkic: Bool,
        _ body: (UnsafeBufferPointer<UInt16>) throws(ShortcutPreviewError) -> R
    ) throws(ShortcutPreviewError) -> R {
        let count = utf16Range.count
        let result: Result<R, ShortcutPreviewError> = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(count, 1)) { buffer in
            var written = 0
            if utf16Range.lowerBound == 0 {
                // The hot path (the whole utterance): decoded straight from the UTF-8 storage,
                // which costs a fraction of walking String's UTF-16 view index by index.
                written = transcodeUTF16Prefix(of: text, into: buffer, count: count)
            } else {
                let utf16 = text.utf16
                let start = utf16.index(utf16.startIndex, offsetBy: utf16Range.lowerBound)
                let end = utf16.index(start, offsetBy: count)
                for unit in utf16[start..<end] {
                    buffer[written] = unit
                    written += 1
                }
            }
            if turkic {
                for index in 0..<written {
                    if buffer[index] == 0x49 { buffer[index] = 0x131 } else if buffer[index] == 0x130 { buffer[index] = 0x69 }
                }
            }
            do throws(ShortcutPreviewError) {
                return .success(try body(UnsafeBufferPointer(start: buffer.baseAddress, count: written)))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Writes the first `count` UTF-16 units of `text` into `buffer`; returns how many it wrote.
    private static func transcodeUTF16Prefix(of text: String, into buffer: UnsafeMutableBufferPointer<UInt16>, count: Int) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var written = 0
            var index = 0
            while index < bytes.count && written < count {
                let lead = UInt32(bytes[index])
                var scalar: UInt32
                if lead < 0x80 {
                    buffer[written] = UInt16(lead)
                    written += 1
                    index += 1
                    continue
                } else if lead < 0xE0 {
                    scalar = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    index += 2
                } else if lead < 0xF0 {
                    scalar = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    index += 3
                } else {
                    scalar = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                    index += 4
                }
                if scalar < 0x10000 {
                    buffer[written] = UInt16(scalar)
                    written += 1
                } else {
                    // A String's UTF-8 is valid, so a supplementary scalar is whole; the range
                    // ends on a scalar boundary, so both surrogates fit.
                    guard written + 2 <= count else { break }
                    let offset = scalar - 0x10000
                    buffer[written] = UInt16(0xD800 + (offset >> 10))
                    buffer[written + 1] = UInt16(0xDC00 + (offset & 0x3FF))
                    written += 2
                }
            }
            return written
        }
    }
}
