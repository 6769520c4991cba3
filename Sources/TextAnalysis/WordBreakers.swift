import ShortcutPreviewCore
internal import ICUBridge
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One opened ICU word-break iterator, used only as a prototype to clone from.
final class WordBreaker: @unchecked Sendable {
    // Safe to share: the prototype is never iterated; sp_analyze clones it per call.
    let pointer: OpaquePointer

    init(pointer: OpaquePointer) { self.pointer = pointer }

    deinit { sp_word_breaker_close(pointer) }
}

/// The word breakers opened so far, one per language, shared by every analyser.
///
/// `ubrk_open` costs microseconds; cloning an open iterator costs a fraction of that, so each
/// language is opened once for the life of the process.
final class WordBreakers: Sendable {
    static let shared = WordBreakers()

    private let breakers = PThreadLocked<[String: WordBreaker]>([:])

    func breaker(for locale: AnalysisLocale) throws(ShortcutPreviewError) -> WordBreaker {
        let key = locale.language
        if let cached = breakers.withLock({ $0[key] }) { return cached }
        var status = SP_OK
        guard let pointer = sp_word_breaker_open(locale.icuIdentifier, &status) else {
            throw .icuFailure("cannot open word break rules for \(locale.icuIdentifier)")
        }
        let opened = WordBreaker(pointer: pointer)
        return breakers.withLock { table in
            if let raced = table[key] { return raced }
            table[key] = opened
            return opened
        }
    }
}

/// A value behind a pthread mutex. (`Synchronization.Mutex` on Linux locks with futexes that
/// ThreadSanitizer cannot see, so it reports every first-use race here as a data race.)
final class PThreadLocked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
