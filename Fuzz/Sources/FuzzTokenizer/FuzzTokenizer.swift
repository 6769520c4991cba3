import CFuzzerDriver
import DenseEmbedding
import FuzzSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tokenizer.json reader on arbitrary bytes; a tokenizer it accepts then tokenizes a few
/// texts (accents, CJK, an over-long word, the unknown token).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
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

/// The executable's entry point (SwiftPM aliases `main` to it): libFuzzer's driver.
@_cdecl("FuzzTokenizer_main")
public func fuzzTokenizerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzTokenizer(data, size) }
}
