#!/usr/bin/env python3
"""Writes validation workloads: the shape of the peers' test workloads, never their queries.

The test workloads (../shared/peers/workloads) take each intent's first K CLINC150 `train`
utterances as phrases and match CLINC150 `test` + `oos_test`, and SNIPS 2017's first ten `train`
utterances per intent against its `validate` files. To choose constants without looking at
those queries, this writes the same catalogs matched against held-out utterances instead:

  val150_k5 / val150_k10 / val150_k20
      150 intents, the first K `train` utterances of each as phrases; queries: all of `val`,
      `train` utterances 41-60 of each intent (never a phrase at K <= 20), and all of
      `oos_val` + `oos_train` (intent null).
  val10_<n>_k10
      six 10-intent slices (intents n..n+9 in alphabetical order, n = 0, 25, 50, 75, 100, 125),
      K = 10; queries: those intents' `val` and `train` 41-60 utterances + all out-of-scope ones.
  val120_k5 / val120_k10 / val120_k20
      a check on rejection with more out-of-scope queries than CLINC150's 200 held-out ones:
      120 intents (every fifth one left out), K phrases each; queries: their `val` and `train`
      41-60 utterances, and as out of scope the same utterances of the 30 intents left out
      plus `oos_val` + `oos_train`.
  valsnips7_k10
      SNIPS 2017, the first ten `train` utterances per intent as phrases; queries: `train`
      utterances 11-210 of each intent (the test workload uses `validate`).

The data stays out of the repository: the files go to --out (default .build/validation).

Usage: Tools/make-validation-workloads.py [--data ../shared/data] [--out .build/validation]
"""
import argparse, json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SNIPS = ["AddToPlaylist", "BookRestaurant", "GetWeather", "PlayMusic", "RateBook",
         "SearchCreativeWork", "SearchScreeningEvent"]


def by_intent(rows):
    grouped = {}
    for text, intent in rows:
        grouped.setdefault(intent, []).append(text)
    return grouped


def clinc(data, name, k, intents):
    train = by_intent(data["train"])
    val = by_intent(data["val"])
    phrases = [{"intent": i, "text": t} for i in intents for t in train[i][:k]]
    queries = [{"text": t, "intent": i} for i in intents for t in val[i] + train[i][40:60]]
    queries += [{"text": t, "intent": None} for t, _ in data["oos_val"] + data["oos_train"]]
    return {"name": name, "locale": "en", "phrases": phrases, "queries": queries}


def held_out(data, name, k, intents):
    kept = [i for n, i in enumerate(intents) if n % 5 != 4]
    left = [i for n, i in enumerate(intents) if n % 5 == 4]
    workload = clinc(data, name, k, kept)
    train, val = by_intent(data["train"]), by_intent(data["val"])
    workload["queries"] += [{"text": t, "intent": None} for i in left for t in val[i] + train[i][40:60]]
    return workload


def snips(root):
    phrases, queries = [], []
    for intent in SNIPS:
        with open(os.path.join(root, intent, f"train_{intent}.json"), encoding="utf-8") as f:
            rows = json.load(f)[intent]
        texts = ["".join(chunk["text"] for chunk in row["data"]).strip() for row in rows]
        phrases += [{"intent": intent, "text": t} for t in texts[:10]]
        queries += [{"text": t, "intent": intent} for t in texts[10:210]]
    return {"name": "valsnips7_k10", "locale": "en", "phrases": phrases, "queries": queries}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default=os.path.join(ROOT, "..", "shared", "data"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "validation"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.data, "clinc150", "data_full.json"), encoding="utf-8") as f:
        data = json.load(f)
    intents = sorted({i for _, i in data["train"]})
    workloads = [clinc(data, f"val150_k{k}", k, intents) for k in (5, 10, 20)]
    workloads += [held_out(data, f"val120_k{k}", k, intents) for k in (5, 10, 20)]
    workloads += [clinc(data, f"val10_{n}_k10", 10, intents[n:n + 10]) for n in range(0, 150, 25)]
    workloads.append(snips(os.path.join(args.data, "snips2017")))
    for workload in workloads:
        with open(os.path.join(args.out, workload["name"] + ".json"), "w", encoding="utf-8") as f:
            json.dump(workload, f, ensure_ascii=False)
        out = sum(q["intent"] is None for q in workload["queries"])
        print(f'{workload["name"]}: {len(workload["phrases"])} phrases, {len(workload["queries"]) - out} in scope, {out} out')


if __name__ == "__main__":
    main()
