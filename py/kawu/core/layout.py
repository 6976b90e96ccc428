"""The core's records: a state, and a batch's parameters, as int64 words (``core/kawu.h``'s enums;
``tests/core/test_core_layout.py`` reads the header and checks that both agree)."""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence

from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import TrickGame

# A state's record.
R_HANDS = 0
R_PLAYED = 4
R_VOIDS = 5
R_TRICK = 9
R_NTRICK = 13
R_LEADER = 14
R_TURN = 15
R_LEAD_SUIT = 16
R_TRICK_NUMBER = 17
R_BROKEN = 18
R_WON = 19
R_POINTS = 23
R_JACK = 27
R_BIDS = 28
R_PASSED = 32
R_PASS_OFFSET = 36
R_FIRST = 37
R_PASS_SEAT = 38
R_PASS_CARDS = 39
REC_WORDS = 40

# A batch's parameters.
P_GAME = 0
P_TARGET = 1
P_SCORES = 2
P_QUEEN_BREAKS = 6
P_QUEEN_AFTER = 7
P_JACK = 8
P_GAME_SEAT = 9
P_SLACK = 10
P_SCHEME = 14
P_FIRST_POINTS = 15
P_LEAD_ANY = 16
P_FIRST_LEAD = 17
P_NO_TRICKS = 18
P_PASS_SIZE = 19
P_DEALER_LEFT = 20
P_NIL_COUNT = 21
P_BAGS_FREE = 22
PARAM_WORDS = 24

#: The house rules' values as the core's words (``core/kawu.h``: SCHEME_*, LEAD_*).
SCHEMES = {"standard": 0, "black_maria": 1, "spot": 2}
HEARTS_FIRST_LEADS = {"two_clubs": 0, "any_club": 1, "dealer_left": 2}
SPADES_FIRST_LEADS = {"dealer_left": 0, "two_clubs": 1}

# A decision's deal room (``core/sample.c``).
S_SEAT = 0
S_OTHERS = 1
S_NEED = 4
S_FIXED = 8
S_POOL = 12
S_ALLOWED = 13
S_SAMPLE_ALLOWED = 17
S_UNIFORM = 21
S_OWN = 22
S_ORDER = 23
S_UNCHECKED = 26
S_BLIND_PASS = 27
S_PLAYED_BY = 28
S_BIDDERS = 32
S_BIDS = 33
SAMPLER_WORDS = 40

GAME_HEARTS = 0
GAME_SPADES = 1

# The Hearts styles (bots/hearts/style.py) of ``Core.choose``.
STYLE_ROLLOUT = 0
STYLE_LEVEL = 1


_PAD = tuple((0,) * (4 - n) for n in range(5))  # the trick's empty places


def record(state: TrickGame) -> list[int]:
    """``state`` (in its play phase) as a record (the order of ``R_*``; written as one list: the
    search makes one for every world and candidate it rolls out)."""
    trick = state.trick
    if isinstance(state, Hearts):
        tail = [*state.points, -1 if state.jack is None else state.jack, 0, 0, 0, 0,
                *state.passed, state.pass_offset, 0, 0, 0]  # fmt: skip
        # (R_FIRST, R_PASS_SEAT, R_PASS_CARDS: the search's candidate, set on a copy)
    else:
        assert isinstance(state, Spades)
        bids = state.bids
        tail = [0, 0, 0, 0, 0, bids[0] or 0, bids[1] or 0, bids[2] or 0, bids[3] or 0,
                0, 0, 0, 0, 0, 0, 0, 0]  # fmt: skip
    return [
        *state.hands, state.played, *state.voids, *trick, *_PAD[len(trick)], len(trick),
        state.leader, state.turn, state.lead_suit, state.trick_number, int(state.broken),
        *state.tricks_won, *tail,
    ]  # fmt: skip


#: A record's words as the core's memory holds them (``RECORD.pack(*words)``).
RECORD = struct.Struct(f"<{REC_WORDS}q")

# A batch as rows (``Core.play_out_rows``, ``core/kawu.h``): a record all rows share, and each
# row's words, in which its state differs from it: the four hands, then the card to play first.
ROW_HANDS = 0
ROW_FIRST = 4
ROW_WORDS = 5
#: A row's words as the core's memory holds them: ``ROW.pack(*state.hands, first)``.
ROW = struct.Struct(f"<{ROW_WORDS}q")


