"""Checking committed deals, with the standard library alone (``python -m kawu verify``).

For each finished hand of a record: the hand's secret (``engine.commitments.hand_secret`` of the
game's secret), the four hands from its deal code (the deck shuffled from the code's key, as
``engine.deals`` does), the commitment recomputed from both and compared with the one the record
kept when the hand was dealt; then every card passed and played in the hand is checked against
those four hands (a card passed must have been dealt to the seat that passed it, a card played
must have been in the seat's hand after the pass). Nothing of the game engine is used beyond
the deck, the deal codes and the commitment itself: the rules are not replayed.

A *proof code* names one hand alone: ``DEALCODE:SECRET:COMMITMENT`` (what the page shows under
a finished hand); :func:`check_code` recomputes the commitment and says the four hands.

What it proves: the deal of a hand was fixed before its first card (the commitment shown then
seals it and no other deal gives the same one), and the cards were played from those hands.
What it does not: that the secret was drawn at random, or that the computer players did not
look at hidden cards (that is the audit's, :mod:`kawu.fair.audit`).
"""

from __future__ import annotations

from typing import Any

from kawu.engine import commitments, daily, deals
from kawu.engine.cards import CODES, DECK_SIZE, card, cards_in, deal_hands

#: Hearts passes left, right, across, then keeps: the seat offset of each position (as
#: ``engine.hearts.PASS_OFFSETS``, copied so that this module reads no rules).
PASS_OFFSETS = (1, 3, 2, 0)
_CARD_CODES = frozenset(CODES)


def hands_of(game: str, code: str) -> list[int]:
    """The four hands (card masks) a deal code deals; ``ValueError`` if it is not one."""
    _, key = deals.decode(game, code)
    return deal_hands(deals.deck_for_key(key))


def _problem(code: str, en: str, **params: Any) -> dict[str, Any]:
    return {"code": code, "params": params, "en": en}


def check_code(text: Any) -> dict[str, Any]:
    """A proof code ``DEALCODE:SECRET:COMMITMENT`` checked: ``{deal_code, secret, commitment,
    recomputed, hands, ok}`` (``hands``: the four hands' card codes, South first)."""
    if not isinstance(text, str) or text.count(":") != 2:
        raise ValueError(
            "a proof code is DEALCODE:SECRET:COMMITMENT, e.g. H0-7KQ3M9XA:<32 hex>:<64 hex>"
        )
    code, secret, sealed = (part.strip() for part in text.split(":"))
    code = code.upper()
    game = {"H": "hearts", "S": "spades"}.get(code[:1])
    if game is None:
        raise ValueError(f"not a deal code: {code[:20]!r} (they look like 'H0-7KQ3M9XA')")
    secret, sealed = secret.lower(), sealed.lower()
    if not commitments.is_hex(secret, commitments.SECRET_HEX):
        raise ValueError("the secret is 32 hex digits")
    if not commitments.is_hex(sealed, commitments.COMMITMENT_HEX):
        raise ValueError("the commitment is 64 hex digits")
    hands = hands_of(game, code)
    recomputed = commitments.commitment(secret, hands)
    return {
        "game": game,
        "deal_code": code,
        "secret": secret,
        "commitment": sealed,
        "recomputed": recomputed,
        "hands": [[CODES[c] for c in cards_in(h)] for h in hands],
        "ok": recomputed == sealed,
    }


def _positions(record: dict[str, Any]) -> int:
    """The first hand's position in the cycle: Hearts' pass direction, Spades' dealer."""
    if record["deal"] is not None:
        return deals.decode(record["game"], record["deal"])[0]
    return 0 if record["game"] == "hearts" else deals.first_position(record["seed"])


#: The seat offset of each pass direction of the Hearts option ``pass_directions`` (as
#: ``engine.house.DIRECTION_OFFSETS``, copied so that this module reads no rules).
DIRECTION_OFFSETS = {"left": 1, "right": 3, "across": 2, "hold": 0}


