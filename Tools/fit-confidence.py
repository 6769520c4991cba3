#!/usr/bin/env python3
"""Fits the curve that turns a flexible match's calibrated score into a confidence, and reports
how well calibrated it is on sets it never saw.

A match's confidence is the estimated probability that its shortcut is the one meant, if
in-scope requests and unrelated ones were equally common. It is fitted (weighted logistic
regression on the score, one curve for every language: per-language curves generalised worse)
over the matches the engine makes on:
  - in-scope: Tests/RegressionSets/Fitting/Calibration (paraphrases in en, ja, zh-Hans, vi
    over Demo, SoupChef and Cards), right when the matched shortcut is the expected one;
  - unrelated: Tatoeba sentences framed with the app's name (../shared/data/tatoeba,
    CC-BY 2.0 FR, never committed here), every 50th from offset 0; every match is wrong.
Each language's two sets weigh half each. It reports on the Paraphrases and Fresh
sets (Tests/RegressionSets/Reporting) as in-scope requests and the Tatoeba slice from offset
25: Brier score and log loss of the confidence, of the score read as a
probability, and of one constant, and observed against predicted confidence by bins.

Usage: Tools/fit-confidence.py [--binary .build/release/shortcutpreview] [--data DIR]
Needs numpy. Prints the intercept and slope for MatcherConfiguration.ConfidenceCurve.shipped.
"""
import math, os

import numpy as np

from regression_sets import CATALOGS, FRAMES, arguments, regression_cases, match, unrelated


def collect(binary, data, root, splits, offset):
    """(score, right, weight) for every flexible match, weights making each language's
    in-scope and unrelated sets count half each."""
    rows = []
    for locale in FRAMES:
        positives, negatives = [], []
        for catalog in CATALOGS:
            for split in splits:
                for case, result in regression_cases(binary, root, split, catalog, locale):
                    positives.append((result["match"], case["intent"]))
            path = os.path.join(root, "Catalogs", catalog)
            for result in match(binary, path, locale, unrelated(data, locale, catalog, offset, 150)):
                negatives.append((result["match"], None))
        for group in (positives, negatives):
            weight = 1 / (2 * len(group))
            for found, wanted in group:
                if found and found["kind"] == "flexible":
                    rows.append((found["score"], 1.0 if found["intent"] == wanted else 0.0, weight))
    return np.array(rows)


def fit(rows, ridge=1e-4):
    """Newton's method on weighted log loss over (1, 10 × (score − 0.5))."""
    x = np.stack([np.ones(len(rows)), 10 * (rows[:, 0] - 0.5)], axis=1)
    y, w = rows[:, 1], rows[:, 2]
    theta = np.zeros(2)
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ theta))
        gradient = x.T @ (w * (p - y)) + ridge * theta
        hessian = (x * (w * p * (1 - p))[:, None]).T @ x + ridge * np.eye(2)
        theta -= np.linalg.solve(hessian, gradient)
    return theta


def losses(rows, predicted):
    y, w = rows[:, 1], rows[:, 2]
    p = np.clip(predicted, 1e-4, 1 - 1e-4)
    brier = float((w * (p - y) ** 2).sum() / w.sum())
    logloss = float(-(w * (y * np.log(p) + (1 - y) * np.log(1 - p))).sum() / w.sum())
    return brier, logloss


def main():
    args, root = arguments(("--compare", {"help": "INTERCEPT,SLOPE of another curve (say the shipped one) to report beside the fit"}))
    train = collect(args.binary, args.data, root, ["Calibration"], 0)
    report = collect(args.binary, args.data, root, ["Paraphrases", "Fresh"], 25)
    intercept, slope = fit(train)
    print(f"curve: confidence = 1 / (1 + exp(-({intercept:.4f} + {slope:.4f} × 10 × (score − 0.5))))"
          f" from {len(train)} flexible matches")
    confidence = 1 / (1 + np.exp(-(intercept + slope * 10 * (report[:, 0] - 0.5))))
    base = float((train[:, 1] * train[:, 2]).sum() / train[:, 2].sum())
    compared = []
    if args.compare:
        a, b = (float(v) for v in args.compare.split(","))
        compared = [(f"curve {a:g}, {b:g}", 1 / (1 + np.exp(-(a + b * 10 * (report[:, 0] - 0.5)))))]
    for name, predicted in [("confidence", confidence)] + compared + [("score as a probability", report[:, 0]),
                            (f"constant {base:.3f}", np.full(len(report), base))]:
        brier, logloss = losses(report, predicted)
        print(f"report set ({len(report)} flexible matches): {name}: Brier {brier:.4f}, log loss {logloss:.4f}")
    w = report[:, 2]
    for low, high in [(0, 0.7), (0.7, 0.9), (0.9, 1.01)]:
        inside = (confidence >= low) & (confidence < high)
        if inside.any():
            print(f"  confidence {low:.1f}–{min(high, 1):.1f}: {int(inside.sum())} matches, mean confidence"
                  f" {np.average(confidence[inside], weights=w[inside]):.3f}, right {np.average(report[inside, 1], weights=w[inside]):.3f}")
    for score in (0.5, 0.55, 0.6, 0.7):
        print(f"  score {score:.2f} → confidence {1 / (1 + math.exp(-(intercept + slope * 10 * (score - 0.5)))):.3f}")


if __name__ == "__main__":
    main()
