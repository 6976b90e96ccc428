"""A fingerprint of the hard level's decisions: ``python -m kawu.measure.fingerprint``.

Plays hands of both games under several rule sets, the hard level at one seat (Spades: the hard
team) against the normal level, and hashes every hard decision with everything it searched: the
action, its reason and parameters, and every rollout's score and measure by candidate (what the
hint and the review show), at full effort or ``--effort``; then a person's hints over a hand
against three hard players and that hand's review, through ``kawu.api``. Two implementations of the
rollouts (``KAWU_CORE=python`` and the WebAssembly core) must print the same hash: they then
make the same decisions, to the last rollout.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from kawu import core
from kawu.bots import budget_for, decide, evaluate
from kawu.engine import deals
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

HEARTS_RULES = (
    HeartsOptions(),
    HeartsOptions(target=50, queen="after_hearts", moon="subtract_from_self"),
    HeartsOptions(queen="breaks_hearts", target=150),
    HeartsOptions(jack_of_diamonds=True),
)
SPADES_RULES = (SpadesOptions(), SpadesOptions(target=250, blind_nil=True, mercy=True))
#: The house rules (``house=True``): each option of RULES.md's "House rules" in one set or
#: another, near the target and far from it.
HOUSE_HEARTS = (
    HeartsOptions(pass_count=4, hearts_lead="any", first_trick_points=True),
    HeartsOptions(points="black_maria", pass_count=5, target=50),
    HeartsOptions(points="spot", first_lead="dealer_left", moon="best_for_shooter", target=150),
    HeartsOptions(first_lead="any_club", pass_directions=("left", "right", "hold")),
    HeartsOptions(jack_of_diamonds=True, no_tricks_bonus=True, moon="best_for_shooter"),
)
HOUSE_SPADES = (
    SpadesOptions(nil_value=50, bag_penalty="five_for_50", spades_lead="any"),
    SpadesOptions(nil_tricks="count", bag_penalty="none", first_lead="two_clubs", target=300),
)


def _state(game: str, hand: int, rules: Any, rng: random.Random) -> TrickGame:
    deck = deals.deck_for_key(deals.deal_key(rng.getrandbits(32), hand))
    near = hand % 2 == 1
    state: TrickGame
    if game == "hearts":
        state = Hearts(rules, deals=lambda _n: deck,
                       first_direction=hand % len(rules.pass_directions), first_dealer=hand % 4)
        top = rules.target - 1
        state.scores = [rng.randrange(top - 40, top) if near else rng.randrange(0, 40)
                        for _ in range(4)]
    else:
        state = Spades(rules, deals=lambda _n: deck, first_dealer=hand % 4)
        low, high = (rules.target - 200, rules.target - 1) if near else (-50, 200)
        state.scores = [rng.randrange(low, high), rng.randrange(low, high)]
    return state


def fingerprint(
    game: str,
    hands: int,
    seed: int,
    effort: float = 1.0,
    figures: bool = True,
    house: bool = False,
) -> tuple[str, int]:
    """The hash of every hard decision of ``hands`` hands of each rule set (with ``house``, of
    the house rules' sets), and their count. Without ``figures``, of the decisions alone (the
    action, its reason and its parameters): the rollouts' figures go through the game model's
    ``exp`` and ``erf``, whose last bits may differ between two builds of the C library
    (CPython's and Pyodide's), the decisions do not."""
    digest = hashlib.sha256()
    count = 0
    if house:
        rules_list: tuple[Any, ...] = HOUSE_HEARTS if game == "hearts" else HOUSE_SPADES
    else:
        rules_list = HEARTS_RULES if game == "hearts" else SPADES_RULES
    hard = {0, 2} if game == "spades" else {0}
    table = ["hard" if s in hard else "normal" for s in range(4)]
    for r, rules in enumerate(rules_list):
        rng = random.Random(seed * 1000 + r)
        for hand in range(hands):
            state = _state(game, hand, rules, rng)
            while state.hand_number == 1 and state.winner is None:
                for seat in state.to_act():
                    if table[seat] == "hard":
                        budget = budget_for(state, effort)
                        found = evaluate(state, seat, random.Random(count), budget, table=table)
                        seen: tuple[Any, ...] = (found.action, found.why,
                                                 sorted(found.params.items()))  # fmt: skip
                        if figures:
                            seen += (sorted(found.tally.scores.items()),
                                     sorted(found.tally.values.items()))  # fmt: skip
                        digest.update(repr(seen).encode())
                        action = found.action
                        count += 1
                    else:
                        action, _, _ = decide(state, seat, "normal", rng, table=table)
                    state.apply(seat, action)
                if state.phase is Phase.GAME_OVER:
                    break
    return digest.hexdigest()[:16], count


def fingerprint_api(game: str, seed: int, effort: float = 0.5) -> tuple[str, int]:
    """The hash of the hint at every decision of the person (seat 0) over the first hand of a
    game against three hard players, and of that hand's whole review (``kawu.api``): what a
    person sees of the search, with and without the core."""
    from kawu import api

    digest = hashlib.sha256()
    table = ["person", "hard", "hard", "hard"]
    record = api.new_game(game, seed=seed, secret="0" * 32)
    count = 0
    while True:
        view = api.view(record, 0)
        if view["hand_number"] != 1 or view["phase"] == "game_over":
            break
        for seat in view["to_act"]:
            if seat == 0:
                hinted = api.hint(record, 0, effort, table)
                digest.update(repr(sorted(hinted.items())).encode())
                count += 1
                action = hinted["action"]
            else:
                action = api.bot_action(record, seat, "hard", seed=len(record["actions"]),
                                        effort=effort, table=table)  # fmt: skip
            record = api.act(record, seat, action)
    reviewed = api.review(record, 0, 1, effort, table)
    digest.update(repr(reviewed).encode())
    return digest.hexdigest()[:16], count


def main(argv: list[str] | None = None) -> None:
    import argparse  # (not at the top: the page's Python has no argparse, and tests/node runs
    #                   ``fingerprint`` there)

    parser = argparse.ArgumentParser(prog="python -m kawu.measure.fingerprint", description=__doc__)
    parser.add_argument("--hands", type=int, default=2, help="hands per rule set (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--effort", type=float, default=1.0)
    parser.add_argument("--house", action="store_true", help="the house rules' sets")
    args = parser.parse_args(argv)
    loaded = core.core()
    print(f"rollouts: {'the core' if loaded else 'Python (' + str(core.why_not) + ')'}")
    for game in ("hearts", "spades"):
        digest, count = fingerprint(game, args.hands, args.seed, args.effort, house=args.house)
        print(f"{game}: {count} decisions, fingerprint {digest}")
        digest, count = fingerprint_api(game, args.seed)
        print(f"{game}: {count} hints and a hand's review, fingerprint {digest}")


if __name__ == "__main__":
    main()
