import ShortcutPreviewCore
import Dispatch
internal import TextAnalysis

/// Analyses many phrase texts at once, on as many threads as Dispatch gives a concurrent
/// loop. Analysis (ICU normalisation and word breaking) is most of an index build, each text
/// is independent, and the analyser keeps its ICU state per thread.
enum ParallelStore {
    /// Below this many texts, one thread is faster than waking others.
    static let minimumTexts = 384
    /// Texts per chunk of work; chunks are handed out to threads as they free up.
    static let chunkSize = 192

    /// The stored form of `texts[i]` with family `families[i]`, in order.
    static func store(_ texts: [String], families: [Int], locale: AnalysisLocale) throws(ShortcutPreviewError) -> [SparseIndex.StoredPhrase] {
        precondition(texts.count == families.count)
        guard texts.count >= minimumTexts else {
            var buffer = FeatureBuffer()
            var stored: [SparseIndex.StoredPhrase] = []
            stored.reserveCapacity(texts.count)
            for (text, family) in zip(texts, families) {
                stored.append(try SparseIndex.store(text, family: family, locale: locale, buffer: &buffer))
            }
            return stored
        }
        let chunks = (texts.count + chunkSize - 1) / chunkSize
        let results = Results(count: texts.count, chunks: chunks)
        // The first text on this thread opens the locale's word breaker once, before the
        // threads would race to open it.
        var first = FeatureBuffer()
        results.set(0, try SparseIndex.store(texts[0], family: families[0], locale: locale, buffer: &first))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var buffer = FeatureBuffer()
            let range = max(chunk * chunkSize, 1)..<min((chunk + 1) * chunkSize, texts.count)
            do throws(ShortcutPreviewError) {
                for index in range {
                    results.set(index, try SparseIndex.store(texts[index], family: families[index], locale: locale, buffer: &buffer))
                }
            } catch {
                results.fail(chunk, error)
            }
        }
        return try results.collect()
    }

    /// Memory each chunk writes only its own part of, through pointers taken once (no
    /// exclusive access to shared storage while threads run); read after the loop has joined.
    private final class Results: @unchecked Sendable {
        private let stored: UnsafeMutableBufferPointer<SparseIndex.StoredPhrase?>
        private let errors: UnsafeMutableBufferPointer<ShortcutPreviewError?>

        init(count: Int, chunks: Int) {
            stored = .allocate(capacity: count)
            stored.initialize(repeating: nil)
            errors = .allocate(capacity: chunks)
            errors.initialize(repeating: nil)
        }

        deinit {
            stored.deinitialize()
            stored.deallocate()
            errors.deinitialize()
            errors.deallocate()
        }

        func set(_ index: Int, _ phrase: SparseIndex.StoredPhrase) { stored[index] = phrase }

        func fail(_ chunk: Int, _ error: ShortcutPreviewError) { errors[chunk] = error }

        func collect() throws(ShortcutPreviewError) -> [SparseIndex.StoredPhrase] {
            if let error = errors.lazy.compactMap({ $0 }).first { throw error }
            return stored.compactMap { $0 }
        }
    }
}

/// One build step's result, written by the thread that ran the step and read after
/// `DispatchQueue.concurrentPerform` has joined.
final class BuildSlot<Value>: @unchecked Sendable {
    var value: Value?
}
