"""Deals that fit how the other seats have played this hand, with the normal player as their model.

The hard level samples the cards it cannot see. A deal drawn only from the voids shown gives every
seat hands it could not have played from: a seat that ducked 9♥ under K♥ holds no 10♥, J♥ or Q♥
if it plays as the normal player does, and a seat that led 4♣ holds no lower club. So each
sampled hand is checked against the seat's plays so far this hand: at each of them the model (the
normal player's choice, ``Model``) is asked what it would have played holding that hand (the
sampled cards and those the seat has played since), and the hand is kept only if the model
plays what the seat played every time it had a choice.

The deal is made one seat at a time (``Explained.hands``): the seat with the most plays to
explain first, then the next from the cards left, the last one taking the rest, each hand drawn
again a few times until it fits. A seat that no hand explains (a person, an easy player, another
hard player) is dealt as before, unchecked, for the rest of the decision. Only what every seat
saw is used: the cards played, the voids, the passes this seat made and received, its own hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from kawu import core
from kawu.bots.knowledge import (
    _allowed,
    _fits,
    deal_room,
    sample_hands,
    sample_room,
    seen_passes,
    tricks_seen,
)
from kawu.core import layout
from kawu.core.layout import record
from kawu.engine.cards import QS_BIT, cards_in
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import TrickGame

#: The card the model plays for ``seat`` in ``state`` (the seat to play).
Model = Callable[[TrickGame, int], int]
#: ``model_reads(state, seat)``: for each seat, the cards it cannot hold if it played as the model.
ModelReads = Callable[[TrickGame, int], list[int]]

TRIES = 8  # draws of one seat's hand before the next seat (or a new start)
ROUNDS = 3  # new starts from the first seat before the last hands drawn are taken
PROBE = 24  # draws to find one hand that explains a seat alone; none: the seat goes unchecked
# The work, counted as the search counts it (cards played in rollouts, about 5.5 µs each in
# CPython): one of the model's decisions costs about half a card played, a hand drawn two.
CALL = 0.5
DRAW = 2.0


def start_of_play(state: TrickGame, seat: int) -> TrickGame:
    """The hand as it stood at its first card, as ``seat`` saw it: every seat holds only the
    cards it has played since (the rest are unknown) and the passes are the ones ``seat`` made
    and received."""
    w = state.clone()
    w._reset_hand()  # the trick-taking state of a hand before its first card
    w.last_trick = None
    hands = [0, 0, 0, 0]
    tricks = tricks_seen(state)
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            hands[(leader + i) & 3] |= 1 << c
    w.hands = hands
    w.leader = w.turn = tricks[0][0] if tricks else state.leader
    if isinstance(w, Hearts):
        assert isinstance(state, Hearts)
        w.points = [0, 0, 0, 0]
        w.jack = None
        w.passed, w.received = seen_passes(state, seat)
    return w


class Explained:
    """The plays of the other seats this hand, and hands for them that the model explains.

    Made once for a decision of ``seat``: the table is replayed from the hand's first card, and
    each play of a seat in ``modeled`` (those known to play as the model: computer players of
    the normal level) is kept with the state it was made in and the cards that seat has played
    since (its hand then is a sampled hand plus those). ``model_reads`` narrow where those
    seats' hands are drawn from."""

    def __init__(
        self,
        state: TrickGame,
        seat: int,
        model: Model,
        reads: list[int] | None = None,
        model_reads: list[int] | None = None,
        modeled: frozenset[int] = frozenset(),
        core_params: list[int] | None = None,
    ) -> None:
        self.model = model
        self.seat = seat
        self.state = state
        self.reads = reads
        self.fixed, self.others, self.need, self.pool = deal_room(state, seat)
        # The seats the model explains are read by it (``model_reads``), the others by ``reads``
        # (what most players do), each kept while some deal fits them all.
        allowed = {s: _allowed(state, s) & self.pool for s in self.others}
        self.wide = dict(allowed)  # the voids alone
        if reads is not None:
            narrowed = {s: allowed[s] & ~(0 if s in modeled else reads[s]) for s in self.others}
            if _fits(self.pool, self.need, narrowed, self.others):
                allowed = narrowed
        self.allowed = allowed
        if model_reads is not None:
            narrowed = {s: allowed[s] & ~(model_reads[s] if s in modeled else 0)
                        for s in self.others}  # fmt: skip
            if _fits(self.pool, self.need, narrowed, self.others):
                self.allowed = narrowed
        order = [((leader + i) & 3, c) for leader, cards in tricks_seen(state) for i, c in
                 enumerate(cards)]  # fmt: skip
        #: The cards each seat has played this hand; the seats whose pass this seat did not see.
        self.played_by = [0, 0, 0, 0]
        for s, c in order:
            self.played_by[s] |= 1 << c
        self.blind_pass: set[int] = set()
        if isinstance(state, Hearts) and state.pass_offset:
            self.blind_pass = {s for s in self.others if (s + state.pass_offset) & 3 != seat}
        self.checks: dict[int, list[tuple[TrickGame, int, int]]] = {s: [] for s in self.others}
        w = start_of_play(state, seat)
        later = list(self.played_by)  # the cards each seat plays from this point of the replay on
        for s, c in order:
            if s != seat:
                self.checks[s].append((w.clone(), c, later[s]))
            later[s] &= ~(1 << c)
            w.play(c)
        self.work = 0.0  # in plays: CALL a decision of the model asked for, DRAW a hand drawn
        # The core asks the model when it is loaded and told the decision's parameters (then
        # ``model`` must be the normal player's card, the core's model).
        self.core = core.core() if core_params is not None else None
        self.core_params = core_params
        self._taken = False
        self._room_written = False
        #: The (seat, bid) whose bids weigh the deals (``bid.BidWeigh``): the core reads them.
        self.bidders: list[tuple[int, int]] = []
        self.memo: dict[int, bool] = {}  # explains' answers by hand and seat
        self.unchecked = {s for s in self.others if not self.checks[s] or s not in modeled}
        for s in self.others:
            if s in self.unchecked or self._probe(s):
                continue
            if self.allowed[s] != self.wide[s]:  # its reads may be wrong: try without them
                self.allowed[s] = self.wide[s]
                if self._probe(s):
                    continue
            self.unchecked.add(s)
        self.order = sorted(self.others, key=lambda s: -len(self.checks[s]))

    def _take(self, loaded: core.Core) -> None:
        """Load this decision's checks and deal room into the core, the first time; after that
        the core must still hold them (one decision at a time: its answers are kept there)."""
        if self._taken:
            if not loaded.owns(self):
                raise core.CoreError("another decision's reads took the core's place")
            return
        assert self.core_params is not None
        checks = {t: [(record(snap), c, later) for snap, c, later in items]
                  for t, items in self.checks.items() if items}  # fmt: skip
        loaded.load_checks(self, self.core_params, checks)
        loaded.take(self, self.core_params, self._room())
        self._taken = True

    def _room(self) -> list[int]:
        """The deal room of this decision for the core (``layout.room``)."""
        state = self.state
        r = sample_room(state, self.seat, self.reads)
        return layout.room(
            self.seat, state.hands[self.seat], self.others, self.need, self.fixed, self.pool,
            r.allowed, r.uniform, self.allowed, getattr(self, "order", (0, 0, 0)),
            self.unchecked, self.blind_pass, self.played_by, self.bidders,
        )  # fmt: skip

    def explains(self, s: int, hand: int) -> bool:
        """Would the model, holding ``hand`` now, have played every card ``s`` played?"""
        if s in self.unchecked:
            return True
        if self.core is not None:  # (the answers are kept in the core)
            self._take(self.core)
            fits, asked = self.core.explains_memo(s, hand)
            self.work += CALL * asked
            return fits
        key = hand << 2 | s
        known = self.memo.get(key)
        if known is not None:
            return known
        fits = self._explains(s, hand)
        self.memo[key] = fits
        return fits

    def _explains(self, s: int, hand: int) -> bool:
        queen = s in self.blind_pass and not (hand | self.played_by[s]) & QS_BIT
        if self.core is not None:
            self._take(self.core)
            fits, calls = self.core.explains(s, hand, queen)
            self.work += CALL * calls  # (the core keeps its own order of the checks)
            return fits
        return self._explains_here(s, hand, queen)

    def _explains_here(self, s: int, hand: int, queen: bool) -> bool:
        """``_explains`` in Python: the reference the core's ``kawu_explains`` translates."""
        # A Hearts seat that passed to another seat than this one knows whether it passed Q♠,
        # and its rules read it; this seat does not: either may explain its plays (the same one
        # throughout), Q♠ passed only if it was not in its hand when play began.
        passed = 0
        model = self.model
        checks = self.checks[s]
        i = 0
        while i < len(checks):
            snap, c, later = checks[i]
            snap.hands[s] = hand | later
            legal = snap.legal_mask()
            if legal & (legal - 1) == 0:
                i += 1
                continue  # no choice: nothing to explain
            self.work += CALL
            if queen:
                assert isinstance(snap, Hearts)
                snap.passed[s] = passed
            if model(snap, s) != c:
                if queen and not passed:
                    passed = QS_BIT  # the other way: every play again with Q♠ passed
                    i = 0
                    continue
                if i:  # the play that rules hands out is asked about first from now on
                    checks.insert(0, checks.pop(i))
                return False
            i += 1
        return True

    def _probe(self, s: int) -> bool:
        """Whether some hand within the voids explains ``s`` alone (a seat playing otherwise
        than the model, a person say, is then left unchecked)."""
        rng = random.Random(s)
        cards = cards_in(self.allowed[s])
        n = self.need[s]
        if n > len(cards):
            return True
        for _ in range(PROBE):
            hand = self.fixed[s]
            self.work += DRAW
            for c in rng.sample(cards, n):
                hand |= 1 << c
            if self.explains(s, hand):
                return True
        return False

    def hands(self, rng: random.Random) -> list[int]:
        """Hands for all four seats: ``seat``'s own, the others dealt from what it cannot see
        (voids and reads respected, as ``knowledge.sample_hands`` does), each checked by
        ``explains``; the last hands drawn when no deal is found within the tries. The core
        draws them when ``rng`` is its generator (``core.CoreRandom``): the same deals."""
        if self.core is not None and isinstance(rng, core.CoreRandom) and rng.core is self.core:
            self._take(self.core)
            if not self._room_written:  # (the room as the probes left it: once a decision)
                self.core.write_room(self, self._room())
                self._room_written = True
            every = len(self.unchecked) < len(self.others)
            hands, drawn, asked = self.core.draw(every)
            self.work += DRAW * drawn + CALL * asked
            return hands
        if len(self.unchecked) == len(self.others):  # nothing to explain: the plain sampler
            return sample_hands(self.state, self.seat, rng, self.reads)
        a, b, c = self.order
        allowed, need, fixed = self.allowed, self.need, self.fixed
        last: list[int] | None = None
        for _ in range(ROUNDS):
            rest, hand_a = self._first(rng, a, b, c)
            if rest is None:
                break
            # b and c share what is left: the cards c may not hold go to b.
            forced = rest & ~allowed[c]
            free = cards_in(rest & allowed[b] & ~forced)
            k = need[b] - forced.bit_count()
            if not 0 <= k <= len(free):
                continue
            for _ in range(TRIES):
                hand_b = forced
                self.work += DRAW
                for x in rng.sample(free, k):
                    hand_b |= 1 << x
                hand_c = rest & ~hand_b
                last = [0, 0, 0, 0]
                last[a], last[b], last[c] = hand_a, hand_b, hand_c
                if self.explains(b, hand_b | fixed[b]) and self.explains(c, hand_c | fixed[c]):
                    return self._whole(last)
        if last is None:  # the voids leave little room for random draws: the careful sampler
            return sample_hands(self.state, self.seat, rng, self.reads)
        return self._whole(last)

    def _first(self, rng: random.Random, a: int, b: int, c: int) -> tuple[int | None, int]:
        """A hand for ``a`` that the others can take the rest of (and that explains ``a``'s play
        if one does within the tries), and the cards left for ``b`` and ``c``."""
        allowed, need = self.allowed, self.need
        pool = self.pool
        forced = pool & ~allowed[b] & ~allowed[c]
        free = cards_in(allowed[a] & ~forced)
        k = need[a] - forced.bit_count()
        found: tuple[int | None, int] = (None, 0)
        if not 0 <= k <= len(free):
            return found
        for _ in range(TRIES * 4):
            hand = forced
            self.work += DRAW
            for x in rng.sample(free, k):
                hand |= 1 << x
            rest = pool & ~hand
            if (
                rest & ~(allowed[b] | allowed[c])
                or (rest & ~allowed[c]).bit_count() > need[b]
                or (rest & ~allowed[b]).bit_count() > need[c]
            ):
                continue  # b and c could not take the rest
            found = (rest, hand)
            if self.explains(a, hand | self.fixed[a]):
                return found
        return found

    def _whole(self, dealt: list[int]) -> list[int]:
        hands = [dealt[s] | self.fixed[s] for s in range(4)]
        hands[self.seat] = self.state.hands[self.seat]
        return hands
