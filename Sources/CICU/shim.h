// The system ICU, for ICUBridge's C file only. Never import this module from Swift:
// its declarations clash with the ICU that Foundation bundles.
#include <unicode/ubrk.h>
#include <unicode/unorm2.h>
#include <unicode/uloc.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>
