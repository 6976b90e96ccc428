"""The normal Hearts level's care for Q♠ (issue 14), each rule on a fixed deal: the normal level
plays it, the hard level's rollouts keep the rules they had (``hearts_style.ROLLOUT``), and no
choice depends on a card the seat cannot see."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    blind_to_hidden,
    deck_from_hands,
    level_choice,
    new_hearts,
    play,
)
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts import passing as hearts_pass
from kawu.bots.hearts.reads import level_reads
from kawu.bots.hearts.style import LEVEL, ROLLOUT, holders
from kawu.engine.cards import QUEEN, card
from kawu.engine.hearts import Hearts


def level(state: Hearts, seat: int = SOUTH) -> tuple[Any, str]:
    return level_choice(state, seat)


def rollout_card(state: Hearts) -> int:
    """The card the hard level's rollouts play for the seat to play (main's rules)."""
    return hearts_normal.choose_play(state, state.turn, False, ROLLOUT)[0]


def blind_to_hidden_cards(state: Hearts, seat: int = SOUTH) -> None:
    """The level's choice is the same on every deal of the cards this seat cannot see."""
    blind_to_hidden(state, seat)


# A hold hand (no passing): East holds 2♣ and Q♠; West and North hold no diamonds.
READ = dict(
    south="3C KC AC 2D 3D 4D 5D 6D 7D 8D 2S 3S 4S",
    west="5C 8C 9C TC 5S 6S 7S 8S 9S 5H 6H 7H 8H",
    north="6C JC QC TS JS KS AS 9H TH JH QH KH AH",
    east="2C 4C 7C QS 9D TD JD QD KD AD 2H 3H 4H",
)


def read_deal(deal: dict[str, str] = READ, second: str = "5S TS KD") -> Hearts:
    state = new_hearts(deck_from_hands(**deal), first_direction=3)
    play(state, "2C AC 5C 6C")  # South wins the first trick
    play(state, "2D " + second)  # West and North show out of diamonds without throwing Q♠
    play(state, "4C")  # East leads a club; South plays second, West and North behind
    assert state.turn == SOUTH
    return state


def test_normal_reads_the_queen_away_from_seats_that_showed_a_void_without_throwing_it() -> None:
    state = read_deal()
    assert holders(state, SOUTH) == 1 << EAST  # East, who has led this trick
    assert holders(state, EAST) == 0  # East holds it
    # West reads North's void, not its own: Q♠ is with East or South.
    assert holders(state, WEST) == 1 << EAST | 1 << SOUTH


def test_normal_burns_a_high_card_on_a_trick_the_queen_cannot_fall_on() -> None:
    # Before (and in the rollouts): South ducks with 3♣ and keeps K♣, which later wins a trick
    # Q♠ may be thrown on. Now: the seats behind have shown they do not hold Q♠, so South wins
    # this pointless trick with K♣.
    state = read_deal()
    assert rollout_card(state) == card("3C")
    assert level(state) == (card("KC"), "burn_high")
    blind_to_hidden_cards(state)


def test_normal_burns_a_jack_too_on_a_trick_the_queen_cannot_fall_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The same trick with J♣ as South's high club (North holds K♣): the level is rid of a jack
    # as well (``burn_rank``); before, only of a queen or higher, and it ducked with 3♣.
    deal = dict(READ)
    deal["south"] = "3C JC AC 2D 3D 4D 5D 6D 7D 8D 2S 3S 4S"
    deal["north"] = "6C KC QC TS JS KS AS 9H TH JH QH KH AH"
    state = read_deal(deal)
    assert rollout_card(state) == card("3C")
    assert level(state) == (card("JC"), "burn_high")
    blind_to_hidden_cards(state)
    monkeypatch.setattr(hearts_normal, "LEVEL", replace(LEVEL, burn_rank=QUEEN))
    assert level(state) == (card("3C"), "duck")


def test_normal_ducks_when_a_seat_behind_may_still_hold_the_queen() -> None:
    # The same trick, but North has not shown a void (it followed diamonds): Q♠ may be there.
    deal = dict(READ)
    deal["south"] = "3C KC AC 2D 3D 4D 5D 6D 7D TS 2S 3S 4S"
    deal["north"] = "6C JC QC 8D JS KS AS 9H TH JH QH KH AH"
    state = read_deal(deal, "5S 8D KD")
    assert holders(state, SOUTH) == 1 << EAST | 1 << NORTH
    assert level(state) == (card("3C"), "duck")


