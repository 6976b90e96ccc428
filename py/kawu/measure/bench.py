"""Random-play throughput of the engine's fast path: ``python -m kawu.bench``.

A complete hand is the deal, the pass (Hearts) or the bids (Spades), 52 plays and the scoring,
all through the same ``Hearts``/``Spades`` objects the API replays, with random legal choices.
Each figure is the median of several timed runs. With ``--openspiel`` the same is timed for
OpenSpiel's C++ games through its Python API (``pyspiel``, when installed: ``pip install
open_spiel``), run for run in turn with ours, and the ratio of the medians is printed: a random
legal action at every decision, the chance nodes (its deal, card by card) drawn at random too.

With ``--core`` it times the hard level's rollouts in the core (``kawu.core``, the same ``.wasm``
the page runs, here through wasmtime): whole hands from the first card, every seat playing by the
normal rules, in batches as the search of a card sends its worlds (a record the batch shares and
each hand's four hands, written; the batch played out; the results read back), and prints
``core hearts: N rollouts/s`` and ``core spades: N rollouts/s`` (and the same hands sent as
whole records, as the searches of a bid and a pass send theirs); with ``--openspiel`` too, the
same run's OpenSpiel C++ random rollouts a second (its ``RandomRolloutEvaluator``, 20 rollouts a
simulation of its C++ ``MCTSBot``, timed from the first decision of a dealt hand that has a
choice), and the ratios.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from collections.abc import Callable

from kawu.engine import deals
from kawu.engine.cards import shuffled_deck
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame


def _random_card(m: int, rnd: Callable[[], float]) -> int:
    k = int(rnd() * m.bit_count())
    for _ in range(k):
        m &= m - 1
    return (m & -m).bit_length() - 1


def play_hands(game: str, hands: int, rng: random.Random) -> int:
    """Play ``hands`` complete hands with random legal choices; returns the plays made."""
    rnd = rng.random

    def deal(_: int) -> list[int]:
        return shuffled_deck(rng)

    def fresh() -> TrickGame:
        if game == "hearts":
            return Hearts(HeartsOptions(), deals=deal)
        return Spades(SpadesOptions(), deals=deal, first_dealer=rng.getrandbits(2))

    state: TrickGame = fresh()
    plays = 0
    for _ in range(hands):
        start = state.hand_number
        if state.phase is Phase.PASS:
            assert isinstance(state, Hearts)
            for seat in range(4):
                hand = state.hands[seat]
                chosen = 0
                for _k in range(3):
                    c = _random_card(hand & ~chosen, rnd)
                    chosen |= 1 << c
                state.pass_cards(seat, chosen)
        elif state.phase is Phase.BID:
            assert isinstance(state, Spades)
            for _k in range(4):
                state.bid(state.turn, 1 + int(rnd() * 5))
        while state.hand_number == start and state.phase is Phase.PLAY:
            state.play(_random_card(state.legal_mask(), rnd))
            plays += 1
        if state.phase is Phase.GAME_OVER:
            state = fresh()
    return plays


def measure(game: str, hands: int, runs: int, seed: int) -> list[float]:
    rates = []
    for run in range(runs):
        rng = random.Random(seed + run)
        t0 = time.perf_counter()
        play_hands(game, hands, rng)
        rates.append(hands / (time.perf_counter() - t0))
    return rates


def openspiel_rates(game: str, hands: int, runs: int, seed: int) -> list[float]:
    """Hands a second of OpenSpiel's ``game`` (one deal each, played to its end) with random
    actions through ``pyspiel``, one figure per run."""
    import pyspiel  # type: ignore[import-not-found]  # optional: the comparison only

    spiel = pyspiel.load_game(game)
    rates = []
    for run in range(runs):
        rnd = random.Random(seed + run).random
        t0 = time.perf_counter()
        for _ in range(hands):
            state = spiel.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rnd() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rnd() * len(legal))])
        rates.append(hands / (time.perf_counter() - t0))
    return rates


def core_hands(game: str, hands: int, rng: random.Random, size: int) -> list[TrickGame]:
    """``hands`` hands dealt, before their first card, in batches of ``size`` that differ only in
    their hands, as the worlds of one search do: a batch shares its first seat to play and, in
    Spades, its dealer and bids (1 to 5, drawn for the batch); a Hearts hand has no pass, and
    each deal's seats are turned so that the batch's leader holds 2♣."""
    states: list[TrickGame] = []
    for start in range(0, hands, size):
        lead, dealer = rng.getrandbits(2), rng.getrandbits(2)
        bids = [1 + rng.randrange(5) for _ in range(4)]
        for _ in range(min(size, hands - start)):
            deck = shuffled_deck(rng)
            if game == "hearts":
                hearts = Hearts(deals=deals.fixed(deck), first_direction=3)
                turn = (lead - hearts.leader) & 3
                hearts.hands = [hearts.hands[(s - turn) & 3] for s in range(4)]
                hearts.leader = hearts.turn = lead
                states.append(hearts)
            else:
                spades = Spades(deals=deals.fixed(deck), first_dealer=dealer)
                for _k in range(4):
                    spades.bid(spades.turn, bids[spades.turn])
                states.append(spades)
    return states


def core_rates(
    game: str,
    hands: int,
    runs: int,
    seed: int,
    whole: list[float] | None = None,
    alone: list[float] | None = None,
) -> list[float]:
    """Whole hands a second played out by the core with the normal rules, one figure per run:
    ``hands`` dealt hands (``core_hands``) in batches of the core's largest, sent as the search
    of a card sends its worlds (``Core.play_out_rows``: the batch's first record, then each hand's
    four hands packed as a row), timing the rows' making, writing, playing and reading. ``whole``
    (optional) gets the same hands sent as whole records, each packed in Python as the searches
    of a bid and a pass make theirs (``layout.packed``, ``Core.play_out_packed``); ``alone``
    (optional) the core's call alone."""
    from kawu import core
    from kawu.core import layout

    loaded = core.load()
    size = loaded.max_records
    rates = []
    for run in range(runs):
        rng = random.Random(seed + run)
        states = core_hands(game, hands, rng, size)
        params = (
            layout.hearts_params(states[0], 0, [0, 0, 0, 0])  # type: ignore[arg-type]
            if game == "hearts"
            else layout.spades_params(states[0])  # type: ignore[arg-type]
        )
        batches = [states[start : start + size] for start in range(0, hands, size)]
        row = layout.ROW.pack
        packed = layout.packed
        t0 = time.perf_counter()
        for batch in batches:
            template = packed(batch[0])  # the search's: its first world's record, once
            played = loaded.play_out_rows(params, template, [row(*s.hands, 0) for s in batch])
            for _words in played:  # each result's words viewed, as the search does
                pass
        rates.append(hands / (time.perf_counter() - t0))
        if whole is not None:
            t0 = time.perf_counter()
            for batch in batches:
                for _words in loaded.play_out_packed(params, [packed(s) for s in batch]):
                    pass
            whole.append(hands / (time.perf_counter() - t0))
        if alone is not None:
            calls = 0.0
            for batch in batches:
                n = loaded._load_packed(params, [packed(s) for s in batch])
                t1 = time.perf_counter()
                loaded._backend.call("kawu_play_out", n)
                calls += time.perf_counter() - t1
            alone.append(hands / calls)
    return rates


