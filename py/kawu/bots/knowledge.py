"""What one seat may know, and deals of the unseen cards consistent with it.

A bot decides from its own hand and public facts only: the cards played, the voids each seat has
shown, how many cards each seat holds, the bids, and (Hearts) where its own passed cards went.
``sample_hands`` deals the cards it cannot see to the other seats so that every one of those facts
stays true; the search then plays the hand out on such deals. Nothing here reads another seat's
cards: the tests redeal them and check that no choice changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kawu import core
from kawu.core import layout
from kawu.engine.cards import ALL_CARDS, QS_BIT, QUEEN_SPADES, SUIT_MASKS, SUIT_OF, cards_in
from kawu.engine.hearts import Hearts
from kawu.engine.house import SCORING_MASKS
from kawu.engine.tricks import Phase, TrickGame


def unseen(state: TrickGame, seat: int) -> int:
    """Cards ``seat`` has not seen: not in its hand and not played this hand."""
    return ALL_CARDS & ~state.played & ~state.hands[seat]


def known_held(state: TrickGame, seat: int) -> list[int]:
    """Cards of other seats that ``seat`` knows where they are: the ones it passed (Hearts)."""
    known = [0, 0, 0, 0]
    if isinstance(state, Hearts) and state.phase is not Phase.PASS and state.pass_offset:
        to = (seat + state.pass_offset) & 3
        known[to] = state.passed[seat] & ~state.played
    return known


def _allowed(state: TrickGame, s: int) -> int:
    m = ALL_CARDS
    v = state.voids[s]
    for suit in range(4):
        if v >> suit & 1:
            m &= ~SUIT_MASKS[suit]
    return m


def tricks_seen(state: TrickGame) -> list[tuple[int, tuple[int, ...]]]:
    """This hand's tricks as every seat saw them, (leader, cards), the one on the table last."""
    tricks = [(leader, cards) for leader, cards, _ in state.log]
    if state.trick:
        tricks.append((state.leader, tuple(state.trick)))
    return tricks


def hearts_reads(state: TrickGame) -> list[int]:
    """Cards each seat has shown it very likely does not hold, from how it played (Hearts).

    A seat that could not follow suit after the first trick and threw something other than Q♠,
    with Q♠ still out, is read as not holding Q♠: throwing her away is what nearly everyone does.
    A seat that threw a point card on the first trick holds nothing but points (rule 4, as the
    options have it).
    """
    reads = [0, 0, 0, 0]
    if not isinstance(state, Hearts):
        return reads
    # Rule 4 keeps every card that scores off trick 1 (none with ``first_trick_points``).
    banned = 0 if state.options.first_trick_points else SCORING_MASKS[state.options.points]
    queen_out = True
    for n, (leader, cards) in enumerate(tricks_seen(state)):
        lead = SUIT_OF[cards[0]]
        for i in range(1, len(cards)):
            c = cards[i]
            if SUIT_OF[c] == lead:
                continue
            s = (leader + i) & 3
            if n == 0:
                if (1 << c) & banned:
                    reads[s] |= ALL_CARDS & ~banned
            elif queen_out and c != QUEEN_SPADES:
                reads[s] |= QS_BIT
        if QUEEN_SPADES in cards:
            queen_out = False
    return reads


def deal_room(state: TrickGame, seat: int) -> tuple[list[int], list[int], dict[int, int], int]:
    """What a deal of the cards ``seat`` cannot see starts from: the cards each seat is known to
    hold (``known_held``), the other seats, how many more cards each of them needs, and the
    cards left to deal among them."""
    fixed = known_held(state, seat)
    others = [s for s in range(4) if s != seat]
    need = {s: state.hands[s].bit_count() - fixed[s].bit_count() for s in others}
    pool = unseen(state, seat)
    for f in fixed:
        pool &= ~f
    return fixed, others, need, pool


def sample_hands(
    state: TrickGame, seat: int, rng: random.Random, reads: list[int] | None = None
) -> list[int]:
    """Hands for all four seats: ``seat``'s own, the others dealt at random from what it cannot see.

    Every seat gets as many cards as it holds, no seat a card of a suit it has shown void in, and
    cards ``seat`` passed stay with the seat it passed them to. ``reads`` (cards a seat is read as
    not holding, see ``hearts_reads``) are respected too while some deal fits them all.
    """
    room = sample_room(state, seat, reads)
    hands = list(room.fixed)
    hands[seat] = state.hands[seat]
    cards = cards_in(room.pool)
    rng.shuffle(cards)
    if room.uniform:
        # No void constrains the deal: a shuffled deck cut to the sizes is uniform.
        at = 0
        for s in room.others:
            for c in cards[at : at + room.need[s]]:
                hands[s] |= 1 << c
            at += room.need[s]
        return hands
    masks = [room.allowed[s] for s in room.others]
    return _deal_within(cards, hands, room.others, masks, room.need, rng)


