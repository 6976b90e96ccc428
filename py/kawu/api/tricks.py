"""The view's tricks (``kawu.api.view``): each seat's scoring cards taken in the hand being played
and the game's last completed trick, with its points and scoring cards."""

from __future__ import annotations

from typing import Any

from kawu.engine.cards import CODES
from kawu.engine.hearts import Hearts, trick_points
from kawu.engine.hearts_points import cards_taken
from kawu.engine.records import Game
from kawu.engine.tricks import Phase


def taken(state: Hearts) -> list[list[str]]:
    """Each seat's scoring cards taken in the hand being played (the tricks of ``state.log``),
    by the scheme's own cards (``house.SCORING_MASKS``) and J♦ with ``jack_of_diamonds``; empty
    lists once the game is over (the log then holds the last hand's tricks: ``history`` has
    them, as each finished hand's ``cards``)."""
    if state.phase is Phase.GAME_OVER:
        return [[], [], [], []]
    return cards_taken(state.log, state.options.points, state.options.jack_of_diamonds)


def last_trick(state: Game) -> dict[str, Any] | None:
    """The game's last completed trick, also while the next is played or a new hand begins."""
    if state.last_trick is None:
        return None
    last = state.last_trick
    leader, cards, winner = last
    # The log holds the tricks of the hand being played (of the last hand, once the game is
    # over); an empty log means the last trick closed the hand before this one.
    hand = state.hand_number if state.log else state.hand_number - 1
    return {
        "cards": [[(leader + i) % 4, CODES[c]] for i, c in enumerate(cards)],
        "winner": winner,
        "leader": leader,
        "hand": hand,
        "points": (
            trick_points(cards, state.options.jack_of_diamonds, state.options.points)
            if isinstance(state, Hearts)
            else None
        ),
        # Hearts: the trick's cards that score for its winner (the scheme's, J♦ with the
        # option), in play order; Spades: none.
        "scoring": (
            cards_taken([last], state.options.points, state.options.jack_of_diamonds)[winner]
            if isinstance(state, Hearts)
            else []
        ),
    }
