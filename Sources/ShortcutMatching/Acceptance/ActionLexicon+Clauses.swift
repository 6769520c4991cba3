// Where a request that explains itself says what it asks: "I've got a meeting in five minutes,
// so give me the gist of my lists" asks after "so"; "lock my card because I lost my wallet"
// asks before "because". The reason's words are not the action, and there are many of them.

extension ActionLexicon {
    /// Words after which the request itself follows its reason, by language subtag.
    static let requestFollows: [String: [String]] = [
        "en": ["so", "therefore", "that's why", "that’s why", "which is why"],
        "ja": ["から", "ので", "んで", "だから"],
        "zh": ["所以", "因此", "于是", "那就"],
        "vi": ["nên", "vì vậy", "vì thế", "thế nên", "cho nên", "do đó"],
    ]

    /// Words before which the request stands, its reason after them, by language subtag.
    static let requestPrecedes: [String: [String]] = [
        "en": ["because", "'cause", "’cause", "cause", "since"],
        "ja": [],
        "zh": ["因为", "因為", "由于"],
        "vi": ["vì", "bởi vì", "tại vì", "do"],
    ]
}
