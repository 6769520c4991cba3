// With ICUBridgeLocales.c, the only files that include ICU. Everything here is plain C over
// caller-owned buffers, so the Swift side decides where memory comes from (stack for short
// utterances).

#include "ICUBridge.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

struct SPWordBreaker {
    UBreakIterator *prototype;
};

SPWordBreaker *sp_word_breaker_open(const char *locale, SPStatus *status) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, &error);
    if (U_FAILURE(error) || iterator == NULL) {
        *status = SP_ICU_FAILURE;
        return NULL;
    }
    SPWordBreaker *breaker = malloc(sizeof(SPWordBreaker));
    if (breaker == NULL) {
        ubrk_close(iterator);
        *status = SP_ICU_FAILURE;
        return NULL;
    }
    breaker->prototype = iterator;
    *status = SP_OK;
    return breaker;
}

void sp_word_breaker_close(SPWordBreaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->prototype);
    free(breaker);
}

const char *sp_icu_version(void) {
    return U_ICU_VERSION;
}

// MARK: - Per-thread clones

// Cloning an iterator allocates, so each thread keeps its clones of the last few breakers and
// only resets their text. Breakers live as long as the process (the Swift side never closes
// one it has handed out), so a cached owner pointer always names a live breaker.
enum { SP_CLONE_SLOTS = 8 };

typedef struct SPCloneCache {
    const SPWordBreaker *owners[SP_CLONE_SLOTS];
    UBreakIterator *clones[SP_CLONE_SLOTS];
    int32_t next;
} SPCloneCache;

static pthread_key_t clone_cache_key;
static pthread_once_t clone_cache_once = PTHREAD_ONCE_INIT;

static void clone_cache_destroy(void *pointer) {
    SPCloneCache *cache = pointer;
    for (int32_t i = 0; i < SP_CLONE_SLOTS; i++) {
        if (cache->clones[i] != NULL) ubrk_close(cache->clones[i]);
    }
    free(cache);
}

static void clone_cache_make_key(void) {
    (void)pthread_key_create(&clone_cache_key, clone_cache_destroy);
}

// Returns this thread's clone of `breaker`, or a fresh clone the caller must close when
// `owned` comes back true (no cache could be made).
static UBreakIterator *acquire_clone(const SPWordBreaker *breaker, bool *owned, UErrorCode *error) {
    *owned = false;
    (void)pthread_once(&clone_cache_once, clone_cache_make_key);
    SPCloneCache *cache = pthread_getspecific(clone_cache_key);
    if (cache == NULL) {
        cache = calloc(1, sizeof(SPCloneCache));
        if (cache == NULL || pthread_setspecific(clone_cache_key, cache) != 0) {
            free(cache);
            *owned = true;
            return ubrk_clone(breaker->prototype, error);
        }
    }
    for (int32_t i = 0; i < SP_CLONE_SLOTS; i++) {
        if (cache->owners[i] == breaker) return cache->clones[i];
    }
    UBreakIterator *clone = ubrk_clone(breaker->prototype, error);
    if (U_FAILURE(*error) || clone == NULL) return NULL;
    int32_t slot = cache->next;
    cache->next = (cache->next + 1) % SP_CLONE_SLOTS;
    if (cache->clones[slot] != NULL) ubrk_close(cache->clones[slot]);
    cache->owners[slot] = breaker;
    cache->clones[slot] = clone;
    return clone;
}

// MARK: - Normalisation with an offset map

static inline UChar32 code_point_at(const uint16_t *text, int32_t index, int32_t length,
                                    int32_t *next) {
    UChar32 c;
    int32_t i = index;
    U16_NEXT(text, i, length, c);
    *next = i;
    return c;
}

// Appends one normalised unit and the original range it came from; counts past capacity so
// the caller learns how much it needs.
static inline void emit(SPAnalysisBuffers *b, int32_t *out, uint16_t unit, int32_t start,
                        int32_t end) {
    if (*out < b->normalizedCapacity) {
        b->normalized[*out] = unit;
        b->offsetMap[2 * *out] = start;
        b->offsetMap[2 * *out + 1] = end;
    }
    (*out)++;
}

