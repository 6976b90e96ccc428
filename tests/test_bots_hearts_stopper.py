"""Two more club player's rules of the normal Hearts level (issue 14), each on a fixed deal: it
keeps the heart that stops a moon, and it leads its high clubs and diamonds while no trick can
cost Q♠. The hard level's rollouts keep the rules they had (``hearts_style.ROLLOUT``), and no
choice depends on a card the seat cannot see."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from helpers import SOUTH, blind_to_hidden, deck_from_hands, level_choice, new_hearts, play
from kawu.bots import hearts_normal
from kawu.bots.hearts_style import LEVEL
from kawu.cards import card
from kawu.hearts import Hearts


def level(state: Hearts, seat: int = SOUTH) -> tuple[Any, str]:
    return level_choice(state, seat)


def blind_to_hidden_cards(state: Hearts, seat: int = SOUTH) -> None:
    """The level's choice is the same on every deal of the cards this seat cannot see."""
    blind_to_hidden(state, seat, redeals=4, seed=9)


# A hold hand (no passing): South has no clubs, West a single one; East will take the first heart.
STOPPER = dict(
    south="2D 3D 4D 5D KD AH 2H 3H 2S 3S 4S 5S 6S",
    west="2C 6D 7D 8D 4H 5H 6H 7H 8H 9H 7S 8S 9S",
    north="AC 3C 5C 6C 7C 8C 9D TD TS JS QS KS AS",
    east="4C 9C TC JC QC KC JD QD AD TH JH QH KH",
)


def stopper_deal(deal: dict[str, str] = STOPPER) -> Hearts:
    state = new_hearts(deck_from_hands(**deal), first_direction=3)
    play(state, "2C AC 4C 2D")  # North wins the first trick
    play(state, "3C QC 3D 9H")  # East wins a heart: one point, every point so far
    play(state, "9C")  # East leads a club again; South has none
    assert state.turn == SOUTH and state.points == [0, 0, 0, 1]
    return state


def test_normal_keeps_the_heart_that_stops_a_moon_off_the_trick_of_the_seat_with_every_point() -> (
    None
):
    # Before (and in the rollouts): A♥, its highest heart, thrown on East's trick. East has
    # every point so far; A♥ is above every heart still out, so it wins a heart trick later and
    # stops East's moon. Now: K♦, and A♥ stays.
    state = stopper_deal()
    assert hearts_normal.rollout(state) == card("AH")
    assert level(state) == (card("KD"), "keep_stopper")
    blind_to_hidden_cards(state)


def test_normal_throws_a_heart_that_may_not_stop_a_moon() -> None:
    # The same trick with K♥ instead of A♥: A♥ is still out, so K♥ may not win a heart trick.
    deal = dict(STOPPER)
    deal["south"] = deal["south"].replace("AH", "KH")
    deal["east"] = deal["east"].replace("KH", "AH")
    state = stopper_deal(deal)
    assert level(state) == (card("KH"), "dump_heart")


def test_normal_throws_its_top_heart_on_a_seat_without_every_point() -> None:
    # North has taken the only point, East wins this trick so far: A♥ on East's trick splits
    # the points, so no moon is left to stop; South throws it away as before.
    state = new_hearts(deck_from_hands(**STOPPER), first_direction=3)
    play(state, "2C 3C 4C 2D")  # East wins the first trick
    play(state, "9C 3D 9H AC")  # North wins a heart: one point, every point so far
    play(state, "5C TC")  # North leads a club, East goes over it; South has none
    assert state.turn == SOUTH and state.points == [0, 0, 1, 0]
    assert level(state) == (card("AH"), "dump_heart")


# A hold hand: South holds Q♠ and wins the first trick with its only club.
BURN = dict(
    south="AC 3D 4D KD 3S 4S QS 2H 3H 4H 5H 6H 7H",
    west="2C 3C 4C 5C 2D 5D 6D 7D 2S 5S 6S 8H 9H",
    north="6C 7C 8C 9C 8D 9D TD JD 7S 8S 9S TH JH",
    east="TC JC QC KC QD AD TS JS KS AS QH KH AH",
)


def burn_deal(deal: dict[str, str] = BURN) -> Hearts:
    state = new_hearts(deck_from_hands(**deal), first_direction=3)
    play(state, "2C 6C TC AC")  # South wins the first trick and leads
    assert state.turn == SOUTH
    return state


def test_normal_holding_the_queen_leads_a_high_diamond_while_everyone_follows() -> None:
    # Before (and in the rollouts): 3♦, its lowest diamond. Now: K♦. Q♠ is in South's hand, so
    # no trick can cost it, nobody has shown a void, and ten diamonds are out: the trick costs
    # nothing and South is rid of a card that could win a worse trick later.
    state = burn_deal()
    assert hearts_normal.rollout(state) == card("3D")
    assert level(state) == (card("KD"), "burn_lead")
    blind_to_hidden_cards(state)


def test_normal_leads_as_before_when_the_queen_may_fall_on_the_trick() -> None:
    # The same lead, but East holds Q♠ (South its 10♠): a seat out of diamonds could throw it
    # on K♦, so South leads as the level did without the rule.
    deal = dict(BURN)
    deal["south"] = deal["south"].replace("QS", "TS")
    deal["east"] = deal["east"].replace("TS", "QS")
    state = burn_deal(deal)
    before = hearts_normal.choose_play(state, SOUTH, style=replace(LEVEL, burn_lead=None))
    assert before[0] != card("KD")
    assert level(state) == before