@dataclass(frozen=True, slots=True)
class Room:
    """What ``sample_hands`` deals from (``deal_room``), with each other seat's ``allowed`` cards
    (its voids, and the reads when some deal fits them all) and whether no void constrains the
    deal (``uniform``): the same for every deal of one decision."""

    fixed: list[int]
    others: list[int]
    need: dict[int, int]
    pool: int
    allowed: dict[int, int]
    uniform: bool


def sample_room(state: TrickGame, seat: int, reads: list[int] | None = None) -> Room:
    """``sample_hands``' room for ``seat`` in ``state`` (``reads`` as there)."""
    fixed, others, need, pool = deal_room(state, seat)
    allowed = {s: _allowed(state, s) for s in others}
    if reads is not None:
        narrowed = {s: allowed[s] & ~reads[s] for s in others}
        if _fits(pool, need, narrowed, others):
            allowed = narrowed
    uniform = all(allowed[s] & pool == pool for s in others)
    return Room(fixed, others, need, pool, allowed, uniform)


class CoreDeals:
    """``sample_hands`` for one decision, drawn by the core (``core/sample.c``) from its
    generator (``core.CoreRandom``, which the caller passes as ``rng``): the same deals."""

    def __init__(
        self, loaded: core.Core, params: list[int], state: TrickGame, seat: int,
        reads: list[int] | None, bidders: list[tuple[int, int]] | None = None,
    ) -> None:  # fmt: skip
        r = sample_room(state, seat, reads)
        shown = [0, 0, 0, 0]
        for leader, cards in tricks_seen(state):
            for i, c in enumerate(cards):
                shown[(leader + i) & 3] |= 1 << c
        self.words = layout.room(
            seat, state.hands[seat], r.others, r.need, r.fixed, r.pool, r.allowed, r.uniform,
            played_by=shown, bidders=bidders or (),
        )  # fmt: skip
        self.core = loaded
        self.params = params
        self._taken = False

    def __call__(self, rng: random.Random) -> list[int]:
        self._ready(rng)
        hands, _, _ = self.core.draw(False)
        return hands

    def with_random(self, rng: random.Random) -> tuple[list[int], float]:
        """A deal and then ``rng.random()``, drawn in one call into the core: what
        ``plausible_hands`` draws for each deal it weighs, in the same order."""
        self._ready(rng)
        hands, _, _ = self.core.draw(False, then_random=True)
        return hands, self.core.last_random

    def _ready(self, rng: random.Random) -> None:
        if not isinstance(rng, core.CoreRandom) or rng.core is not self.core:
            raise TypeError("the core's deals draw from its own generator (core.CoreRandom)")
        if not self._taken:
            self.core.take(self, self.params, self.words)
            self._taken = True
        elif not self.core.owns(self):
            raise core.CoreError("another decision's deals took the core's place")


class CoreWeigh:
    """A ``Weigh`` (``bid.BidWeigh``) of the deals the core draws: the core has worked out what
    the last one says of each bid, the weigh finishes it (``from_terms``); another deal is
    weighed by the weigh itself. The same weights."""

    def __init__(self, loaded: core.Core, weigh: Any) -> None:
        self.core = loaded
        self.weigh = weigh

    def __call__(self, hands: list[int]) -> float:
        if hands is self.core.last_hands:
            return float(self.weigh.from_terms(self.core.last_terms))
        return float(self.weigh(hands))


def _deal_within(
    cards: list[int],
    hands: list[int],
    others: list[int],
    masks: list[int],
    need: dict[int, int],
    rng: random.Random,
) -> list[int]:
    """Deal the shuffled ``cards`` into ``hands`` of ``others``, each seat ``need`` more cards from
    its mask in ``masks``.

    A card may go only to the seats not void in its suit. Deal the constrained cards first, each
    only where the rest of them can still be dealt (Hall's condition over the three other seats),
    then cut the unconstrained ones, which fit anywhere, into the room that is left.
    """
    free: list[int] = []
    tight: list[tuple[int, int]] = []
    for c in cards:
        t = (masks[0] >> c & 1) | (masks[1] >> c & 1) << 1 | (masks[2] >> c & 1) << 2
        if t == 7:
            free.append(c)
        else:
            tight.append((c, t))
    tight.sort(key=lambda ct: _POPCOUNT3[ct[1]])
    counts = [0] * 8
    for _, t in tight:
        counts[t] += 1
    rem = [need[s] for s in others]

    def feasible() -> bool:
        for subset in range(1, 7):
            must = 0
            for t in _INSIDE[subset]:
                must += counts[t]
            if must > _capacity(rem, subset):
                return False
        return True

    for c, t in tight:
        counts[t] -= 1
        choices = []
        for j in range(3):
            if t >> j & 1 and rem[j] > 0:
                rem[j] -= 1
                if feasible():
                    choices.append(j)
                rem[j] += 1
        if not choices:
            raise RuntimeError("no deal fits what this seat knows")  # cannot be: the real one does
        j = choices[0] if len(choices) == 1 else rng.choices(choices, [rem[k] for k in choices])[0]
        rem[j] -= 1
        hands[others[j]] |= 1 << c
    at = 0
    for j in range(3):
        for c in free[at : at + rem[j]]:
            hands[others[j]] |= 1 << c
        at += rem[j]
    return hands