# A hold hand: South holds Q♠ among six spades, a club left after the first trick.
SHORT = dict(
    south="5C 9C 4H 5H 6H 9H AH 6S 9S TS JS QS AS",
    west="TC 6D 7D JD QD AD 2H 8H 2S 5S 7S 8S KS",
    north="2C 3C 7C JC 5D 8D KD TH JH QH KH 3S 4S",
    east="4C 6C 8C QC KC AC 2D 3D 4D 9D TD 3H 7H",
)


def test_normal_holding_the_queen_leads_its_short_suit_to_throw_the_queen_away_later() -> None:
    # Before (and in the rollouts): 4♥, its lowest card. Now: its last club, so that South can
    # throw Q♠ away on the next club lead.
    state = new_hearts(deck_from_hands(**SHORT), first_direction=3)
    play(state, "2C 8C 5C TC")  # West wins the first trick
    play(state, "2S 3S 7H AS")  # South wins the second and leads
    assert state.turn == SOUTH
    assert rollout_card(state) == card("4H")
    assert level(state) == (card("9C"), "lead_low")
    blind_to_hidden_cards(state)


# A hold hand: West holds Q♠; South will have no spades on the fourth trick.
HIGH = dict(
    south="5C 7C 9C TC 3D 4D TD KD AD 2H 6H 9H 9S",
    west="4C KC 5D 7D 9D 3H 5H QH 5S 8S TS QS AS",
    north="2C 8C 2D 8D JD 7H 8H TH JH AH 3S 7S KS",
    east="3C 6C JC QC AC 6D QD 4H KH 2S 4S 6S JS",
)


def test_normal_throws_away_a_high_card_before_a_low_heart_while_the_queen_is_out() -> None:
    # Before (and in the rollouts): its highest heart, 9♥. Now: A♦, a card that would win a
    # diamond trick Q♠ could fall on; a 9♥ gives away one point, the A♦ may cost thirteen.
    state = new_hearts(deck_from_hands(**HIGH), first_direction=3)
    play(state, "2C QC TC KC")  # West wins the first trick
    play(state, "5S 3S 6S 9S")  # South wins the second
    play(state, "3D 7D 2D 6D")  # West wins the third
    play(state, "8S 7S 2S")  # a spade: South has none
    assert rollout_card(state) == card("9H")
    assert level(state) == (card("AD"), "dump_high")
    blind_to_hidden_cards(state)


# A hold hand: West holds Q♠; after three tricks South's J♣ is above every club still out.
SURE = dict(
    south="2C JC QC JD AD 5H 6H 7H 8H 9H TH 9S KS",
    west="5C 7C TC 2D 4H JH AH 2S 3S 6S 7S JS QS",
    north="4C 6C KC 3D 5D 6D 7D QH 4S 5S 8S TS AS",
    east="3C 8C 9C AC 4D 8D 9D TD QD KD 2H 3H KH",
)


def test_normal_does_not_lead_a_sure_winner_while_the_queen_is_out() -> None:
    # Before (and in the rollouts): J♣, which wins the trick whatever the others play, and Q♠
    # with it if a seat has run out of clubs. Now: J♦, which the diamonds still out can beat.
    state = new_hearts(deck_from_hands(**SURE), first_direction=3)
    play(state, "2C TC 6C 8C")  # West wins the first trick
    play(state, "7C KC AC QC")  # East wins the second
    play(state, "9D AD 2D 6D")  # South wins the third and leads
    assert state.turn == SOUTH
    assert rollout_card(state) == card("JC")
    assert level(state) == (card("JD"), "lead_low")
    off = replace(LEVEL, sure_win=ROLLOUT.sure_win)
    assert hearts_normal.choose_play(state, SOUTH, style=off)[0] == card("JC")
    blind_to_hidden_cards(state)


def test_normal_passes_high_spades_unless_four_low_spades_guard_them() -> None:
    # Three low spades with A♠ and K♠: before (and in the hard level's model of the others'
    # passes) they were kept; now the level passes them, keeping them only with four low ones.
    three = "2S 3S 4S KS AS 9H TH JH 7C 8C 7D 8D 9D"
    four = "2S 3S 4S 5S KS AS 9H TH JH 7C 8C 8D 9D"
    for hand, passes in ((three, True), (four, False)):
        state = new_hearts(deck_from_hands(hand, *_others(hand)))  # hand 1 passes left
        mine, _ = level(state)
        assert ({card("KS"), card("AS")} <= set(mine)) is passes
        rollout_pass, _ = hearts_pass.choose_pass(state, SOUTH, style=ROLLOUT)
        assert not {card("KS"), card("AS")} & set(rollout_pass)
        blind_to_hidden_cards(state)


