"""Cards, suits, ranks and the compact set representation the engine and bots share.

A card is an ``int`` from 0 to 51: ``suit * 13 + rank`` where rank 0 is the two and 12 the ace,
and suits run clubs, diamonds, hearts, spades. Inside one suit a higher number is a higher card,
and every spade is above every other card, which keeps trick resolution to comparisons.

A set of cards is an ``int`` bit mask (bit ``c`` set when card ``c`` is in the set), so a hand,
the cards of one suit in it, or "the cards played so far" are single integers and set operations
are ``&``, ``|``, ``^``. :class:`Card` is the frozen value for code that wants names, not numbers.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]


class Rank(IntEnum):
    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self]


SUIT_LETTERS = "CDHS"
SUIT_SYMBOLS = "♣♦♥♠"
RANK_LETTERS = "23456789TJQKA"

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
#: Ranks as plain numbers, as in :class:`Rank` (an ``int`` compares faster than an enum member).
TEN, JACK, QUEEN, KING, ACE = 8, 9, 10, 11, 12
SUIT_SIZE = 13
DECK_SIZE = 52
HAND_SIZE = DECK_SIZE // 4

#: Card codes by card number: ``CODES[49] == "QS"``.
CODES: tuple[str, ...] = tuple(r + s for s in SUIT_LETTERS for r in RANK_LETTERS)
_INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}

FULL_SUIT = (1 << SUIT_SIZE) - 1
#: Mask of all cards of each suit.
SUIT_MASKS: tuple[int, int, int, int] = (
    FULL_SUIT,
    FULL_SUIT << SUIT_SIZE,
    FULL_SUIT << 2 * SUIT_SIZE,
    FULL_SUIT << 3 * SUIT_SIZE,
)
ALL_CARDS = (1 << DECK_SIZE) - 1
DECK: tuple[int, ...] = tuple(range(DECK_SIZE))
#: The cards of the same suit above each card, by card number.
ABOVE: tuple[int, ...] = tuple(SUIT_MASKS[c // SUIT_SIZE] & ~((2 << c) - 1) for c in DECK)


def card(code: str) -> int:
    """The card number of a code such as ``"QS"`` or ``"TH"``; ``ValueError`` if it is not one."""
    try:
        return _INDEX[code]
    except (KeyError, TypeError):
        raise ValueError(
            f"not a card: {code!r} (cards are written like 'QS', 'TH', '2C')"
        ) from None


def code(c: int) -> str:
    return CODES[c]


#: The suit and the rank of every card by number: ``SUIT_OF[c] == c // 13``,
#: ``RANK_OF[c] == c % 13``. The engine and bots look these up in their inner loops, where a
#: table is faster than the arithmetic and twice as fast as a call to ``suit_of`` / ``rank_of``
#: (measured on CPython 3.11).
SUIT_OF: tuple[int, ...] = tuple(c // SUIT_SIZE for c in DECK)
RANK_OF: tuple[int, ...] = tuple(c % SUIT_SIZE for c in DECK)
#: The lowest spade, 2♠: spades are the highest card numbers, so ``c >= FIRST_SPADE`` is "a spade".
FIRST_SPADE = SPADES * SUIT_SIZE
#: The lowest heart, 2♥: ``FIRST_HEART <= c < FIRST_SPADE`` is "a heart".
FIRST_HEART = HEARTS * SUIT_SIZE


def suit_of(c: int) -> int:
    return SUIT_OF[c]


def rank_of(c: int) -> int:
    return RANK_OF[c]


def is_spade(c: int) -> bool:
    return c >= FIRST_SPADE


def pretty(c: int) -> str:
    """A card as a person reads it: ``Q♠``, ``10♥``."""
    r = RANK_LETTERS[RANK_OF[c]]
    return ("10" if r == "T" else r) + SUIT_SYMBOLS[SUIT_OF[c]]


TWO_CLUBS = card("2C")
QUEEN_SPADES = card("QS")
KING_SPADES = card("KS")
ACE_SPADES = card("AS")
ACE_HEARTS = card("AH")
JACK_DIAMONDS = card("JD")
QS_BIT = 1 << QUEEN_SPADES
TWO_CLUBS_BIT = 1 << TWO_CLUBS
JD_BIT = 1 << JACK_DIAMONDS


def mask(cards: Iterable[int]) -> int:
    """The mask of a collection of card numbers."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(m: int) -> list[int]:
    """The card numbers in a mask, lowest first."""
    out: list[int] = []
    while m:
        low = m & -m
        out.append(low.bit_length() - 1)
        m ^= low
    return out


def iter_cards(m: int) -> Iterator[int]:
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def lowest(m: int) -> int:
    """The lowest card in a non-empty mask."""
    return (m & -m).bit_length() - 1


def highest(m: int) -> int:
    """The highest card in a non-empty mask."""
    return m.bit_length() - 1


def count(m: int) -> int:
    return m.bit_count()


def codes(m: int) -> list[str]:
    """The codes of a mask's cards, in suit order clubs, diamonds, hearts, spades, low to high."""
    return [CODES[c] for c in cards_in(m)]


def parse_mask(card_codes: Iterable[str]) -> int:
    return mask(card(c) for c in card_codes)


def nth_card(m: int, n: int) -> int:
    """The ``n``-th lowest card (0-based) of a mask with more than ``n`` cards."""
    for _ in range(n):
        m &= m - 1
    return (m & -m).bit_length() - 1


def shuffled_deck(rng: random.Random) -> list[int]:
    """A shuffled deck, the same for the same generator state on every Python version.

    ``random.shuffle`` is not promised to stay the same across versions, and a saved game made in
    the browser (Python 3.14) must replay in a test on 3.11, so the Fisher-Yates draw is done here
    with ``getrandbits``, whose output is fixed by the Mersenne Twister itself.
    """
    deck = list(DECK)
    getrandbits = rng.getrandbits
    for i in range(DECK_SIZE - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_hands(deck: list[int]) -> list[int]:
    """Four 13-card hand masks from a 52-card deck order (card i goes to seat i % 4)."""
    hands = [0, 0, 0, 0]
    for i, c in enumerate(deck):
        hands[i & 3] |= 1 << c
    return hands


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A card as a value: ``Card.parse("QS").suit is Suit.SPADES``."""

    index: int

    def __post_init__(self) -> None:
        if not 0 <= self.index < DECK_SIZE:
            raise ValueError(f"card number out of range: {self.index}")

    @classmethod
    def parse(cls, text: str) -> Card:
        return cls(card(text))

    @property
    def suit(self) -> Suit:
        return Suit(SUIT_OF[self.index])

    @property
    def rank(self) -> Rank:
        return Rank(RANK_OF[self.index])

    @property
    def code(self) -> str:
        return CODES[self.index]

    def __str__(self) -> str:
        return CODES[self.index]

    def pretty(self) -> str:
        """Rank and suit symbol, such as ``"Q♠"`` or ``"10♥"``."""
        return pretty(self.index)
