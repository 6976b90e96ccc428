"""The computer players' audit: does a decision change when the cards its seat could not see change?

For a finished hand, every decision of every computer seat is made again from the record replayed
to just before it, with the same level, seed (``bots.seed_for``, the page's rule), effort and
table, first on the real deal, then on ``samples`` deals where every card that seat could not see
is dealt again at random, consistently with all it knew (``redeal``): the hand sizes, the voids
each seat has shown, the cards it passed and to whom (Hearts), the cards set aside by the seats
that have passed, and (Spades) its own cards too while it has not looked at them. The deals of the
hands to come are replaced as well. A decision that stays the same on every deal was made
without the hidden cards; one that changes is a defect, reported as such (``same: false``).

The redeal is this module's own, not the computer players' sampler (``bots.knowledge``), so the
audit does not trust the code it audits.
"""

from __future__ import annotations

import random
from typing import Any

from kawu.bots import PERSON, choose, seed_for
from kawu.engine import deals, records
from kawu.engine.cards import CODES, SUIT_LETTERS, SUIT_OF, cards_in
from kawu.engine.errors import IllegalAction, brief
from kawu.engine.hearts import Hearts
from kawu.engine.records import Game, Record, engine_action, load
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase
from kawu.review.hand import check_hand, state_before

#: How many deals of the hidden cards each decision is made again on, at most.
MAX_SAMPLES = 8
#: Who plays at each seat when the caller does not say: the page's table at the normal level.
DEFAULT_TABLE = (PERSON, "normal", "normal", "normal")
_TRIES = 200


def check_samples(samples: Any) -> int:
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise ValueError(f"samples is a whole number from 1 to {MAX_SAMPLES}, not {brief(samples)}")
    return samples


# -- the deal of the hidden cards ------------------------------------------------------------------
def _own_hand_seen(state: Game, seat: int) -> bool:
    """Whether ``seat`` has seen its own cards (not a Spades seat yet to look, blind nil open)."""
    return not isinstance(state, Spades) or state.looked[seat] or state.phase is not Phase.BID


def redeal(state: Game, seat: int, rng: random.Random) -> Game | None:
    """A copy of ``state`` whose cards hidden from ``seat`` are dealt again at random, keeping
    every fact the seat knows (see the module's docstring); ``None`` if no such deal was found
    in a few hundred tries (a deal always exists: the real one)."""
    other = state.clone()
    key = rng.getrandbits(40)
    other.deals = lambda n: deals.deck_for_key((key + 7919 * n) % 2**40)
    hearts = state if isinstance(state, Hearts) else None
    passing = hearts is not None and hearts.phase is Phase.PASS
    offset = hearts.pass_offset if hearts is not None else 0
    passed = hearts.passed if hearts is not None else [0, 0, 0, 0]
    known = [0, 0, 0, 0]
    if offset and not passing:
        known[(seat + offset) & 3] = passed[seat] & ~state.played
    hidden = [s for s in range(4) if s != seat or not _own_hand_seen(state, seat)]
    # Cards set aside by the seats that have passed (while the others choose) are hidden too.
    aside = [passed[s] if passing and s != seat else 0 for s in range(4)]
    pool = [c for s in hidden for c in cards_in((state.hands[s] | aside[s]) & ~known[s])]
    room = {s: state.hands[s].bit_count() - known[s].bit_count() for s in hidden}
    if isinstance(other, Hearts) and passing:
        # Nothing is played yet, so no void: the hidden cards cut to the sizes are a fair deal.
        rng.shuffle(pool)
        for s in hidden:
            other.hands[s] = _take(pool, room[s])
            if aside[s]:
                other.passed[s] = _take(pool, 3)
        return other
    voids = state.voids
    for _ in range(_TRIES):
        rng.shuffle(pool)
        # The cards the fewest seats may hold are placed first.
        pool.sort(key=lambda c: -sum(voids[s] >> SUIT_OF[c] & 1 for s in hidden))
        hands = list(known)
        left = dict(room)
        for c in pool:
            fits = [s for s in hidden if left[s] and not voids[s] >> SUIT_OF[c] & 1]
            if not fits:
                break
            s = rng.choice(fits)
            hands[s] |= 1 << c
            left[s] -= 1
        else:
            for s in hidden:
                other.hands[s] = hands[s]
            if isinstance(other, Hearts) and hearts is not None and offset:
                _repass(other, hearts, seat, rng)
            return other
    return None