def _others(hand: str) -> tuple[str, str, str]:
    from kawu.engine.cards import CODES

    mine = set(hand.split())
    rest = [c for c in CODES if c not in mine]
    return " ".join(rest[0::3]), " ".join(rest[1::3]), " ".join(rest[2::3])


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
    assert rollout_card(state) == card("3D")
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


# A hold hand: North holds 2♣, West holds Q♠ and has clubs, so it may throw nothing on a club.
FIRST = dict(
    south="3C 9C KC 2D 3D 4D 5D 6D 7D 8D 2S 3S 4S",
    west="5C 8C JC AC QS 7S 8S 9S 4H 5H 6H 7H 8H",
    north="2C 4C 7C TS JS KS AS 9H TH JH QH KH AH",
    east="6C TC QC 5S 6S 9D TD JD QD KD AD 2H 3H",
)


def test_normal_burns_a_high_club_on_the_first_trick_where_no_points_may_fall() -> None:
    # Rule 4: no heart and no Q♠ on the first trick (but from a hand of nothing but points), so
    # winning it costs nothing even with West behind holding Q♠. Before (and in the rollouts):
    # South ducks with 9♣ and keeps K♣ for a later club trick that may carry points. Now: K♣.
    state = new_hearts(deck_from_hands(**FIRST), first_direction=3)
    play(state, "2C TC")
    assert state.turn == SOUTH and state.trick_number == 0
    assert holders(state, SOUTH) & 1 << WEST  # the queen's reading alone would duck
    assert rollout_card(state) == card("9C")
    assert level(state) == (card("KC"), "burn_high")
    blind_to_hidden_cards(state)


def test_normal_ducks_with_the_same_clubs_later_when_the_queen_may_fall_on_the_trick() -> None:
    # The same clubs on the third trick: a seat behind may throw Q♠ on it now, so the burn is
    # the first trick's only.
    state = new_hearts(deck_from_hands(**FIRST), first_direction=3)
    play(state, "2C 6C 3C 5C")  # East wins the first trick
    play(state, "5S 2S 7S AS")  # North wins the second and leads
    play(state, "4C TC")
    assert state.turn == SOUTH and state.trick_number == 2
    assert level(state) == (card("9C"), "duck")


# A hold hand: East takes Q♠ on the second trick, South wins the third and leads the fourth.
MIDDLE = dict(
    south="3C 7C KC AC 2D 4D 9D 6S 7S 2H 3H 4H 5H",
    west="6C 8C 9C 3D 5D 6D QS 3S 4S 6H 7H 8H 9H",
    north="2C 4C TC 7D 8D TD 2S 5S 8S TH JH QH KH",
    east="5C JC QC JD QD KD AD AS 9S TS JS KS AH",
)


def middle_deal() -> Hearts:
    state = new_hearts(deck_from_hands(**MIDDLE), first_direction=3)
    play(state, "2C 5C KC 6C")  # South wins the first trick
    play(state, "6S QS 2S AS")  # East takes Q♠
    play(state, "QC AC 8C 4C")  # South wins the third trick and leads
    assert state.turn == SOUTH
    return state


def test_normal_leads_a_middle_card_once_the_queen_is_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Q♠ is played and nobody has shown a void, so no trick can cost South anything. Before (and
    # in the rollouts): 2♦, its lowest diamond. Now: 9♦, which five unseen diamonds beat; 2♦ and
    # 4♦ are kept to give up the lead later.
    state = middle_deal()
    assert rollout_card(state) == card("2D")
    assert level(state) == (card("9D"), "lead_middle")
    blind_to_hidden_cards(state)
    # The other seats' reading of the normal level keeps South's lower diamonds possible.
    state.apply(SOUTH, card("9D"))
    assert not level_reads(state, WEST)[SOUTH] & (1 << card("2D") | 1 << card("4D"))
    monkeypatch.setattr(hearts_normal, "LEVEL", replace(LEVEL, middle_lead=None))
    assert level(middle_deal()) == (card("2D"), "lead_low")