def _cycle(record: dict[str, Any]) -> list[int]:
    """Each position's pass offset: Hearts' cycle of pass directions (kawu's, or the record's
    option ``pass_directions``; a damaged one is set aside, as the engine does), Spades' four
    dealers (no pass)."""
    if record["game"] != "hearts":
        return [0, 0, 0, 0]
    cycle = (
        record["options"].get("pass_directions") if isinstance(record["options"], dict) else None
    )
    if (
        isinstance(cycle, list)
        and 1 <= len(cycle) <= 4
        and all(isinstance(d, str) and d in DIRECTION_OFFSETS for d in cycle)
    ):
        return [DIRECTION_OFFSETS[d] for d in cycle]
    return list(PASS_OFFSETS)


def deal_code_of(record: dict[str, Any], n: int) -> str:
    """The deal code of hand ``n`` of a record (as ``api.deal_code``)."""
    if n == 1 and record["deal"] is not None:
        return str(record["deal"])
    position = (_positions(record) + n - 1) % len(_cycle(record))
    key = deals.deal_key(record["seed"], n)
    options = record["options"] if isinstance(record["options"], dict) else {}
    if record["game"] == "hearts" and options.get("first_lead") == "dealer_left":
        # The hand's dealer, in the code as the engine writes it (its first: the deal's or the
        # seed's).
        deal, seed = record["deal"], record["seed"]
        first = deals.first_position(seed) if deal is None else deals.dealer_of("hearts", deal)
        return deals.encode("hearts", position, key, (first + n - 1) % 4)
    return deals.encode(record["game"], position, key)


def _split(actions: list[Any]) -> list[list[Any]]:
    """The record's actions hand by hand: a hand ends with its 52nd card played."""
    hands: list[list[Any]] = [[]]
    plays = 0
    for entry in actions:
        hands[-1].append(entry)
        if isinstance(entry[1], str) and entry[1] in _CARD_CODES:
            plays += 1
            if plays == DECK_SIZE:
                hands.append([])
                plays = 0
    return hands


def _plays(actions: list[Any]) -> int:
    return sum(isinstance(a, str) and a in _CARD_CODES for _, a in actions)


def _played_from(
    game: str, offset: int, dealt: list[int], actions: list[Any]
) -> list[dict[str, Any]]:
    """What in a hand's actions does not come from the four hands ``dealt``."""
    problems: list[dict[str, Any]] = []
    held = list(dealt)
    passed = [0, 0, 0, 0]
    exchanged = False
    for seat, action in actions:
        if not isinstance(seat, int) or not 0 <= seat <= 3:
            problems.append(_problem("bad_seat", f"an action by a seat that is not one: {seat!r}"))
            continue
        if isinstance(action, list):
            for code in action:
                c = card(code) if code in _CARD_CODES else -1
                if c < 0 or not dealt[seat] >> c & 1:
                    problems.append(
                        _problem(
                            "passed_not_dealt",
                            f"seat {seat} passed {code}, which it was not dealt",
                            seat=seat,
                            card=code,
                        )
                    )
                else:
                    passed[seat] |= 1 << c
            continue
        if not (isinstance(action, str) and action in _CARD_CODES):
            continue  # a bid
        if offset and not exchanged:
            for s in range(4):
                held[s] &= ~passed[s]
            for s in range(4):
                held[(s + offset) & 3] |= passed[s]
            exchanged = True
        c = card(action)
        if not held[seat] >> c & 1:
            problems.append(
                _problem(
                    "played_not_held",
                    f"seat {seat} played {action}, which it did not hold",
                    seat=seat,
                    card=action,
                )
            )
        held[seat] &= ~(1 << c)
    return problems


