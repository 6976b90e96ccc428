/* The normal Spades player's card as the search's rollouts play it: play.choose_play
 * (bots/spades/play.py) with its helpers of bots/spades/view.py and endgame.about_to_win. Every
 * function translates the Python function its comment names, tie-breaks included (max() and
 * min() keep the first best card, cards_in() goes up by card number, tuple keys compare in
 * order). tests/core/test_core_spades.py compares every card with the Python rules. */
#include "kawu.h"

#define SPADES_MASK SUIT_MASK(SPADES)
#define SIDE_MASK (ALL_CARDS & ~SPADES_MASK)
#define SET_MARGIN 3        /* view.SET_MARGIN */
#define POINTS_PER_TRICK 10 /* engine/spades.POINTS_PER_TRICK */
#define TRICKS_PER_HAND 13
#define QUEEN 10
#define KING 11
#define ALL_SUITS 0xF

/* view.SeatView: what one seat reads off the table for one decision. */
typedef struct {
    const i64 *p;
    const i64 *r;
    int seat;
    int partner;
    u64 hand;
    u64 legal;
    u64 out;      /* the cards this seat has not seen: in the other hands */
    int after;    /* the seats still to play to this trick after this one, as bits (bit s: seat
                   * s): no use of v.after depends on their order */
} View;

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

static u64 voids_of(const View *v, int s) { return (u64)v->r[R_VOIDS + s]; }

/* `after == [partner]` */
static int after_only_partner(const View *v) {
    return v->after == 1 << v->partner;
}

/* `s in v.after` */
static int is_after(const View *v, int s) {
    return (v->after >> s) & 1;
}

/* The cards of a suit above every card of `others` (the suit's cards out): m & ~((1 <<
 * others.bit_length()) - 1). */
static u64 above_all(u64 m, u64 others) {
    return others ? m & ~((2ULL << highest(others)) - 1) : m;
}

/* SeatView.top: no card out can beat c in its suit. */
static int top(const View *v, int c) { return !(v->out & above(c)); }

/* SeatView.may_ruff: might seat s trump a lead of suit? */
static int may_ruff(const View *v, int s, int suit) {
    u64 voids = voids_of(v, s);
    if (((voids >> SPADES) & 1) || !(v->out & SPADES_MASK)) return 0;
    if ((voids >> suit) & 1) return 1;
    return popcount(v->out & SUIT_MASK(suit)) <= 2;
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

/* view.need: tricks the team's non-nil bidders still need for the contract (0 once made); with
 * option nil_tricks = count, a nil bidder's tricks count for the partner. */
static int need(const i64 *p, const i64 *r, int team) {
    const i64 *bids = r + R_BIDS;
    const i64 *won = r + R_WON;
    i64 a = bids[team], b = bids[team + 2];
    int both = p[P_NIL_COUNT] != 0;
    i64 left = a + b - (a || both ? won[team] : 0) - (b || both ? won[team + 2] : 0);
    return left > 0 ? (int)left : 0;
}

/* endgame.about_to_win: making its contract would take team to the target ahead of the other
 * team (every bid is set in the play phase; a nil counts 0). */
static int about_to_win(const i64 *p, const i64 *r, int team) {
    const i64 *scores = p + P_SCORES;
    i64 reach = scores[team] + POINTS_PER_TRICK * (r[R_BIDS + team] + r[R_BIDS + team + 2]);
    return reach >= p[P_TARGET] && reach > scores[1 - team];
}

/* view.want_tricks: take tricks? (the result) and is it to set the opponents? (*setting). */
static int want_tricks(const i64 *p, const i64 *r, int seat, int *setting) {
    int team = seat & 1;
    int left = TRICKS_PER_HAND - (int)r[R_TRICK_NUMBER];
    int ours = need(p, r, team);
    *setting = 0;
    if (ours > 0 && ours <= left) return 1;
    int theirs = need(p, r, 1 - team);
    int margin = about_to_win(p, r, 1 - team) ? left + 1 : SET_MARGIN;
    if (theirs > 0 && left - theirs < margin) {
        *setting = 1;
        return 1;
    }
    if (p[P_BAGS_FREE] && ours == 0) return 1;  /* bags score their point and never cost */
    return 0;
}

/* view.power: a card's rank, with spades above every side card. */
static int power(int c) { return rank_of(c) + (c >= FIRST_SPADE ? SUIT_SIZE : 0); }

/* view.highest_power: the top spade of m, else its highest-ranked side card (the first by card
 * number on a tie: max(cards_in(m), key=rank_of)). */
static int highest_power(u64 m) {
    u64 sp = m & SPADES_MASK;
    if (sp) return highest(sp);
    int best = -1, best_rank = -1;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        if (rank_of(c) > best_rank) { best = c; best_rank = rank_of(c); }
    }
    return best;
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
static int lead(const View *v, int partner_nil, int opp_nil) {
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
    if (!r[R_NTRICK]) return lead(&v, partner_nil, opp_nil);
    return follow(&v, partner_nil, opp_nil);
}
