"""Where the cards come from: every deal follows from the game's seed, and has a short code.

Hand ``n`` of a game with seed ``s`` is dealt from a 40-bit key hashed from ``(s, n)``; the deck is
shuffled from that key alone, so a deal is the same on every Python version (CPython here,
Pyodide in the page). A deal code names the key and where the hand sat in the game's cycle (the
pass direction in Hearts, the dealer in Spades): ``H2-7KQ3M9XA`` is a Hearts deal passed across.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

from kawu.engine.cards import shuffled_deck

MAX_SEED = 2**53  # seeds stay exact as JSON numbers in JavaScript
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32: no I, L, O, U
_GAME_LETTERS = {"hearts": "H", "spades": "S"}
_DIGITS = "0123456789ABCDEF"  # a Hearts code's digit: position + 4 x dealer (see ``encode``)


def deal_key(seed: int, hand_number: int) -> int:
    digest = hashlib.sha256(f"kawu/{seed}/{hand_number}".encode()).digest()
    return int.from_bytes(digest[:5], "big")


def deck_for_key(key: int) -> list[int]:
    return shuffled_deck(random.Random(key))


def first_position(seed: int) -> int:
    """The first dealer drawn from the seed (Spades)."""
    digest = hashlib.sha256(f"kawu/{seed}/dealer".encode()).digest()
    return digest[0] & 3


def encode(game: str, position: int, key: int, dealer: int = 0) -> str:
    """The code of a deal: ``position`` in the game's cycle (Hearts' pass direction, Spades'
    dealer) and ``key``; a Hearts game whose dealer matters (``first_lead = dealer_left``) gives
    its hand's ``dealer`` too, in the same digit (position + 4 x dealer, in hexadecimal:
    ``H6-...`` is a pass across dealt by West)."""
    chars = []
    for _ in range(8):
        chars.append(_ALPHABET[key & 31])
        key >>= 5
    digit = _DIGITS[position + 4 * dealer] if game == "hearts" else str(position)
    return f"{_GAME_LETTERS[game]}{digit}-{''.join(reversed(chars))}"


def decode(game: str, text: object) -> tuple[int, int]:
    """``(position, key)`` of a deal code for ``game``; ``ValueError`` says what is wrong."""
    digit, key = _decode(game, text)
    return digit % 4, key


def tidy(game: str, text: object) -> str:
    """A deal code as ``encode`` writes it (case, spaces, look-alike letters); ``ValueError``
    says what is wrong."""
    digit, key = _decode(game, text)
    if game == "hearts":
        return encode(game, digit % 4, key, digit // 4)
    return encode(game, digit, key)


def dealer_of(game: str, text: object) -> int:
    """The dealer a Hearts deal code names (``encode``; 0 when it names none); Spades' dealer
    is its position."""
    digit, _ = _decode(game, text)
    return digit // 4 if game == "hearts" else digit


def _decode(game: str, text: object) -> tuple[int, int]:
    if not isinstance(text, str):
        raise ValueError(f"a deal code is text like 'H0-7KQ3M9XA', not {text!r}")
    clean = text.strip().upper().replace(" ", "")
    letter = _GAME_LETTERS[game]
    digits = _DIGITS if clean[:1] == "H" else "0123"
    if len(clean) != 11 or clean[2] != "-" or clean[0] not in "HS" or clean[1] not in digits:
        raise ValueError(f"not a deal code: {text!r} (they look like '{letter}0-7KQ3M9XA')")
    if clean[0] != letter:
        other = "Spades" if clean[0] == "S" else "Hearts"
        raise ValueError(f"deal code {text!r} is for {other}")
    key = 0
    for ch in clean[3:]:
        ch = {"O": "0", "I": "1", "L": "1"}.get(ch, ch)
        if ch not in _ALPHABET:
            raise ValueError(f"not a deal code: {text!r} ({ch!r} is not a code letter)")
        key = key * 32 + _ALPHABET.index(ch)
    return _DIGITS.index(clean[1]), key


def fixed(deck: list[int]) -> Callable[[int], list[int]]:
    """A deal source that deals ``deck`` at every hand (a game of one known deal: tests, checks)."""

    def source(_hand_number: int) -> list[int]:
        return deck

    return source
