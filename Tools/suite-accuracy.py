"""Per-locale accuracy of suites: the right matches kept and the wrong ones turned away.

    python3 Tools/suite-accuracy.py [--binary B] SUITE.jsonl CATALOG_DIR [SUITE CATALOG ...]

Runs `shortcutpreview match --json` once per suite and locale (batch mode) at the default
settings and prints one Markdown table: per locale, how many lines that expect a shortcut ran
it (and with the expected parameter values), and how many lines that expect nothing matched
nothing. `--json` prints the same counts as one JSON object."""
import argparse, json, subprocess, sys
from collections import defaultdict

LOCALES = ["en", "ja", "zh-Hans", "vi"]


def run(binary, catalog, locale, utterances):
    """One `match --json` result per utterance."""
    done = subprocess.run([binary, "match", "--locale", locale, "--catalog", catalog, "--json"],
                          input="\n".join(utterances) + "\n", capture_output=True, text=True)
    results = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    if len(results) != len(utterances):
        sys.exit(f"error: {catalog} {locale}: {len(results)} results for {len(utterances)} lines: {done.stderr.strip()}")
    return results


def score(binary, pairs):
    """counts[locale] = {kept, keptWithValues, positives, turnedAway, negatives}."""
    counts = defaultdict(lambda: defaultdict(int))
    for suite, catalog in pairs:
        cases = [json.loads(line) for line in open(suite, encoding="utf-8") if line.strip()]
        for locale in sorted({case["locale"] for case in cases}):
            mine = [case for case in cases if case["locale"] == locale]
            for case, result in zip(mine, run(binary, catalog, locale, [c["utterance"] for c in mine])):
                match, tally = result.get("match"), counts[locale]
                if case["intent"] is None:
                    tally["negatives"] += 1
                    tally["turnedAway"] += match is None
                    continue
                tally["positives"] += 1
                if match and match["intent"] == case["intent"]:
                    tally["kept"] += 1
                    found = {name: (value or {}).get("id") for name, value in (match.get("parameters") or {}).items()}
                    wanted = case.get("parameters") or {}
                    tally["keptWithValues"] += all(found.get(name) == value for name, value in wanted.items())
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/shortcutpreview")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("pairs", nargs="+", help="SUITE CATALOG, repeated")
    arguments = parser.parse_args()
    if len(arguments.pairs) % 2:
        sys.exit("error: give suites and catalogs in pairs: SUITE CATALOG [SUITE CATALOG ...]")
    counts = score(arguments.binary, list(zip(arguments.pairs[::2], arguments.pairs[1::2])))
    locales = [l for l in LOCALES if l in counts] + sorted(set(counts) - set(LOCALES))
    if arguments.json:
        print(json.dumps({locale: dict(counts[locale]) for locale in locales}, sort_keys=True))
        return
    percent = lambda part, whole: f"{100 * part / whole:.0f} % ({part}/{whole})" if whole else "–"
    print("| locale | right matches kept | with the right values | wrong ones turned away |")
    print("|---|---:|---:|---:|")
    for locale in locales:
        c = counts[locale]
        print(f"| {locale} | {percent(c['kept'], c['positives'])} | {percent(c['keptWithValues'], c['positives'])} "
              f"| {percent(c['turnedAway'], c['negatives'])} |")


if __name__ == "__main__":
    main()
