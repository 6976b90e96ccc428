"""The hard level reads the normal level's computer players by their own rules (issue 14).

``hearts_level_reads``: what a normal player's cards say it cannot hold; ``inference.Explained``:
sampled hands checked against every play the seat made this hand. A read or a check that ruled out
a seat's real hand would make the search play against hands nobody holds, so both are checked on
whole hands of normal players; a seat that plays otherwise (a person) is left unchecked.
"""

from __future__ import annotations

import random

import pytest

from helpers import EAST, NORTH, SOUTH, WEST, deck_from_hands, new_hearts, play, redeal
from kawu import api
from kawu.bots import decide, modeled
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts.reads import level_reads
from kawu.bots.inference import Explained
from kawu.bots.knowledge import hearts_reads, known_held
from kawu.bots.rollouts import Budget
from kawu.bots.spades import normal as spades_normal
from kawu.bots.spades.reads import nil_reads
from kawu.engine.cards import card
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase, TrickGame

SMALL = Budget(plays=3000, min_deals=4, max_deals=40)


def normal_hands(game: str, hands: int, seed: int) -> list[tuple[TrickGame, int]]:
    """Every decision of ``hands`` hands played by four normal players (Hearts: half of them
    near the game's end, where the rules play the score), as (state, seat to play)."""
    rng = random.Random(seed)
    out: list[tuple[TrickGame, int]] = []
    for n in range(hands):
        deck = list(range(52))
        rng.shuffle(deck)
        state: TrickGame
        if game == "hearts":
            state = Hearts(deals=lambda _n, d=deck: d, first_direction=n % 4)
            if n % 2:
                state.scores = [rng.randrange(50, 99) for _ in range(4)]
        else:
            state = Spades(deals=lambda _n, d=deck: d, first_dealer=n % 4)
        while state.hand_number == 1 and state.phase is not Phase.GAME_OVER:
            for seat in state.to_act():
                if state.phase is Phase.PLAY:
                    out.append((state.clone(), seat))
                action, _, _ = decide(state, seat, "normal", rng)
                state.apply(seat, action)
    return out


def test_a_normal_players_reads_never_rule_out_a_card_it_holds() -> None:
    # Each read follows from the normal level's rules (hearts_level_reads' list): on 60 whole
    # hands of normal players, no read at any decision names a card its seat holds.
    read = 0
    for state, seat in normal_hands("hearts", 60, 3):
        assert isinstance(state, Hearts)
        reads = level_reads(state, seat)
        assert reads[seat] == 0
        for s in range(4):
            assert reads[s] & state.hands[s] == 0, (s, state.log, state.trick)
            read += reads[s].bit_count()
    assert read > 1000  # (they do say something)


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_real_hands_of_normal_players_explain_their_plays(game: str) -> None:
    # The check asks the normal level's own choice at each earlier play of the hand: with the hand
    # a normal player really holds, it is the card it played, every time, and the hand lies
    # within what the sampler draws from (voids, reads).
    for state, seat in normal_hands(game, 24, 5):
        hearts = isinstance(state, Hearts)
        model = hearts_normal.model if hearts else spades_normal.model
        reads = hearts_reads(state) if hearts else nil_reads(state, seat)
        narrow = hearts_normal.model_reads(state, seat) if hearts else None
        others = frozenset(s for s in range(4) if s != seat)
        ex = Explained(state, seat, model, reads, narrow, others)
        fixed = known_held(state, seat)
        for s in others:
            assert ex.explains(s, state.hands[s])
            assert state.hands[s] & ~fixed[s] & ~ex.allowed[s] == 0


def test_sampled_deals_mostly_fit_the_normal_players_plays() -> None:
    # Mid-hand, the deals drawn for the search keep the hand sizes, the voids and the cards this
    # seat passed, and in most of them every normal player's plays are the model's.
    rng = random.Random(1)
    fitting = total = 0
    for state, seat in normal_hands("hearts", 12, 8):
        if not 3 <= state.trick_number <= 9:
            continue
        others = frozenset(s for s in range(4) if s != seat)
        ex = Explained(state, seat, hearts_normal.model, hearts_reads(state),
                       level_reads(state, seat), others)  # fmt: skip
        fixed = known_held(state, seat)
        for _ in range(5):
            hands = ex.hands(rng)
            assert hands[seat] == state.hands[seat]
            assert sum(hands) == sum(state.hands)  # the same cards, dealt again
            for s in others:
                assert hands[s].bit_count() == state.hands[s].bit_count()
                assert hands[s] & fixed[s] == fixed[s]
                for suit in range(4):
                    if state.voids[s] >> suit & 1:
                        assert not hands[s] & (0x1FFF << 13 * suit)
            fitting += all(ex.explains(s, hands[s]) for s in others if s not in ex.unchecked)
            total += 1
    assert total > 100 and fitting > total // 2


