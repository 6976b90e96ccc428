"""Records (the save format) checked and replayed into game states, and JSON actions read.

A record is checked strictly before anything is replayed: a record that :func:`load` accepts is
one every function of :mod:`kawu.api` accepts. Every refusal is a ``RecordError`` (or, for an
action, an ``IllegalAction``), whatever the JSON, and quotes values through ``brief``.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from typing import Any

from kawu.engine import commitments, deals
from kawu.engine.cards import CODES, card, deal_hands
from kawu.engine.errors import IllegalAction, OptionError, RecordError, brief
from kawu.engine.hearts import Hearts, HeartsOptions
from kawu.engine.spades import BID_NAMES, Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

VERSION = 1
GAMES = ("hearts", "spades")
BID_ACTIONS = {name: value for value, name in BID_NAMES.items()}
CARD_CODES = frozenset(CODES)

Record = dict[str, Any]
#: More actions than any real game has (a Hearts game to 150 is about 30 hands of 56 actions).
MAX_ACTIONS = 50_000
Game = Hearts | Spades
#: The fields of a version 1 record, every one required.
FIELDS = ("version", "game", "options", "seed", "deal", "actions")
#: The optional field ``fair``: ``{"secret", "commitments"}``, the game's secret and each dealt
#: hand's commitment in order (``engine/commitments.py``); a save made before it has none.
OPTIONAL = ("fair",)
#: More hands than any game has.
MAX_HANDS = 1000


# -- options, deals and actions ----------------------------------------------------------------
def options_of(game: str, options: Any) -> HeartsOptions | SpadesOptions:
    """The game's options from JSON (``None``: the defaults); ``ValueError`` (an
    ``OptionError``, with its reason code) says what is wrong."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ValueError(f"options must be an object, not {brief(options)}")
    cls = HeartsOptions if game == "hearts" else SpadesOptions
    known = set(cls.__dataclass_fields__)
    unknown = next((k for k in options if k not in known), None)
    if unknown is not None:
        names = ", ".join(sorted(known))
        raise OptionError(
            f"unknown {game} option {brief(unknown)} (known: {names})",
            "unknown_option",
            option=brief(unknown),
        )
    for name, value in options.items():
        if not _plain(value):
            raise OptionError(
                f"{game} {name} must be one of its choices, not {brief(value)}",
                option=name,
                value=brief(value),
            )
    return cls(**options)


