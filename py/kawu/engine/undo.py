"""What a seat may take back, and why not: Undo never lets a person peek.

``undo`` takes back the seat's last action of the hand being played now, with every action
after it. It refuses when that would let the seat choose again knowing what it should not:

- ``game_over``: the game has ended;
- ``nothing_to_undo``: the seat has not acted in this game; ``hand_over``: not in this hand
  (a finished hand's summary was shown and counted, so it is never reopened);
- ``cards_seen`` (Spades): the seat's last action was to bid blind nil or to look at its cards,
  and it has seen them now;
- ``pass_received`` (Hearts): its last action was its pass and the cards have been exchanged,
  so it has seen the three cards passed to it;
- ``bids_seen`` / ``play_started`` (Spades): its last action was a bid and another seat has
  bid, or played the first card, after it.

Card plays can be taken back with the cards that followed them: those were played face up.
"""

from __future__ import annotations

from typing import Any

from kawu.engine.errors import IllegalAction
from kawu.engine.records import CARD_CODES, Game, Record
from kawu.engine.tricks import Phase

_CARDS_PER_HAND = 52
_BLIND_CHOICES = ("blind_nil", "look")


def _is_play(action: Any) -> bool:
    return isinstance(action, str) and action in CARD_CODES


def hand_start(actions: list[Any]) -> int:
    """The index of the first action of the hand being played now."""
    plays = [i for i, (_, action) in enumerate(actions) if _is_play(action)]
    finished = len(plays) // _CARDS_PER_HAND * _CARDS_PER_HAND
    return plays[finished - 1] + 1 if finished else 0


def undo_index(record: Record, state: Game, seat: int) -> int:
    """The index of the action ``undo`` takes back for ``seat``; ``IllegalAction`` if none.

    ``record`` has been loaded into ``state`` (so its actions are valid pairs).
    """
    if state.phase is Phase.GAME_OVER:
        raise IllegalAction("the game is over", "game_over")
    actions: list[Any] = record["actions"]
    start = hand_start(actions)
    mine = next((i for i in range(len(actions) - 1, start - 1, -1) if actions[i][0] == seat), None)
    if mine is None:
        if any(s == seat for s, _ in actions[:start]):
            raise IllegalAction("your last move was in a hand that is over", "hand_over")
        raise IllegalAction("there is nothing of yours to take back", "nothing_to_undo")
    action = actions[mine][1]
    if isinstance(action, str) and action in _BLIND_CHOICES:
        raise IllegalAction(
            "you have seen your cards: blind nil or looking cannot be taken back", "cards_seen"
        )
    if isinstance(action, list) and state.phase is not Phase.PASS:
        raise IllegalAction(
            "the cards passed to you have been shown: the pass cannot be taken back",
            "pass_received",
        )
    if isinstance(action, int) and not isinstance(action, bool):
        after = actions[mine + 1 :]
        if any(not _is_play(a) for s, a in after if s != seat):
            raise IllegalAction("others have bid after you: your bid stands", "bids_seen")
        if after:
            raise IllegalAction("the play has begun: the bids are final", "play_started")
    return mine
