"""Committed deals: each hand's four hands sealed before a card of it is passed or played.

A game drawn by :func:`kawu.api.new_game` gets a secret of 16 random bytes (``secrets``: the
operating system's generator in CPython, ``crypto.getRandomValues`` in Pyodide). Hand ``n`` has
its own secret, ``hand_secret(game_secret, n)``, a SHA-256 of the game's secret and ``n``, so
revealing one hand's secret says nothing of the next one's. When the hand is dealt, the record
keeps its commitment::

    commitment = SHA-256(hand_secret bytes ‖ canonical(four hands))

where ``canonical`` is ``kawu-deal/1:`` and the four hands, South, West, North, East, each its
cards' codes in deck order joined by ``,`` and the hands joined by ``|``. Only the commitment is
shown while the hand is played; once it is over the hand's secret is shown with its deal code,
and anyone can recompute the hands from the code and the commitment from both
(:mod:`kawu.fair.verify`, with the standard library alone). The secret is what makes the
commitment hide the deal: a deal key has only 40 bits, few enough to try them all.

Standard library only, like the rest of the engine; nothing here reads a game state.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Sequence
from functools import lru_cache

from kawu.engine.cards import CODES, cards_in

#: The game's secret: 16 bytes as 32 lowercase hex digits.
SECRET_HEX = 32
#: A commitment: a SHA-256 as 64 lowercase hex digits.
COMMITMENT_HEX = 64
CANONICAL_PREFIX = "kawu-deal/1:"
_HEX = re.compile(r"[0-9a-f]+")


def new_secret() -> str:
    """A game's secret, drawn from the platform's cryptographic generator."""
    return secrets.token_hex(SECRET_HEX // 2)


def is_hex(text: object, length: int) -> bool:
    return isinstance(text, str) and len(text) == length and _HEX.fullmatch(text) is not None


@lru_cache(maxsize=512)
def hand_secret(game_secret: str, hand_number: int) -> str:
    """Hand ``hand_number``'s secret (32 hex digits), revealed once that hand is over (remembered:
    every view of a game shows the secret of each finished hand)."""
    digest = hashlib.sha256(f"kawu/fair/{game_secret}/{hand_number}".encode()).hexdigest()
    return digest[:SECRET_HEX]


def canonical(hands: Sequence[int]) -> bytes:
    """The four hands (card masks, South first) as the bytes the commitment seals."""
    return (
        CANONICAL_PREFIX + "|".join(",".join(CODES[c] for c in cards_in(h)) for h in hands)
    ).encode()


def commitment(secret: str, hands: Sequence[int]) -> str:
    """SHA-256 over the hand's secret (its bytes) and the canonical four hands, in hex."""
    return hashlib.sha256(bytes.fromhex(secret) + canonical(hands)).hexdigest()


def fingerprint(commitment_hex: str) -> str:
    """The commitment's first 16 hex digits in groups of four: what the table shows."""
    head = commitment_hex[:16]
    return " ".join(head[i : i + 4] for i in range(0, 16, 4))
