#include "CKernels.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define SP_X86 1
#include <immintrin.h>
#endif

/// Whatever the processor: plain C, which arm64 compilers vectorise well.
static int32_t dot_portable(const int16_t *a, const int16_t *b, int32_t count, int32_t index) {
    int32_t total = 0;
    for (; index < count; index++) total += (int32_t)a[index] * (int32_t)b[index];
    return total;
}

#if SP_X86
/// The sum of the four 32-bit lanes, which both x86 kernels end with.
static inline int32_t horizontal_sum(__m128i sum) {
    sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(1, 0, 3, 2)));
    sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(2, 3, 0, 1)));
    return _mm_cvtsi128_si32(sum);
}

static int32_t dot_sse2(const int16_t *a, const int16_t *b, int32_t count) {
    // Two running sums, so that each multiply-add does not wait for the one before it.
    __m128i sum0 = _mm_setzero_si128();
    __m128i sum1 = _mm_setzero_si128();
    int32_t index = 0;
    for (; index + 16 <= count; index += 16) {
        sum0 = _mm_add_epi32(sum0, _mm_madd_epi16(_mm_loadu_si128((const __m128i *)(a + index)),
                                                  _mm_loadu_si128((const __m128i *)(b + index))));
        sum1 = _mm_add_epi32(sum1, _mm_madd_epi16(_mm_loadu_si128((const __m128i *)(a + index + 8)),
                                                  _mm_loadu_si128((const __m128i *)(b + index + 8))));
    }
    return horizontal_sum(_mm_add_epi32(sum0, sum1)) + dot_portable(a, b, count, index);
}

__attribute__((target("avx2")))
static int32_t dot_avx2(const int16_t *a, const int16_t *b, int32_t count) {
    __m256i sum0 = _mm256_setzero_si256();
    __m256i sum1 = _mm256_setzero_si256();
    int32_t index = 0;
    for (; index + 32 <= count; index += 32) {
        sum0 = _mm256_add_epi32(sum0, _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(a + index)),
                                                        _mm256_loadu_si256((const __m256i *)(b + index))));
        sum1 = _mm256_add_epi32(sum1, _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(a + index + 16)),
                                                        _mm256_loadu_si256((const __m256i *)(b + index + 16))));
    }
    __m256i both = _mm256_add_epi32(sum0, sum1);
    __m128i sum = _mm_add_epi32(_mm256_castsi256_si128(both), _mm256_extracti128_si256(both, 1));
    return horizontal_sum(sum) + dot_portable(a, b, count, index);
}

// Read once, before main: no thread can race on it. Integer sums are exact, so the choice
// never changes a result, only its speed.
static int has_avx2 = 0;
__attribute__((constructor)) static void detect_avx2(void) {
    __builtin_cpu_init();
    has_avx2 = __builtin_cpu_supports("avx2");
}
#endif

void sp_dots_i16(const int16_t *query, const int16_t *rows, int32_t dimension,
                 const int32_t *which, int32_t count, int32_t *out) {
    for (int32_t k = 0; k < count; k++) {
        const int16_t *row = rows + (int64_t)which[k] * dimension;
#if SP_X86
        out[k] = has_avx2 ? dot_avx2(query, row, dimension) : dot_sse2(query, row, dimension);
#else
        out[k] = dot_portable(query, row, dimension, 0);
#endif
    }
}
