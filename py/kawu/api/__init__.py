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

import secrets
from typing import Any

# The calls on a finished hand (review, verify, audit) live beside these, in api/finished.py;
# they are this API's.
from kawu.api.arguments import LEVELS, check_effort, check_table, check_to_act
from kawu.api.daily import daily_game, daily_par, daily_par_step, daily_result
from kawu.api.finished import (
    audit_decision,
    audit_outline,
    review,
    review_decision,
    review_outline,
    verify,
)
from kawu.api.lessons import lesson_end, lesson_step, lessons
from kawu.api.tricks import last_trick, taken
from kawu.engine import commitments, deals, house, records
from kawu.engine.decided import hand_decided, play_out
from kawu.engine.errors import IllegalAction, RecordError, brief
from kawu.engine.hearts import MOON_RULES, QUEEN_RULES, Hearts, HeartsOptions
from kawu.engine.hearts import TARGETS as HEARTS_TARGETS
from kawu.engine.records import GAMES, VERSION, Game, Record, check_seat, load
from kawu.engine.spades import TARGETS as SPADES_TARGETS
from kawu.engine.spades import SpadesOptions
from kawu.engine.tricks import Phase
from kawu.engine.undo import undo_index
from kawu.words.say import reason

__all__ = [
    "LEVELS",
    "VERSION",
    "IllegalAction",
    "RecordError",
    "act",
    "audit_decision",
    "audit_outline",
    "bot_action",
    "check_table",
    "daily_game",
    "daily_par",
    "daily_par_step",
    "daily_result",
    "deal_code",
    "decided",
    "describe",
    "finish_hand",
    "hint",
    "legal",
    "lesson_end",
    "lesson_step",
    "load",
    "new_game",
    "review",
    "review_decision",
    "review_outline",
    "undo",
    "verify",
    "view",
]

#: The replayed states remembered by record (``records.CACHE``); tests clear it.
_CACHE = records.CACHE


def describe() -> dict[str, Any]:
    """What the engine offers: games, their options with the choices and defaults, bot levels,
    and the review's grades with their thresholds (see :mod:`kawu.review.hand`).

    ``games[game]``: ``options``, kawu's options and their choices (the start screen offers them),
    and ``defaults``, theirs (as a default game's record and views have them); ``house``, the
    house rules (RULES.md) and their choices, every one off by default (``pass_directions`` is a
    list of 1 to 4 of its choices), and ``house_defaults``, theirs; ``about``, every option in
    both languages: ``{option: {it, en, values}}``, ``it``/``en`` its name and a one-line
    explanation (``{name, explain}``), ``values`` each choice with its names
    (``[{value, it, en}]``). ``lessons``: each game's lesson (``api.lessons.lessons``)."""
    from kawu.review.hand import scale
    from kawu.words.options import about

    hearts_choices: dict[str, list[Any]] = {
        "target": list(HEARTS_TARGETS),
        "queen": list(QUEEN_RULES),
        "moon": list(MOON_RULES),
        "jack_of_diamonds": [False, True],
    }
    spades_choices: dict[str, list[Any]] = {
        "target": list(SPADES_TARGETS),
        "blind_nil": [False, True],
        "mercy": [False, True],
    }
    hearts_house = {k: list(v) for k, (v, _) in house.HEARTS_HOUSE.items()}
    spades_house = {k: list(v) for k, (v, _) in house.SPADES_HOUSE.items()}
    return {
        "version": VERSION,
        "levels": list(LEVELS),
        "games": {
            "hearts": {
                "options": hearts_choices,
                "defaults": HeartsOptions().to_json(),
                "house_defaults": _house_defaults(HeartsOptions().full_json(), hearts_house),
                "house": hearts_house,
                "about": about("hearts", {**hearts_choices, **hearts_house}),
            },
            "spades": {
                "options": spades_choices,
                "defaults": SpadesOptions().to_json(),
                "house_defaults": _house_defaults(SpadesOptions().full_json(), spades_house),
                "house": spades_house,
                "about": about("spades", {**spades_choices, **spades_house}),
            },
        },
        "review": scale(),
        "lessons": lessons(),
    }


def _house_defaults(full: dict[str, Any], names: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in full.items() if k in names}


