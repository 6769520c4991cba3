// The one place the pipeline chooses its Foundation: the small FoundationEssentials where the
// toolchain has it (Linux), full Foundation elsewhere. Every module imports this module, so
// none repeats the choice; clients see URL and Data, which the public API already takes.
#if canImport(FoundationEssentials)
@_exported public import FoundationEssentials
#else
@_exported public import Foundation
#endif
