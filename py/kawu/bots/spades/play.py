"""The normal Spades player's card play: every decision starts from what the team wants.

It reads its own hand and public facts only (bids, tricks taken, cards played, voids shown).
Its own nil bidder loses every trick it can; a partner's nil is covered by winning high over it;
an opponent's nil is attacked by playing under it; otherwise the team takes tricks while its
contract needs them or while the opponents can still be set, and ducks them (no bags) once it has
enough. This is also the search's rollout policy, so it is written for speed: card arithmetic
goes through the ``cards`` tables (``SUIT_OF``, ``RANK_OF``, ``ABOVE``), not function calls.
"""

from __future__ import annotations

from kawu.bots.spades.view import (
    SIDE_MASK,
    SPADES_MASK,
    SeatView,
    bottom_of_top,
    danger,
    highest_power,
    power,
    want_tricks,
)
from kawu.engine.cards import (
    ABOVE,
    FIRST_SPADE,
    KING,
    QUEEN,
    RANK_OF,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
    highest,
    lowest,
)
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase, TrickGame

_PLAY = Phase.PLAY


def play_out(world: TrickGame) -> None:
    """Play ``world`` to the end of its hand with this player at every seat (the search's
    rollout, in one loop)."""
    assert isinstance(world, Spades)
    hand = world.hand_number
    while world.hand_number == hand and world.phase is _PLAY:
        world.play(choose_play(world, world.turn)[0])


def choose_play(state: Spades, seat: int) -> tuple[int, str]:
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        return lowest(legal), "forced"
    bids = state.bids
    won = state.tricks_won
    v = SeatView(state, seat, legal)
    if bids[seat] == 0 and won[seat] == 0:
        return _play_nil(v)
    partner = seat ^ 2
    partner_nil = bids[partner] == 0 and won[partner] == 0
    opp_nil = [s for s in ((seat + 1) & 3, (seat + 3) & 3) if bids[s] == 0 and won[s] == 0]
    if not state.trick:
        return _lead(v, partner_nil, opp_nil)
    return _follow(v, partner_nil, opp_nil)


def _play_nil(v: SeatView) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    if not state.trick:
        # Lead the card with the most cards out above it, in a suit the others still hold.
        best_c, best_k = -1, -99
        voids = state.voids
        all_void = 0b1111  # the suits every other seat has shown a void in
        for s in range(4):
            if s != v.seat:
                all_void &= voids[s]
        for c in cards_in(legal & SIDE_MASK or legal):
            k = (v.out & ABOVE[c]).bit_count() * 2 - RANK_OF[c]
            if all_void >> SUIT_OF[c] & 1:
                k -= 50
            if k > best_k:
                best_c, best_k = c, k
        return best_c, "nil_lead_low"
    best, _ = state.winning()
    lead = state.lead_suit
    winning = legal & ABOVE[best]
    if best < FIRST_SPADE:
        winning |= legal & SPADES_MASK
    losing = legal & ~winning
    if losing:
        if losing & SUIT_MASKS[lead]:
            return highest(losing & SUIT_MASKS[lead]), "nil_duck"
        # Void: throw the card that would be hardest to lose later.
        return max(cards_in(losing), key=lambda c: danger(v, c)), "nil_discard"
    # Every card wins for now: play the one most likely to be beaten by those still to play.
    if not v.after:
        return max(cards_in(legal), key=lambda c: danger(v, c)), "nil_duck"
    return lowest(legal & SUIT_MASKS[lead] or legal & SPADES_MASK or legal), "nil_duck"


# -- leading ------------------------------------------------------------------------------------
def _lead(v: SeatView, partner_nil: bool, opp_nil: list[int]) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    if partner_nil:
        # Lead winners (or high cards) for the nil partner to play under; a suit the partner is
        # void in lets the partner throw away a dangerous card.
        top = _top_lead(legal, v.out)
        if top >= 0:
            return top, "cover_nil"
        pv = state.voids[v.partner]
        for c in cards_in(legal & SIDE_MASK):
            if pv >> SUIT_OF[c] & 1 and not pv >> SPADES & 1:
                return c, "cover_nil"
        return highest_power(legal & SIDE_MASK or legal), "cover_nil"
    if opp_nil:
        # Lead low in a suit the nil bidder still holds, so its cards may be forced to win.
        shown = 0  # the suits a nil bidder has shown a void in
        for o in opp_nil:
            shown |= state.voids[o]
        m = 0
        for s in range(4):
            if not shown >> s & 1:
                m |= legal & SUIT_MASKS[s]
        return _lowest_rank(m or legal), "set_nil_lead"
    take, setting = want_tricks(state, v.seat)
    if not take:
        return _lead_to_lose(v), "avoid_bags"
    return _lead_to_win(v, setting)


def _lead_to_lose(v: SeatView) -> int:
    """A lead that someone else should win: the card with the most cards out above it."""
    state = v.state
    best_c, best_k = -1, -99
    for c in cards_in(v.legal & SIDE_MASK or v.legal):
        suit = SUIT_OF[c]
        k = (v.out & ABOVE[c]).bit_count() * 2 - RANK_OF[c]
        holders = [s for s in range(4) if s != v.seat and not state.voids[s] >> suit & 1]
        if not holders or not v.out & ABOVE[c]:
            k -= 50
        if k > best_k:
            best_c, best_k = c, k
    return best_c


