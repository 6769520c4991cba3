#ifndef SHORTCUTPREVIEW_CKERNELS_H
#define SHORTCUTPREVIEW_CKERNELS_H

#include <stdint.h>

/// The dot products of `query` with the rows `which[0..<count]` of `rows` (each `dimension`
/// 16-bit integers), summed in 32 bits, into `out[0..<count]`.
///
/// Callers scale every vector so that its Euclidean length is at most 32,767: then no sum of
/// products, partial or whole, leaves the 32-bit range (Cauchy–Schwarz), and the results are
/// exact, the same on every processor. On x86-64 this is SSE2's multiply-add of 16-bit pairs
/// (eight products per instruction), or AVX2's (sixteen) where the processor has it; Swift's
/// vector types express neither.
void sp_dots_i16(const int16_t *query, const int16_t *rows, int32_t dimension,
                 const int32_t *which, int32_t count, int32_t *out);

#endif
