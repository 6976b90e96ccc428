"""The one JSON boundary: the page's worker, the tests and the command line all come through here.

Every argument and result is plain JSON data. A game is a *record* (the save format)::

    {"version": 1, "game": "hearts", "options": {...}, "seed": 123, "deal": None,
     "actions": [[seat, action], ...]}

and everything else (whose turn, what a seat sees) is replayed from it. ``act`` returns a new
record and never changes the one it was given. Actions are a list of three card codes (a pass),
an int (a bid, 0 = nil; also ``"blind_nil"`` and ``"look"`` with that option) or a card code
(a play). Seats: 0 South (the person), 1 West, 2 North, 3 East.
"""

from __future__ import annotations

import json
import secrets
from collections import OrderedDict
from typing import Any

from kawu import deals
from kawu.cards import CODES, card
from kawu.errors import IllegalAction, RecordError
from kawu.hearts import MOON_RULES, QUEEN_RULES, Hearts, HeartsOptions
from kawu.hearts import TARGETS as HEARTS_TARGETS
from kawu.spades import BID_NAMES, Spades, SpadesOptions
from kawu.spades import TARGETS as SPADES_TARGETS
from kawu.tricks import Phase, TrickGame

__all__ = [
    "VERSION",
    "IllegalAction",
    "RecordError",
    "act",
    "bot_action",
    "describe",
    "hint",
    "legal",
    "new_game",
    "undo",
    "view",
]

VERSION = 1
GAMES = ("hearts", "spades")
LEVELS = ("easy", "normal", "hard")
_BID_ACTIONS = {name: value for value, name in BID_NAMES.items()}
_CARD_CODES = frozenset(CODES)

Record = dict[str, Any]
#: The fields of a version 1 record, every one required.
_FIELDS = ("version", "game", "options", "seed", "deal", "actions")
Game = Hearts | Spades


def describe() -> dict[str, Any]:
    """What the engine offers: games, their options with the choices and defaults, bot levels."""
    return {
        "version": VERSION,
        "levels": list(LEVELS),
        "games": {
            "hearts": {
                "options": {
                    "target": list(HEARTS_TARGETS),
                    "queen": list(QUEEN_RULES),
                    "moon": list(MOON_RULES),
                },
                "defaults": HeartsOptions().to_json(),
            },
            "spades": {
                "options": {
                    "target": list(SPADES_TARGETS),
                    "blind_nil": [False, True],
                    "mercy": [False, True],
                },
                "defaults": SpadesOptions().to_json(),
            },
        },
    }


# -- building and replaying ------------------------------------------------------------------
def _options(game: str, options: Any) -> HeartsOptions | SpadesOptions:
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ValueError(f"options must be an object, not {options!r}")
    cls = HeartsOptions if game == "hearts" else SpadesOptions
    known = set(cls.__dataclass_fields__)
    unknown = sorted(set(options) - known)
    if unknown:
        raise ValueError(
            f"unknown {game} option {unknown[0]!r} (known: {', '.join(sorted(known))})"
        )
    return cls(**options)


def _build(game: str, options: HeartsOptions | SpadesOptions, seed: int, deal: str | None) -> Game:
    position = 0
    first_key: int | None = None
    if deal is not None:
        position, first_key = deals.decode(game, deal)

    def source(hand_number: int) -> list[int]:
        if hand_number == 1 and first_key is not None:
            return deals.deck_for_key(first_key)
        return deals.deck_for_key(deals.deal_key(seed, hand_number))

    if isinstance(options, HeartsOptions):
        return Hearts(options, deals=source, first_direction=position)
    first_dealer = position if deal is not None else deals.first_position(seed)
    return Spades(options, deals=source, first_dealer=first_dealer)


