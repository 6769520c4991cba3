#!/usr/bin/env bash
# Runs the libFuzzer targets (Docs/hardening.md, "Fuzzing").
#
#   Fuzz/run.sh TARGET SECONDS     one target, e.g. Fuzz/run.sh manifest 600
#   Fuzz/run.sh --all SECONDS      every target, one after another (FUZZ_JOBS=2: two at once)
#   Fuzz/run.sh --build            only build the targets
#   Fuzz/run.sh --list             the target names
#
# Exits 1 when any target crashed, hung (-timeout), or went over its memory limit
# (-rss_limit_mb / -malloc_limit_mb); the input that did it is left in Fuzz/artifacts/ as
# TARGET-crash-…, TARGET-timeout-…, TARGET-oom-… or TARGET-leak-…. Replay one with
# `Fuzz/.build-fuzz/release/FuzzTargets TARGET Fuzz/artifacts/FILE` (or debug/).
# New inputs go to Fuzz/.build-fuzz/corpus/TARGET; the committed seeds in Fuzz/corpus/TARGET
# are only read. Logs: Fuzz/.build-fuzz/logs/TARGET.log.
# FUZZ_SCRATCH=DIR builds there instead of Fuzz/.build-fuzz (CI passes the main .build, so
# that swift-syntax, built by `swift test`, is reused). FUZZ_BIN=DIR runs the executable in
# DIR without building (a copy, so that a rebuild can go on while long runs use the old
# binary). FUZZ_CONFIGURATION=debug builds without optimisation (assertions on, fewer inputs
# a second); CI uses it, to share the debug build of swift-syntax. The default is release.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
scratch="${FUZZ_SCRATCH:-$here/.build-fuzz}"
configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in release|debug) ;; *) echo "error: FUZZ_CONFIGURATION must be release or debug" >&2; exit 2 ;; esac

# name, largest input (bytes)
targets=(
    "json 65536"
    "xcstrings 65536"
    "strings 16384"
    "manifest 65536"
    "safetensors 8192"
    "tokenizer 16384"
    "unigram 16384"
    "analyzer 16384"
    "matcher 16384"
    "importer 65536"
    "workload 16384"
    "suite 16384"
    "intentdefinition 65536"
    "timeline 16384"
)

usage() {
    echo "usage: Fuzz/run.sh TARGET SECONDS | --all SECONDS | --build | --list" >&2
    echo "targets: $(for t in "${targets[@]}"; do printf '%s ' "${t%% *}"; done)" >&2
    exit 2
}

build() {
    if [ -n "${FUZZ_BIN:-}" ]; then return; fi
    # The root package, with SHORTCUTPREVIEW_FUZZING=1 (Package.swift): our modules and the C
    # bridge to ICU are instrumented for coverage and AddressSanitizer; dependencies and ICU
    # itself are not.
    SHORTCUTPREVIEW_FUZZING=1 swift build -c "$configuration" --package-path "$here/.." \
        --scratch-path "$scratch" --product FuzzTargets >&2
}

run_one() {
    local name="$1" seconds="$2" line max_len
    line=""
    for t in "${targets[@]}"; do
        if [ "${t%% *}" = "$name" ]; then line="$t"; fi
    done
    [ -n "$line" ] || { echo "error: unknown target '$name'" >&2; usage; }
    read -r _ max_len <<<"$line"
    mkdir -p "$scratch/corpus/$name" "$here/artifacts" "$scratch/logs"
    local log="$scratch/logs/$name.log" status=0
    # -timeout: one input taking over 10 s is a hang; -rss_limit_mb/-malloc_limit_mb: a
    # process over 2 GB, or one allocation over 512 MB, is excess allocation. Leak checking
    # is off: Swift's runtime keeps metadata caches for the life of the process.
    ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:${ASAN_OPTIONS:-}" \
        "${FUZZ_BIN:-$scratch/$configuration}/FuzzTargets" "$name" "$scratch/corpus/$name" "$here/corpus/$name" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
        -rss_limit_mb=2048 -malloc_limit_mb=512 -detect_leaks=0 \
        -artifact_prefix="$here/artifacts/$name-" -print_final_stats=1 \
        >"$log" 2>&1 || status=$?
    local execs cov
    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    cov="$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)"
    if [ "$status" -ne 0 ]; then
        echo "$name: FAILED (exit $status) after ${execs:-?} executions; see $log and $here/artifacts/"
        grep -E 'ERROR: |==ERROR|Fatal error|fuzz property failed|SUMMARY' "$log" | head -5 || true
        return 1
    fi
    echo "$name: ${seconds} s, ${execs:-?} executions, ${cov:-cov: ?}, 0 crashes"
}

[ $# -ge 1 ] || usage
case "$1" in
    --list)
        for t in "${targets[@]}"; do echo "${t%% *}"; done
        ;;
    --build)
        build
        ;;
    --all)
        [ $# -eq 2 ] || usage
        build
        failed=0
        jobs="${FUZZ_JOBS:-1}"
        if [ "$jobs" -le 1 ]; then
            for t in "${targets[@]}"; do run_one "${t%% *}" "$2" || failed=1; done
        else
            # Up to $jobs targets at once; each reports its own line.
            pids=()
            for t in "${targets[@]}"; do
                while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
                run_one "${t%% *}" "$2" &
                pids+=($!)
            done
            for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
        fi
        exit "$failed"
        ;;
    -*)
        usage
        ;;
    *)
        [ $# -eq 2 ] || usage
        build
        run_one "$1" "$2"
        ;;
esac
