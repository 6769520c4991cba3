#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, LLVM 11 and later): parses libFuzzer's flags from argv and
/// fuzzes `callback`. Each target's entry point calls it, because SwiftPM links an executable
/// with `main` aliased to `<Module>_main`, so libFuzzer's own main is never used.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
