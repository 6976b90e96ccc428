"""A batch sent as rows (``Core.play_out_rows``, ``kawu_play_out_rows``): one record every world
shares and, for each world, its four hands and the card to play first. The core must play out the
same records as when each is sent whole (``play_out_packed``, itself compared with the Python
rules in ``test_core_hearts`` and ``test_core_spades``), and the search that sends its worlds so
(``Rollouts`` with ``rows``) must get the same outcomes as the one that sends whole records."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from kawu.bots import search
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.rollouts import Rollouts
from kawu.bots.spades import normal as spades_normal
from kawu.bots.spades import play as spades_play
from kawu.core import Core, CoreError, layout
from kawu.engine.cards import cards_in
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import TrickGame
from kawu.measure import differential


def _worlds(state: TrickGame, rng: random.Random, n: int) -> list[TrickGame]:
    """``state`` with the cards the seat to play cannot see dealt again among the other seats,
    each keeping its number of cards: worlds that differ only in their hands, as the search's."""
    seat = state.turn
    others = [s for s in range(4) if s != seat]
    hidden = [c for s in others for c in cards_in(state.hands[s])]
    worlds = []
    for _ in range(n):
        rng.shuffle(hidden)
        world = state.clone()
        at = 0
        for s in others:
            count = state.hands[s].bit_count()
            world.hands[s] = sum(1 << c for c in hidden[at : at + count])
            at += count
        worlds.append(world)
    return worlds


def _params(state: TrickGame) -> list[int]:
    if isinstance(state, Hearts):
        return layout.hearts_params(state, state.turn, [0, 0, 0, 0])
    assert isinstance(state, Spades)
    return layout.spades_params(state)


def _positions() -> Iterator[TrickGame]:
    for options in differential.HEARTS_RULES.values():
        for i, state in enumerate(differential.hearts_positions(options, 3, 4)):
            if i % 3 == 0:
                yield state.clone()
    for rules in differential.SPADES_RULES:
        for i, state in enumerate(differential.spades_positions(rules, 3, 4)):
            if i % 3 == 0:
                yield state.clone()


def test_rows_play_out_the_records_sent_whole(core: Core) -> None:
    rng = random.Random(11)
    compared = 0
    games = set()
    for state in _positions():
        if state.trick_number == 12 and len(state.trick) == 3:
            continue  # the candidate ends the hand: the search plays nothing out
        params = _params(state)
        worlds = _worlds(state, rng, 6)
        firsts = [c + 1 for c in cards_in(state.legal_mask())]  # every candidate
        pairs = [(w, f) for w in worlds for f in firsts]
        whole = []
        for w, f in pairs:
            record = layout.record(w)
            record[layout.R_FIRST] = f
            whole.append(layout.RECORD.pack(*record))
        want = [list(words) for words in core.play_out_packed(params, whole)]
        rows = [layout.ROW.pack(*w.hands, f) for w, f in pairs]
        # the template is any world's record: its hands are each row's
        got = [list(words) for words in core.play_out_rows(params, layout.packed(worlds[-1]), rows)]
        assert got == want, (state.options, state.log)
        compared += len(pairs)
        games.add(type(state).__name__)
    assert games == {"Hearts", "Spades"}
    assert compared > 5000, compared


def test_rows_are_refused_as_whole_records_are(core: Core) -> None:
    state = next(differential.spades_positions(differential.SPADES_RULES[0], 5, 1))
    params = _params(state)
    template = layout.packed(state)
    illegal = next(c for c in range(52) if not state.legal_mask() >> c & 1)
    with pytest.raises(CoreError, match="a state with no card to play"):
        core.play_out_rows(params, template, [layout.ROW.pack(*state.hands, illegal + 1)])
    with pytest.raises(CoreError, match="one record"):
        core.play_out_rows(params, template[:-8], [layout.ROW.pack(*state.hands, 0)])
    with pytest.raises(CoreError, match="too many states"):
        core.play_out_rows(params, template, [layout.ROW.pack(*state.hands, 0)] * 2049)


def _outcomes(state: TrickGame, pairs: list[tuple[TrickGame, int]], rows: bool) -> list[float]:
    """The card search's outcomes of ``pairs`` (``search.best_card``'s ``Rollouts``)."""
    seat = state.turn
    if isinstance(state, Hearts):
        params = hearts_normal.core_params(state, seat)
        play_out = hearts_normal.rollout_for(seat)
        score = hearts_normal.score
    else:
        params = spades_normal.core_params(state, seat)
        play_out, score = spades_play.play_out, spades_normal.score
    card_played, card_first = search.card_played, search.card_first
    rollouts = Rollouts(seat, card_played, play_out, score, None, params, card_first, rows=rows)
    return rollouts(pairs)


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_search_sends_rows_and_gets_the_outcomes_of_whole_records(
    core: Core, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[int] = []
    play_out_rows = core.play_out_rows

    def counted(*args: Any) -> Any:
        sent.append(len(args[2]))
        return play_out_rows(*args)

    monkeypatch.setattr("kawu.core.core", lambda: core)
    rng = random.Random(21)
    checked = 0
    positions = (
        differential.hearts_positions(differential.HEARTS_RULES["kawu"], 8, 3)
        if game == "hearts"
        else differential.spades_positions(differential.SPADES_RULES[0], 8, 3)
    )
    for i, position in enumerate(positions):
        if i % 4:
            continue
        state = position.clone()
        pairs = [(w, c) for w in _worlds(state, rng, 5) for c in cards_in(state.legal_mask())]
        whole = _outcomes(state, pairs, rows=False)
        monkeypatch.setattr(core, "play_out_rows", counted)
        assert _outcomes(state, pairs, rows=True) == whole
        monkeypatch.setattr(core, "play_out_rows", play_out_rows)
        checked += 1
    assert checked >= 30
    assert len(sent) >= checked - 3  # every search but those of the hand's last trick
