"""Training and held-out text for Tools/derive-multilingual-embeddings.py, and the teacher cache.

Sources (read from --data, default ../shared/data; nothing here is committed):
  - Tatoeba en-ja / en-zh / en-vi pairs, minus the held-out test and validation lines
    (Tools/heldout/, written by Tools/tatoeba-split.py) and minus every pair whose English or
    foreign side equals (strip + casefold) a side of any held-out pair of any language;
  - CLINC150 `train` + `oos_train` and SNIPS 2017 `train` from the 111th utterance per intent
    (English, unlabelled; never CLINC val/test/oos_val/oos_test nor SNIPS validate);
  - the bundled catalogs' phrases (Catalogs/*/AppShortcuts.xcstrings and AppShortcuts.json), all
    locales, placeholders `${...}` removed;
  - command language: the development catalogs' phrases with their translations (Tests/DevApps,
    Tests/UnseenApps, Tests/HeldOutApps; never a later held-out group), CrossWOZ `val` user turns
    (Chinese; the `test` turns stay out for the crosswoz_zh_test workload), and up to
    MAX_IMPERATIVE further Tatoeba pairs per language whose English side is a request
    (`imperative`);
  - written command pairs: Tools/command-corpus/*.jsonl, requests to an assistant or an app with
    their translations, machine written for this purpose (committed; see its README.md).
Every side of a held-out Tatoeba pair and of Tests/Workloads/command-pairs.jsonl is left out.
"""
from __future__ import annotations

import hashlib
import json
import pathlib
import re

import numpy as np

LANGUAGES = ("ja", "zh", "vi")
SNIPS_FIRST_TRAINING_INDEX = 110
MAX_IMPERATIVE = 1500
DEVELOPMENT_CATALOGS = ("Tests/UnseenApps", "Tests/DevApps", "Tests/HeldOutApps")
WRITTEN_COMMANDS = "Tools/command-corpus"
# How a request to an assistant begins in English: a verb said as a command, or a polite frame.
REQUEST_OPENERS = frozenset("""
please let's lets can could would open show tell give take bring turn stop start play call
send find look come go wait help get put make let read write check close keep leave buy pay set
add remove delete cancel book order save share remind wake switch try move pick print sign
change clean fill hand hold listen meet pass pull push repeat ring run say sit stay teach text
throw wash watch write answer ask borrow cook count cut dial don't drive eat explain follow
hurry lock unlock mark note pause record rent reserve return search skip sort speak spell
translate type update upload download use visit walk""".split())
PLACEHOLDER = re.compile(r"\$\{[^}]*\}")


def key(text: str) -> str:
    return text.strip().casefold()


def tatoeba_lines(data: pathlib.Path, language: str) -> list[tuple[str, str]]:
    lines = (data / "tatoeba" / f"en-{language}.tsv").read_bytes().decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [(e, f) for e, _, f in (line.partition("\t") for line in lines)]


def heldout(root: pathlib.Path, language: str, part: str) -> list[int]:
    path = root / "Tools" / "heldout" / f"tatoeba-{language}-{part}.txt"
    return [int(x) for x in path.read_text(encoding="utf-8").split()]


def hash_order(items: list, salt: str) -> list:
    return sorted(items, key=lambda p: hashlib.sha256((salt + "\t" + "\t".join(p)).encode()).hexdigest())


