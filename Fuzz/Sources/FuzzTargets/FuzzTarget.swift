import CFuzzerDriver

/// One libFuzzer target: a reader (or the analyser, the matcher, the importer) and what it
/// checks on every input. All of them live in one executable, `FuzzTargets`, so that a build
/// links once; the first argument names the target (`FuzzTargets json CORPUS -flags`).
struct FuzzTarget: Sendable {
    /// The name `Fuzz/run.sh` and the corpus folder use.
    let name: String
    /// The largest input worth trying (`-max_len`), about the size of a real file of this kind.
    let maximumLength: Int
    /// Work done once before the first input (catalogs loaded, matchers built, scratch folders
    /// made), so that it is not timed as that input's run.
    let setUp: @Sendable () -> Void
    /// Runs one input; returns 0, as libFuzzer requires. A broken property traps.
    let run: @Sendable (UnsafePointer<UInt8>?, Int) -> Int32

    static let all: [FuzzTarget] = [
        .json, .xcstrings, .strings, .manifest, .safetensors, .tokenizer, .unigram, .analyzer, .matcher, .importer, .workload, .suite,
        .intentdefinition, .timeline,
    ]
}

nonisolated(unsafe) private var selected: FuzzTarget?

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selected?.run(data, size) ?? 0
}

/// The executable's entry point (SwiftPM aliases `main` to `FuzzTargets_main`): takes the
/// target's name off the arguments, then hands the rest to libFuzzer's driver.
@_cdecl("FuzzTargets_main")
func fuzzTargetsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    let names = FuzzTarget.all.map(\.name).joined(separator: " ")
    guard argc >= 2, let argv, let first = argv[1] else {
        FuzzSupport.printError("usage: FuzzTargets TARGET [libFuzzer arguments] (targets: \(names))")
        return 2
    }
    let name = String(cString: first)
    guard let target = FuzzTarget.all.first(where: { $0.name == name }) else {
        FuzzSupport.printError("error: unknown fuzz target '\(name)' (targets: \(names))")
        return 2
    }
    for index in 1..<Int(argc - 1) { argv[index] = argv[index + 1] }
    argv[Int(argc - 1)] = nil
    var count = argc - 1
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    target.setUp()
    selected = target
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in testOneInput(data, size) }
}
