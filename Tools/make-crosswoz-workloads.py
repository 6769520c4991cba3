#!/usr/bin/env python3
"""Builds Chinese workloads (CONTRACTS.md §4) from CrossWOZ user turns, in the shape of the
CLINC150 ones: K phrases per intent, in-scope queries, and out-of-scope queries.

CrossWOZ (../shared/data/crosswoz/user_turns.tsv, Apache-2.0, never committed here) labels each
user turn with dialogue acts. A turn with exactly one act is a query; an intent is a
`Request+domain+slot` act with at least 30 such turns (24 intents: the address, phone, opening
hours, rating, nearby places ... of a hotel, restaurant or attraction). Out of scope: single-act
turns of every other label (`Inform+…` constraints, rare requests, greetings) and every 4th
thanks turn (the most common label and the easiest).

Two workloads, so that nothing reported is fitted on:
  crosswoz_zh_val:  phrases = the first K val turns of each intent; queries = the other val turns.
  crosswoz_zh_test: the same phrases; queries = every test turn.
Out-of-scope queries are capped at a quarter of each workload's queries.

Usage: Tools/make-crosswoz-workloads.py [--data ../shared/data] [--out .build/crosswoz] [--k 10]
"""
import argparse, collections, json, os, sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="../shared/data")
    parser.add_argument("--out", default=".build/crosswoz")
    parser.add_argument("--k", type=int, default=10)
    args = parser.parse_args()
    path = os.path.join(args.data, "crosswoz", "user_turns.tsv")
    if not os.path.isfile(path):
        sys.exit(f"error: {path} is absent: point --data at the shared data sets")
    turns = []
    for line in open(path, encoding="utf-8"):
        split, _, _, _, text, acts = line.rstrip("\n").split("\t")
        if acts and "|" not in acts and text.strip():
            turns.append((split, text.strip(), acts))
    counts = collections.Counter(acts for _, _, acts in turns)
    intents = sorted(a for a, n in counts.items() if a.startswith("Request+") and n >= 30)
    phrases, used = [], set()
    for intent in intents:
        mine = [t for s, t, a in turns if s == "val" and a == intent]
        for text in mine[: args.k]:
            phrases.append({"intent": intent, "text": text})
            used.add(text)
    os.makedirs(args.out, exist_ok=True)
    for name, split in [("crosswoz_zh_val", "val"), ("crosswoz_zh_test", "test")]:
        inside = [{"text": t, "intent": a} for s, t, a in turns if s == split and a in intents and t not in used]
        outside = [t for s, t, a in turns if s == split and a not in intents]
        thanks = [t for s, t, a in turns if s == split and a == "General+thank+none"]
        others = [t for t in outside if t not in set(thanks)]
        cap = len(inside) // 3  # a quarter of all queries
        picked = (others + thanks[::4])[:cap]
        queries = inside + [{"text": t, "intent": None} for t in picked]
        workload = {"name": name, "locale": "zh-Hans", "phrases": phrases, "queries": queries}
        target = os.path.join(args.out, name + ".json")
        with open(target, "w", encoding="utf-8") as f:
            json.dump(workload, f, ensure_ascii=False)
        print(f"{target}: {len(intents)} intents, {len(phrases)} phrases, {len(inside)} in-scope and {len(picked)} out-of-scope queries")


if __name__ == "__main__":
    main()
