#!/usr/bin/env python3
"""Picks the held-out Tatoeba pairs (test and validation) for the multilingual vectors.

For each language L in ja, zh, vi it reads `<data>/tatoeba/en-L.tsv` (English<TAB>L, one pair a
line, see that folder's SOURCE.md) and writes 0-based line numbers, one a line, ascending, to
`Tools/heldout/tatoeba-L-test.txt` and `Tools/heldout/tatoeba-L-validation.txt`. Only line
numbers are committed, never the text.

Eligible lines: both sides non-empty, the English side appears on exactly one line of the file
and the foreign side too (so xx->en retrieval over the held-out English sides has exactly one
right answer), and neither side is shorter than 2 characters. Eligible lines are ordered by the
sha256 of "L\\t" + the line's UTF-8 bytes (no newline); the first 300 are the test set, the next
300 the validation set. No randomness, no dependency beyond the standard library.

Training (Tools/derive-multilingual-embeddings.py) then drops every sentence equal to either side
of any held-out pair of any language (compared after strip + casefold).

Usage: python3 Tools/tatoeba-split.py [--data ../shared/data]
"""
from __future__ import annotations

import argparse
import collections
import hashlib
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
LANGUAGES = ("ja", "zh", "vi")
TEST_SIZE = 300
VALIDATION_SIZE = 300


def read_pairs(path: pathlib.Path) -> list[tuple[str, str]]:
    """Every line of the file as (English, foreign); index = 0-based line number."""
    lines = path.read_bytes().decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [(e, f) for e, _, f in (line.partition("\t") for line in lines)]


def split(language: str, pairs: list[tuple[str, str]]) -> tuple[list[int], list[int]]:
    english_count = collections.Counter(e for e, _ in pairs)
    foreign_count = collections.Counter(f for _, f in pairs)
    eligible = [
        i for i, (e, f) in enumerate(pairs)
        if len(e.strip()) >= 2 and len(f.strip()) >= 1
        and english_count[e] == 1 and foreign_count[f] == 1
    ]

    def key(i: int) -> str:
        e, f = pairs[i]
        return hashlib.sha256(f"{language}\t{e}\t{f}".encode("utf-8")).hexdigest()

    ordered = sorted(eligible, key=key)
    if len(ordered) < TEST_SIZE + VALIDATION_SIZE:
        raise SystemExit(f"en-{language}: only {len(ordered)} eligible lines")
    return sorted(ordered[:TEST_SIZE]), sorted(ordered[TEST_SIZE:TEST_SIZE + VALIDATION_SIZE])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=pathlib.Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "Tools" / "heldout")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        pairs = read_pairs(args.data / "tatoeba" / f"en-{language}.tsv")
        test, validation = split(language, pairs)
        for name, lines in (("test", test), ("validation", validation)):
            path = args.out / f"tatoeba-{language}-{name}.txt"
            path.write_text("".join(f"{i}\n" for i in lines), encoding="utf-8")
        print(f"en-{language}: {len(pairs)} lines, test {len(test)}, validation {len(validation)}")


if __name__ == "__main__":
    main()
