"""Play at the terminal through the same JSON API the page uses: ``python -m kawu hearts``.

``python -m kawu verify FILE_OR_CODE`` checks committed deals and ``python -m kawu audit FILE``
audits the computer players' decisions (:mod:`kawu.cli.fair`); ``python -m kawu daily DATE
[GAME]`` prints the day's deal and the hard level's par from each seat (:mod:`kawu.cli.daily`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from kawu import api
from kawu.engine.cards import card, pretty

SEATS = ("South (you)", "West", "North", "East")


def _show(view: dict[str, Any], out: TextIO) -> None:
    out.write(f"\nhand {view['hand_number']}  scores {view['scores']}")
    if view["game"] == "hearts":
        out.write(f"  pass {view['pass_direction']}")
    else:
        out.write(f"  bids {view['bids']}  bags {view['bags']}")
    out.write("\n")
    last = view["last_trick"]
    if last is not None:
        taken = ", ".join(f"{SEATS[s].split()[0]} {pretty(card(c))}" for s, c in last["cards"])
        points = f", {last['points']} points" if last["points"] else ""
        out.write(f"last trick: {taken} (to {SEATS[last['winner']].split()[0]}{points})\n")
    if view["trick"]:
        played = ", ".join(f"{SEATS[s].split()[0]} {pretty(card(c))}" for s, c in view["trick"])
        out.write(f"table: {played}\n")
    out.write("your hand: " + " ".join(pretty(card(c)) for c in view["hand"]) + "\n")


def _parse(view: dict[str, Any], text: str) -> Any:
    words = text.upper().replace("10", "T").split()
    if view["phase"] == "pass":
        return words
    if view["phase"] == "bid":
        word = text.strip().lower()
        return 0 if word == "nil" else int(word) if word.isdigit() else word
    return words[0] if words else ""


def play(game: str, level: str, seed: int | None, inp: TextIO, out: TextIO) -> dict[str, Any]:
    record = api.new_game(game, seed=seed)
    while True:
        view = api.view(record, 0)
        if view["phase"] == "game_over":
            out.write(f"\ngame over: scores {view['scores']}, winner {view['winner']}\n")
            return record
        for seat in view["to_act"]:
            if seat != 0:
                action = api.bot_action(record, seat, level, seed=len(record["actions"]))
                record = api.act(record, seat, action)
                break
        else:
            _show(view, out)
            what = {"pass": "three cards to pass", "bid": "your bid (nil, 1-13)"}
            out.write(f"{what.get(view['phase'], 'a card to play')} > ")
            out.flush()
            line = inp.readline()
            if not line:
                return record
            try:
                record = api.act(record, 0, _parse(view, line))
            except (api.IllegalAction, ValueError) as e:
                out.write(f"not allowed: {e}\n")


def main(argv: list[str] | None = None) -> None:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] in (["verify"], ["audit"]):
        from kawu.cli.fair import main as fair_main

        raise SystemExit(fair_main(args_in))
    if args_in[:1] == ["daily"]:
        from kawu.cli.daily import main as daily_main

        raise SystemExit(daily_main(args_in[1:]))
    parser = argparse.ArgumentParser(prog="python -m kawu", description=__doc__)
    parser.add_argument("game", choices=("hearts", "spades"))
    parser.add_argument("--level", choices=api.LEVELS, default="normal")
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(args_in)
    play(args.game, args.level, args.seed, sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
