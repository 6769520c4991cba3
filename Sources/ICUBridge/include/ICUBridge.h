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
    SP_INPUT_TOO_LONG = 3,
    /// The input is not a well-formed BCP 47 tag.
    SP_INVALID_TAG = 4
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

/// Which form of a locale `sp_locale_likely` writes.
typedef enum SPLikelyForm {
    /// CLDR likely subtags added: `zh` -> `zh-Hans-CN`, `pt` -> `pt-Latn-BR`.
    SP_LIKELY_MAXIMIZED = 0,
    /// Likely subtags removed: `zh-Hans-CN` -> `zh`, `zh-Hant` -> `zh-TW`.
    SP_LIKELY_MINIMIZED = 1
} SPLikelyForm;

/// Writes the maximized or minimized form of the BCP 47 `tag` (ICU's uloc_addLikelySubtags /
/// uloc_minimizeSubtags over CLDR data) as a BCP 47 tag into `out`, NUL-terminated.
/// Extensions (`-u-...`) are dropped. Unknown languages come back as given.
SPStatus sp_locale_likely(const char *tag, SPLikelyForm form, char *out, int32_t capacity);

/// Writes the chain of locales whose data ICU uses for the BCP 47 `tag`, most specific first,
/// as BCP 47 tags separated by single spaces: the tag itself, then its alias target when ICU
/// aliases it (`zh-TW` -> `zh-Hant-TW`, `no-NO` -> `no`), then each CLDR parent (`%%Parent` in
/// ICU's locale bundles: `es-MX` -> `es-419`, `nb` -> `no`, `pt-AO` -> `pt-PT`), else the
/// truncated tag, stopping before root (`zh-Hant`'s parent is root, not `zh`). On
/// SP_BUFFER_TOO_SMALL, `*required` holds the size to retry with.
SPStatus sp_locale_parent_chain(const char *tag, char *out, int32_t capacity, int32_t *required);

/// How many locales ICU has data for (uloc_countAvailable).
int32_t sp_locale_available_count(void);

/// Writes the `index`th locale ICU has data for as a BCP 47 tag (`es-MX`, `zh-Hant-HK`).
SPStatus sp_locale_available(int32_t index, char *out, int32_t capacity);

/// Writes the NFKC form of the single code point `scalar` into `out` (at most `capacity`
/// code points; 32 is always enough) and returns how many, or -1 when ICU fails or `scalar`
/// is not a Unicode scalar value. One code point at a time, as SentencePiece's normaliser maps.
int32_t sp_nfkc_scalar(uint32_t scalar, uint32_t *out, int32_t capacity);

/// The ICU version this bridge was built against, e.g. "72.1".
const char *sp_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
