"""The hard level against an opponent's nil (issue 14): what the nil bidder's ducks say about the
cards it still holds (``spades_reads``), read from its play alone, and the deals the search samples
keep to them."""

from __future__ import annotations

import random

from helpers import (
    EAST,
    HARD_SPADES,
    NORTH,
    SOUTH,
    WEST,
    bid_all,
    deck_from_hands,
    new_spades,
    nil_game,
    play,
    redeal,
)
from kawu.bots import decide
from kawu.bots.knowledge import sample_hands
from kawu.bots.rollouts import Budget
from kawu.bots.spades import play as spades_play
from kawu.bots.spades.reads import nil_reads
from kawu.engine.cards import card
from kawu.engine.spades import Spades

SMALL = Budget(plays=1200, min_deals=4, max_deals=8)


def mask(codes: str) -> int:
    return sum(1 << card(c) for c in codes.split())


def north_nil() -> Spades:
    # NIL_DEAL, South to lead; North bids nil and holds 4♥ 6♥ 7♥ 8♥ 9♥ and T♣ 9♣ 8♣.
    return nil_game(EAST, {SOUTH: 4, WEST: 3, NORTH: 0, EAST: 3})


def test_a_nil_bidder_that_ducks_holds_no_card_between_its_card_and_the_winner() -> None:
    state = north_nil()
    play(state, "KH 2H 9H")  # North ducks the 9♥ under the K♥: no T♥, J♥ or Q♥ (it plays highest)
    assert nil_reads(state, EAST) == [0, 0, mask("TH JH QH"), 0]
    play(state, "TH")
    play(state, "AC KC TC 3C")  # under the ace: no J♣ or Q♣ (nor K♣, West's, played before it)
    assert nil_reads(state, EAST) == [0, 0, mask("TH JH QH JC QC KC"), 0]


def test_a_nil_bidder_over_the_winner_held_no_card_under_it() -> None:
    state = north_nil()
    play(state, "5H 3H 6H")  # over the 5♥ for now: a nil bidder with a lower heart plays it
    assert nil_reads(state, WEST)[NORTH] == mask("2H 3H 4H")


def test_the_nil_bidders_partner_covers_with_its_highest_card() -> None:
    state = north_nil()
    play(state, "5H 2H 4H TH")  # East takes the trick over North's 4♥
    play(state, "JH KH 3H 9H")  # South covers with its highest heart before North: no A♥
    assert nil_reads(state, EAST) == [mask("AH"), 0, mask("TH JH QH"), 0]


def test_only_a_live_nil_is_read() -> None:
    state = nil_game(EAST, {SOUTH: 4, WEST: 0, NORTH: 3, EAST: 3})  # West bids nil
    assert nil_reads(state, SOUTH) == [0, 0, 0, 0]  # no play yet
    play(state, "KH QH 9H TH AC KC TC 3C")
    play(state, "5H 3H 4H JH")  # under the 5♥ with the 3♥: no 4♥
    assert nil_reads(state, SOUTH) == [0, mask("4H"), 0, 0]
    play(state, "2D 3D JD 7D")  # West takes a trick: its nil is broken
    broken = nil_reads(state, SOUTH)
    assert broken == [0, mask("4H 2D"), 0, 0]
    while state.trick_number < 12:  # what West plays from now on is not a nil's
        state.play(spades_play.choose_play(state, state.turn)[0])
    assert nil_reads(state, SOUTH) == broken
    assert nil_reads(state, WEST) == [0, 0, 0, 0]  # a seat reads only its opponents


def test_the_sampled_deals_keep_to_the_reads_while_a_deal_fits_them() -> None:
    state = north_nil()
    play(state, "KH 2H 9H TH AC KC TC 3C")
    reads = nil_reads(state, WEST)
    rng = random.Random(3)
    for _ in range(50):
        hands = sample_hands(state, WEST, rng, reads)
        assert not hands[NORTH] & reads[NORTH]
        assert hands[WEST] == state.hands[WEST]


# A deal of the nil-deal tool (seed 5, deal 16): East bids nil, North is the hard level.
READ_DEAL = dict(
    south="6C JC 2D 5D 9D 6H 8H 9H QH 4S 7S 8S JS",
    west="3C 8C QC 7D QD AD 3H JH 3S 6S QS KS AS",
    north="2C TC 6D 8D JD KD 4H TH KH AH 2S 9S TS",
    east="4C 5C 7C 9C KC AC 3D 4D TD 2H 5H 7H 5S",
)


def test_hard_takes_the_trick_when_the_nil_bidders_ducks_show_it_cannot_be_forced() -> None:
    state = new_spades(deck_from_hands(**READ_DEAL), dealer=SOUTH)
    bid_all(state, {WEST: 5, NORTH: 3, EAST: 0, SOUTH: 1})
    play(state, "AD 6D TD 9D QC TC 9C 6C QD 8D 4D 2D")
    play(state, "JH KH 7H QH")  # East ducks the 7♥ under North's king: no 8♥ to Q♥
    play(state, "2C 4C JC 3C 6H 3H")  # South leads the 6♥; North, then East, the nil bidder
    # The 8♥ and 9♥ East cannot see are South's: every heart East may hold goes under South's 6♥,
    # so a low heart sets nothing and North's 10♥ takes a trick its contract needs (without the
    # read the search played the 4♥, for a nil that could not be forced).
    assert nil_reads(state, NORTH)[EAST] & mask("8H 9H")
    assert decide(state, NORTH, "hard", random.Random(1), HARD_SPADES)[0] == card("TH")


def test_the_hard_choice_against_a_nil_never_depends_on_cards_it_cannot_see() -> None:
    # Mid-hand against North's live nil, with reads of its ducks and its partner's covers: the
    # hidden cards dealt again (voids and hand sizes kept) change nothing East or West chooses.
    rng = random.Random(2)
    checked = 0
    state = north_nil()
    play(state, "5H 2H 4H TH JH KH 3H 9H")
    while state.trick_number < 9 and not state.tricks_won[NORTH]:
        seat = state.turn
        if seat in (EAST, WEST) and any(nil_reads(state, seat)):
            other = redeal(state, seat, rng)
            if other is not None and other.hands != state.hands:
                assert choice(other, seat) == choice(state, seat)
                checked += 1
        state.play(spades_play.choose_play(state, seat)[0])
    assert checked >= 4


def choice(state: Spades, seat: int) -> tuple[int, str]:
    action, why, _ = decide(state, seat, "hard", random.Random(7), SMALL)
    return action, why
