/* The normal Spades player's card as the search's rollouts play it: play.choose_play
 * (bots/spades/play.py) with its helpers of bots/spades/view.py (the reads both halves make:
 * spades_view.c) and endgame.about_to_win; the lead is spades_lead.c's, the rest this file's. Every
 * function translates the Python function its comment names, tie-breaks included (max() and
 * min() keep the first best card, cards_in() goes up by card number, tuple keys compare in
 * order). tests/core/test_core_spades.py compares every card with the Python rules. */
#include "kawu.h"

/* The seats after `seat` when n of them are still to play: bits of (seat + 1) & 3, ... */
static const unsigned char AFTER[4][4] = {
    {0x0, 0x2, 0x6, 0xE}, {0x0, 0x4, 0xC, 0xD}, {0x0, 0x8, 0x9, 0xB}, {0x0, 0x1, 0x3, 0x7},
};

static void seat_view(View *v, const i64 *p, const i64 *r, int seat, u64 legal) {
    v->p = p;
    v->r = r;
    v->seat = seat;
    v->partner = seat ^ 2;
    v->hand = (u64)r[R_HANDS + seat];
    v->legal = legal;
    v->out = ALL_CARDS & ~(u64)r[R_PLAYED] & ~v->hand;
    v->after = AFTER[seat][3 - r[R_NTRICK]];
}

/* `after == [partner]` */
static int after_only_partner(const View *v) {
    return v->after == 1 << v->partner;
}

/* `s in v.after` */
static int is_after(const View *v, int s) {
    return (v->after >> s) & 1;
}

/* any(v.may_ruff(s, lead) for s in v.after if s != v.partner) */
static int opponent_after_may_ruff(const View *v, int lead) {
    int opps = v->after & ~(1 << v->partner);
    for (int s = 0; s < 4; s++)
        if (((opps >> s) & 1) && may_ruff(v, s, lead)) return 1;
    return 0;
}

/* SeatView.holds: will c still be winning when the seats after this one have played? */
static int holds(const View *v, int c, int lead) {
    if (!v->after || after_only_partner(v)) return 1;
    if (v->out & above(c)) return 0;
    if (c >= FIRST_SPADE) return 1;
    return !opponent_after_may_ruff(v, lead);
}

/* view.bottom_of_top: the lowest card of the hand that plays as c (no card out between them). */
static int bottom_of_top(const View *v, int c) {
    u64 below = SUIT_MASK(suit_of(c)) & ((2ULL << c) - 1); /* c and its suit's cards below it */
    u64 out = v->out & below & ~(1ULL << c);
    if (out) below &= ~((2ULL << highest(out)) - 1);        /* above the highest card out */
    return lowest((v->hand | (1ULL << c)) & below);
}

/* view.danger: how hard c is to lose later. */
static int danger(const View *v, int c) {
    return -popcount(v->out & above(c)) * 2 + rank_of(c) + (c >= FIRST_SPADE ? 20 : 0);
}

/* max(cards_in(m), key=lambda c: danger(v, c)): the first card of the highest danger. */
static int most_danger(const View *v, u64 m) {
    int best = -1, best_k = 0;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        int k = danger(v, c);
        if (best < 0 || k > best_k) { best = c; best_k = k; }
    }
    return best;
}

/* min(cards_in(m), key=power): the first card of the lowest power. */
static int least_power(u64 m) {
    int best = -1, best_k = 0;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        int k = power(c);
        if (best < 0 || k < best_k) { best = c; best_k = k; }
    }
    return best;
}

/* play._play_nil: this seat's own nil loses every trick it can. */
static int play_nil(const View *v) {
    const i64 *r = v->r;
    u64 legal = v->legal;
    if (!r[R_NTRICK]) {
        /* Lead the card with the most cards out above it, in a suit the others still hold. */
        int best_c = -1, best_k = -99;
        u64 all_void = ALL_SUITS;
        for (int s = 0; s < 4; s++)
            if (s != v->seat) all_void &= voids_of(v, s);
        u64 m = (legal & SIDE_MASK) ? (legal & SIDE_MASK) : legal;
        while (m) {
            int c = lowest(m);
            m &= m - 1;
            int k = popcount(v->out & above(c)) * 2 - rank_of(c);
            if ((all_void >> suit_of(c)) & 1) k -= 50;
            if (k > best_k) { best_c = c; best_k = k; }
        }
        return best_c;
    }
    int best = (int)r[R_TRICK + winning_at(r, 1)];
    int lead = (int)r[R_LEAD_SUIT];
    u64 winning = legal & above(best);
    if (best < FIRST_SPADE) winning |= legal & SPADES_MASK;
    u64 losing = legal & ~winning;
    if (losing) {
        if (losing & SUIT_MASK(lead)) return highest(losing & SUIT_MASK(lead));
        return most_danger(v, losing);
    }
    if (!v->after) return most_danger(v, legal);
    u64 m = legal & SUIT_MASK(lead);
    if (!m) m = legal & SPADES_MASK;
    if (!m) m = legal;
    return lowest(m);
}

/* play._discard: a card we can spare: the lowest of a short side suit with no winner in it. */
static int discard(const View *v, u64 m, int keep_low) {
    u64 side = m & SIDE_MASK;
    if (!side) return lowest(m);
    int best_c = -1, best_k = 99;
    for (int s = 0; s < 3; s++) {
        u64 sm = side & SUIT_MASK(s);
        if (!sm) continue;
        int c = keep_low ? highest(sm) : lowest(sm);
        int k = popcount(sm);
        if (top(v, c)) k += 10;
        if (popcount(sm) == 2 && rank_of(highest(sm)) == KING) k += 3;
        if (k < best_k) { best_c = c; best_k = k; }
    }
    return best_c;
}