def _lead_to_win(v: SeatView, setting: bool) -> tuple[int, str]:
    state = v.state
    legal = v.legal
    out = v.out
    opps = ((v.seat + 1) & 3, (v.seat + 3) & 3)
    win = "set_contract" if setting else "lead_winner"
    # 1. Cash a side-suit winner that no opponent should trump.
    # From the suit with the most cards out (the least likely to be trumped), its lowest winner
    # (its lowest rank on a tie, the first suit on a tie of both).
    cash, cash_key = -1, (-1, 0)
    for s in range(3):
        m = legal & SUIT_MASKS[s]
        others = out & SUIT_MASKS[s]
        tops = m & ~((1 << others.bit_length()) - 1)  # the cards no card out beats
        if tops and not v.may_ruff(opps[0], s) and not v.may_ruff(opps[1], s):
            c = (tops & -tops).bit_length() - 1
            key = (others.bit_count(), -RANK_OF[c])
            if key > cash_key:
                cash, cash_key = c, key
    if cash >= 0:
        return cash, win
    my_spades = legal & SPADES_MASK
    out_spades = out & SPADES_MASK
    # 2. Draw trumps with the top spade when we hold as many spades as are out.
    if my_spades and out_spades:
        top = highest(my_spades)
        if v.top(top) and my_spades.bit_count() >= out_spades.bit_count() // 2:
            return top, "draw_trumps" if not setting else win
    # 3. A suit the partner can trump and the opponents cannot.
    pv = state.voids[v.partner]
    if not pv >> SPADES & 1 and out_spades:
        shown = state.voids[opps[0]] | state.voids[opps[1]]
        for s in range(3):
            m = legal & SUIT_MASKS[s]
            if m and pv >> s & 1 and not shown >> s & 1:
                return lowest(m), "lead_to_ruff"
    return _lead_side(v, opps, out_spades, win)


def _lead_side(v: SeatView, opps: tuple[int, int], out_spades: int, win: str) -> tuple[int, str]:
    """Leading to win with no sure winner to cash: a short suit to ruff, or low from a side suit."""
    state = v.state
    legal = v.legal
    side = legal & SIDE_MASK
    if not side:
        # Only spades: lead the top one if it is a winner, else the lowest.
        if v.top(highest(legal)):
            return highest(legal), win
        return lowest(legal), "lead_low_side"
    # 4. A short suit with spades to spare: lead it to trump the suit later.
    spare = (v.hand & SPADES_MASK).bit_count() - (out_spades.bit_count() + 1) // 3
    if spare > 0:
        for s in range(3):
            m = side & SUIT_MASKS[s]
            if m and m.bit_count() == 1 and RANK_OF[lowest(m)] < QUEEN:
                return lowest(m), "lead_short"
    # 5. Lead low from a suit without an unguarded honour.
    best_c, best_k = -1, 99.0
    for s in range(3):
        m = side & SUIT_MASKS[s]
        if not m:
            continue
        c = lowest(m)
        top = highest(m)
        k = 0.0
        if not v.top(top) and RANK_OF[top] >= QUEEN:
            k += 3  # leading away from a king or queen gives it to the ace
        k -= m.bit_count() * 0.5
        if any(state.voids[o] >> s & 1 for o in opps):
            k += 4
        if k < best_k:
            best_c, best_k = c, k
    return best_c, "lead_low_side"


# -- following ----------------------------------------------------------------------------------
def _follow(v: SeatView, partner_nil: bool, opp_nil: list[int]) -> tuple[int, str]:
    legal = v.legal
    best, winner = v.state.winning()
    winning = legal & ABOVE[best]
    if best < FIRST_SPADE:
        winning |= legal & SPADES_MASK
    losing = legal & ~winning
    if partner_nil or opp_nil:
        nil = _follow_nil(v, partner_nil, opp_nil, winner, winning, losing)
        if nil is not None:
            return nil
    take, setting = want_tricks(v.state, v.seat)
    if not take:
        return _duck(v, winning, losing)
    return _follow_to_win(v, best, winner, winning, losing, "set_contract" if setting else None)


def _follow_nil(
    v: SeatView, partner_nil: bool, opp_nil: list[int], winner: int, winning: int, losing: int
) -> tuple[int, str] | None:
    """Following with a nil at the table: cover the partner's, set the opponents'."""
    lead = v.state.lead_suit
    partner = v.partner
    if partner_nil:
        if winner == partner and winning:
            # Take the trick off the nil partner, with a card that holds if we have one.
            holding = [c for c in cards_in(winning) if v.holds(c, lead)]
            if holding:
                return min(holding, key=power), "cover_nil"
            return highest_power(winning), "cover_nil"
        if partner in v.after and winning:
            # Partner plays after us: win as high as we can, so the partner can play under.
            return highest_power(winning), "cover_nil"
    in_suit = v.legal & SUIT_MASKS[lead]
    nil_opps_to_play = [o for o in opp_nil if o in v.after]
    if opp_nil and (winner in opp_nil or nil_opps_to_play):
        if winner in opp_nil:
            if losing:
                # Stay under the nil bidder's card: it must take this trick.
                return highest_power(losing), "set_nil"
        elif in_suit and winner != partner:
            # The nil bidder plays after us: stay low so its card may be the highest.
            return lowest(in_suit), "set_nil"
        elif not in_suit and losing:
            return _discard(v, losing, keep_low=True), "set_nil"
    return None


