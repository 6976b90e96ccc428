"""The normal level's sense of the score near the game's end, as a club player's rules (cheap).

Hearts: a seat about to reach the target ends the game when the hand is scored. When this seat
would then be the lowest, points discarded onto that seat win the game; when it would not, points
discarded onto it lose the game, so the seat keeps them back if it can.

Spades: a team one made contract away from winning the game is set whatever the bags; a team
that is sure to win by making a small contract bids small; a team so far behind near the end that
only a nil can catch up bids nil on a weaker hand. Everything here reads public facts only (the
scores, the bids, the points taken, the trick on the table).
"""

from __future__ import annotations

from kawu.engine.cards import HEARTS, QS_BIT, QUEEN_SPADES, RANK_OF, SUIT_MASKS, cards_in, highest
from kawu.engine.hearts import QUEEN_POINTS, Hearts, trick_points
from kawu.engine.house import CARD_POINTS
from kawu.engine.spades import POINTS_PER_TRICK, Spades

HEARTS_MASK = SUIT_MASKS[HEARTS]
HAND_POINTS = 26  # Hearts: nobody reaches the target this hand from further than this
CLOSE_OUT_MARGIN = 100  # Spades: ahead by this much, a team that reaches the target by a safe
#                         contract bids it (one trick below its count)
CATCH_UP_GAP = 150  # Spades: this far behind with the opponents near the target, nil is the way
NEAR_END = 100  # Spades: "near the target" is this close
NIL_EASIER = 0.15  # ... and then a nil needs this much less chance to be bid


def hearts_discard(state: Hearts, seat: int, legal: int) -> tuple[int, str] | None:
    """The discard when the trick's winner so far would end the game with the points it takes:
    the most points when that wins the game for this seat, none when it loses it (``None``: the
    score does not decide; the usual discard). Cheap when nobody is near the target: it runs in
    every rollout of the hard level."""
    target = state.options.target
    scores = state.scores
    scheme = state.options.points
    if max(scores) + (HAND_POINTS if scheme == "standard" else state.moon_points) < target:
        return None
    _, winner = state.winning()
    if winner == seat:
        return None
    taken = state.points
    reach = scores[winner] + taken[winner] + trick_points(state.trick, False, scheme)
    hearts = legal & HEARTS_MASK
    queen = legal & QS_BIT
    most = QUEEN_POINTS if queen else (1 if hearts else 0)
    push = QUEEN_SPADES if queen else (highest(hearts) if hearts else -1)
    if scheme != "standard":  # (option points: the card worth most in the scheme)
        values = CARD_POINTS[scheme]
        push = max(cards_in(legal), key=lambda c: (values[c], c))
        most = values[push]
    if reach + most < target:
        return None
    totals = [scores[s] + taken[s] for s in range(4)]
    totals[winner] = reach + most
    if _lowest(totals, seat):
        if not most:
            return None  # nothing to push: the usual discard
        return push, "end_game"
    if reach >= target:
        return None  # whatever this seat discards, the game is likely over
    scoring = HEARTS_MASK | QS_BIT
    if scheme != "standard":
        scoring = sum(1 << c for c in cards_in(legal) if CARD_POINTS[scheme][c])
    keep = legal & ~scoring or (hearts if reach + 1 < target else 0)
    if not keep:
        return None
    return max(cards_in(keep), key=RANK_OF.__getitem__), "refuse_end"


def _lowest(totals: list[int], seat: int) -> bool:
    low = min(totals)
    return totals[seat] == low and totals.count(low) == 1


def _contract(state: Spades, team: int) -> int:
    return sum(b or 0 for b in (state.bids[team], state.bids[team + 2]))


def about_to_win(state: Spades, team: int) -> bool:
    """Making its contract would take ``team`` to the target ahead of the other team."""
    if any(state.bids[s] is None for s in (team, team + 2)):
        return False
    reach = state.scores[team] + POINTS_PER_TRICK * _contract(state, team)
    return reach >= state.options.target and reach > state.scores[1 - team]


def close_out(state: Spades, seat: int, bid: int) -> bool:
    """Bidding one trick less still takes the team to the target, well ahead: bid it (safer)."""
    team = seat & 1
    partner = state.bids[seat ^ 2] or 0
    reach = state.scores[team] + POINTS_PER_TRICK * (partner + bid - 1)
    ahead = state.scores[team] - state.scores[1 - team] >= CLOSE_OUT_MARGIN
    return bid > 1 and ahead and reach >= state.options.target


def nil_to_catch_up(state: Spades, seat: int) -> float:
    """How much less chance a nil needs when only a nil can catch up (0: it needs the usual)."""
    team = seat & 1
    them, us = state.scores[1 - team], state.scores[team]
    if them >= state.options.target - NEAR_END and them - us >= CATCH_UP_GAP:
        return NIL_EASIER
    return 0.0