# -- the API -----------------------------------------------------------------------------------
def new_game(
    game: str,
    options: dict[str, Any] | None = None,
    seed: int | None = None,
    deal: str | None = None,
    secret: str | None = None,
) -> Record:
    """A new game record. ``deal`` (a deal code) starts it with that deal's cards again.

    Every game's deals are committed (:mod:`kawu.engine.commitments`): the record's ``fair``
    holds a secret drawn from the platform's cryptographic generator (or ``secret``, 32 hex
    digits, for a test that wants the same record twice) and the first hand's commitment; each
    later hand's is added as it is dealt."""
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {brief(game)}: choose 'hearts' or 'spades'")
    opts = records.options_of(game, options)
    if seed is None:
        seed = secrets.randbelow(deals.MAX_SEED)
    seed = records.check_seed(seed)
    deal = records.check_deal(game, deal)
    if secret is None:
        secret = commitments.new_secret()
    elif not commitments.is_hex(secret, commitments.SECRET_HEX):
        raise ValueError(f"a game's secret is 32 lowercase hex digits, not {brief(secret)}")
    state = records.build(game, opts, seed, deal)
    fair = records.seal({"secret": secret, "commitments": []}, state)
    record = records.make(game, opts.to_json(), seed, deal, [], fair)
    records.remember(records.key(record), state)
    return record


def view(record: Record, seat: int) -> dict[str, Any]:
    """What ``seat`` may know now; never another seat's cards.

    Beyond the engine's view: ``last_trick``, the game's last completed trick (with its hand
    number and, in Hearts, its points), ``undo``, whether ``undo(record, seat)`` would take
    something back now and why not, ``decided``, whether the rest of the hand can change
    nothing, as far as ``seat`` knows (see :func:`decided`), ``actions``, the record's
    length, and ``work``, how many times its usual work the hard level's decision due now takes
    (1, or 3 for a Spades bid in a hand that can end the game: ``bots.work``; a page that times
    the hard level's decisions weighs them by it). In Hearts, ``pass_count``, how many cards
    each seat passes (option ``pass_count``), and ``taken``, for each seat the cards that score
    in the game's ``points`` scheme (J♦ too with ``jack_of_diamonds``) it has taken this hand,
    in the order taken: public, every one was played (see :func:`_taken`). A deal code names
    all four hands, so only finished hands show theirs (in ``history``); the current hand's
    code is ``deal_code(record)``, for a page that asks for it on purpose.
    """
    state = load(record)
    seat = check_seat(seat)
    v = state.view(seat)
    fair = record.get("fair")
    sealed = fair["commitments"] if fair is not None else []
    for row in v["history"]:
        row["deal_code"] = _code_of_hand(record, state, row["hand"])
        row["seal"] = _seal_of_hand(fair, row["hand"])
    # The hand being played: its commitment only; its secret is shown once it is over.
    n = state.hand_number
    live = state.phase is not Phase.GAME_OVER and n <= len(sealed)
    v["commitment"] = sealed[n - 1] if live else None
    v["sealed"] = fair is not None
    v["last_trick"] = last_trick(state)
    if isinstance(state, Hearts):
        v["pass_count"] = state.options.pass_count
        v["taken"] = taken(state)
    try:
        undo_index(record, state, seat)
    except IllegalAction as e:
        v["undo"] = {"possible": False, "reason": reason(e.reason, e.params)}
    else:
        v["undo"] = {"possible": True, "reason": None}
    v["decided"] = hand_decided(state, seat)
    v["actions"] = len(record["actions"])
    aside = records.set_aside(record)
    if aside:  # a save's damaged or unknown options, played by kawu's rules (never fatal)
        v["options_set_aside"] = [
            {**a, "reason": reason(a["reason"], {"option": a["option"], "value": a["value"]})}
            for a in aside
        ]
    from kawu.bots import work

    v["work"] = work(state)
    return v


def _seal_of_hand(fair: Any, n: int) -> dict[str, str] | None:
    """A finished hand's ``{commitment, secret}`` (``None`` when the game kept none for it)."""
    if fair is None or n > len(fair["commitments"]):
        return None
    return {
        "commitment": fair["commitments"][n - 1],
        "secret": commitments.hand_secret(fair["secret"], n),
    }


def decided(record: Record, seat: int | None = None) -> bool:
    """Whether the hand being played is decided: nothing left to play can change its score.

    With ``seat``, judged from what that seat knows (its hand and the public facts), so the
    answer reveals no other seat's cards; without, from every hand. Sound, not complete: see
    :mod:`kawu.engine.decided`. Always false outside the play phase.
    """
    state = load(record)
    return hand_decided(state, None if seat is None else check_seat(seat))


