"""A hand review as text at the terminal: ``python -m kawu.cli.review hearts --south normal``.

Plays a game's first hand (South at the level asked, the others normal, every computer player
seeded by the page's rule) or reads a saved record (``--record file.json``), reviews South's
decisions in hand ``--hand`` and prints the hand and the review, in English or Italian.
It goes through :mod:`kawu.api` like any other caller (it was ``kawu.review.text``: moved
above the API, where the layers of docs/architecture.md put the command-line tools).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any, TextIO

from kawu import api
from kawu.bots import seed_for
from kawu.words.say import card_name

SEATS = {"en": ("South", "West", "North", "East"), "it": ("Sud", "Ovest", "Nord", "Est")}


def play_hand(game: str, seed: int, south: str, effort: float) -> dict[str, Any]:
    """A new game's first hand played to its end, South at level ``south``."""
    record = api.new_game(game, seed=seed)
    while api.view(record, 0)["hand_number"] == 1:
        seat = api.view(record, 0)["to_act"][0]
        level = south if seat == 0 else "normal"
        rule = seed_for(record["seed"], len(record["actions"]))
        record = api.act(record, seat, api.bot_action(record, seat, level, rule, effort))
    return record


def _action(action: Any) -> str:
    if isinstance(action, list):
        return " ".join(card_name(c) for c in action)
    return "nil" if action == 0 else card_name(action)


def write(found: dict[str, Any], lang: str, out: TextIO) -> None:
    names = SEATS[lang]
    deal = found["deal"]
    out.write(f"{found['game']} — hand {found['hand_number']}, {names[found['seat']]}\n")
    for seat, hand in enumerate(deal["hands"]):
        out.write(f"  {names[seat]:6} {_action(hand)}\n")
    if deal["passed"]:
        out.write(f"pass {deal['pass_direction']}: {_action(deal['passed'][found['seat']])}\n")
    for trick in found["tricks"]:
        plays = ", ".join(f"{names[p['seat']]} {card_name(p['card'])}" for p in trick["plays"])
        points = f" ({trick['points']})" if trick["points"] else ""
        out.write(f"  {trick['number']:2}. {plays} -> {names[trick['winner']]}{points}\n")
    out.write(f"result: {json.dumps(found['result'])}\n\n")
    for d in found["decisions"]:
        where = f"trick {d['trick']}" if d["trick"] else d["phase"]
        out.write(
            f"{where:9} {_action(d['choice']):10} best {_action(d['best']):10}"
            f" loss {d['loss']:6.2f}  {d['grade']:10} {d['reason'][lang]}\n"
        )
    grades = ", ".join(f"{n} {g}" for g, n in found["grades"].items())
    out.write(f"\ntotal loss {found['total_loss']:.2f} ({grades})\n")


def main(argv: list[str] | None = None, out: TextIO = sys.stdout) -> int:
    import argparse  # here: the page imports every module of kawu, and its Python has no argparse

    parser = argparse.ArgumentParser(prog="python -m kawu.cli.review", description=__doc__)
    parser.add_argument("game", choices=("hearts", "spades"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--south", choices=api.LEVELS, default="normal")
    parser.add_argument("--effort", type=float, default=1.0)
    parser.add_argument("--hand", type=int, default=1)
    parser.add_argument("--record", help="a saved record (JSON) instead of a new hand")
    parser.add_argument("--lang", choices=("en", "it"), default="en")
    args = parser.parse_args(argv)
    if args.record:
        with open(args.record, encoding="utf-8") as f:
            record = json.load(f)
    else:
        record = play_hand(args.game, args.seed, args.south, args.effort)
    start = time.perf_counter()
    found = api.review(record, 0, args.hand, args.effort)
    took = time.perf_counter() - start
    write(found, args.lang, out)
    out.write(f"reviewed in {took:.2f} s at effort {args.effort}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