def openspiel_rollout_rates(game: str, seconds: float, runs: int, seed: int) -> list[float]:
    """OpenSpiel's C++ random rollouts a second: its ``MCTSBot`` with a
    ``RandomRolloutEvaluator`` of 20 rollouts a simulation, asked for the first decision of a
    dealt hand with a choice (the rollouts are nearly whole hands), for about ``seconds`` a
    run."""
    import pyspiel  # optional: the comparison only

    spiel = pyspiel.load_game(game)
    simulations = 100
    rates = []
    for run in range(runs):
        rng = random.Random(seed + run)
        bot = pyspiel.MCTSBot(
            spiel, pyspiel.RandomRolloutEvaluator(20, seed + run), 2.0, simulations, 1000,
            False, seed + run, False,
        )  # fmt: skip
        state = spiel.new_initial_state()
        # On to the first decision with a choice: a bot with one legal action (Hearts' 2♣ to
        # lead, in a hand without a pass) answers without a simulation, and the run would count
        # rollouts never played.
        while state.is_chance_node() or len(state.legal_actions()) == 1:
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                state.apply_action(state.legal_actions()[0])
        done = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            bot.step(state)
            done += simulations * 20
        rates.append(done / (time.perf_counter() - t0))
    return rates


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m kawu.bench", description=__doc__)
    parser.add_argument("--hands", type=int, default=2000, help="hands per run (default 2000)")
    parser.add_argument("--runs", type=int, default=7, help="timed runs per game (default 7)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--openspiel", action="store_true", help="also time OpenSpiel's games (needs pyspiel)"
    )
    parser.add_argument(
        "--core", action="store_true", help="time the core's rollouts instead (kawu.core)"
    )
    args = parser.parse_args(argv)
    if args.core:
        _core(args)
        return
    print(
        f"kawu engine benchmark: {platform.python_implementation()} {platform.python_version()},"
        f" {args.hands} random hands x {args.runs} runs, median"
    )
    for game in ("hearts", "spades"):
        if not args.openspiel:
            rates = measure(game, args.hands, args.runs, args.seed)
            print(f"{game:7s} {_rates(rates)}")
            continue
        ours: list[float] = []
        theirs: list[float] = []
        for run in range(args.runs):  # in turn, so that a busy moment weighs on both
            ours += measure(game, args.hands, 1, args.seed + run)
            theirs += openspiel_rates(game, max(1, args.hands // 4), 1, args.seed + run)
        ratio = statistics.median(ours) / statistics.median(theirs)
        print(f"{game:7s} {_rates(ours)}")
        print(f"  OpenSpiel {_rates(theirs)}  kawu / OpenSpiel {ratio:.2f}x")


def _core(args: argparse.Namespace) -> None:
    print(
        f"kawu core rollouts: {platform.python_implementation()} {platform.python_version()},"
        f" {args.hands} hands x {args.runs} runs, median"
    )
    for game in ("hearts", "spades"):
        ours: list[float] = []
        whole: list[float] = []
        alone: list[float] = []
        theirs: list[float] = []
        for run in range(args.runs):  # in turn, so that a busy moment weighs on both
            ours += core_rates(game, args.hands, 1, args.seed + run, whole, alone)
            if args.openspiel:
                theirs += openspiel_rollout_rates(game, 1.0, 1, args.seed + run)
        print(f"core {game}: {statistics.median(ours):.0f} rollouts/s"
              f"  (min {min(ours):.0f}, max {max(ours):.0f}), sent as the search of a card sends"
              f" its worlds; as whole records {statistics.median(whole):.0f};"
              f" the core's call alone {statistics.median(alone):.0f}")  # fmt: skip
        if theirs:
            mid = statistics.median(theirs)
            print(f"  OpenSpiel C++ random rollouts: {mid:.0f} rollouts/s"
                  f"  (min {min(theirs):.0f}, max {max(theirs):.0f})  core / OpenSpiel"
                  f" {statistics.median(ours) / mid:.2f}x; as whole records"
                  f" {statistics.median(whole) / mid:.2f}x;"
                  f" the call alone {statistics.median(alone) / mid:.2f}x")  # fmt: skip


def _rates(rates: list[float]) -> str:
    return f"{statistics.median(rates):8.0f} hands/s  (min {min(rates):.0f}, max {max(rates):.0f})"


if __name__ == "__main__":
    main()