def _take(pool: list[int], n: int) -> int:
    """A mask of the last ``n`` cards of ``pool``, taken off it."""
    mask = 0
    for _ in range(n):
        mask |= 1 << pool.pop()
    return mask


def _repass(other: Hearts, state: Hearts, seat: int, rng: random.Random) -> None:
    """Who passed what to whom, where ``seat`` could not see it: each such seat's three cards
    drawn from what the seat it passed to holds or has played this hand."""
    offset = state.pass_offset
    played_by = [0, 0, 0, 0]
    for leader, cards in [(lead, cs) for lead, cs, _ in state.log] + [
        (state.leader, tuple(state.trick))
    ]:
        for i, c in enumerate(cards):
            played_by[(leader + i) & 3] |= 1 << c
    for s in range(4):
        if s == seat or s == (seat - offset) & 3:
            continue  # its own pass, and the one it received: it knows both
        to = (s + offset) & 3
        candidates = cards_in((other.hands[to] | played_by[to]) & ~state.passed[seat])
        chosen = 0
        for c in rng.sample(candidates, 3):
            chosen |= 1 << c
        other.passed[s] = chosen
        other.received[to] = chosen


# -- what the seat knew ----------------------------------------------------------------------------
def knew(state: Game, seat: int) -> dict[str, Any]:
    """What ``seat`` knew before the decision, from its own view (``state.view``) and the public
    plays: its hand, the tricks of the hand so far, the voids each seat had shown, the hand
    sizes, its pass (Hearts) and the bids (Spades). Never another seat's cards."""
    v = state.view(seat)
    tricks = [
        [[(leader + i) & 3, CODES[c]] for i, c in enumerate(cards)]
        for leader, cards, _ in state.log
    ]
    found = {
        "hand": v["hand"],
        "tricks": tricks,
        "trick": v["trick"],
        "voids": [[SUIT_LETTERS[s] for s in range(4) if state.voids[p] >> s & 1] for p in range(4)],
        "hand_sizes": v["hand_sizes"],
        "scores": v["scores"],
    }
    if isinstance(state, Hearts):
        found.update(
            passed=v["passed"],
            pass_to=v["pass_to"],
            received=v["received"],
            pass_from=v["pass_from"],
        )
    else:
        found.update(bids=v["bids"], blind_nil=v["blind_nil"], hand_hidden=v["hand_hidden"])
    return found


# -- the audit -------------------------------------------------------------------------------------
def _table(table: list[str] | None) -> list[str]:
    return list(DEFAULT_TABLE) if table is None else list(table)


def _same(a: Any, b: Any) -> bool:
    """Two actions alike (a pass is three cards in any order)."""
    if isinstance(a, list) and isinstance(b, list):
        return sorted(a) == sorted(b)
    return bool(a == b)


def outline(record: Record, hand: int, table: list[str] | None = None) -> dict[str, Any]:
    """Finished hand ``hand``'s computer decisions: ``{game, hand_number, table, decisions:
    [{index, seat, level, phase, trick, choice}]}``, in the order they were made.
    ``IllegalAction`` (``review_no_hand``, ``review_unfinished``) for a hand not over."""
    final = load(record)
    if isinstance(hand, bool) or not isinstance(hand, int):
        raise ValueError(f"a hand number is a whole number, not {brief(hand)}")
    check_hand(final, hand)
    seats = _table(table)
    options = records.saved_options(record["game"], record["options"])[0]  # (as ``load`` reads)
    state = records.build(record["game"], options, record["seed"], record["deal"])
    decisions = []
    for i, entry in enumerate(record["actions"]):
        if state.hand_number > hand:
            break
        seat, action = entry
        if state.hand_number == hand and seats[seat] != PERSON:
            play = state.phase is Phase.PLAY
            decisions.append(
                {
                    "index": i,
                    "seat": seat,
                    "level": seats[seat],
                    "phase": state.phase.value,
                    "trick": state.trick_number + 1 if play else None,
                    "choice": list(action) if isinstance(action, list) else action,
                }
            )
        state.apply(seat, engine_action(state, action))
    return {"game": record["game"], "hand_number": hand, "table": seats, "decisions": decisions}


