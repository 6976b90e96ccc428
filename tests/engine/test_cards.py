"""Cards: 52 codes, the rank and suit order of RULES.md, the mask helpers, stable shuffles."""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError

import pytest

from helpers import deck_from_hands
from kawu.engine import cards
from kawu.engine.cards import Card, Rank, Suit


def test_cards_are_52_codes_without_jokers() -> None:
    assert len(cards.CODES) == 52
    assert len(set(cards.CODES)) == 52
    assert cards.CODES[:13] == tuple(r + "C" for r in "23456789TJQKA")
    assert {c[1] for c in cards.CODES} == {"C", "D", "H", "S"}


def test_cards_rank_order_two_low_to_ace_high_in_every_suit() -> None:
    for suit in "CDHS":
        numbers = [cards.card(r + suit) for r in "23456789TJQKA"]
        assert numbers == sorted(numbers)
        assert [cards.rank_of(n) for n in numbers] == list(range(13))
        assert {cards.suit_of(n) for n in numbers} == {"CDHS".index(suit)}


def test_cards_number_is_suit_times_13_plus_rank() -> None:
    assert cards.card("2C") == 0
    assert cards.card("AC") == 12
    assert cards.card("2D") == 13
    assert cards.card("TH") == 2 * 13 + 8
    assert cards.card("QS") == cards.QUEEN_SPADES == 3 * 13 + 10
    assert cards.card("AS") == 51


@pytest.mark.parametrize("bad", ["", "1S", "10H", "qs", "QX", "QSS", None, 5])
def test_cards_unknown_codes_are_refused_with_the_code_named(bad: object) -> None:
    with pytest.raises(ValueError, match="not a card"):
        cards.card(bad)  # type: ignore[arg-type]


def test_cards_mask_helpers_agree_with_each_other() -> None:
    picked = [cards.card(c) for c in ("AS", "2C", "TH", "QS")]
    m = cards.mask(picked)
    assert cards.count(m) == 4
    assert cards.cards_in(m) == sorted(picked)
    assert list(cards.iter_cards(m)) == sorted(picked)
    assert cards.codes(m) == ["2C", "TH", "QS", "AS"]
    assert cards.parse_mask(["QS", "AS", "TH", "2C"]) == m
    assert cards.lowest(m) == cards.card("2C")
    assert cards.highest(m) == cards.card("AS")
    assert [cards.nth_card(m, n) for n in range(4)] == sorted(picked)
    assert cards.SUIT_MASKS[cards.HEARTS] >> cards.card("TH") & 1
    assert cards.count(cards.ALL_CARDS) == 52
    assert sum(cards.SUIT_MASKS) == cards.ALL_CARDS


def test_card_value_is_frozen_with_suit_rank_and_pretty_name() -> None:
    q = Card.parse("QS")
    assert q.suit is Suit.SPADES
    assert q.rank is Rank.QUEEN
    assert q.code == str(q) == "QS"
    assert q.pretty() == "Q♠"
    assert Card.parse("TH").pretty() == "10♥"
    assert Card.parse("2C") < Card.parse("3C") < Card.parse("2D")
    assert Suit.HEARTS.symbol == "♥"
    assert Suit.DIAMONDS.letter == "D"
    assert Rank.TEN.letter == "T"
    with pytest.raises(FrozenInstanceError):
        q.index = 3  # type: ignore[misc]
    with pytest.raises(ValueError):
        Card(52)


def test_cards_shuffle_is_a_permutation_fixed_by_the_generator() -> None:
    a = cards.shuffled_deck(random.Random(7))
    assert sorted(a) == list(range(52))
    assert cards.shuffled_deck(random.Random(7)) == a
    assert cards.shuffled_deck(random.Random(8)) != a


def test_cards_shuffle_is_the_same_on_every_python_version() -> None:
    # Saved games replay from the seed, in the browser (Python 3.14) and here (3.11): the shuffle
    # must never change. This is the deck drawn by Random(2024) when the format was fixed.
    deck = cards.shuffled_deck(random.Random(2024))
    assert [cards.CODES[c] for c in deck[:8]] == GOLDEN_2024


GOLDEN_2024 = ["TC", "2C", "9C", "AD", "5S", "4C", "JC", "4H"]


def test_cards_deal_gives_card_i_to_seat_i_mod_4() -> None:
    deck = list(range(52))
    hands = cards.deal_hands(deck)
    for seat in range(4):
        assert cards.cards_in(hands[seat]) == list(range(seat, 52, 4))
    fixed = deck_from_hands(
        south="2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        west="2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        north="2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        east="2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    )
    assert [cards.codes(h)[0] for h in cards.deal_hands(fixed)] == ["2C", "2D", "2H", "2S"]


def test_cards_suit_and_rank_tables_agree_with_the_card_values() -> None:
    for n in cards.DECK:
        value = Card(n)
        assert cards.SUIT_OF[n] == cards.suit_of(n) == value.suit
        assert cards.RANK_OF[n] == cards.rank_of(n) == value.rank
        assert cards.is_spade(n) == (value.suit is Suit.SPADES) == (n >= cards.FIRST_SPADE)
        # ABOVE: the cards of its suit that rank higher, and nothing else.
        above = {c for c in cards.cards_in(cards.ABOVE[n])}
        assert above == {c for c in cards.DECK if Card(c).suit is value.suit and c > n}
    assert cards.CODES[cards.ACE_SPADES] == "AS"
    assert cards.CODES[cards.KING_SPADES] == "KS"
    assert cards.CODES[cards.ACE_HEARTS] == "AH"
    assert (cards.ACE, cards.KING, cards.QUEEN, cards.JACK, cards.TEN) == (
        Rank.ACE,
        Rank.KING,
        Rank.QUEEN,
        Rank.JACK,
        Rank.TEN,
    )


def test_cards_print_with_rank_and_suit_symbol_ten_as_10() -> None:
    assert cards.pretty(cards.card("QS")) == "Q♠"
    assert cards.pretty(cards.card("TH")) == "10♥"
    assert cards.pretty(cards.card("2C")) == "2♣"
    assert cards.pretty(cards.card("AD")) == "A♦"
    for n in cards.DECK:
        assert cards.pretty(n) == Card(n).pretty()
        code = cards.CODES[n]
        assert cards.pretty(n) == code[0].replace("T", "10") + "♣♦♥♠"["CDHS".index(code[1])]