def finish_hand(record: Record) -> Record:
    """The record with the rest of a decided hand played: every seat its lowest legal card.

    ``IllegalAction`` (reason ``not_decided``) when the hand is not decided (:func:`decided`).
    """
    state = load(record)
    if not hand_decided(state):
        raise IllegalAction(
            "the hand is not decided: what is left to play can still change its score",
            "not_decided",
        )
    played = play_out(state)
    new = _with_actions(record, [*records.copy_actions(record["actions"]), *played], state)
    records.remember(records.key(new), state)
    return new


def legal(record: Record, seat: int) -> list[Any]:
    return list(view(record, seat)["legal"])


def act(record: Record, seat: int, action: Any) -> Record:
    """The record after ``seat`` does ``action``; ``IllegalAction`` says why it may not."""
    state = load(record)
    seat = check_seat(seat)
    state.apply(seat, records.engine_action(state, action))
    entry = [seat, list(action) if isinstance(action, list) else action]
    new = _with_actions(record, [*records.copy_actions(record["actions"]), entry], state)
    records.remember(records.key(new), state)
    return new


def undo(record: Record, seat: int) -> Record:
    """The record before ``seat``'s last action of this hand, without the actions after it.

    ``IllegalAction`` when there is none, or when taking it back would let the seat choose
    again knowing cards it has seen since (see :mod:`kawu.engine.undo`); ``view(...)["undo"]`` says
    the same beforehand.
    """
    state = load(record)
    seat = check_seat(seat)
    cut = undo_index(record, state, seat)
    return _with_actions(record, records.copy_actions(record["actions"][:cut]))


def _with_actions(record: Record, actions: list[Any], state: Game | None = None) -> Record:
    """The record with ``actions``; with ``state`` (the game after them), a hand just dealt is
    sealed (``records.seal``)."""
    fair = record.get("fair")
    if fair is not None:
        fair = {"secret": fair["secret"], "commitments": list(fair["commitments"])}
        if state is not None:
            fair = records.seal(fair, state)
    return records.make(
        record["game"], dict(record["options"]), record["seed"], record["deal"], actions, fair
    )


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
        return deals.encode("hearts", state.cycle_position(n), key, state.code_dealer(n))
    return deals.encode(record["game"], (state.first_dealer + n - 1) % 4, key)


def bot_action(
    record: Record,
    seat: int,
    level: str = "normal",
    seed: int | None = None,
    effort: float = 1.0,
    table: list[str] | None = None,
) -> Any:
    """A legal action for ``seat`` now, chosen by a computer player of ``level``.

    The same record, seat, level, seed, effort and table always give the same action. ``effort``
    scales the hard level's search (1.0 is the full budget; a slow device may ask for less).
    ``table`` (optional, see ``check_table``) says who plays at each seat: the hard level reads
    the plays of the normal level's computer players by that level's rules.
    """
    from kawu.bots import choose

    state = load(record)
    seat = check_seat(seat)
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"unknown level {brief(level)}: choose one of {', '.join(LEVELS)}")
    if seed is not None:
        seed = records.check_seed(seed, "a computer player's seed")
    effort = check_effort(effort)
    table = check_table(table)
    check_to_act(state, seat)
    return choose(state, seat, level, seed, effort, table)


def hint(
    record: Record, seat: int, effort: float = 1.0, table: list[str] | None = None
) -> dict[str, Any]:
    """What the strongest computer player would do for ``seat``: ``{action, reason, expect}``.

    ``expect`` is ``{value, alternatives: [{action, more}]}`` (``None`` for a forced card): the
    choice's expected value in the game's units (see :mod:`kawu.review.hand`) and how much worse the
    next two choices would do; the reason's sentences end by saying it; for a card or a bid, the
    coach's ``costs`` and ``warn`` (``bots.figures.expect``). The search is seeded by
    the computer players' rule (``bots.seed_for``), so a hint followed reviews as the best
    choice at the same effort and ``table`` (as ``bot_action``'s)."""
    from kawu.bots import advise, seed_for

    state = load(record)
    seat = check_seat(seat)
    effort = check_effort(effort)
    table = check_table(table)
    check_to_act(state, seat)
    return advise(state, seat, effort, seed_for(record["seed"], len(record["actions"])), table)
