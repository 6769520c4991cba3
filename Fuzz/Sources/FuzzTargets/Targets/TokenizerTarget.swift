import DenseEmbedding
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tokenizer.json reader on arbitrary bytes; a tokenizer it accepts then tokenizes a few
/// texts (accents, CJK, an over-long word, the unknown token).
func fuzzTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzSupport.bytes(data, size)
    guard let tokenizer = try? WordPieceTokenizer(json: Data(bytes), file: "tokenizer.json") else { return 0 }
    for text in ["Summarize my grocery list", "Ça coûte 3,50 € — naïve", "买购物清单 買い物リスト", String(repeating: "a", count: 300), "[UNK] ##s"] {
        for id in tokenizer.tokenize(text) {
            _ = tokenizer.token(of: id)
        }
        _ = tokenizer.tokens(text)
    }
    return 0
}

extension FuzzTarget {
    static let tokenizer = FuzzTarget(name: "tokenizer", maximumLength: 16384, setUp: {}, run: fuzzTokenizer)
}
