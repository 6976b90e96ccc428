"""The normal Hearts player's sense of J♦, with option ``jack_of_diamonds`` (J♦ scores -10).

J♦ is worth taking and never worth giving away: win it when the trick is safe (no more than
9 points with it, and nobody after this seat can take it back), or at least try when the seat
winning it leads the game; keep it in the hand until it can win, never throw it away on another
seat's trick, lead it when nobody can beat it. Every function
here answers ``None`` (or changes nothing) when the option is off, so kawu's own game is played
exactly as before.
"""

from __future__ import annotations

from kawu.bots.knowledge import unseen
from kawu.engine.cards import (
    ABOVE,
    DIAMONDS,
    JACK_DIAMONDS,
    JD_BIT,
    QS_BIT,
    SPADES,
    SUIT_MASKS,
    cards_in,
    highest,
)
from kawu.engine.hearts import JACK_POINTS, Hearts, trick_points

DIAMONDS_MASK = SUIT_MASKS[DIAMONDS]
#: How much the normal player wants to keep J♦ in its pass (danger below every other card).
KEEP_JACK = -6.0


def on(state: Hearts) -> bool:
    return state.options.jack_of_diamonds


def _queen_safe(state: Hearts, seat: int) -> bool:
    """Q♠ cannot fall on this trick from someone else: it is played or in this seat's hand."""
    return bool((state.played | state.hands[seat]) & QS_BIT)


def _behind(state: Hearts, seat: int) -> list[int]:
    return [(seat + i) & 3 for i in range(1, 4 - len(state.trick))]


def _sure(state: Hearts, seat: int, c: int) -> bool:
    """Nobody after ``seat`` can beat ``c`` in this trick, nor throw Q♠ on it."""
    behind = _behind(state, seat)
    if not behind:
        return True
    if unseen(state, seat) & ABOVE[c]:
        return False
    suit = state.lead_suit if state.trick else c // 13
    void_behind = any(state.voids[s] >> suit & 1 for s in behind)
    return not void_behind or _queen_safe(state, seat)


def follow(state: Hearts, seat: int, legal: int) -> tuple[int, str] | None:
    """A card to win J♦ with when that is safe and worth it, or ``None``."""
    if not on(state):
        return None
    follow_suit = legal & SUIT_MASKS[state.lead_suit]
    if not follow_suit:
        return None
    best, winner = state.winning()
    over = follow_suit & ABOVE[best] if best // 13 == state.lead_suit else 0
    pts = trick_points(state.trick, False, state.options.points)
    if JACK_DIAMONDS in state.trick:
        if pts + JACK_POINTS >= 0 or not over or state.lead_suit == SPADES:
            return None
        winners = [c for c in cards_in(over) if _sure(state, seat, c) and c != JACK_DIAMONDS]
        if winners:
            return winners[0], "win_jack"
        if winner == game_leader(state, seat):
            return highest(over), "jack_from_leader"  # the best chance to keep it from them
        return None
    worth = pts < -JACK_POINTS
    if JD_BIT & over and worth and _sure(state, seat, JACK_DIAMONDS):
        return JACK_DIAMONDS, "win_jack"
    return None


def game_leader(state: Hearts, seat: int) -> int | None:
    """The other seat with the lowest score, alone there, or ``None``."""
    low = min(state.scores)
    if state.scores.count(low) != 1 or state.scores.index(low) == seat:
        return None
    return state.scores.index(low)


def keep(state: Hearts, choices: int) -> int:
    """``choices`` without J♦ while there is anything else: J♦ is never given away."""
    if on(state) and choices & JD_BIT and choices & ~JD_BIT:
        return choices & ~JD_BIT
    return choices


def lead(state: Hearts, seat: int, legal: int) -> tuple[int, str] | None:
    """Lead J♦ when nobody can beat it and no seat can throw points on it."""
    if not on(state) or not legal & JD_BIT:
        return None
    v = state.voids
    others_void = any(v[s] >> DIAMONDS & 1 for s in range(4) if s != seat)
    if unseen(state, seat) & ABOVE[JACK_DIAMONDS] or others_void:
        return None
    if not unseen(state, seat) & DIAMONDS_MASK:
        return None  # nobody else holds a diamond: a void could throw points on it
    return JACK_DIAMONDS, "lead_jack"


def lead_penalty(state: Hearts, seat: int, c: int) -> float:
    """How much worse leading ``c`` is for J♦: J♦ led where a higher diamond takes it."""
    if on(state) and c == JACK_DIAMONDS and unseen(state, seat) & ABOVE[c]:
        return 20.0
    return 0.0
