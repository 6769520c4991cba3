#ifndef SHORTCUTPREVIEW_ICU_BRIDGE_H
#define SHORTCUTPREVIEW_ICU_BRIDGE_H

// Our own thin C interface over the system ICU. It exposes only our types, so Swift
// never sees <unicode/...> (whose UErrorCode clashes with Foundation's bundled ICU).

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes returned by the bridge. Anything but SP_OK means the outputs are unset.
typedef enum SPStatus {
    SP_OK = 0,
    /// A caller buffer was too small; the `required` fields say how much is needed.
    SP_BUFFER_TOO_SMALL = 1,
    /// ICU failed (missing data, out of memory); see the ICU error name.
    SP_ICU_FAILURE = 2,
    /// The input is longer than the bridge accepts (INT32_MAX / 32 UTF-16 units).
    SP_INPUT_TOO_LONG = 3
} SPStatus;

/// What kind of word a segment is, from ICU's word break rule status.
typedef enum SPSegmentKind {
    SP_SEGMENT_LETTER = 1,
    SP_SEGMENT_NUMBER = 2,
    SP_SEGMENT_KANA = 3,
    SP_SEGMENT_IDEOGRAPHIC = 4
} SPSegmentKind;

/// One word: where it is in the original text, in the normalised text and in the loose text
/// (all UTF-16 offsets, end exclusive).
typedef struct SPSegment {
    int32_t originalStart;
    int32_t originalEnd;
    int32_t normalizedStart;
    int32_t normalizedEnd;
    int32_t looseStart;
    int32_t looseEnd;
    int32_t kind;
} SPSegment;

/// Caller-owned buffers for one analysis. On SP_BUFFER_TOO_SMALL the `*Required` fields hold
/// the sizes to retry with.
typedef struct SPAnalysisBuffers {
    uint16_t *normalized;
    int32_t normalizedCapacity;
    int32_t normalizedLength;
    int32_t normalizedRequired;
    uint16_t *loose;
    int32_t looseCapacity;
    int32_t looseLength;
    int32_t looseRequired;
    SPSegment *segments;
    int32_t segmentCapacity;
    int32_t segmentCount;
    int32_t segmentRequired;
    /// Scratch: one original offset pair per normalised UTF-16 unit (2 * normalizedCapacity).
    int32_t *offsetMap;
} SPAnalysisBuffers;

/// An opened word break iterator for one locale, cloned for every use.
typedef struct SPWordBreaker SPWordBreaker;

/// Opens the word break rules of `locale` (an ICU locale ID such as "ja" or "root").
/// Returns NULL and sets `*status` when ICU cannot.
SPWordBreaker *sp_word_breaker_open(const char *locale, SPStatus *status);

/// Closes a breaker from `sp_word_breaker_open`. NULL is ignored.
void sp_word_breaker_close(SPWordBreaker *breaker);

/// Normalises `text` (NFKC_Casefold, digits to ASCII), segments it into words, and folds each
/// word for loose matching (katakana to hiragana, Latin letters without diacritics).
/// Safe to call from many threads with the same breaker: each thread works on its own clone,
/// kept for the thread's life. Never close a breaker another thread may still be using.
SPStatus sp_analyze(const SPWordBreaker *breaker, const uint16_t *text, int32_t length,
                    SPAnalysisBuffers *buffers);

/// Canonicalises a BCP 47 tag to an ICU locale ID and its language subtag.
/// Returns 0 for a known language, 1 for a well-formed tag whose language ICU does not
/// know, and -1 for a tag that is not well-formed BCP 47.
int32_t sp_locale_resolve(const char *tag, char *localeID, int32_t localeIDCapacity,
                          char *language, int32_t languageCapacity);

/// The ICU version this bridge was built against, e.g. "72.1".
const char *sp_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