def _engine_action(state: TrickGame, action: Any) -> Any:
    """A JSON action as the engine takes it now; ``IllegalAction`` if it is malformed."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        raise IllegalAction("the game is over", "game_over")
    wrong = _action_kind(state, action)
    if wrong is not None and wrong is not phase:
        raise state.wrong_phase(wrong)
    if phase is Phase.PASS:
        if not isinstance(action, list) or not all(isinstance(c, str) for c in action):
            raise IllegalAction(
                f"a pass is a list of 3 card codes, not {action!r}", "pass_count", count=0
            )
        try:
            return [card(c) for c in action]
        except ValueError as e:
            raise IllegalAction(str(e), "not_a_card") from None
    if phase is Phase.BID:
        if isinstance(action, str) and action in _BID_ACTIONS:
            return _BID_ACTIONS[action]
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action <= 13:
            # Never pass a negative number through: the engine uses those for blind nil/look.
            raise IllegalAction(f"a bid is nil (0) or 1 to 13, not {action!r}", "bid_range")
        return action
    if phase is Phase.PLAY:
        if not isinstance(action, str):
            raise IllegalAction(
                f"a play is one card code such as 'QS', not {action!r}", "not_a_card"
            )
        try:
            return card(action)
        except ValueError as e:
            raise IllegalAction(str(e), "not_a_card") from None
    raise IllegalAction("the game is over", "game_over")


def _action_kind(state: TrickGame, action: Any) -> Phase | None:
    """The phase an action's shape belongs to (a card code plays, a list passes, a number
    bids), or ``None`` when the shape names no phase of this game."""
    if isinstance(action, str):
        if action in _CARD_CODES:
            return Phase.PLAY
        if action in _BID_ACTIONS and isinstance(state, Spades):
            return Phase.BID
        return None
    if isinstance(action, list) and isinstance(state, Hearts):
        return Phase.PASS
    if isinstance(action, int) and not isinstance(action, bool) and isinstance(state, Spades):
        return Phase.BID
    return None


def _check_seat(seat: Any) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise IllegalAction(f"there is no seat {seat!r}: seats are 0 to 3", "bad_seat")
    return seat


_CACHE: OrderedDict[str, Game] = OrderedDict()
_CACHE_SIZE = 16


def _key(record: Record) -> str:
    return json.dumps(record, sort_keys=True, separators=(",", ":"))


def _remember(key: str, state: Game) -> None:
    _CACHE[key] = state
    _CACHE.move_to_end(key)
    while len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)


def load(record: Any) -> Game:
    """Replay a record into a fresh game state; ``RecordError`` if it is not a valid save."""
    if not isinstance(record, dict):
        raise RecordError("not a saved game: expected an object with version, game and actions")
    try:
        key = _key(record)
    except (TypeError, ValueError, RecursionError) as e:
        raise RecordError(f"not a saved game: {e}") from None
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached.clone()
    state = _replay(record)
    _remember(key, state)
    return state.clone()


def _replay(record: Record) -> Game:
    version = record.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise RecordError("not a saved game: it has no version number")
    if version > VERSION:
        raise RecordError(
            f"this save is from a newer kawu (format {version}; this one reads {VERSION})",
            "newer_version",
        )
    if version < 1:
        raise RecordError(f"unknown save format {version}")
    missing = [field for field in _FIELDS if field not in record]
    if missing:
        raise RecordError(f"not a saved game: the field {missing[0]!r} is missing")
    game = record.get("game")
    if game not in GAMES:
        raise RecordError(f"not a saved game: unknown game {game!r}")
    seed = record.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < deals.MAX_SEED:
        raise RecordError(f"not a saved game: bad seed {seed!r}")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise RecordError(f"not a saved game: 'actions' is not an action list: {actions!r}")
    extra = set(record) - set(_FIELDS)
    if extra:
        raise RecordError(f"not a saved game: unexpected field {sorted(extra)[0]!r}")
    try:
        options = _options(game, record.get("options"))
        state = _build(game, options, seed, record.get("deal"))
    except ValueError as e:
        raise RecordError(f"not a saved game: {e}") from None
    for i, entry in enumerate(actions, start=1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise RecordError(f"action {i} is not a [seat, action] pair: {entry!r}", "tampered")
        seat, action = entry
        try:
            state.apply(_check_seat(seat), _engine_action(state, action))
        except IllegalAction as e:
            raise RecordError(
                f"the save does not replay: action {i} ({action!r} by seat {seat}) is illegal: {e}",
                "tampered",
            ) from None
    return state


def _record(
    game: str, options: dict[str, Any], seed: int, deal: str | None, actions: list[Any]
) -> Record:
    return {
        "version": VERSION,
        "game": game,
        "options": options,
        "seed": seed,
        "deal": deal,
        "actions": actions,
    }


def _copy_actions(actions: list[Any]) -> list[Any]:
    """A copy of a replayed action list that shares no list with it."""
    return [[seat, list(a) if isinstance(a, list) else a] for seat, a in actions]


# -- the API -----------------------------------------------------------------------------------
def new_game(
    game: str,
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    deal: str | None = None,
) -> Record:
    """A new game record. ``deal`` (a deal code) starts it with that deal's cards again."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}: choose 'hearts' or 'spades'")
    opts = _options(game, options)
    if seed is None:
        seed = secrets.randbelow(deals.MAX_SEED)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < deals.MAX_SEED:
        raise ValueError(f"a seed is a whole number from 0 to 2**53 - 1, not {seed!r}")
    if deal is not None:
        position, key = deals.decode(game, deal)
        deal = deals.encode(game, position, key)
    record = _record(game, opts.to_json(), seed, deal, [])
    _remember(_key(record), _build(game, opts, seed, deal))
    return record


