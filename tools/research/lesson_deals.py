"""Find the lessons' deals (``kawu.lessons.LESSONS``): ``.venv/bin/python
tools/research/lesson_deals.py --game hearts --tries 300``.

For each candidate (the first hand of the game of seed ``--seed`` + i, as a deal code), plays the
lesson as the page does: South follows the hint (the page's table, ``["person", "normal",
"normal", "normal"]``) and the other seats play at the lesson's level; at each of South's
decisions it asks ``api.lesson_step`` with the topics seen so far. A deal is kept when every
topic the lesson must show (``MUST``) comes, at each of ``--efforts`` (the hint's search at a
slow device's effort may choose otherwise); among those, the ones with the most topics and
the most wanted extras (``WANTED``) are printed first, with the topic of each decision.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from kawu import api

TABLE = ["person", "normal", "normal", "normal"]
#: What each lesson must show, followed with the hint (Hearts' 2♣ lead and moon have scenario
#: tests of their own: a seat that leads 2♣ does not meet the first trick's rule as a follower).
MUST = {
    "hearts": {"pass", "first_trick", "follow", "discard", "hearts_unbroken", "hearts_broken",
               "queen"},
    "spades": {"bid", "contract", "follow", "trump", "spades_unbroken", "bags", "nil"},
}  # fmt: skip
WANTED = {"hearts": {"moon"}, "spades": {"spades_broken"}}


Step = tuple[str, Any, bool, str, dict[str, Any]]


def lesson(game: str, deal: str, seed: int, effort: float) -> tuple[list[Step], dict[str, Any]]:
    """Each of South's decisions in the lesson's hand (topic, the hint's action, first, the
    words in English, the view), and the hand's history row."""
    record = api.new_game(game, {}, seed=seed, deal=deal, secret="0" * 32)
    seen: list[str] = []
    out = []
    while not api.view(record, 0)["history"]:
        view = api.view(record, 0)
        for seat in view["to_act"]:
            if seat == 0:
                step = api.lesson_step(record, 0, seen)
                if step["first"]:
                    seen.append(step["topic"])
                action = api.hint(record, 0, effort, TABLE)["action"]
                out.append((step["topic"], action, step["first"], step["words"]["en"], view))
            else:
                action = api.bot_action(record, seat, "normal")
            record = api.act(record, seat, action)
    return out, api.view(record, 0)["history"][0]


def fit(game: str, run: list[Step], row: dict[str, Any]) -> tuple[int, ...]:
    """How well a lesson teaches, the larger the better. Hearts: a moon seen coming at another
    seat, South's points low; Spades: South's bid one or more and near its count, the nil
    another seat's, the contract made. Both: no step whose words name the card the hint then
    plays as the one to avoid (``lesson_queen_out``)."""
    topics = {t for t, _, _, _, _ in run}
    clash = sum(1 for t, a, _, w, _ in run if t == "queen" and "she may fall" in w
                and _card_named(a, w))  # fmt: skip
    if game == "hearts":
        other_moon = any(t == "moon" and not w.startswith("You have") for t, _, _, w, _ in run)
        return (-clash, int(other_moon), -row["points"][0], len(topics))
    bid = row["bids"][0]
    count = next(int(w.split("about ")[1].rstrip(".")) if "about " in w else 0
                 for t, _, _, w, _ in run if t == "bid")  # fmt: skip
    near = bid > 0 and abs(bid - count) <= 1
    made = row["counted"][0] >= row["contracts"][0]
    return (-clash, int(near) + int(made) + int(bid > 0), int("spades_broken" in topics),
            row["points"][0] - row["points"][1])  # fmt: skip


def _card_named(action: Any, words: str) -> bool:
    from kawu.words.say import card_name

    return isinstance(action, str) and card_name(action) in words


def candidates(game: str, seed: int, tries: int, dealer: int | None) -> list[tuple[str, int]]:
    found = []
    for i in range(tries):
        record = api.new_game(game, {}, seed=seed + i, secret="0" * 32)
        code = api.deal_code(record)
        if dealer is not None and game == "spades" and not code.startswith(f"S{dealer}-"):
            continue
        found.append((code, seed + i))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("hearts", "spades"), default="hearts")
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--efforts", default="0.25,1", help="the hint's efforts to hold at")
    parser.add_argument("--dealer", type=int, default=1,
                        help="Spades: the dealer (1, West: North bids first, South third)")
    parser.add_argument("--show", type=int, default=5)
    args = parser.parse_args()
    efforts = [float(e) for e in args.efforts.split(",")]
    kept = []
    for code, seed in candidates(args.game, args.seed, args.tries, args.dealer):
        ok, topics, runs = True, set(), []
        for effort in efforts:
            run, row = lesson(args.game, code, seed, effort)
            met = {t for t, _, _, _, _ in run}
            runs.append(run)
            topics |= met
            if not MUST[args.game] <= met:
                ok = False
                break
        if ok:
            score = fit(args.game, runs[-1], row)
            kept.append((score, code, seed, runs, row))
            print(f"kept {code} (seed {seed}): {len(topics)} topics, fit {score}", flush=True)
    kept.sort(key=lambda k: k[0], reverse=True)
    print(f"{len(kept)} deals of {args.tries} show every topic at efforts {efforts}")
    for score, code, seed, runs, row in kept[: args.show]:
        print(f"\n{code} (seed {seed}), fit {score}, points {row['points']}:")
        for i, (topic, action, first, words, _) in enumerate(runs[-1], start=1):
            print(f"  {i:2}. {topic}{'' if first else ' (again)'}: {action}  | {words}")
        print("  hand:", " ".join(runs[-1][0][4]["hand"]))


if __name__ == "__main__":
    main()
