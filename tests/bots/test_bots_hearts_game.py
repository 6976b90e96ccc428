"""Hearts computer players that play for the game (issue 14): the moon when only a moon can win
the game, and another seat's moon let through when it wins the game, on a fixed deal and fixed
scores. Each scenario names what the players did before."""

from __future__ import annotations

import random
from typing import Any

from helpers import SOUTH, deck_from_hands, east_shooting, new_hearts, redeal
from kawu.bots import decide
from kawu.bots.hearts import moon as hearts_moon
from kawu.bots.knowledge import known_held
from kawu.bots.rollouts import Budget
from kawu.engine.cards import CODES, card
from kawu.engine.hearts import Hearts

SMALL = Budget(plays=3000, min_deals=8, max_deals=24)

# Five hearts with the top three, two top diamonds, A♣ Q♣: strong, but not a sure moon.
STRONG = "AH KH QH 5H 4H AD KD 7D AC QC 9C 3S 2S"
LOW_THREE = {card("2S"), card("3S"), card("4H")}
#: South at 70 trails West at 45 by 25 near the end: a moon (the others +26) ends the game with
#: South lowest, at 70 against 71; nothing else is likely to win it.
ONLY_THE_MOON = [70, 45, 80, 90]
#: South leads the game near the end: no moon needed.
LEADING = [40, 60, 80, 90]


def strong_deal(scores: list[int]) -> Hearts:
    mine = set(STRONG.split())
    rest = [c for c in CODES if c not in mine]
    deck = deck_from_hands(STRONG, " ".join(rest[0::3]), " ".join(rest[1::3]), " ".join(rest[2::3]))
    state = new_hearts(deck)  # hand 1 passes left
    state.scores = list(scores)
    return state


def choice(state: Hearts, level: str, seed: int) -> tuple[Any, str]:
    action, why, _ = decide(state, SOUTH, level, random.Random(seed), SMALL)
    return action, why


def test_only_the_moon_wins_the_game_when_trailing_near_the_end() -> None:
    assert hearts_moon.only_the_moon(strong_deal(ONLY_THE_MOON), SOUTH)
    assert not hearts_moon.only_the_moon(strong_deal([0, 0, 0, 0]), SOUTH)
    assert not hearts_moon.only_the_moon(strong_deal(LEADING), SOUTH)
    # Far behind but a moon would not end the game: not yet.
    assert not hearts_moon.only_the_moon(strong_deal([50, 20, 30, 40]), SOUTH)
    # With the moon taken off the shooter instead, 70 - 26 = 44 < 45: it wins the game only if
    # someone is at the target already, so here it does not.
    moon_off_self = strong_deal(ONLY_THE_MOON)
    moon_off_self.options = type(moon_off_self.options)(moon="subtract_from_self")
    assert not hearts_moon.only_the_moon(moon_off_self, SOUTH)


def test_hard_passes_for_the_moon_when_only_the_moon_wins_the_game() -> None:
    # Before: the same pass at every score (9♣ Q♣ A♣ or high cards); now, when only a moon wins
    # the game, the three lowest cards, keeping every high card to take all the tricks.
    for seed in (0, 1):
        cards, why = choice(strong_deal(ONLY_THE_MOON), "hard", seed)
        assert set(cards) == LOW_THREE and why == "pass_moon"
        for scores in ([0, 0, 0, 0], LEADING):
            cards, why = choice(strong_deal(scores), "hard", seed)
            assert why != "pass_moon" and set(cards) != LOW_THREE
            assert any(CODES[c][0] in "AKQ" for c in cards)  # it passes high cards instead
    # The normal level keeps to its sure moons (its moons at such scores cost the hard level).
    assert choice(strong_deal(ONLY_THE_MOON), "normal", 0) == choice(
        strong_deal([0] * 4), "normal", 0
    )


def test_the_moon_for_the_game_never_depends_on_cards_the_seat_cannot_see() -> None:
    rng = random.Random(3)
    for scores in (ONLY_THE_MOON, [0, 0, 0, 0]):
        state = strong_deal(scores)
        for level in ("normal", "hard"):
            mine = choice(state, level, 2)
            for _ in range(2):
                other = redeal(state, SOUTH, rng, known_held(state, SOUTH))
                assert other is not None and other.hands != state.hands
                assert choice(other, level, 2) == mine


#: South leads; East's moon ends the game (West 86, North 116) with South lowest, 66 to East's 70.
#: Stopping it, South takes 4 points and the game goes on with West 16 behind.
MOON_WINS = [40, 60, 90, 70]


def test_hard_stops_a_moon_but_lets_through_one_that_wins_it_the_game() -> None:
    # Before: 4♣ at every score (the search saw one card), so the moon went through even at an
    # even score. By points, A♣ (4 points, not 26); by the game, 4♣ when the moon ends it won.
    for seed in (0, 1):
        assert choice(east_shooting([0, 0, 0, 0]), "hard", seed) == (card("AC"), "stop_moon")
        assert choice(east_shooting(MOON_WINS), "hard", seed) == (card("4C"), "search_game")
    # The normal level stops it by its rule, at any score.
    assert choice(east_shooting(MOON_WINS), "normal", 0) == (card("AC"), "stop_moon")


def test_letting_a_moon_through_never_depends_on_cards_the_seat_cannot_see() -> None:
    rng = random.Random(5)
    for scores in (MOON_WINS, [0, 0, 0, 0]):
        state = east_shooting(scores)
        mine = choice(state, "hard", 2)
        seen = 0
        for _ in range(6):
            other = redeal(state, SOUTH, rng, known_held(state, SOUTH))
            assert other is not None
            seen += other.hands != state.hands
            assert choice(other, "hard", 2) == mine
        assert seen  # West's and North's hearts were dealt differently at least once
