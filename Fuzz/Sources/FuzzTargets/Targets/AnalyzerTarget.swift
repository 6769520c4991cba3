import TextAnalysis

/// The ICU analyser on arbitrary bytes in every locale. The first byte picks the locale (one
/// of `locales`, or, from 0xF0 up, a tag spelled by the bytes up to the first NUL) and whether
/// the text is a template; the rest is the text, decoded as UTF-8 with repairs.
private let locales = [
    "en", "ja", "zh-Hans", "zh-Hant", "vi", "ko", "th", "km", "lo", "my", "tr", "az", "de", "fr",
    "es", "pt-BR", "ru", "uk", "ar", "he", "fa", "hi", "bn", "ta", "el", "ka", "hy", "am", "sv",
    "nl", "pl", "cs", "fi", "hu", "id", "ms", "und", "root", "x-private", "", "ja_JP", "zh-Hans-CN",
    "en-US-u-co-phonebk", "tlh", "qaa", "123", "-", "zh-Latn",
]
private let analyzer = TextAnalyzer()
nonisolated(unsafe) private var features = FeatureBuffer()

func fuzzAnalyzer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = FuzzSupport.bytes(data, size)[...]
    guard let first = bytes.popFirst() else { return 0 }
    let tag: String
    if first >= 0xF0 {
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        tag = String(decoding: bytes[..<end], as: UTF8.self)
        bytes = bytes[end...].dropFirst()
    } else {
        tag = locales[Int(first & 0x7F) % locales.count]
    }
    let template = first & 0x80 != 0 && first < 0xF0
    let text = String(decoding: bytes, as: UTF8.self)
    let locale = AnalysisLocale(tag)
    if let analyzed = try? analyzer.analyze(text, locale: locale, template: template) {
        let units = text.utf16.count
        for token in analyzed.tokens {
            guard token.utf16Range.lowerBound >= 0, token.utf16Range.upperBound <= units else {
                FuzzSupport.fail("token \(token.text) at \(token.utf16Range) outside the text's \(units) UTF-16 units")
            }
        }
    }
    try? analyzer.extractFeatures(of: text, locale: locale, into: &features)
    return 0
}

extension FuzzTarget {
    static let analyzer = FuzzTarget(name: "analyzer", maximumLength: 16384, setUp: {}, run: fuzzAnalyzer)
}