def check_shape(record: Any) -> None:
    """What :func:`check_record` reads, checked (``ValueError`` says what is wrong): the terminal's
    check, which imports nothing of the rules (``api.verify`` checks the whole record first)."""
    if not isinstance(record, dict):
        raise ValueError("not a game record: not an object")
    if record.get("game") not in ("hearts", "spades"):
        raise ValueError("not a game record: no game 'hearts' or 'spades'")
    seed = record.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < deals.MAX_SEED:
        raise ValueError("not a game record: its seed is not a whole number")
    if record.get("deal") is not None:
        deals.decode(record["game"], record["deal"])
    actions = record.get("actions")
    if not isinstance(actions, list) or not all(
        isinstance(a, list) and len(a) == 2 and isinstance(a[0], int) for a in actions
    ):
        raise ValueError("not a game record: its actions are not [seat, action] pairs")
    for entry in actions:
        if isinstance(entry[1], list) and not all(isinstance(c, str) for c in entry[1]):
            raise ValueError("not a game record: a pass that is not card codes")
    fair = record.get("fair")
    if fair is None:
        return
    if not isinstance(fair, dict) or not commitments.is_hex(fair.get("secret"), 32):
        raise ValueError("its 'fair' field has no secret of 32 hex digits")
    sealed = fair.get("commitments")
    if not isinstance(sealed, list) or not all(commitments.is_hex(c, 64) for c in sealed):
        raise ValueError("its 'fair' field's commitments are not 64 hex digits each")


def check_record(record: dict[str, Any]) -> dict[str, Any]:
    """Every hand of a record (checked by ``records.check_shape``) verified::

        {game, sealed, ok, hands: [{hand, status, deal_code, secret, commitment, recomputed,
                                    hands, problems: [{code, params, en}]}]}

    (``hands``: the four hands the deal code deals, card codes, South first.)

    ``status``: ``match`` (the commitment and every card agree), ``mismatch``, ``unsealed`` (the
    game kept no commitment for it: a save from before commitments), or ``open`` (the hand being
    played: nothing of it is revealed, not even its deal code). ``ok``: no hand mismatches.
    """
    fair = record.get("fair")
    game = record["game"]
    parts = _split(record["actions"])
    if not parts[-1] and (fair is None or len(fair["commitments"]) < len(parts)):
        parts.pop()  # the game is over (or, unsealed, may be): no hand was dealt after the last
    out = []
    for n, actions in enumerate(parts, start=1):
        finished = n < len(parts) or _plays(actions) == DECK_SIZE
        sealed = (
            fair["commitments"][n - 1]
            if fair is not None and n <= len(fair["commitments"])
            else None
        )
        row: dict[str, Any] = {
            "hand": n,
            "status": "open",
            "deal_code": None,
            "secret": None,
            "commitment": sealed,
            "recomputed": None,
            "hands": None,
            "problems": [],
        }
        out.append(row)
        if not finished:
            continue
        code = deal_code_of(record, n)
        dealt = hands_of(game, code)
        row["deal_code"] = code
        row["hands"] = [[CODES[c] for c in cards_in(h)] for h in dealt]
        cycle = _cycle(record)
        offset = cycle[deals.decode(game, code)[0] % len(cycle)]
        problems = _played_from(game, offset, dealt, actions)
        if fair is None or sealed is None:
            row["status"] = "unsealed"
        else:
            secret = commitments.hand_secret(fair["secret"], n)
            row["secret"] = secret
            row["recomputed"] = commitments.commitment(secret, dealt)
            if row["recomputed"] != sealed:
                problems.insert(
                    0,
                    _problem(
                        "commitment",
                        "the commitment made when the hand was dealt does not match its secret"
                        " and its deal",
                    ),
                )
        row["problems"] = problems
        if problems:
            row["status"] = "mismatch"
        elif row["status"] == "open":
            row["status"] = "match"
    return {
        "game": game,
        "sealed": fair is not None,
        "ok": all(r["status"] != "mismatch" for r in out),
        "hands": out,
    }


def check_daily(record: dict[str, Any], date: str) -> dict[str, Any]:
    """Whether a record (checked by :func:`check_shape`) was dealt by the day's rule of ``date``
    (:mod:`kawu.engine.daily`: SHA-256 of ``kawu-daily:<game>:<date>``): ``{date, game,
    expected: {seed, deal}, found: {seed, deal}, ok}``. Its first hand's cards are then checked
    as any hand's by :func:`check_record`. ``ValueError`` for a date that is not one."""
    day = daily.daily(record["game"], date)
    found = {"seed": record["seed"], "deal": record.get("deal")}
    expected = {"seed": day.seed, "deal": day.code}
    return {
        "date": day.date,
        "game": day.game,
        "expected": expected,
        "found": found,
        "ok": found == expected,
    }