def _packer(game: int, n: int) -> struct.Struct:
    """``RECORD`` for a state of ``game`` with ``n`` cards in the trick, the words that are
    always 0 written as pad bytes (``x``, zeros): fewer arguments to convert."""
    head = f"<9q{n}q{8 * (4 - n)}x6q4q"  # hands, played, voids; the trick; ntrick...broken; won
    if game == GAME_HEARTS:
        return struct.Struct(head + "5q32x5q24x")  # points, jack; bids; passed, offset; the rest
    return struct.Struct(head + "40x4q64x")  # points, jack: 0; bids; passed...pass cards: 0


_HEARTS_PACK = tuple(_packer(GAME_HEARTS, n).pack for n in range(5))
_SPADES_PACK = tuple(_packer(GAME_SPADES, n).pack for n in range(5))

# ``RECORD`` for a state before its hand's first card (nothing played: no voids, no trick, no
# trick won, no points): the hands, leader, turn, lead suit and broken, then Hearts' J♦, passes
# and offset or Spades' bids. Every rollout of a bid or a pass starts there.
_FRESH = "<4q8x32x32x8x3q8xq32x"  # hands; played, voids, the trick, ntrick; leader...; won
_HEARTS_FRESH = struct.Struct(_FRESH + "32xq32x5q24x").pack  # points; jack; bids; passes; the rest
_SPADES_FRESH = struct.Struct(_FRESH + "40x4q64x").pack  # points, jack; bids; the rest


def packed(state: TrickGame) -> bytes:
    """``record(state)`` packed (``RECORD``), in one call: no list made, no argument for the
    words that are always 0 (the search packs the record of every world it rolls out;
    ``tests/core/test_core_layout.py`` checks both agree)."""
    if isinstance(state, Hearts):
        jack = state.jack
        if not state.played:
            return _HEARTS_FRESH(
                *state.hands, state.leader, state.turn, state.lead_suit, state.broken,
                -1 if jack is None else jack, *state.passed, state.pass_offset,
            )  # fmt: skip
        trick = state.trick
        return _HEARTS_PACK[len(trick)](
            *state.hands, state.played, *state.voids, *trick, len(trick), state.leader,
            state.turn, state.lead_suit, state.trick_number, state.broken, *state.tricks_won,
            *state.points, -1 if jack is None else jack, *state.passed, state.pass_offset,
        )  # fmt: skip
    assert isinstance(state, Spades)
    b0, b1, b2, b3 = state.bids
    if not state.played:
        return _SPADES_FRESH(
            *state.hands, state.leader, state.turn, state.lead_suit, state.broken,
            b0 or 0, b1 or 0, b2 or 0, b3 or 0,
        )  # fmt: skip
    trick = state.trick
    return _SPADES_PACK[len(trick)](
        *state.hands, state.played, *state.voids, *trick, len(trick), state.leader, state.turn,
        state.lead_suit, state.trick_number, state.broken, *state.tricks_won,
        b0 or 0, b1 or 0, b2 or 0, b3 or 0,
    )  # fmt: skip


def hearts_params(state: Hearts, game_seat: int, slack: Sequence[int]) -> list[int]:
    """A Hearts batch's parameters: the options, the scores, the seat that plays for the game
    (``moon.shooting``'s ``game``; -1: none) and each seat's ``moon.slack`` (fixed for a hand)."""
    o = state.options
    p = [0] * PARAM_WORDS
    p[P_GAME] = GAME_HEARTS
    p[P_TARGET] = o.target
    p[P_SCORES : P_SCORES + 4] = state.scores
    p[P_QUEEN_BREAKS] = int(o.queen == "breaks_hearts")
    p[P_QUEEN_AFTER] = int(o.queen == "after_hearts")
    p[P_JACK] = int(o.jack_of_diamonds)
    p[P_GAME_SEAT] = game_seat
    p[P_SLACK : P_SLACK + 4] = slack
    # The house rules (the moon's rule is the engine's, at the end of the hand, and the slack's).
    p[P_SCHEME] = SCHEMES[o.points]
    p[P_FIRST_POINTS] = int(o.first_trick_points)
    p[P_LEAD_ANY] = int(o.hearts_lead == "any")
    p[P_FIRST_LEAD] = HEARTS_FIRST_LEADS[o.first_lead]
    p[P_NO_TRICKS] = int(o.no_tricks_bonus)
    p[P_PASS_SIZE] = state.pass_size
    p[P_DEALER_LEFT] = (state.dealer + 1) & 3
    return p