/* play._duck: contract made: lose the trick, with the highest card that loses. */
static int duck(const View *v, u64 winning, u64 losing) {
    if (losing) return most_danger(v, losing);
    if (!v->after) return most_danger(v, winning);
    return least_power(winning);
}

/* play._holding: the cards of m that v.holds. */
static u64 holding_of(const View *v, u64 m, int lead) {
    if (!v->after || after_only_partner(v)) return m;
    /* the cards no card out beats in their suit, suit by suit (above_all) */
    u64 tops = 0;
    for (int s = 0; s < 4; s++) {
        u64 sm = m & SUIT_MASK(s);
        if (sm) tops |= above_all(sm, v->out & SUIT_MASK(s));
    }
    u64 side = tops & SIDE_MASK;
    if (side && opponent_after_may_ruff(v, lead)) tops &= ~side;
    return tops;
}

/* play._follow_nil: following with a nil at the table; -1 for Python's None. */
static int follow_nil(const View *v, int partner_nil, int opp_nil, int winner, u64 winning,
                      u64 losing) {
    int lead_suit = (int)v->r[R_LEAD_SUIT];
    int partner = v->partner;
    if (partner_nil) {
        if (winner == partner && winning) {
            /* min([c for c in cards_in(winning) if v.holds(c, lead)], key=power) */
            int best = -1, best_k = 0;
            u64 m = winning;
            while (m) {
                int c = lowest(m);
                m &= m - 1;
                if (!holds(v, c, lead_suit)) continue;
                if (best < 0 || power(c) < best_k) { best = c; best_k = power(c); }
            }
            if (best >= 0) return best;
            return highest_power(winning);
        }
        if (is_after(v, partner) && winning) return highest_power(winning);
    }
    u64 in_suit = v->legal & SUIT_MASK(lead_suit);
    int nil_opps_to_play = (opp_nil & v->after) != 0;
    int winner_nil = (opp_nil >> winner) & 1;
    if (opp_nil && (winner_nil || nil_opps_to_play)) {
        if (winner_nil) {
            if (losing) return highest_power(losing);
        } else if (in_suit && winner != partner) {
            return lowest(in_suit);
        } else if (!in_suit && losing) {
            return discard(v, losing, 1);
        }
    }
    return -1;
}

/* play._follow_to_win (its card; the reason aside). */
static int follow_to_win(const View *v, int best, int winner, u64 winning, u64 losing) {
    const i64 *r = v->r;
    u64 legal = v->legal;
    int lead_suit = (int)r[R_LEAD_SUIT];
    u64 in_suit = legal & SUIT_MASK(lead_suit);
    int partner = v->partner;
    if (winner == partner
        && ((best >= FIRST_SPADE || suit_of(best) == lead_suit) ? holds(v, best, lead_suit) : 1)) {
        if (!in_suit) return discard(v, losing ? losing : legal, 0);
        return lowest(in_suit);
    }
    if (winning) {
        if (!(v->after & ~(1 << partner))) return lowest(winning);
        u64 held = holding_of(v, winning, lead_suit);
        if (held) return lowest(held);
        if (!in_suit) return lowest(winning);
        if (r[R_NTRICK] == 1 && is_after(v, partner)) return lowest(in_suit);
        return bottom_of_top(v, highest(winning));
    }
    if (in_suit) return lowest(in_suit);
    return discard(v, legal, 0);
}

/* play._follow. */
static int follow(const View *v, int partner_nil, int opp_nil) {
    const i64 *r = v->r;
    u64 legal = v->legal;
    int at = winning_at(r, 1);
    int best = (int)r[R_TRICK + at];
    int winner = (int)((r[R_LEADER] + at) & 3);
    u64 winning = legal & above(best);
    if (best < FIRST_SPADE) winning |= legal & SPADES_MASK;
    u64 losing = legal & ~winning;
    if (partner_nil || opp_nil) {
        int nil = follow_nil(v, partner_nil, opp_nil, winner, winning, losing);
        if (nil >= 0) return nil;
    }
    int setting;
    if (!want_tricks(v->p, v->r, v->seat, &setting)) return duck(v, winning, losing);
    return follow_to_win(v, best, winner, winning, losing);
}

/* play.choose_play(state, seat)'s card. */
int spades_card(const i64 *p, const i64 *r, int seat, u64 legal) {
    if ((legal & (legal - 1)) == 0) return lowest(legal);
    const i64 *bids = r + R_BIDS;
    const i64 *won = r + R_WON;
    View v;
    seat_view(&v, p, r, seat, legal);
    if (bids[seat] == 0 && won[seat] == 0) return play_nil(&v);
    int partner = seat ^ 2;
    int partner_nil = bids[partner] == 0 && won[partner] == 0;
    int opp_nil = 0;
    int opps[2] = {(seat + 1) & 3, (seat + 3) & 3};
    for (int i = 0; i < 2; i++)
        if (bids[opps[i]] == 0 && won[opps[i]] == 0) opp_nil |= 1 << opps[i];
    if (!r[R_NTRICK]) return spades_lead(&v, partner_nil, opp_nil);
    return follow(&v, partner_nil, opp_nil);
}