def audit_state(
    state: Game,
    seat: int,
    level: str,
    seed: int,
    effort: float,
    table: list[str] | None,
    samples: int,
    rng: random.Random,
    played: Any = None,
) -> dict[str, Any]:
    """One decision audited on ``state``: ``{chosen, samples, same, forced}`` (``samples``: the
    action chosen on each deal of the hidden cards; ``chosen``: the one on the real deal).

    When every deal gives ``played`` (the action the game recorded, made on the real deal with
    the same seed), the real deal is not searched again: ``chosen`` is ``played``. Otherwise it
    is, at this ``effort`` (the game's may have been another), and the deals are compared with it.
    """
    forced = state.phase is Phase.PLAY and state.legal_mask().bit_count() == 1
    found: list[Any] = []
    if not forced:
        for _ in range(samples):
            other = redeal(state, seat, rng)
            if other is not None:
                found.append(choose(other, seat, level, seed, effort, table))
    if played is not None and found and all(_same(a, played) for a in found):
        chosen = played
    else:
        chosen = choose(state.clone(), seat, level, seed, effort, table)
    return {
        "chosen": chosen,
        "samples": found,
        "same": all(_same(a, chosen) for a in found),
        "forced": forced,
    }


def audit_decision(
    record: Record,
    index: int,
    effort: float = 1.0,
    table: list[str] | None = None,
    samples: int = 3,
) -> dict[str, Any]:
    """The decision at ``record["actions"][index]``, a computer seat's in a finished hand::

        {index, seat, level, phase, trick, played, chosen, as_played, samples, same, forced, knew}

    ``chosen``: what the level chooses there on the real deal (same seed, ``effort`` and
    ``table``; the recorded action when every deal gave it, see :func:`audit_state`);
    ``as_played``: whether that is the action in the record (at another effort than the game's,
    the hard level may choose otherwise: that is not a defect); ``samples``: its choice on each
    deal of the hidden cards; ``same``: all of them are ``chosen``; ``forced``: one legal card,
    nothing to audit; ``knew``: what the seat knew (:func:`knew`). ``IllegalAction``
    (``audit_not_computer``) when the action is not a computer seat's."""
    final = load(record)
    if isinstance(index, bool) or not isinstance(index, int):
        raise ValueError(f"an action's index is a whole number, not {brief(index)}")
    actions = record["actions"]
    seats = _table(table)
    if not 0 <= index < len(actions) or seats[actions[index][0]] == PERSON:
        raise IllegalAction(
            f"action {index} is not a computer player's", "audit_not_computer", index=index
        )
    state = state_before(record, index)
    check_hand(final, state.hand_number)
    seat, played = actions[index]
    level = seats[seat]
    seed = seed_for(record["seed"], index)
    rng = random.Random(seed * 31 + 17)
    found = audit_state(state, seat, level, seed, effort, table, samples, rng, played)
    play = state.phase is Phase.PLAY
    return {
        "index": index,
        "seat": seat,
        "level": level,
        "phase": state.phase.value,
        "trick": state.trick_number + 1 if play else None,
        "played": list(played) if isinstance(played, list) else played,
        "as_played": _same(found["chosen"], played),
        **found,
        "knew": knew(state, seat),
    }


def audit_hand(
    record: Record,
    hand: int,
    effort: float = 1.0,
    table: list[str] | None = None,
    samples: int = 3,
) -> dict[str, Any]:
    """Every computer decision of finished hand ``hand`` audited (the terminal's and the tests'
    whole-hand audit): the outline with ``decisions`` audited, and per seat ``{seat, level,
    decisions, same, forced}``."""
    found = outline(record, hand, table)
    audited = [
        audit_decision(record, d["index"], effort, table, samples) for d in found["decisions"]
    ]
    found["decisions"] = audited
    found["seats"] = summary(audited)
    return found


def summary(audited: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per computer seat: how many decisions, how many stayed the same on every deal."""
    rows = []
    for seat in sorted({d["seat"] for d in audited}):
        mine = [d for d in audited if d["seat"] == seat]
        rows.append(
            {
                "seat": seat,
                "level": mine[0]["level"],
                "decisions": len(mine),
                "same": sum(d["same"] for d in mine),
                "forced": sum(d["forced"] for d in mine),
            }
        )
    return rows
