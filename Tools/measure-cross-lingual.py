#!/usr/bin/env python3
"""Measures the cross-lingual hint (Docs/multilingual.md, "The cross-lingual note"): how often a shortcut
left untranslated in ja, zh-Hans or vi is still reported, by meaning, as `sourceLanguageMatch`
with `crossLingual: true`, and how often that is said of sentences that have nothing to do with it.

For each of Demo, SoupChef and Cards, each locale and each shortcut S, a copy of the catalog with
S's phrases in that locale removed is matched (the built release binary, `match --json`) against
  - the paraphrases of S in that locale (the regression set `<split>`, Tests/RegressionSets):
    found when the result reports S by meaning, whether the locale matched nothing or another
    shortcut at a lower score;
  - the paraphrases of the other shortcuts: a false hint when one that matched its own shortcut
    in the locale also gets a cross-lingual report;
  - 40 Tatoeba sentences of that language framed with the app's name (../shared/data/tatoeba,
    CC-BY 2.0 FR, never committed): a false hint when any is reported.

`MatchSession.crossLingualDenseWeight` and `crossLingualCentering` were chosen with this script on
`--split Calibration` by changing the constants and rebuilding; Docs/multilingual.md reports
`--split Paraphrases`.

Usage: Tools/measure-cross-lingual.py [--split Calibration|Paraphrases] [--binary PATH] [--data DIR]
"""
import argparse, collections, json, os, shutil, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from regression_sets import APP, match, suite_path, unrelated

LOCALES = ["ja", "zh-Hans", "vi"]
# Different Tatoeba rows for choosing and for reporting.
OFFSET = {"Calibration": 7, "Paraphrases": 23}


def hint(result):
    source = result.get("sourceLanguageMatch")
    if source and source.get("crossLingual") and source.get("match"):
        return source["match"]["intent"]
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", default="Paraphrases", choices=["Calibration", "Paraphrases"])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/shortcutpreview"))
    parser.add_argument("--data", default=os.path.join(ROOT, "..", "shared", "data"))
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.data, "tatoeba")):
        sys.exit(f"error: {args.data}/tatoeba is absent (the shared data sets sit beside the repository)")
    totals = collections.defaultdict(collections.Counter)
    work = tempfile.mkdtemp()
    try:
        for catalog in APP:
            source = os.path.join(ROOT, "Catalogs", catalog)
            manifest = json.load(open(os.path.join(source, "AppShortcuts.json"), encoding="utf-8"))
            strings = json.load(open(os.path.join(source, "AppShortcuts.xcstrings"), encoding="utf-8"))
            cases = [json.loads(l) for l in open(suite_path(ROOT, args.split, catalog), encoding="utf-8") if l.strip()]
            for locale in LOCALES:
                negatives = unrelated(args.data, locale, catalog, OFFSET[args.split], 40)
                for shortcut in manifest["shortcuts"]:
                    intent = shortcut["intent"]
                    own = [c["utterance"] for c in cases if c["locale"] == locale and c["intent"] == intent]
                    if not own:
                        continue
                    folder = os.path.join(work, f"{catalog}-{locale}-{intent}")
                    shutil.copytree(source, folder)
                    edited = json.loads(json.dumps(strings))
                    for key in shortcut["phrases"]:
                        edited["strings"].get(key, {}).get("localizations", {}).pop(locale, None)
                    with open(os.path.join(folder, "AppShortcuts.xcstrings"), "w", encoding="utf-8") as out:
                        json.dump(edited, out, ensure_ascii=False)
                    count = totals[locale]
                    for result in match(args.binary, folder, locale, own):
                        count["paraphrases"] += 1
                        if hint(result) == intent:
                            count["found"] += 1
                            count["found while the locale matched another"] += result["match"] is not None
                    others = [c for c in cases if c["locale"] == locale and c["intent"] != intent]
                    for case, result in zip(others, match(args.binary, folder, locale, [c["utterance"] for c in others])):
                        if result["match"] and result["match"]["intent"] == case["intent"]:
                            count["right matches"] += 1
                            count["hints on right matches"] += hint(result) is not None
                    for result in match(args.binary, folder, locale, negatives):
                        count["unrelated"] += 1
                        count["hints on unrelated"] += hint(result) is not None
    finally:
        shutil.rmtree(work)
    print(f"split {args.split}")
    for locale, c in totals.items():
        print(f"{locale:8} found {c['found']}/{c['paraphrases']} ({c['found while the locale matched another']} while the locale "
              f"matched another shortcut); hints on unrelated {c['hints on unrelated']}/{c['unrelated']}, "
              f"on right matches {c['hints on right matches']}/{c['right matches']}")


if __name__ == "__main__":
    main()
