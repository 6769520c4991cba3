// Per-code-point NFKC for the multilingual tokenizer (SentencePiece's normaliser maps one code
// point at a time, so composition across code points must not happen here).
#include "ICUBridge.h"
#include <unicode/unorm2.h>
#include <unicode/utf16.h>

int32_t sp_nfkc_scalar(uint32_t scalar, uint32_t *out, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&error);
    if (U_FAILURE(error) || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) return -1;
    UChar source[2];
    int32_t sourceLength = 0;
    U16_APPEND_UNSAFE(source, sourceLength, (UChar32)scalar);
    UChar target[64];
    int32_t length = unorm2_normalize(nfkc, source, sourceLength, target, 64, &error);
    if (U_FAILURE(error)) return -1;
    int32_t count = 0;
    for (int32_t index = 0; index < length;) {
        UChar32 c;
        U16_NEXT(target, index, length, c);
        if (count >= capacity) return -1;
        out[count++] = (uint32_t)c;
    }
    return count;
}
