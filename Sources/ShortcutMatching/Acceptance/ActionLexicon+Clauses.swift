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

extension ActionLexicon {
    /// Words that start a clause of context after the request, by language subtag: "put on
    /// Dune in Theater while I cook", "add milk in Demo before I forget". Unlike
    /// ``requestPrecedes`` they also begin ordinary requests' words ("after"), so they only
    /// cut a request for a second reading, never for the first.
    static let contextFollows: [String: [String]] = [
        "en": ["while", "before", "after", "as soon as", "until", "so that", "or else"],
        "ja": [],
        "zh": [],
        "vi": ["trước khi", "kẻo", "trong lúc", "trong khi"],
    ]
}

extension ActionLexicon {
    /// Words that start a clause describing the speaker's situation rather than asking
    /// ("I'm cooking", "mình đang lau sàn", "我在开车"), by language subtag: an action word in
    /// such a clause of context describes, and does not ask for, another action.
    static let contextSubjects: [String: [String]] = [
        "en": ["i", "i'm", "i’m", "im", "i've", "i’ve", "i'll", "i’ll", "i just", "we", "we're", "we’re", "it's", "it’s"],
        "ja": ["今", "いま", "さっき", "もう"],
        "zh": ["我", "我们", "刚", "刚才", "正在"],
        "vi": ["mình", "tôi", "em", "đang", "sắp", "vừa"],
    ]
}
