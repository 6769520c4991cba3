#!/usr/bin/env python3
"""Chooses the dense weight per language (MatcherConfiguration.shippedLanguageDenseWeights) and
reports dense on and off.

For each language and each candidate weight (0 = `--no-dense`), runs the built tool on the
Calibration paraphrases (Tests/RegressionSets/Fitting/Calibration, to choose) and on the
Paraphrases (Tests/RegressionSets/Reporting/Paraphrases, to report, never to choose), and on unrelated Tatoeba sentences
framed with the app's name (../shared/data/tatoeba, the fit and report slices of
Tools/fit-locale-boundaries.py). Accuracy: the share of paraphrases that match the right
shortcut at the shipped threshold. Rejection: the share of unrelated sentences that match
nothing. A language takes the weight with the best mean of the two on the Calibration set
and the fit slice among the weights at which every bundled suite line of that language still
passes (Catalogs/*/Tests.jsonl and Refusals.jsonl, which CI runs), and keeps 0 unless that
gains at least one point.

Each language's setting is a pair: the dense weight, and the cosine at which words the
phrases never use still agree by meaning in the action check (`denseAgreement`; 2 = off).

Usage: Tools/tune-dense-weights.py [--binary .build/release/shortcutpreview] [--data DIR]
       [--weights 0.15,0.25,...] [--agreements 0.5,0.6,0.7,2]
"""
import argparse, json, os, subprocess, sys

from regression_sets import CATALOGS, regression_cases, match, unrelated

HERE = os.path.dirname(os.path.abspath(__file__))


def flags(weight, agreement):
    if weight == 0:
        return ["--no-dense"]
    return ["--dense-weight", str(weight), "--dense-agreement", str(agreement)]


def measure(binary, data, root, split, offset, setting, locale):
    extra = flags(*setting)
    pos, neg = [], []
    for catalog in CATALOGS:
        path = os.path.join(root, "Catalogs", catalog)
        for case, result in regression_cases(binary, root, split, catalog, locale, extra):
            pos.append(bool(result["match"]) and result["match"]["intent"] == case["intent"])
        negatives = unrelated(data, locale, catalog, offset, 150)
        for result in match(binary, path, locale, negatives, extra):
            neg.append(result["match"] is None)
    return sum(pos) / len(pos), sum(neg) / len(neg), len(pos), len(neg)


def suite_failures(binary, root, setting, locale):
    """Failing lines of `locale` in the bundled suites at `setting` (weight, agreement)."""
    extra = flags(*setting)
    failures = []
    for catalog in ("Demo", "SoupChef", "Cards", "Theater"):
        for suite in ("Tests", "Refusals"):
            path = os.path.join(root, "Catalogs", catalog)
            run = subprocess.run([binary, "test", os.path.join(path, suite + ".jsonl"), "--catalog", path] + extra,
                                 capture_output=True, text=True)
            failures += [l for l in run.stdout.splitlines() if l.startswith("FAIL") and f"[{locale}]" in l]
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/shortcutpreview")
    parser.add_argument("--data", default="../shared/data")
    parser.add_argument("--weights", default="0.15,0.25,0.35,0.45")
    parser.add_argument("--agreements", default="0.5,0.6,0.7,2", help="dense agreement cosines (2: off)")
    parser.add_argument("--locales", default="ja,zh-Hans,vi")
    args = parser.parse_args()
    root = os.path.dirname(HERE)
    if not os.path.isdir(os.path.join(args.data, "tatoeba")):
        sys.exit(f"error: {args.data}/tatoeba is absent: point --data at the shared data sets")
    settings = [(0.0, 2.0)] + [(float(w), float(a)) for w in args.weights.split(",") for a in args.agreements.split(",")]
    for locale in args.locales.split(","):
        rows, allowed = {}, set()
        for setting in settings:
            rows[setting] = measure(args.binary, args.data, root, "Calibration", 0, setting, locale)
            acc, rej, n, m = rows[setting]
            failing = suite_failures(args.binary, root, setting, locale)
            if not failing:
                allowed.add(setting)
            print(f"{locale} dense {setting[0]:.2f} agreement {setting[1]:.2f}: calibration accuracy {acc:.3f} ({n}),"
                  f" rejection {rej:.3f} ({m}), bundled suite failures {len(failing)}", flush=True)
        off = (0.0, 2.0)
        score = lambda s: sum(rows[s][:2]) / 2
        # Ties go to the lower weight, then to the stricter agreement.
        best = max(sorted(allowed | {off}), key=lambda s: (score(s), -s[0], s[1]))
        if score(best) - score(off) < 0.01:
            best = off
        report_off = measure(args.binary, args.data, root, "Paraphrases", 25, off, locale)
        report_on = measure(args.binary, args.data, root, "Paraphrases", 25, best, locale) if best != off else report_off
        print(f"{locale}: chosen dense weight {best[0]:.2f}, agreement {best[1]:.2f} | Paraphrases accuracy off {report_off[0]:.3f}"
              f" -> on {report_on[0]:.3f} ({report_off[2]} lines) | rejection off {report_off[1]:.3f} -> on {report_on[1]:.3f}"
              f" ({report_off[3]} sentences)", flush=True)


if __name__ == "__main__":
    main()
