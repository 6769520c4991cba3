"""What the measurements over the regression sets share (Tools/fit-*.py,
Tools/measure-cross-lingual.py, Tools/tune-dense-weights.py): where each set lives, the catalogs
and their app names, Tatoeba sentences framed with
the app's name as unrelated requests, and `shortcutpreview match --json` over many lines."""
import argparse, json, os, subprocess, sys

# How an unrelated sentence is framed with the app's name, so that the app-name gate passes.
FRAMES = {"en": "{s} in {app}", "ja": "{app}で{s}", "zh-Hans": "在{app}里{s}", "vi": "{s} trong {app}"}
# Which Tatoeba file and column hold each language (../shared/data/tatoeba, CC-BY 2.0 FR).
TATOEBA = {"en": ("en-ja.tsv", 0), "ja": ("en-ja.tsv", 1), "zh-Hans": ("en-zh.tsv", 1), "vi": ("en-vi.tsv", 1)}
CATALOGS = ["Demo", "SoupChef", "Cards"]
APP = {"Demo": "Demo", "SoupChef": "Soup Chef", "Cards": "Cards"}


def sentences(data, locale, offset, count):
    """Every 50th Tatoeba sentence of `locale` from `offset`, at most `count`."""
    name, column = TATOEBA[locale]
    rows = open(os.path.join(data, "tatoeba", name), encoding="utf-8").read().splitlines()
    picked = [r.split("\t")[column] for r in rows[offset::50] if "\t" in r]
    return picked[:count]


def unrelated(data, locale, catalog, offset, count):
    """Tatoeba sentences framed with `catalog`'s app name."""
    return [FRAMES[locale].format(s=s, app=APP[catalog]) for s in sentences(data, locale, offset, count)]


def match(binary, catalog, locale, lines, extra=()):
    """One `match --json` result per line."""
    run = subprocess.run([binary, "match", "--locale", locale, "--catalog", catalog, "--json"] + list(extra),
                         input="\n".join(lines) + "\n", capture_output=True, text=True)
    results = [json.loads(x) for x in run.stdout.splitlines() if x.strip()]
    if len(results) != len(lines):
        sys.exit(f"error: {catalog} {locale}: {len(results)} results for {len(lines)} lines: {run.stderr.strip()}")
    return results


def suite_path(root, split, catalog):
    """The regression set `split` of `catalog`: Calibration is the set fitted on
    (Tests/RegressionSets/Fitting/), every other set is only reported (…/Reporting/)."""
    group = "Fitting" if split == "Calibration" else "Reporting"
    return os.path.join(root, "Tests", "RegressionSets", group, split, catalog + ".jsonl")


def regression_cases(binary, root, split, catalog, locale, extra=()):
    """(case, `match --json` result) for every line of the regression set `split` of `catalog`
    in `locale`."""
    suite = suite_path(root, split, catalog)
    cases = [json.loads(l) for l in open(suite, encoding="utf-8") if l.strip()]
    mine = [c for c in cases if c["locale"] == locale]
    path = os.path.join(root, "Catalogs", catalog)
    return list(zip(mine, match(binary, path, locale, [c["utterance"] for c in mine], extra)))


def arguments(*extra):
    """The command line every fitting script takes (--binary, --data) and `extra`
    (name, keyword arguments) pairs; exits when the Tatoeba sentences are absent. Returns the
    parsed arguments and the repository root."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/shortcutpreview")
    parser.add_argument("--data", default="../shared/data")
    for name, options in extra:
        parser.add_argument(name, **options)
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(args.data, "tatoeba")):
        sys.exit(f"error: {args.data}/tatoeba is absent: point --data at the shared data sets")
    return args, os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