class Corpus:
    """Held-out pairs per language and part, training pairs per language, English sentences."""

    def __init__(self, root: pathlib.Path, data: pathlib.Path, max_pairs: int, max_english: int = 10**9) -> None:
        self.heldout: dict[tuple[str, str], list[tuple[str, str]]] = {}
        self.train_pairs: dict[str, list[tuple[str, str]]] = {}
        lines = {lang: tatoeba_lines(data, lang) for lang in LANGUAGES}
        banned = set()
        for lang in LANGUAGES:
            for part in ("test", "validation"):
                pairs = [lines[lang][i] for i in heldout(root, lang, part)]
                self.heldout[(lang, part)] = pairs
                for e, f in pairs:
                    banned.add(key(e))
                    banned.add(key(f))
        commands = root / "Tests" / "Workloads" / "command-pairs.jsonl"
        held_commands = []
        if commands.exists():
            for line in commands.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    held_commands.append(json.loads(line))
                    banned.update(key(side) for side in held_commands[-1].values())
        self.banned = banned
        for lang in LANGUAGES:
            seen = set()
            pairs = []
            for e, f in lines[lang]:
                if not e.strip() or not f.strip() or key(e) in banned or key(f) in banned:
                    continue
                if (e, f) in seen:
                    continue
                seen.add((e, f))
                pairs.append((e.strip(), f.strip()))
            self.train_pairs[lang] = hash_order(pairs, lang)[:max_pairs]
        english = [s for s in english_sentences(data) if key(s) not in banned]
        self.english = [p[0] for p in hash_order([(s,) for s in english], "en")[:max_english]]
        self.catalog_texts, self.catalog_pairs = catalog_phrases(root)
        self.catalog_texts = [s for s in self.catalog_texts if key(s) not in banned]
        trained = {lang: set(self.train_pairs[lang]) for lang in LANGUAGES}
        self.imperative_pairs = {}
        for lang in LANGUAGES:
            extra = []
            for e, f in lines[lang]:
                e, f = e.strip(), f.strip()
                if e and f and (e, f) not in trained[lang] and imperative(e) and key(e) not in banned and key(f) not in banned:
                    extra.append((e, f))
            self.imperative_pairs[lang] = hash_order(unique_pairs(extra), "imperative-" + lang)[:MAX_IMPERATIVE]
        texts, pairs = [], []
        for folder in DEVELOPMENT_CATALOGS:
            t, p = catalog_phrases(root, folder)
            texts += t
            pairs += p
        self.development_texts = [t for t in unique(texts) if key(t) not in banned]
        self.development_pairs = sorted({p for p in pairs if key(p[0]) not in banned and key(p[1]) not in banned})
        self.dialogue_turns = [t for t in crosswoz_turns(data) if key(t) not in banned]
        self.written_pairs = [p for p in written_commands(root)
                              if key(p[0]) not in banned and key(p[1]) not in banned
                              and not near_held_out(p, held_commands)]

    def training_texts(self) -> list[str]:
        texts = []
        for lang in LANGUAGES:
            for e, f in self.train_pairs[lang]:
                texts += [e, f]
            for e, f in self.imperative_pairs[lang]:
                texts += [e, f]
        for e, f in self.written_pairs:
            texts += [e, f]
        texts += self.english + self.catalog_texts + self.development_texts + self.dialogue_turns
        return unique(texts)

    def command_pairs(self) -> list[tuple[str, str]]:
        """Translation pairs in command language: requests from Tatoeba, development catalogs, written."""
        return [p for lang in LANGUAGES for p in self.imperative_pairs[lang]] + self.development_pairs + self.written_pairs

    def heldout_texts(self) -> list[str]:
        texts = []
        for pairs in self.heldout.values():
            for e, f in pairs:
                texts += [e, f]
        return unique(texts)


def written_commands(root: pathlib.Path) -> list[tuple[str, str]]:
    """(English, translation) pairs from every `<language>.jsonl` of the written command corpus."""
    pairs = []
    for path in sorted((root / WRITTEN_COMMANDS).glob("*.jsonl")):
        language = path.stem
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                pairs.append((row["en"].strip(), row[language].strip()))
    return unique_pairs(pairs)


NEAR = 0.5


def english_words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.casefold()))


def bigrams(text: str) -> set[str]:
    text = re.sub(r"\s+", "", text.casefold())
    return {text[i:i + 2] for i in range(len(text) - 1)} or {text}


def jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 1.0


def near_held_out(pair: tuple[str, str], held: list[dict[str, str]]) -> bool:
    """Whether a written pair is nearly a held-out command pair (the same request with one
    detail changed): NEAR or more of its English words, or of its translation's character
    pairs, shared with one. Written requests converge on the same everyday commands, and a
    near copy would measure memory, not command language."""
    english, foreign = english_words(pair[0]), bigrams(pair[1])
    return any(jaccard(english, english_words(h["en"])) >= NEAR
               or any(jaccard(foreign, bigrams(side)) >= NEAR for lang, side in h.items() if lang != "en")
               for h in held)


def unique(texts: list[str]) -> list[str]:
    seen = set()
    out = []
    for t in texts:
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