// NFKC_Casefold in chunks between normalisation boundaries, so every output unit knows the
// original range it came from. Runs that are already normalised are copied as they are.
static SPStatus normalize_with_map(const uint16_t *src, int32_t length, SPAnalysisBuffers *b) {
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = unorm2_getNFKCCasefoldInstance(&error);
    if (U_FAILURE(error)) return SP_ICU_FAILURE;

    int32_t out = 0;
    int32_t i = 0;
    uint16_t chunk[64];
    while (i < length) {
        int32_t yes = i + unorm2_spanQuickCheckYes(nfkc, src + i, length - i, &error);
        if (U_FAILURE(error)) return SP_ICU_FAILURE;
        int32_t boundary = yes;
        if (yes < length) {
            // The last characters of the span may still combine with what follows.
            while (boundary > i) {
                int32_t ignored;
                UChar32 c = code_point_at(src, boundary, length, &ignored);
                if (unorm2_hasBoundaryBefore(nfkc, c)) break;
                U16_BACK_1(src, i, boundary);
            }
        }
        for (int32_t k = i; k < boundary;) {
            int32_t next;
            (void)code_point_at(src, k, length, &next);
            for (int32_t u = k; u < next; u++) emit(b, &out, src[u], k, next);
            k = next;
        }
        if (boundary >= length) break;

        int32_t end;
        (void)code_point_at(src, boundary, length, &end);
        while (end < length) {
            int32_t next;
            UChar32 c = code_point_at(src, end, length, &next);
            if (unorm2_hasBoundaryBefore(nfkc, c)) break;
            end = next;
        }
        int32_t produced =
            unorm2_normalize(nfkc, src + boundary, end - boundary, chunk, 64, &error);
        if (error == U_BUFFER_OVERFLOW_ERROR) {
            // A long run of combining marks: normalise it through the heap.
            error = U_ZERO_ERROR;
            uint16_t *big = malloc(sizeof(uint16_t) * (size_t)(produced + 1));
            if (big == NULL) return SP_ICU_FAILURE;
            produced = unorm2_normalize(nfkc, src + boundary, end - boundary, big,
                                        produced + 1, &error);
            if (U_FAILURE(error)) {
                free(big);
                return SP_ICU_FAILURE;
            }
            for (int32_t u = 0; u < produced; u++) emit(b, &out, big[u], boundary, end);
            free(big);
        } else if (U_FAILURE(error)) {
            return SP_ICU_FAILURE;
        } else {
            for (int32_t u = 0; u < produced; u++) emit(b, &out, chunk[u], boundary, end);
        }
        i = end;
    }
    b->normalizedRequired = out;
    if (out > b->normalizedCapacity) return SP_BUFFER_TOO_SMALL;
    b->normalizedLength = out;

    // "30" and "٣٠" are the same number to a speaker; NFKC already folded full-width digits.
    // Typographic apostrophes are the same sign as the ASCII one ("it’s" is "it's").
    for (int32_t k = 0; k < out; k++) {
        uint16_t unit = b->normalized[k];
        if (unit == 0x2019 || unit == 0x02BC) {
            b->normalized[k] = 0x27;
        } else if (unit > 0x7F && !U16_IS_SURROGATE(unit) &&
            u_charType(unit) == U_DECIMAL_DIGIT_NUMBER) {
            b->normalized[k] = (uint16_t)('0' + u_charDigitValue(unit));
        }
    }
    return SP_OK;
}

// MARK: - Loose folding

// Latin letters that carry no canonical decomposition but that a speaker treats as plain
// letters; Vietnamese đ is the one that matters most.
static int32_t fold_special_latin(UChar32 c, uint16_t *out) {
    switch (c) {
    case 0x0111: out[0] = 'd'; return 1;   // đ
    case 0x00F0: out[0] = 'd'; return 1;   // ð
    case 0x00F8: out[0] = 'o'; return 1;   // ø
    case 0x0142: out[0] = 'l'; return 1;   // ł
    case 0x0131: out[0] = 'i'; return 1;   // dotless ı
    case 0x0127: out[0] = 'h'; return 1;   // ħ
    case 0x0167: out[0] = 't'; return 1;   // ŧ
    case 0x00E6: out[0] = 'a'; out[1] = 'e'; return 2;  // æ
    case 0x0153: out[0] = 'o'; out[1] = 'e'; return 2;  // œ
    case 0x00FE: out[0] = 't'; out[1] = 'h'; return 2;  // þ
    default: return 0;
    }
}

static inline bool is_latin_letter_range(UChar32 c) {
    return (c >= 0x00C0 && c <= 0x024F) || (c >= 0x1E00 && c <= 0x1EFF);
}

// Folds one code point; returns how many units it wrote (0 drops it).
static int32_t fold_code_point(const UNormalizer2 *nfd, UChar32 c, UChar32 previous,
                               uint16_t *out) {
    if ((c >= 0x30A1 && c <= 0x30F6) || c == 0x30FD || c == 0x30FE) {
        // Katakana to hiragana; the long-vowel mark ー stays as it is.
        out[0] = (uint16_t)(c - 0x60);
        return 1;
    }
    if (c >= 0x0300 && c <= 0x036F && previous >= 0 && previous < 0x80) return 0;
    if (is_latin_letter_range(c)) {
        int32_t special = fold_special_latin(c, out);
        if (special > 0) return special;
        UErrorCode error = U_ZERO_ERROR;
        UChar decomposition[8];
        int32_t n = unorm2_getDecomposition(nfd, c, decomposition, 8, &error);
        if (U_SUCCESS(error) && n > 0 && decomposition[0] < 0x80) {
            out[0] = decomposition[0];
            return 1;
        }
    }
    if (U_IS_BMP(c)) {
        out[0] = (uint16_t)c;
        return 1;
    }
    out[0] = U16_LEAD(c);
    out[1] = U16_TRAIL(c);
    return 2;
}