def spades_params(state: Spades) -> list[int]:
    """A Spades batch's parameters: the target, the teams' scores and the house rules of the
    play (a nil's value and the bags' cost are the engine's, at the end of the hand)."""
    o = state.options
    p = [0] * PARAM_WORDS
    p[P_GAME] = GAME_SPADES
    p[P_TARGET] = o.target
    p[P_SCORES : P_SCORES + 2] = state.scores
    p[P_LEAD_ANY] = int(o.spades_lead == "any")
    p[P_FIRST_LEAD] = SPADES_FIRST_LEADS[o.first_lead]
    p[P_NIL_COUNT] = int(o.nil_tricks == "count")
    p[P_BAGS_FREE] = int(o.bag_penalty == "none")
    return p


def finish(state: TrickGame, played: Sequence[int]) -> None:
    """Give ``state`` the end of its hand as the core played it (``played``: the record after
    ``kawu_play_out``) and let the engine score it (``_end_hand``), as the last trick would. (The
    tricks the core played are not in ``state.log``: a Hearts row made here has no ``hearts``,
    ``made_of`` nor ``moon_points``, which only a view's history reads.)"""
    state.hands = [0, 0, 0, 0]
    state.tricks_won = list(played[R_WON : R_WON + 4])
    state.trick = []
    state.trick_number = played[R_TRICK_NUMBER]
    state.played = played[R_PLAYED]
    state.broken = bool(played[R_BROKEN])
    state.voids = list(played[R_VOIDS : R_VOIDS + 4])
    state.leader = state.turn = played[R_LEADER]
    if isinstance(state, Hearts):
        state.points = list(played[R_POINTS : R_POINTS + 4])
        jack = played[R_JACK]
        state.jack = None if jack < 0 else jack
    state._end_hand()


def result_key(state: TrickGame, played: Sequence[int]) -> tuple[int, ...]:
    """What the end of a hand played out by the core depends on, beside what every state of one
    search shares (the scores, the options, the hand's number, the bags): Hearts, the points each
    seat took, who took J♦ and, with option ``no_tricks_bonus``, the seats that took no trick
    (``Hearts._end_hand`` reads nothing else of the hand); Spades, the tricks each seat took, the
    bids (the search of a bid gives the other seats their bids in each deal) and the blind
    nils."""
    if isinstance(state, Hearts):
        key = (*played[R_POINTS : R_POINTS + 4], played[R_JACK])
        if state.options.no_tricks_bonus:
            key += tuple(int(w == 0) for w in played[R_WON : R_WON + 4])
        return key
    assert isinstance(state, Spades)
    return (*played[R_WON : R_WON + 4], *played[R_BIDS : R_BIDS + 4], *map(int, state.blind))


def room(
    seat: int,
    own: int,
    others: Sequence[int],
    need: dict[int, int],
    fixed: Sequence[int],
    pool: int,
    sample_allowed: dict[int, int],
    uniform: bool,
    allowed: dict[int, int] | None = None,
    order: Sequence[int] = (0, 0, 0),
    unchecked: Iterable[int] = (),
    blind_pass: Iterable[int] = (),
    played_by: Sequence[int] = (0, 0, 0, 0),
    bidders: Sequence[tuple[int, int]] = (),
) -> list[int]:
    """A decision's deal room: ``knowledge.sample_hands``' (``sample_room``) and, for the
    reads' deals, ``inference.Explained``'s (``allowed``, ``order``, ``unchecked``, the seats
    whose pass ``seat`` did not see), the cards each seat played, and the (seat, bid) of the
    Spades bidders that weigh a deal (``bid.plausible``)."""
    w = [0] * SAMPLER_WORDS
    w[S_SEAT] = seat
    w[S_OWN] = own
    w[S_OTHERS : S_OTHERS + 3] = others
    for s in others:
        w[S_NEED + s] = need[s]
        w[S_SAMPLE_ALLOWED + s] = sample_allowed[s]
        if allowed is not None:
            w[S_ALLOWED + s] = allowed[s]
    w[S_FIXED : S_FIXED + 4] = fixed
    w[S_POOL] = pool
    w[S_UNIFORM] = int(uniform)
    w[S_ORDER : S_ORDER + 3] = order
    w[S_UNCHECKED] = sum(1 << s for s in unchecked)
    w[S_BLIND_PASS] = sum(1 << s for s in blind_pass)
    w[S_PLAYED_BY : S_PLAYED_BY + 4] = played_by
    for s, bid in bidders:
        w[S_BIDDERS] |= 1 << s
        w[S_BIDS + s] = bid
    return w
