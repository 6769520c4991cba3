#!/usr/bin/env python3
"""Chooses, per language, the cosine at which one word the phrases never use agrees by meaning
with one of theirs (MatcherConfiguration.denseWordAgreement for English,
shippedLanguageDenseWordAgreements for the others), and reports it on and off.

For each candidate cosine (2 = off), runs the built tool with `--dense-word-agreement` on the
Calibration paraphrases (Tests/RegressionSets/Fitting/Calibration, to choose) with every 50th
Tatoeba sentence from offset 0 framed with the app's name (the fit slice), and on the Paraphrases,
Fresh and Unseen sets (Tests/RegressionSets/Reporting) with the slice from offset 25 (to
report, never to choose). Recall: the share of
paraphrases that match the right shortcut. Rejection: the share of unrelated sentences that
match nothing. A language takes the cosine with the best sum of the two on the fit data, the
higher cosine on ties; the bundled suites (Catalogs/*/Refusals.jsonl, Tests.jsonl) must still
pass with it, which `swift test` checks.

Usage: Tools/fit-word-agreement.py [--binary .build/release/shortcutpreview] [--data DIR]
       [--cosines 0.15,0.2,...]
"""
import os

from regression_sets import CATALOGS, FRAMES, arguments, regression_cases, match, unrelated


def measure(binary, data, root, splits, offset, cosine, locale):
    extra = ["--dense-word-agreement", str(cosine)]
    right = total = 0
    for split in splits:
        for catalog in CATALOGS:
            for case, result in regression_cases(binary, root, split, catalog, locale, extra):
                total += 1
                right += bool(result["match"]) and result["match"]["intent"] == case["intent"]
    accepted = count = 0
    for catalog in CATALOGS:
        path = os.path.join(root, "Catalogs", catalog)
        for result in match(binary, path, locale, unrelated(data, locale, catalog, offset, 150), extra):
            count += 1
            accepted += bool(result["match"])
    return right / total, 1 - accepted / count


def main():
    args, root = arguments(("--cosines", {"default": "0.1,0.15,0.2,0.25,0.3,0.35,0.4,0.45,0.5"}))
    cosines = [float(c) for c in args.cosines.split(",")]
    for locale in FRAMES:
        fit = {c: measure(args.binary, args.data, root, ["Calibration"], 0, c, locale) for c in cosines + [2.0]}
        best = max(cosines, key=lambda c: (round(sum(fit[c]), 6), c))
        if sum(fit[best]) <= sum(fit[2.0]):
            best = 2.0
        grid = ", ".join(f"{c:g}: {r:.3f}/{j:.3f}" for c, (r, j) in sorted(fit.items()))
        print(f"{locale}: Calibration recall/rejection {grid} -> {best:g}")
        for split in ["Paraphrases", "Fresh", "Unseen"]:
            off = measure(args.binary, args.data, root, [split], 25, 2.0, locale)
            on = measure(args.binary, args.data, root, [split], 25, best, locale)
            print(f"  {split}: off recall {off[0]:.3f}, rejection {off[1]:.3f} | at {best:g}: recall {on[0]:.3f}, rejection {on[1]:.3f}")


if __name__ == "__main__":
    main()
