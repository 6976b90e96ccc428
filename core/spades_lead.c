/* The normal Spades player's lead (bots/spades/play.py: _lead and its helpers), for its card
 * (spades.c): a card to lose with, to win with, or from the side suits, as play.choose_play leads.
 * Every function translates the Python function its comment names, tie-breaks included;
 * tests/core/test_core_spades.py compares every card with the Python rules. */
#include "kawu.h"

/* play._top_lead: of the cards no card out beats, the highest side card (the first suit on a
 * tie of ranks), else the highest spade; -1 when there is none. */
static int top_lead(u64 legal, u64 out) {
    int best = -1, best_rank = -1;
    for (int s = 0; s < 4; s++) {
        u64 m = legal & SUIT_MASK(s);
        u64 tops = above_all(m, out & SUIT_MASK(s));
        if (!tops) continue;
        int c = highest(tops);
        if (s == SPADES) return best < 0 ? c : best;
        if (rank_of(c) > best_rank) { best = c; best_rank = rank_of(c); }
    }
    return best;
}

/* play._lowest_rank: the card of m of the lowest rank, a side card before a spade, the first
 * suit on a tie (key (rank, is a spade) against (99, True)). */
static int lowest_rank(u64 m) {
    int best = -1, best_rank = 99, best_spade = 1;
    for (int s = 0; s < 4; s++) {
        u64 sm = m & SUIT_MASK(s);
        if (!sm) continue;
        int c = lowest(sm);
        int rank = rank_of(c), spade = s == SPADES;
        if (rank < best_rank || (rank == best_rank && spade < best_spade)) {
            best = c;
            best_rank = rank;
            best_spade = spade;
        }
    }
    return best;
}

/* play._lead_to_lose: a lead someone else should win: the card with the most cards out above
 * it. */
static int lead_to_lose(const View *v) {
    int best_c = -1, best_k = -99;
    u64 m = (v->legal & SIDE_MASK) ? (v->legal & SIDE_MASK) : v->legal;
    int held = 0; /* the suits some other seat is not void in (bit s: suit s) */
    for (int s = 0; s < 4; s++)
        if (s != v->seat) held |= ~(int)voids_of(v, s) & ALL_SUITS;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        int k = popcount(v->out & above(c)) * 2 - rank_of(c);
        if (!((held >> suit_of(c)) & 1) || !(v->out & above(c))) k -= 50;
        if (k > best_k) { best_c = c; best_k = k; }
    }
    return best_c;
}

/* play._lead_side: leading to win with no sure winner to cash: a short suit to ruff, or low
 * from a side suit. k counts in halves (doubled here, exactly). */
static int lead_side(const View *v, const int *opps, u64 out_spades) {
    u64 legal = v->legal;
    u64 side = legal & SIDE_MASK;
    if (!side) {
        if (top(v, highest(legal))) return highest(legal);
        return lowest(legal);
    }
    /* 4. A short suit with spades to spare. */
    int spare = popcount(v->hand & SPADES_MASK) - (popcount(out_spades) + 1) / 3;
    if (spare > 0) {
        for (int s = 0; s < 3; s++) {
            u64 m = side & SUIT_MASK(s);
            if (m && popcount(m) == 1 && rank_of(lowest(m)) < QUEEN) return lowest(m);
        }
    }
    /* 5. Lead low from a suit without an unguarded honour. */
    int best_c = -1, best_k2 = 2 * 99;
    for (int s = 0; s < 3; s++) {
        u64 m = side & SUIT_MASK(s);
        if (!m) continue;
        int c = lowest(m);
        int t = highest(m);
        int k2 = 0;
        if (!top(v, t) && rank_of(t) >= QUEEN) k2 += 2 * 3;
        k2 -= popcount(m); /* k -= count * 0.5 */
        if (((voids_of(v, opps[0]) >> s) & 1) || ((voids_of(v, opps[1]) >> s) & 1)) k2 += 2 * 4;
        if (k2 < best_k2) { best_c = c; best_k2 = k2; }
    }
    return best_c;
}

/* play._lead_to_win (its card; the reason aside). */
static int lead_to_win(const View *v) {
    u64 legal = v->legal;
    u64 out = v->out;
    int opps[2] = {(v->seat + 1) & 3, (v->seat + 3) & 3};
    /* 1. Cash a side-suit winner that no opponent should trump: key (cards out, -rank). */
    int cash = -1, cash_out = -1, cash_neg_rank = 0;
    for (int s = 0; s < 3; s++) {
        u64 m = legal & SUIT_MASK(s);
        u64 others = out & SUIT_MASK(s);
        u64 tops = above_all(m, others);
        if (tops && !may_ruff(v, opps[0], s) && !may_ruff(v, opps[1], s)) {
            int c = lowest(tops);
            int n = popcount(others), neg_rank = -rank_of(c);
            if (n > cash_out || (n == cash_out && neg_rank > cash_neg_rank)) {
                cash = c;
                cash_out = n;
                cash_neg_rank = neg_rank;
            }
        }
    }
    if (cash >= 0) return cash;
    u64 my_spades = legal & SPADES_MASK;
    u64 out_spades = out & SPADES_MASK;
    /* 2. Draw trumps with the top spade. */
    if (my_spades && out_spades) {
        int t = highest(my_spades);
        if (top(v, t) && popcount(my_spades) >= popcount(out_spades) / 2) return t;
    }
    /* 3. A suit the partner can trump and the opponents cannot. */
    u64 pv = voids_of(v, v->partner);
    if (!((pv >> SPADES) & 1) && out_spades) {
        u64 shown = voids_of(v, opps[0]) | voids_of(v, opps[1]);
        for (int s = 0; s < 3; s++) {
            u64 m = legal & SUIT_MASK(s);
            if (m && ((pv >> s) & 1) && !((shown >> s) & 1)) return lowest(m);
        }
    }
    return lead_side(v, opps, out_spades);
}

/* play._lead: opp_nil is the set of the opponents bidding nil with no trick yet (bit s: seat s;
 * the Python list's order does not matter to any of its uses). */
int spades_lead(const View *v, int partner_nil, int opp_nil) {
    u64 legal = v->legal;
    if (partner_nil) {
        int t = top_lead(legal, v->out);
        if (t >= 0) return t;
        u64 pv = voids_of(v, v->partner);
        u64 m = legal & SIDE_MASK;
        while (m) {
            int c = lowest(m);
            m &= m - 1;
            if (((pv >> suit_of(c)) & 1) && !((pv >> SPADES) & 1)) return c;
        }
        return highest_power((legal & SIDE_MASK) ? (legal & SIDE_MASK) : legal);
    }
    if (opp_nil) {
        u64 shown = 0;
        for (int o = 0; o < 4; o++)
            if ((opp_nil >> o) & 1) shown |= voids_of(v, o);
        u64 m = 0;
        for (int s = 0; s < 4; s++)
            if (!((shown >> s) & 1)) m |= legal & SUIT_MASK(s);
        return lowest_rank(m ? m : legal);
    }
    int setting;
    if (!want_tricks(v->p, v->r, v->seat, &setting)) return lead_to_lose(v);
    return lead_to_win(v);
}