def _follow_to_win(
    v: SeatView, best: int, winner: int, winning: int, losing: int, win: str | None
) -> tuple[int, str]:
    """Following while the team wants the trick (``win``: the reason when it is to set them)."""
    state = v.state
    legal = v.legal
    lead = state.lead_suit
    in_suit = legal & SUIT_MASKS[lead]
    partner = v.partner
    if winner == partner and (
        v.holds(best, lead) if best >= FIRST_SPADE or SUIT_OF[best] == lead else True
    ):
        # Partner has it: play low.
        return (_discard(v, losing or legal) if not in_suit else lowest(in_suit)), "partner_wins"
    if winning:
        # (the winning cards are of one suit, or side cards of the suit led and spades: the
        # lowest ``power`` is the lowest card, spades being the highest numbers)
        opps_after = [s for s in v.after if s != partner]
        if not opps_after:
            return lowest(winning), win or ("win_cheap" if in_suit else "ruff")
        holding = _holding(v, winning, lead)
        if holding:
            return lowest(holding), win or ("win_top" if in_suit else "ruff")
        if not in_suit:
            # Trump: the lowest spade that wins, unless an opponent after us is void too.
            return lowest(winning), win or "ruff"
        if len(state.trick) == 1 and partner in v.after:
            # Second hand low: the partner plays last.
            return lowest(in_suit), "second_low"
        # Third hand high: the lowest of our highest touching cards.
        return bottom_of_top(v, highest(winning)), win or "third_high"
    if in_suit:
        return lowest(in_suit), "follow_under"
    return _discard(v, legal), "discard"


def _discard(v: SeatView, m: int, keep_low: bool = False) -> int:
    """A card we can spare: the lowest of a short side suit with no winner in it."""
    side = m & SIDE_MASK
    if not side:
        return lowest(m)
    best_c, best_k = -1, 99.0
    for s in range(3):
        sm = side & SUIT_MASKS[s]
        if not sm:
            continue
        c = highest(sm) if keep_low else lowest(sm)
        k = float(sm.bit_count())
        if v.top(c):
            k += 10  # a winner: keep it
        if sm.bit_count() == 2 and RANK_OF[highest(sm)] == KING:
            k += 3  # keep the king guarded
        if k < best_k:
            best_c, best_k = c, k
    return best_c


def _duck(v: SeatView, winning: int, losing: int) -> tuple[int, str]:
    """Contract made: lose the trick, with the highest card that loses."""
    if losing:
        # Dump the card hardest to lose later.
        return max(cards_in(losing), key=lambda c: danger(v, c)), "avoid_bags"
    if not v.after:
        return max(cards_in(winning), key=lambda c: danger(v, c)), "avoid_bags"
    return min(cards_in(winning), key=power), "avoid_bags"


def _holding(v: SeatView, m: int, lead: int) -> int:
    """The cards of ``m`` that ``v.holds`` (its question for each card, asked once)."""
    after = v.after
    if not after or after == [v.partner]:
        return m
    out = v.out
    held = 0
    ruff: bool | None = None  # may an opponent after us trump the suit led (the same for all)
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if out & ABOVE[c]:
            continue
        if c < FIRST_SPADE:
            if ruff is None:
                ruff = any(v.may_ruff(s, lead) for s in after if s != v.partner)
            if ruff:
                continue
        held |= low
    return held


def _top_lead(legal: int, out: int) -> int:
    """The lead covering a nil partner: of the cards no card out beats, the highest side card
    (the first suit on a tie of ranks), else the highest spade; -1 when there is none."""
    best, best_rank = -1, -1
    for s in range(4):
        m = legal & SUIT_MASKS[s]
        tops = m & ~((1 << (out & SUIT_MASKS[s]).bit_length()) - 1)
        if not tops:
            continue
        c = tops.bit_length() - 1
        if s == SPADES:
            return c if best < 0 else best
        if RANK_OF[c] > best_rank:
            best, best_rank = c, RANK_OF[c]
    return best


def _lowest_rank(m: int) -> int:
    """The card of ``m`` of the lowest rank, a side card before a spade, the first suit on a tie."""
    best, best_key = -1, (99, True)
    for s in range(4):
        sm = m & SUIT_MASKS[s]
        if sm:
            c = (sm & -sm).bit_length() - 1
            key = (RANK_OF[c], s == SPADES)
            if key < best_key:
                best, best_key = c, key
    return best