def _plain(value: Any) -> bool:
    """A JSON scalar of bounded size, or (``pass_directions``) a short list of short strings."""
    if isinstance(value, list):
        return len(value) <= 8 and all(isinstance(v, str) and len(v) <= 40 for v in value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value.bit_length() <= 64
    if isinstance(value, str):
        return len(value) <= 40
    return isinstance(value, (bool, float)) or value is None


def saved_options(
    game: str, options: dict[str, Any]
) -> tuple[HeartsOptions | SpadesOptions, list[dict[str, Any]]]:
    """A save's options, and those set aside: an unknown option, a value that is not one of its
    choices, or one of two options that cannot be played together is left out (the game then
    plays kawu's rule for it) and reported as ``{option, value, reason}``, never fatal. A save
    made before an option existed has no value for it, and plays kawu's rule."""
    cls = HeartsOptions if game == "hearts" else SpadesOptions
    kept: dict[str, Any] = {}
    aside: list[dict[str, Any]] = []
    for name, value in options.items():
        try:
            options_of(game, {**kept, name: value})
        except OptionError as e:
            if e.reason == "options_conflict":
                kept[name] = value  # judged with the others below
                continue
            shown = name if isinstance(name, str) and len(name) <= 40 else brief(name)
            aside.append({"option": shown, "value": brief(value), "reason": e.reason})
        else:
            kept[name] = value
    while True:
        try:
            return cls(**kept), aside
        except OptionError as e:
            conflict = [n for n in e.params.get("options", []) if n in kept] or list(kept)[-1:]
            name = conflict[0]
            aside.append({"option": name, "value": brief(kept.pop(name)), "reason": e.reason})


def check_deal(game: str, deal: Any) -> str | None:
    """A deal code normalised (``None`` stays ``None``); ``ValueError`` if it is not one."""
    if deal is None:
        return None
    if not isinstance(deal, str) or len(deal) > 40:
        raise ValueError(f"a deal code is text like 'H0-7KQ3M9XA', not {brief(deal)}")
    return deals.tidy(game, deal)


def check_seed(seed: Any, what: str = "a seed") -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < deals.MAX_SEED:
        raise ValueError(f"{what} is a whole number from 0 to 2**53 - 1, not {brief(seed)}")
    return seed


def check_seat(seat: Any) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise IllegalAction(f"there is no seat {brief(seat)}: seats are 0 to 3", "bad_seat")
    return seat


def build(game: str, options: HeartsOptions | SpadesOptions, seed: int, deal: str | None) -> Game:
    position = 0
    first_key: int | None = None
    if deal is not None:
        position, first_key = deals.decode(game, deal)

    def source(hand_number: int) -> list[int]:
        if hand_number == 1 and first_key is not None:
            return deals.deck_for_key(first_key)
        return deals.deck_for_key(deals.deal_key(seed, hand_number))

    if isinstance(options, HeartsOptions):
        # (the first dealer matters only with ``first_lead = dealer_left``: a deal code says it)
        first = deals.first_position(seed) if deal is None else deals.dealer_of(game, deal)
        return Hearts(options, deals=source, first_direction=position, first_dealer=first)
    first_dealer = position if deal is not None else deals.first_position(seed)
    return Spades(options, deals=source, first_dealer=first_dealer)


def _card(code: Any) -> int:
    if not isinstance(code, str) or code not in CARD_CODES:
        raise IllegalAction(
            f"not a card: {brief(code)} (cards are written like 'QS', 'TH', '2C')", "not_a_card"
        )
    return card(code)


def engine_action(state: TrickGame, action: Any) -> Any:
    """A JSON action as the engine takes it now; ``IllegalAction`` if it is malformed."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        raise IllegalAction("the game is over", "game_over")
    wrong = _action_kind(state, action)
    if wrong is not None and wrong is not phase:
        raise state.wrong_phase(wrong)
    if phase is Phase.PASS:
        if isinstance(action, list) and len(action) > 13:
            n = len(action)
            raise IllegalAction(f"pass exactly 3 cards, not {n}", "pass_count", count=n)
        if not isinstance(action, list) or not all(isinstance(c, str) for c in action):
            raise IllegalAction(
                f"a pass is a list of 3 card codes, not {brief(action)}", "pass_count", count=0
            )
        return [_card(c) for c in action]
    if phase is Phase.BID:
        if isinstance(action, str) and action in BID_ACTIONS:
            return BID_ACTIONS[action]
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action <= 13:
            # Never pass a negative number through: the engine uses those for blind nil/look.
            raise IllegalAction(f"a bid is nil (0) or 1 to 13, not {brief(action)}", "bid_range")
        return action
    if not isinstance(action, str):
        raise IllegalAction(
            f"a play is one card code such as 'QS', not {brief(action)}", "not_a_card"
        )
    return _card(action)


def _action_kind(state: TrickGame, action: Any) -> Phase | None:
    """The phase an action's shape belongs to (a card code plays, a list passes, a number
    bids), or ``None`` when the shape names no phase of this game."""
    if isinstance(action, str):
        if action in CARD_CODES:
            return Phase.PLAY
        if action in BID_ACTIONS and isinstance(state, Spades):
            return Phase.BID
        return None
    if isinstance(action, list) and isinstance(state, Hearts):
        return Phase.PASS
    if isinstance(action, int) and not isinstance(action, bool) and isinstance(state, Spades):
        return Phase.BID
    return None


# -- loading, with a small cache of replayed states ------------------------------------------------
CACHE: OrderedDict[str, Game] = OrderedDict()
CACHE_SIZE = 16


def key(record: Record) -> str:
    return json.dumps(record, sort_keys=True, separators=(",", ":"))


def remember(record_key: str, state: Game) -> None:
    CACHE[record_key] = state
    CACHE.move_to_end(record_key)
    while len(CACHE) > CACHE_SIZE:
        CACHE.popitem(last=False)


def load(record: Any) -> Game:
    """Replay a record into a fresh game state; ``RecordError`` if it is not a valid save."""
    if not isinstance(record, dict):
        raise RecordError("not a saved game: expected an object with version, game and actions")
    # Every field but the actions' contents is checked before the whole record is read once
    # (as the cache's key), so a huge or deeply nested field is refused at once.
    options = _check_fields(record)
    try:
        record_key = key(record)
    except (TypeError, ValueError, RecursionError) as e:
        raise RecordError(f"not a saved game: {brief(str(e))}") from None
    cached = CACHE.get(record_key)
    if cached is not None:
        CACHE.move_to_end(record_key)
        return cached.clone()
    state = _replay(record, options)
    remember(record_key, state)
    return state.clone()


def check_shape(record: Any) -> HeartsOptions | SpadesOptions:
    """Every field of a record checked as :func:`load` does, without replaying its actions:
    ``RecordError`` if it is not a save of this format."""
    if not isinstance(record, dict):
        raise RecordError("not a saved game: expected an object with version, game and actions")
    return _check_fields(record)


def _check_fields(record: Record) -> HeartsOptions | SpadesOptions:
    """The record's options, once every field but the actions' contents has been checked."""
    version = record.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise RecordError("not a saved game: it has no version number")
    if version > VERSION:
        raise RecordError(
            f"this save is from a newer kawu (format {brief(version)}; this one reads {VERSION})",
            "newer_version",
        )
    if version < 1:
        raise RecordError(f"unknown save format {brief(version)}")
    missing = [field for field in FIELDS if field not in record]
    if missing:
        raise RecordError(f"not a saved game: the field {missing[0]!r} is missing")
    game = record["game"]
    if not isinstance(game, str) or game not in GAMES:
        raise RecordError(f"not a saved game: unknown game {brief(game)}")
    seed = record["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < deals.MAX_SEED:
        raise RecordError(f"not a saved game: bad seed {brief(seed)}")
    if not isinstance(record["options"], dict):
        raise RecordError(
            f"not a saved game: options must be an object, not {brief(record['options'])}"
        )
    actions = record["actions"]
    if not isinstance(actions, list):
        raise RecordError(f"not a saved game: 'actions' is not an action list: {brief(actions)}")
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"not a saved game: {len(actions)} actions, more than any game has")
    _check_shapes(actions)
    extra = next((k for k in record if k not in FIELDS and k not in OPTIONAL), None)
    if extra is not None:
        raise RecordError(f"not a saved game: unexpected field {brief(extra)}")
    if "fair" in record:
        _check_fair(record["fair"])
    try:
        check_deal(game, record["deal"])
    except ValueError as e:
        raise RecordError(f"not a saved game: {e}") from None
    return saved_options(game, record["options"])[0]


def set_aside(record: Record) -> list[dict[str, Any]]:
    """The options of a save (``load`` accepts it) that were set aside: ``saved_options``."""
    return saved_options(record["game"], record["options"])[1]


def _check_fair(fair: Any) -> None:
    """The shape of a record's ``fair`` field (whether it matches the deals is ``kawu.fair``'s
    to say: a record whose seal does not match still loads, so that it can be shown)."""
    if not isinstance(fair, dict) or set(fair) != {"secret", "commitments"}:
        raise RecordError("not a saved game: its 'fair' field is not {secret, commitments}")
    if not commitments.is_hex(fair["secret"], commitments.SECRET_HEX):
        raise RecordError("not a saved game: its deals' secret is not 32 hex digits", "tampered")
    sealed = fair["commitments"]
    if not isinstance(sealed, list) or len(sealed) > MAX_HANDS:
        raise RecordError("not a saved game: its deals' commitments are not a list", "tampered")
    if not all(commitments.is_hex(c, commitments.COMMITMENT_HEX) for c in sealed):
        raise RecordError("not a saved game: a deal's commitment is not 64 hex digits", "tampered")


def seal(fair: Any, state: TrickGame) -> Any:
    """``fair`` with the commitment of the hand ``state`` is in, when it is the next one to seal
    (a new dict; ``fair`` itself unchanged). A hand is sealed as it is dealt, before any card of
    it is passed or played; ``None`` (a game without a secret) stays ``None``."""
    if fair is None or state.phase is Phase.GAME_OVER:
        return fair
    sealed = fair["commitments"]
    n = state.hand_number
    if len(sealed) != n - 1:
        return fair
    secret = commitments.hand_secret(fair["secret"], n)
    made = commitments.commitment(secret, deal_hands(state.deals(n)))
    return {"secret": fair["secret"], "commitments": [*sealed, made]}


def _check_shapes(actions: list[Any]) -> None:
    """Every entry a ``[seat, action]`` pair whose action is a card code, a bid or a pass."""
    for i, entry in enumerate(actions, start=1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise RecordError(
                f"action {i} is not a [seat, action] pair: {brief(entry)}", "tampered", action=i
            )
        action = entry[1]
        if isinstance(action, list):
            plain = len(action) <= 13 and all(isinstance(c, str) and len(c) < 3 for c in action)
        else:
            short = isinstance(action, str) and len(action) < 10
            plain = short or isinstance(action, (int, float))
        if not plain:
            raise RecordError(
                f"the save does not replay: action {i} is not an action: {brief(action)}",
                "tampered",
                action=i,
            )


def _replay(record: Record, options: HeartsOptions | SpadesOptions) -> Game:
    state = build(record["game"], options, record["seed"], record["deal"])
    for i, (seat, action) in enumerate(record["actions"], start=1):
        try:
            state.apply(check_seat(seat), engine_action(state, action))
        except IllegalAction as e:
            raise RecordError(
                f"the save does not replay: action {i} ({brief(action)} by seat {brief(seat)})"
                f" is illegal: {e}",
                "tampered",
                action=i,
            ) from None
    return state


def make(
    game: str,
    options: dict[str, Any],
    seed: int,
    deal: str | None,
    actions: list[Any],
    fair: dict[str, Any] | None = None,
) -> Record:
    record: Record = {
        "version": VERSION,
        "game": game,
        "options": options,
        "seed": seed,
        "deal": deal,
        "actions": actions,
    }
    if fair is not None:
        record["fair"] = fair
    return record


def copy_actions(actions: list[Any]) -> list[Any]:
    """A copy of a replayed action list that shares no list with it."""
    return [[seat, list(a) if isinstance(a, list) else a] for seat, a in actions]