static int32_t fold_segment(const UNormalizer2 *nfd, const uint16_t *text, int32_t start,
                            int32_t end, SPAnalysisBuffers *b, int32_t out) {
    UChar32 previous = -1;
    for (int32_t i = start; i < end;) {
        int32_t next;
        UChar32 c = code_point_at(text, i, end, &next);
        uint16_t folded[2];
        int32_t n = fold_code_point(nfd, c, previous, folded);
        for (int32_t k = 0; k < n; k++) {
            if (out < b->looseCapacity) b->loose[out] = folded[k];
            out++;
        }
        if (n > 0) previous = folded[0];
        i = next;
    }
    return out;
}

// MARK: - Analysis

// Dictionary segmentation tags every Japanese word "ideographic", kana-only ones too, so the
// kind of a CJK word comes from its characters: any Han character makes it ideographic.
static int32_t cjk_kind(const uint16_t *text, int32_t start, int32_t end) {
    for (int32_t i = start; i < end;) {
        int32_t next;
        UChar32 c = code_point_at(text, i, end, &next);
        if (u_hasBinaryProperty(c, UCHAR_IDEOGRAPHIC)) return SP_SEGMENT_IDEOGRAPHIC;
        i = next;
    }
    return SP_SEGMENT_KANA;
}

static int32_t segment_kind(int32_t status, const uint16_t *text, int32_t start, int32_t end) {
    if (status >= UBRK_WORD_NUMBER && status < UBRK_WORD_NUMBER_LIMIT) return SP_SEGMENT_NUMBER;
    if (status >= UBRK_WORD_LETTER && status < UBRK_WORD_LETTER_LIMIT) return SP_SEGMENT_LETTER;
    if (status >= UBRK_WORD_KANA && status < UBRK_WORD_IDEO_LIMIT) return cjk_kind(text, start, end);
    return 0;  // spaces, punctuation, symbols and emoji
}

SPStatus sp_analyze(const SPWordBreaker *breaker, const uint16_t *text, int32_t length,
                    SPAnalysisBuffers *b) {
    b->normalizedLength = 0;
    b->looseLength = 0;
    b->segmentCount = 0;
    b->normalizedRequired = 0;
    b->looseRequired = 0;
    b->segmentRequired = 0;
    if (length < 0 || length > INT32_MAX / 32) return SP_INPUT_TOO_LONG;

    SPStatus status = normalize_with_map(text, length, b);
    if (status != SP_OK) return status;
    int32_t normalizedLength = b->normalizedLength;
    if (normalizedLength == 0) return SP_OK;

    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&error);
    if (U_FAILURE(error)) return SP_ICU_FAILURE;
    bool owned = false;
    UBreakIterator *iterator = acquire_clone(breaker, &owned, &error);
    if (U_FAILURE(error) || iterator == NULL) return SP_ICU_FAILURE;
    ubrk_setText(iterator, b->normalized, normalizedLength, &error);
    if (U_FAILURE(error)) {
        if (owned) ubrk_close(iterator);
        return SP_ICU_FAILURE;
    }

    int32_t count = 0;
    int32_t looseOut = 0;
    int32_t start = ubrk_first(iterator);
    for (int32_t end = ubrk_next(iterator); end != UBRK_DONE;
         start = end, end = ubrk_next(iterator)) {
        int32_t kind = segment_kind(ubrk_getRuleStatus(iterator), b->normalized, start, end);
        if (kind == 0) continue;
        int32_t looseStart = looseOut;
        looseOut = fold_segment(nfd, b->normalized, start, end, b, looseOut);
        if (count < b->segmentCapacity) {
            SPSegment *segment = &b->segments[count];
            segment->originalStart = b->offsetMap[2 * start];
            segment->originalEnd = b->offsetMap[2 * (end - 1) + 1];
            segment->normalizedStart = start;
            segment->normalizedEnd = end;
            segment->looseStart = looseStart;
            segment->looseEnd = looseOut;
            segment->kind = kind;
        }
        count++;
    }
    if (owned) ubrk_close(iterator);

    b->segmentRequired = count;
    b->looseRequired = looseOut;
    if (count > b->segmentCapacity || looseOut > b->looseCapacity) return SP_BUFFER_TOO_SMALL;
    b->segmentCount = count;
    b->looseLength = looseOut;
    return SP_OK;
}