# No pass. West holds three hearts and throws its lowest, 2♥, on the second trick (the normal
# level throws its highest), then follows with 5♥: no hand explains that.
ODD_DEAL = dict(
    south="2C 3C 4C 5C 6C 7C 8C 9C TC JC 2S 3S 4S",
    west="2D 3D 4D 5D 6D 7D 8D 2H 5H 9H 5S 6S 7S",
    north="QC KC AC 9D TD JD QD KD AD 3H 4H 6H 7H",
    east="8S 9S TS JS QS KS AS 8H TH JH QH KH AH",
)


def odd_west() -> Hearts:
    state = new_hearts(deck_from_hands(**ODD_DEAL), first_direction=3)
    play(state, "2C 2D AC 8S  KC AH 3C 2H  3H 8H 4S 5H  9S")
    return state


def test_a_seat_that_plays_against_the_rules_is_left_unchecked() -> None:
    state = odd_west()
    assert state.turn == SOUTH
    ex = Explained(state, SOUTH, hearts_normal.model, hearts_reads(state),
                   level_reads(state, SOUTH), frozenset({WEST, NORTH, EAST}))  # fmt: skip
    assert WEST in ex.unchecked
    assert ex.explains(WEST, 0)  # unchecked: any hand will do
    # ... and its reads are dropped with it: the hearts above 2♥ may be West's again.
    assert ex.allowed[WEST] >> card("9H") & 1


def test_only_the_normal_levels_computer_players_are_read() -> None:
    assert modeled(["hard", "normal", "normal", "normal"], SOUTH) == {WEST, NORTH, EAST}
    assert modeled(["person", "hard", "normal", "easy"], WEST) == {NORTH}
    assert modeled(None, SOUTH) == frozenset()
    state = odd_west()
    ex = Explained(
        state,
        SOUTH,
        hearts_normal.model,
        hearts_reads(state),
        level_reads(state, SOUTH),
        modeled(["hard", "person", "hard", "easy"], SOUTH),
    )
    assert ex.unchecked == {WEST, NORTH, EAST}  # fmt: skip


def test_the_hard_choice_with_normal_players_never_depends_on_cards_it_cannot_see() -> None:
    # The reads and the checks use the cards played and the hard seat's own hand only: on redeals
    # of the cards it cannot see, its choice (with the table of normal players) is the same.
    rng = random.Random(2)
    seen = 0
    for state, seat in normal_hands("hearts", 6, 13)[::7]:
        if state.trick_number < 2:
            continue
        table = ["normal"] * 4
        table[seat] = "hard"
        mine = decide(state, seat, "hard", random.Random(0), SMALL, table)[:2]
        for _ in range(2):
            other = redeal(state, seat, rng, known_held(state, seat))
            assert other is not None
            assert decide(other, seat, "hard", random.Random(0), SMALL, table)[:2] == mine
        seen += 1
    assert seen >= 4


def test_the_api_takes_who_plays_at_each_seat() -> None:
    record = api.new_game("hearts", None, 11)
    while api.view(record, 0)["phase"] == "pass":
        for seat in api.view(record, 0)["to_act"]:
            record = api.act(record, seat, api.bot_action(record, seat, "normal", 1))
    for _ in range(9):
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(record, seat, api.bot_action(record, seat, "normal", 1))
    seat = api.view(record, 0)["to_act"][0]
    table = ["normal"] * 4
    table[seat] = "hard"
    action = api.bot_action(record, seat, "hard", 3, 0.1, table)
    assert action in api.view(record, seat)["legal"]
    assert api.hint(record, seat, 0.1, ["person", "normal", "normal", "normal"])["action"]
    for bad in (["normal"] * 3, ["normal", "normal", "normal", "wizard"], "normal", [1, 2, 3, 4]):
        with pytest.raises(ValueError, match="a table is four of"):
            api.bot_action(record, seat, "hard", 3, 0.1, bad)  # type: ignore[arg-type]