_POPCOUNT3 = [bin(t).count("1") for t in range(8)]
#: For each set of seats (3 bits), the card types (sets of allowed seats) lying inside it.
_INSIDE = [[t for t in range(1, 8) if t & ~subset == 0] for subset in range(8)]


def _capacity(rem: list[int], subset: int) -> int:
    return (
        (rem[0] if subset & 1 else 0)
        + (rem[1] if subset & 2 else 0)
        + (rem[2] if subset & 4 else 0)
    )


def _fits(pool: int, need: dict[int, int], allowed: dict[int, int], others: list[int]) -> bool:
    """Whether ``pool`` can be dealt to ``others`` in the sizes ``need`` within ``allowed``."""
    anyone = 0
    for s in others:
        anyone |= allowed[s]
    if pool & ~anyone:
        return False
    for subset in range(1, 8):
        seats = [others[j] for j in range(3) if subset >> j & 1]
        inside = pool
        for s in others:
            if s not in seats:
                inside &= ~allowed[s]
        if inside.bit_count() > sum(need[s] for s in seats):
            return False
    return True


#: How plausible a sampled deal (four hands) is from what one seat saw the others do, from 0 to 1.
#: A Spades seat that bid nil seldom holds aces, for example.
Weigh = Callable[[list[int]], float]
#: ``plausible(state, seat)``: the ``Weigh`` of deals for ``seat`` in ``state``, made once for a
#: decision, so what it reads off the table is worked out once, not for every sampled deal.
Plausible = Callable[[TrickGame, int], Weigh]
PLAUSIBLE_TRIES = 4  # sampled deals per accepted one, at most


#: A sampler of deals: ``draw(rng)`` gives hands for all four seats (``sample_hands``'s form).
Draw = Callable[[random.Random], list[int]]


def plausible_hands(
    state: TrickGame,
    seat: int,
    rng: random.Random,
    reads: list[int] | None = None,
    weigh: Weigh | None = None,
    draw: Draw | None = None,
) -> list[int]:
    """``sample_hands`` (or ``draw``), each deal kept with probability ``weigh(deal)``
    (rejection sampling).

    The deals kept follow the sampler's distribution weighted by plausibility. After
    ``PLAUSIBLE_TRIES`` rejections the most plausible deal drawn is taken.
    """
    if draw is None:

        def draw(rng: random.Random) -> list[int]:
            return sample_hands(state, seat, rng, reads)

    if weigh is None:
        return draw(rng)
    # Each deal and the number that keeps or drops it, in this order (CoreDeals draws both in
    # one call into the core).
    both = getattr(draw, "with_random", None)
    if both is None:

        def both(rng: random.Random) -> tuple[list[int], float]:
            return draw(rng), rng.random()

    best: list[int] = []
    best_w = -1.0
    for _ in range(PLAUSIBLE_TRIES):
        dealt: tuple[list[int], float] = both(rng)
        hands, u = dealt
        w = weigh(hands)
        if u < w:
            return hands
        if w > best_w:
            best, best_w = hands, w
    draw(rng)  # a last deal, never weighed (the numbers drawn stay as they were)
    return best


def determinize(
    state: TrickGame,
    seat: int,
    rng: random.Random,
    reads: list[int] | None = None,
    weigh: Weigh | None = None,
    draw: Draw | None = None,
) -> TrickGame:
    """A copy of ``state`` in which the other seats hold a sampled deal (see ``sample_hands``;
    ``draw``: another sampler)."""
    hands = plausible_hands(state, seat, rng, reads, weigh, draw)
    world = state.clone()
    world.hands = hands
    if isinstance(world, Hearts):
        # Only the passes this seat saw stay: the one it made and the one it received.
        assert isinstance(state, Hearts)
        world.passed, world.received = seen_passes(state, seat)
    return world


def seen_passes(state: Hearts, seat: int) -> tuple[list[int], list[int]]:
    """Every seat's cards passed and received as far as ``seat`` saw them: its own pass, and the
    one it received (zero for the passes it did not see)."""
    passed, received = [0, 0, 0, 0], [0, 0, 0, 0]
    passed[seat], received[seat] = state.passed[seat], state.received[seat]
    if state.pass_offset:
        received[(seat + state.pass_offset) & 3] = state.passed[seat]
        passed[(seat - state.pass_offset) & 3] = state.received[seat]
    return passed, received