def view(record: Record, seat: int) -> dict[str, Any]:
    """What ``seat`` may know now; never another seat's cards.

    A deal code names all four hands, so only finished hands show theirs (in ``history``); the
    current hand's code is ``deal_code(record)``, for a page that asks for it on purpose.
    """
    state = load(record)
    seat = _check_seat(seat)
    v = state.view(seat)
    for row in v["history"]:
        row["deal_code"] = _code_of_hand(record, state, row["hand"])
    v["actions"] = len(record["actions"])
    return v


def legal(record: Record, seat: int) -> list[Any]:
    return list(view(record, seat)["legal"])


def act(record: Record, seat: int, action: Any) -> Record:
    """The record after ``seat`` does ``action``; ``IllegalAction`` says why it may not."""
    state = load(record)
    seat = _check_seat(seat)
    state.apply(seat, _engine_action(state, action))
    entry = [seat, list(action) if isinstance(action, list) else action]
    new = _record(
        record["game"],
        dict(record["options"]),
        record["seed"],
        record["deal"],
        [*_copy_actions(record["actions"]), entry],
    )
    _remember(_key(new), state)
    return new


def undo(record: Record, seat: int) -> Record:
    """The record before ``seat``'s last action, without the actions that followed it."""
    load(record)
    seat = _check_seat(seat)
    actions = record["actions"]
    for i in range(len(actions) - 1, -1, -1):
        if actions[i][0] == seat:
            return _record(
                record["game"],
                dict(record["options"]),
                record["seed"],
                record["deal"],
                _copy_actions(actions[:i]),
            )
    raise IllegalAction("there is nothing of yours to take back", "nothing_to_undo")


def deal_code(record: Record, state: Game | None = None) -> str:
    """The code of the current hand's deal: ``new_game(..., deal=code)`` plays its cards again."""
    if state is None:
        state = load(record)
    return _code_of_hand(record, state, state.hand_number)


def _code_of_hand(record: Record, state: Game, n: int) -> str:
    deal = record.get("deal")
    if n == 1 and deal is not None:
        return str(deal)
    key = deals.deal_key(record["seed"], n)
    if isinstance(state, Hearts):
        position = (state.first_direction + n - 1) % 4
    else:
        position = (state.first_dealer + n - 1) % 4
    return deals.encode(record["game"], position, key)


def bot_action(record: Record, seat: int, level: str = "normal", seed: int | None = None) -> Any:
    """A legal action for ``seat`` now, chosen by a computer player of ``level``."""
    from kawu.bots import choose

    state = load(record)
    seat = _check_seat(seat)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    if seat not in state.to_act():
        raise IllegalAction("this seat has nothing to do now", "not_your_turn", turn=state.turn)
    return choose(state, seat, level, seed)


def hint(record: Record, seat: int) -> dict[str, Any]:
    """What the strongest computer player would do for ``seat``, with a reason to show."""
    from kawu.bots import advise

    state = load(record)
    seat = _check_seat(seat)
    if seat not in state.to_act():
        raise IllegalAction("this seat has nothing to do now", "not_your_turn", turn=state.turn)
    return advise(state, seat)
