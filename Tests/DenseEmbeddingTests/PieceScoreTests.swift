import ShortcutPreviewCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import DenseEmbedding
import TestSupport
import Testing

/// Piece scores are log-probabilities. A table whose scores are so large that a sentence's sum
/// would overflow is refused when read, with the file and the reason, rather than segmenting
/// on infinite scores (which left the walk back without a path and crashed).
@Suite("Piece scores")
struct PieceScoreTests {
    private func tokenizer(scores: [Float]) throws -> UnigramTokenizer {
        let pieces = Array("▁a▁b▁ab<unk>".utf8)
        return try pieces.withUnsafeBytes { bytes throws(ShortcutPreviewError) in
            try UnigramTokenizer(bytes: bytes, offsets: [0, 4, 8, 13, 18], scores: scores, unknownID: 3, file: "fixture.safetensors")
        }
    }

    @Test(arguments: [Float(-3e38), -4e37, 2e7])
    func aScoreFarOutsideLogProbabilitiesIsRefused(score: Float) {
        do {
            _ = try tokenizer(scores: [-1, score, -2, -9])
            Issue.record("a table with the score \(score) was accepted")
        } catch let error as ShortcutPreviewError {
            #expect(error.file == "fixture.safetensors")
            #expect(error.description.contains("piece score lies outside"), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func largeButPlausibleScoresStillSegment() throws {
        let tokenizer = try tokenizer(scores: [-1, -900_000, -2, -9])
        #expect(tokenizer.pieces("a b") == ["▁a", "▁b"])
        let long = String(repeating: "z", count: 5_000)
        #expect(tokenizer.tokenize(long).count == 5_001)
    }

    /// The table the unigram fuzz target found: its scores add up past the largest float.
    @Test func theFuzzedTableIsRefused() throws {
        let url = Repo.url("Tests/DenseEmbeddingTests/Fixtures/Unigram/overflowing-scores.safetensors")
        let tensors = try SafeTensorsFile(contentsOf: url)
        do {
            _ = try UnigramEmbedding(tensors: tensors)
            Issue.record("the fuzzed table was accepted")
        } catch {
            #expect(error.description.contains("piece score"), "\(error)")
        }
    }
}
