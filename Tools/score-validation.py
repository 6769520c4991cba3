#!/usr/bin/env python3
"""Scores the built tool on the validation workloads of Tools/make-validation-workloads.py.

For each workload: in-scope top-1 accuracy, and accuracy over all queries at the tool's own
threshold with in-scope and out-of-scope queries weighted as in the matching test workload
(4,500 : 1,000 for 150 intents, 300 : 1,000 for 10), so that the figure reads like the test's
"overall" without looking at its queries. The six 10-intent slices are also averaged.

Usage: Tools/score-validation.py [--binary .build/release/shortcutpreview] [--dir .build/validation]
       [--only val150_k10,...] [-- extra eval arguments]
"""
import argparse, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def score(binary, path, extra):
    with open(path, encoding="utf-8") as f:
        workload = json.load(f)
    with tempfile.NamedTemporaryFile(suffix=".jsonl") as dump:
        subprocess.run([binary, "eval", path, "--json", "--dump", dump.name] + extra, check=True, stdout=subprocess.PIPE)
        rows = [json.loads(line) for line in open(dump.name, encoding="utf-8") if line.strip()]
    rows = [r for r in rows if "meta" not in r]
    labels = [q["intent"] for q in workload["queries"]]
    inside = [(r, l) for r, l in zip(rows, labels) if l is not None]
    outside = [r for r, l in zip(rows, labels) if l is None]
    top1 = sum(r["intent"] == l for r, l in inside) / len(inside)
    recall = sum(r["intent"] == l and not r["native_reject"] for r, l in inside) / len(inside)
    rejected = sum(r["native_reject"] for r in outside) / len(outside) if outside else None
    weight = 300 / 1300 if workload["name"].startswith("val10_") else 4500 / 5500
    overall = recall if rejected is None else weight * recall + (1 - weight) * rejected
    return {"name": workload["name"], "in_scope": top1, "recall": recall, "oos": rejected, "overall": overall}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "shortcutpreview"))
    parser.add_argument("--dir", default=os.path.join(ROOT, ".build", "validation"))
    parser.add_argument("--only", default="")
    parser.add_argument("extra", nargs="*")
    args = parser.parse_args()
    names = sorted(n[:-5] for n in os.listdir(args.dir) if n.endswith(".json"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    results = [score(args.binary, os.path.join(args.dir, n + ".json"), args.extra) for n in names]
    slices = [r for r in results if r["name"].startswith("val10_")]
    if len(slices) > 1:
        mean = {k: sum(r[k] for r in slices) / len(slices) for k in ("in_scope", "recall", "oos", "overall")}
        results.append({"name": "val10 mean", **mean})
    for r in results:
        oos = "  n/a " if r["oos"] is None else f'{r["oos"]:.4f}'
        print(f'{r["name"]:<15} in-scope {r["in_scope"]:.4f}  recall {r["recall"]:.4f}  oos {oos}  overall {r["overall"]:.4f}')


if __name__ == "__main__":
    main()
