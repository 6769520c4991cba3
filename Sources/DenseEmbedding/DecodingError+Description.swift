#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Foundation's decoder is used for the safetensors header; its errors become one short phrase.
enum DecodingDescription {
    /// A decoding error as one short phrase: where in the JSON and what went wrong.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DecodingError {
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
            @unknown default:
                return "\(error)"
            }
        }
        return "\(error)"
    }
}