def unique_pairs(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return list(dict.fromkeys(pairs))


def imperative(english: str) -> bool:
    """Whether an English sentence reads as a request: it opens with a command verb or a polite
    frame, and is not a question about the past ("Did you…") or a statement."""
    words = english.replace(",", " ").split()
    if not words or len(words) > 14:
        return False
    opener = words[0].casefold().strip("'\"")
    question = english.rstrip().endswith("?")
    return opener in REQUEST_OPENERS and (not question or opener in ("can", "could", "would"))


def crosswoz_turns(data: pathlib.Path) -> list[str]:
    """CrossWOZ user turns of the `val` split, in file order, without repeats."""
    path = data / "crosswoz" / "user_turns.tsv"
    if not path.exists():
        return []
    turns = []
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) == 6 and fields[0] == "val" and fields[4].strip():
            turns.append(fields[4].strip())
    return unique(turns)


def english_sentences(data: pathlib.Path) -> list[str]:
    clinc = json.loads((data / "clinc150" / "data_full.json").read_text(encoding="utf-8"))
    sentences = [text for text, _ in clinc["train"] + clinc["oos_train"]]
    snips = data / "snips2017"
    for intent in sorted(p.name for p in snips.iterdir() if p.is_dir()):
        rows = json.loads((snips / intent / f"train_{intent}.json").read_text(encoding="utf-8"))[intent]
        texts = ["".join(chunk["text"] for chunk in row["data"]).strip() for row in rows]
        sentences += texts[SNIPS_FIRST_TRAINING_INDEX:]
    return unique([s.strip() for s in sentences if s.strip()])


def clean_phrase(text: str) -> str:
    return " ".join(PLACEHOLDER.sub(" ", text).split())


def catalog_phrases(root: pathlib.Path, folder: str = "Catalogs") -> tuple[list[str], list[tuple[str, str]]]:
    """All phrases of every locale of the catalogs in `folder`; (English, translation) pairs
    from xcstrings string units."""
    texts: list[str] = []
    pairs: list[tuple[str, str]] = []
    for catalog in sorted(p for p in (root / folder).iterdir() if p.is_dir()):
        strings = catalog / "AppShortcuts.xcstrings"
        if strings.exists():
            table = json.loads(strings.read_text(encoding="utf-8"))["strings"]
            for source in sorted(table):
                english = clean_phrase(source)
                texts.append(english)
                for locale, entry in sorted(table[source].get("localizations", {}).items()):
                    unit = entry.get("stringUnit")
                    values = [unit["value"]] if unit else entry.get("stringSet", {}).get("values", [])
                    for value in values:
                        phrase = clean_phrase(value)
                        texts.append(phrase)
                        if unit and locale != "en" and english and phrase:
                            pairs.append((english, phrase))
        manifest = catalog / "AppShortcuts.json"
        if manifest.exists():
            for shortcut in json.loads(manifest.read_text(encoding="utf-8")).get("shortcuts", []):
                texts += [clean_phrase(p) for p in shortcut.get("phrases", [])]
                if shortcut.get("shortTitle"):
                    texts.append(clean_phrase(shortcut["shortTitle"]))
    return unique([t for t in texts if t]), sorted(set(pairs))


class TeacherCache:
    """Teacher sentence vectors ("query: " prefix, L2-normalised, 384-d) kept as .npz shards."""

    def __init__(self, folder: pathlib.Path, tag: str) -> None:
        self.folder = folder / tag
        self.folder.mkdir(parents=True, exist_ok=True)
        self.vectors: dict[str, np.ndarray] = {}
        for shard in sorted(self.folder.glob("shard-*.npz")):
            with np.load(shard, allow_pickle=False) as z:
                for t, v in zip(z["texts"].tolist(), z["vectors"]):
                    self.vectors[t] = v

    def fill(self, texts: list[str], model, batch: int = 256, log=print) -> None:
        missing = [t for t in unique(texts) if t not in self.vectors]
        for start in range(0, len(missing), batch):
            chunk = missing[start:start + batch]
            vectors = np.asarray(model.query(chunk), dtype=np.float32).reshape(len(chunk), -1)
            name = hashlib.sha256("\n".join(chunk).encode()).hexdigest()[:16]
            np.savez(self.folder / f"shard-{name}.npz", texts=np.array(chunk), vectors=vectors)
            for t, v in zip(chunk, vectors):
                self.vectors[t] = v
            log(f"teacher: {start + len(chunk)}/{len(missing)}")

    def get(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.vectors[t] for t in texts]).astype(np.float32)
