#!/usr/bin/env python3
"""Checks whether workloads in a language (matchers without app names: `shortcutpreview eval`)
need a no-match boundary of their own, and reports the held-out figures.

A workload's scores carry no app name, so the catalogs' per-language boundaries
(Tools/fit-locale-boundaries.py) do not apply to them: workloads keep the English-fitted rule.
Each workload here is split in a fixed way: of each intent's in-scope queries, and of the
out-of-scope ones, those at positions 0 and 1 of every 5 (file order) are the validation part,
the rest the test part. A boundary is chosen on validation only (`eval --threshold`, the same
decision for a workload: nothing but the threshold says no there), as the best balanced
accuracy (the mean of in-scope recall and out-of-scope recall, as for the catalogs' boundaries;
overall accuracy, with three in-scope queries to one out of scope, would pick a boundary that
turns away almost nothing), and a language leaves 0.5 only for a gain of two points. The test
part is reported at 0.5 and at the chosen boundary. No language leaves 0.5 (ja, vi, and
zh-Hans on CrossWOZ), so the engine has no per-language boundary for workloads.

Workloads: Tests/Workloads/*.json (written for this project), and the CrossWOZ validation
workload when Tools/make-crosswoz-workloads.py has written it (.build/crosswoz; it is all
validation: CrossWOZ's own test split is crosswoz_zh_test).

Usage: Tools/fit-workload-boundaries.py [--binary .build/release/shortcutpreview]
"""
import argparse, collections, glob, json, os, subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRID = [round(0.2 + 0.025 * step, 3) for step in range(13)]


def split(workload):
    """(validation, test) copies of a workload: 2 of every 5 queries per intent to validation."""
    seen = collections.Counter()
    parts = ([], [])
    for query in workload["queries"]:
        position = seen[query["intent"]]
        seen[query["intent"]] += 1
        parts[0 if position % 5 < 2 else 1].append(query)
    return [dict(workload, name=f"{workload['name']}_{part}", queries=queries) for part, queries in zip(("val", "test"), parts)]


def evaluate(binary, path, threshold):
    run = subprocess.run([binary, "eval", path, "--json", "--threshold", str(threshold)], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


def balanced(figures):
    return (figures["in_scope_recall"] + figures["oos_recall"]) / 2


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/shortcutpreview"))
    args = parser.parse_args()
    folder = os.path.join(ROOT, ".build", "workloads")
    os.makedirs(folder, exist_ok=True)
    cases = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "Workloads", "*.json"))):
        workload = json.load(open(path, encoding="utf-8"))
        written = []
        for part in split(workload):
            target = os.path.join(folder, part["name"] + ".json")
            json.dump(part, open(target, "w", encoding="utf-8"), ensure_ascii=False)
            written.append(target)
        cases.append((workload["name"], workload["locale"], written[0], written[1]))
    crosswoz = os.path.join(ROOT, ".build", "crosswoz", "crosswoz_zh_val.json")
    if os.path.exists(crosswoz):
        cases.append(("crosswoz_zh", "zh-Hans", crosswoz, None))
    for name, locale, validation, test in cases:
        fitted = {t: balanced(evaluate(args.binary, validation, t)) for t in GRID}
        best = max(GRID, key=lambda t: (fitted[t], -abs(t - 0.5)))
        if fitted[best] - fitted[0.5] < 0.02:
            best = 0.5
        line = f"{name} ({locale}): validation " + " ".join(f"{t:.3f}:{fitted[t]:.3f}" for t in GRID) + f" -> {best:.3f}"
        if test:
            before, after = evaluate(args.binary, test, 0.5), evaluate(args.binary, test, best)
            line += (f" | test at 0.50: balanced {balanced(before):.3f}, overall {before['overall_acc']:.3f} (in-scope recall"
                     f" {before['in_scope_recall']:.3f}, out-of-scope recall {before['oos_recall']:.3f}); at {best:.3f}: balanced"
                     f" {balanced(after):.3f}, overall {after['overall_acc']:.3f} (in-scope recall {after['in_scope_recall']:.3f},"
                     f" out-of-scope recall {after['oos_recall']:.3f}); in-scope accuracy {after['in_scope_acc']:.3f}")
        print(line)


if __name__ == "__main__":
    main()
