"""Computer players: ``choose`` an action for a seat at a level, ``advise`` the person."""

from __future__ import annotations

import random
from typing import Any

from kawu.bots import easy
from kawu.cards import CODES
from kawu.hearts import Hearts
from kawu.spades import BID_NAMES
from kawu.tricks import Phase, TrickGame


def engine_choice(state: TrickGame, seat: int, level: str, rng: random.Random) -> Any:
    """The engine-level action (card number, bid, list of cards) a bot of ``level`` takes."""
    return easy.choose(state, seat, rng)


def to_json(state: TrickGame, action: Any) -> Any:
    if state.phase is Phase.PASS:
        return [CODES[c] for c in action]
    if state.phase is Phase.BID:
        return BID_NAMES.get(action, action)
    return CODES[action]


def choose(state: TrickGame, seat: int, level: str, seed: int | None = None) -> Any:
    rng = random.Random(seed if seed is not None else 0)
    return to_json(state, engine_choice(state, seat, level, rng))


def advise(state: TrickGame, seat: int) -> dict[str, Any]:
    action = choose(state, seat, "hard")
    what = "pass" if state.phase is Phase.PASS else "bid" if state.phase is Phase.BID else "play"
    game = "hearts" if isinstance(state, Hearts) else "spades"
    return {"action": action, "reason": {"code": f"{game}_{what}", "params": {}}}
