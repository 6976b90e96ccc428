"""The normal Hearts player's moon: spotting another seat's, and shooting its own.

A seat shoots when its hand can take every trick that matters. The hard level (``game``: its own
seat in its search's rollouts, and its pass) goes further: when only a moon can still win it the
game (it trails near the end and a moon would end the game with it lowest) it shoots with a hand a
few tricks short of sure as well: a failed moon costs a game already lost. (The normal level does
not: against the hard level its moons at such scores cost the hard level games.) Everything here
reads the seat's own hand and public facts only (the scores, the points taken, the cards played).
"""

from __future__ import annotations

from functools import lru_cache

from kawu.bots.game_model import hearts_win_scheme
from kawu.bots.knowledge import unseen
from kawu.engine.cards import (
    ABOVE,
    ACE_HEARTS,
    HEARTS,
    JACK,
    QS_BIT,
    SUIT_MASKS,
    SUIT_SIZE,
    cards_in,
    highest,
    lowest,
    rank_of,
)
from kawu.engine.hearts import MOON_POINTS, QUEEN_POINTS, Hearts, trick_points
from kawu.engine.house import SCORING_MASKS

HEARTS_MASK = SUIT_MASKS[HEARTS]
MOON_WATCH = 8  # points one seat alone has taken before the others start to stop its moon
#: Jacks, queens, kings and aces of every suit.
HIGH_CARDS = sum(0b1111 << (SUIT_SIZE * s + JACK) for s in range(4))
MOON_HEARTS = 5  # a moon pass needs at least this many hearts, the ace among them
LOST = 0.1  # below this chance of winning the game without a moon, a moon is worth a try ...
SHORT_BY = 3  # ... with a hand this many tricks (and low cards) short of a sure moon


def moon_threat(state: Hearts, seat: int) -> int | None:
    """Another seat that has taken every point so far, and enough of them to be shooting."""
    pts = state.points
    total = pts[0] + pts[1] + pts[2] + pts[3]
    if (
        total < MOON_WATCH
        or total - QUEEN_POINTS * (not state.hands[seat] & QS_BIT and not _qs_live(state)) < 4
    ):
        return None
    for s in range(4):
        if s != seat and pts[s] == total:
            return s
    return None


def _qs_live(state: Hearts) -> bool:
    return not state.played & QS_BIT


def sure_losers(state: Hearts, seat: int, hand: int) -> int:
    """How many of ``hand``'s cards may lose a trick against the unseen cards (a rough count)."""
    out = unseen(state, seat) & ~hand
    losers = 0
    for suit in range(4):
        mine = cards_in(hand & SUIT_MASKS[suit])
        mine.reverse()
        for i, c in enumerate(mine):
            if (out & ABOVE[c]).bit_count() > i:
                losers += len(mine) - i
                break
    return losers


def moon_totals(
    scores: tuple[int, ...], seat: int, rule: str, total: int = MOON_POINTS, target: int = 0
) -> list[int]:
    """Every seat's total if ``seat`` shoots the moon this hand (``rule``: the moon option;
    ``total``: the points of a hand in the ``points`` scheme; ``target``: the game's, for
    ``best_for_shooter``)."""
    add = [t + (0 if s == seat else total) for s, t in enumerate(scores)]
    if rule == "add_to_others":
        return add
    subtract = [t - (total if s == seat else 0) for s, t in enumerate(scores)]
    if rule == "subtract_from_self":
        return subtract
    low = min(add)  # best_for_shooter: add, unless that ends the game lost
    ends = max(add) >= target and add.count(low) == 1
    return subtract if ends and add.index(low) != seat else add


def only_the_moon(state: Hearts, seat: int) -> bool:
    """Only a moon is likely to win the game: this seat is not the lowest, its chance of winning
    is small, and a moon this hand ends the game with it lowest."""
    scores = state.scores
    total = state.moon_points
    if max(scores) + total < state.options.target:
        return False  # (cheap: far from the end, every rollout stops here)
    return _only_the_moon(tuple(scores), seat, state.options.target, state.options.moon, total)


@lru_cache(maxsize=4096)
def _only_the_moon(
    scores: tuple[int, ...], seat: int, target: int, rule: str, total: int = MOON_POINTS
) -> bool:
    mine = scores[seat]
    if all(mine < t for s, t in enumerate(scores) if s != seat):
        return False
    if hearts_win_scheme(scores, seat, target, total) > LOST:
        return False
    after = moon_totals(scores, seat, rule, total, target)
    low = min(after)
    return max(after) >= target and after[seat] == low and after.count(low) == 1


def slack(state: Hearts, seat: int) -> int:
    """How many tricks short of sure a moon may be for ``seat`` (0 but when the game needs it)."""
    return SHORT_BY if only_the_moon(state, seat) else 0


def shooting(state: Hearts, seat: int, game: bool = False) -> bool:
    """True while a moon is still on for ``seat`` and its hand can take every trick that matters
    (with ``game``, nearly every one when only a moon can win the game: ``slack``)."""
    pts = state.points
    if pts[0] + pts[1] + pts[2] + pts[3] != pts[seat]:
        return False
    hand = state.hands[seat]
    low = hand.bit_count() - (hand & HIGH_CARDS).bit_count()
    if low > 3 + SHORT_BY:
        return False  # more low cards than any slack allows (cheap: this runs in rollouts)
    short = -1 if game else 0  # the slack, worked out only when needed
    if low > 3:
        short = slack(state, seat)
        if low > 3 + short:
            return False  # too many low cards to take every trick
    if (
        state.trick
        and trick_points(state.trick, False, state.options.points)
        and state.trick_number > 0
    ):
        # Points already lie in this trick: shooting needs this seat to win it.
        best, _ = state.winning()
        mine = state.hands[seat] & SUIT_MASKS[state.lead_suit]
        if not mine & ABOVE[best]:
            return False
    losers = sure_losers(state, seat, hand) - (1 if pts[seat] else 0)
    if losers <= 0:
        return True
    return losers <= (short if short >= 0 else slack(state, seat))


def moon_pass(state: Hearts, seat: int, hand: int, game: bool = False) -> list[int] | None:
    """Three low cards to pass when the rest of the hand can shoot the moon (with ``game``, a few
    tricks short of sure when only a moon can win the game), else ``None``."""
    short = slack(state, seat) if game else 0
    if not short and ((hand & HEARTS_MASK).bit_count() < MOON_HEARTS or not hand >> ACE_HEARTS & 1):
        return None
    weakest = sorted(cards_in(hand), key=rank_of)[: state.pass_size]
    rest = hand
    for c in weakest:
        rest &= ~(1 << c)
    if sure_losers(state, seat, rest) > short:
        return None
    return weakest


def shoot(state: Hearts, legal: int) -> int:
    """The card of a seat shooting the moon."""
    if state.trick:
        follow = legal & SUIT_MASKS[state.lead_suit]
        if follow:
            return highest(follow)
        non_points = legal & ~SCORING_MASKS[state.options.points]
        return lowest(non_points or legal)
    # Lead the highest card of the longest suit: winners first, while the others still follow.
    best = -1
    best_len = -1
    for s in range(4):
        m = legal & SUIT_MASKS[s]
        if m and m.bit_count() > best_len:
            best, best_len = highest(m), m.bit_count()
    return best
