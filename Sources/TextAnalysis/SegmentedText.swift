import ShortcutPreviewCore
internal import ICUBridge

/// A view of the bridge's output for one text, valid only inside `withSegments`.
struct SegmentedText {
    let normalized: UnsafeBufferPointer<UInt16>
    let loose: UnsafeBufferPointer<UInt16>
    let segments: UnsafeBufferPointer<SPSegment>
}

extension SegmentedText {
    /// Runs the bridge over `utf16` and hands its output to `body`.
    ///
    /// Every buffer is a temporary allocation, on the stack for utterance-sized text, so the
    /// hot path allocates nothing here. Too-small buffers are retried once at the exact size.
    static func withSegments<R>(
        of utf16: UnsafeBufferPointer<UInt16>,
        breaker: WordBreaker,
        _ body: (SegmentedText) -> R
    ) throws(ShortcutPreviewError) -> R {
        guard utf16.count <= Int(Int32.max / 32) else { throw .textTooLong(utf16Length: utf16.count) }
        var normalizedCapacity = utf16.count * 2 + 16
        var looseCapacity = normalizedCapacity * 2
        var segmentCapacity = utf16.count + 8
        for _ in 0..<3 {
            let outcome = attempt(utf16, breaker, normalizedCapacity, looseCapacity, segmentCapacity, body)
            switch outcome {
            case let .done(result):
                return result
            case let .retry(normalized, loose, segments):
                normalizedCapacity = max(normalizedCapacity, normalized + 16)
                looseCapacity = max(looseCapacity, loose + 16)
                segmentCapacity = max(segmentCapacity, segments + 8)
            case let .failed(status):
                throw status == SP_INPUT_TOO_LONG
                    ? .textTooLong(utf16Length: utf16.count)
                    : .icuFailure("normalisation or word segmentation failed")
            }
        }
        throw .icuFailure("buffers kept growing during analysis")
    }

    private enum Attempt<R> {
        case done(R)
        case retry(normalized: Int, loose: Int, segments: Int)
        case failed(SPStatus)
    }

    private static func attempt<R>(
        _ utf16: UnsafeBufferPointer<UInt16>,
        _ breaker: WordBreaker,
        _ normalizedCapacity: Int,
        _ looseCapacity: Int,
        _ segmentCapacity: Int,
        _ body: (SegmentedText) -> R
    ) -> Attempt<R> {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: normalizedCapacity + looseCapacity) { units in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: normalizedCapacity * 2) { offsetMap in
                withUnsafeTemporaryAllocation(of: SPSegment.self, capacity: segmentCapacity) { segments in
                    let normalized = units.baseAddress!
                    let loose = normalized + normalizedCapacity
                    var buffers = SPAnalysisBuffers(
                        normalized: normalized, normalizedCapacity: Int32(normalizedCapacity),
                        normalizedLength: 0, normalizedRequired: 0,
                        loose: loose, looseCapacity: Int32(looseCapacity),
                        looseLength: 0, looseRequired: 0,
                        segments: segments.baseAddress!, segmentCapacity: Int32(segmentCapacity),
                        segmentCount: 0, segmentRequired: 0,
                        offsetMap: offsetMap.baseAddress!
                    )
                    let status = sp_analyze(breaker.pointer, utf16.baseAddress, Int32(utf16.count), &buffers)
                    switch status {
                    case SP_OK:
                        let view = SegmentedText(
                            normalized: UnsafeBufferPointer(start: normalized, count: Int(buffers.normalizedLength)),
                            loose: UnsafeBufferPointer(start: loose, count: Int(buffers.looseLength)),
                            segments: UnsafeBufferPointer(start: segments.baseAddress!, count: Int(buffers.segmentCount))
                        )
                        return .done(body(view))
                    case SP_BUFFER_TOO_SMALL:
                        return .retry(
                            normalized: Int(buffers.normalizedRequired),
                            loose: Int(buffers.looseRequired),
                            segments: Int(buffers.segmentRequired))
                    default:
                        return .failed(status)
                    }
                }
            }
        }
    }
}

extension SPSegment {
    var tokenKind: Token.Kind {
        switch kind {
        case Int32(SP_SEGMENT_NUMBER.rawValue): return .number
        case Int32(SP_SEGMENT_KANA.rawValue): return .kana
        case Int32(SP_SEGMENT_IDEOGRAPHIC.rawValue): return .ideographic
        default: return .letters
        }
    }
}
