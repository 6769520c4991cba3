import ShortcutPreviewCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a safetensors file: mapped read-only from disk (`MAP_PRIVATE`), so that only
/// the pages a query touches become resident, or held in an array (bytes given in memory).
///
/// A mapped 8 MB English table costs the rows the catalog's phrases and the utterance use,
/// not 8 MB (twice, while it was copied out of the file), which is what kept a one-shot
/// English match above 30 MB of resident memory.
struct TensorBytes: Sendable {
    private let mapping: Mapping?
    private let array: [UInt8]

    /// Bytes held in memory.
    init(_ bytes: [UInt8]) {
        mapping = nil
        array = bytes
    }

    /// The file at `path` mapped read-only, or nil when it cannot be (then read it instead).
    init?(mapping path: String) {
        guard let mapping = Mapping(path: path) else { return nil }
        self.mapping = mapping
        array = []
    }

    /// The number of bytes.
    var count: Int { mapping?.count ?? array.count }

    /// Whether the bytes are mapped from a file rather than held in memory.
    var isMapped: Bool { mapping != nil }

    /// Indices count from 0.
    var startIndex: Int { 0 }

    subscript(index: Int) -> UInt8 {
        if let mapping { return mapping.base.load(fromByteOffset: index, as: UInt8.self) }
        return array[index]
    }

    /// Calls `body` with the bytes, valid for the life of the file (the call only, for arrays).
    func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        if let mapping { return try body(UnsafeRawBufferPointer(start: mapping.base, count: mapping.count)) }
        let result: Result<R, E> = array.withUnsafeBytes { bytes in
            do throws(E) { return .success(try body(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The first `count` bytes as an array (the header).
    func prefix(_ count: Int) -> [UInt8] {
        withUnsafeBytes { Array($0.prefix(count)) }
    }

    /// A read-only private mapping of a whole file, unmapped when the last copy goes.
    private final class Mapping: Sendable {
        // Never written through: the mapping is PROT_READ.
        nonisolated(unsafe) let base: UnsafeRawPointer
        let count: Int

        init?(path: String) {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
            let size = Int(status.st_size)
            guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
            // Rows are read a few at a time, scattered: no read-ahead around each fault.
            _ = madvise(address, size, Int32(MADV_RANDOM))
            base = UnsafeRawPointer(address)
            count = size
        }

        deinit {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        }
    }
}
