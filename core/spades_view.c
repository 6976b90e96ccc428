/* What the normal Spades player reads off the table (bots/spades/view.py: SeatView's reads,
 * want_tricks, power; endgame.about_to_win), for both halves of its card: the lead
 * (spades_lead.c) and the rest (spades.c). Every function translates the Python function its
 * comment names, tie-breaks included. */
#include "kawu.h"

#define SET_MARGIN 3        /* view.SET_MARGIN */
#define POINTS_PER_TRICK 10 /* engine/spades.POINTS_PER_TRICK */
#define TRICKS_PER_HAND 13

u64 voids_of(const View *v, int s) { return (u64)v->r[R_VOIDS + s]; }

/* The cards of a suit above every card of `others` (the suit's cards out): m & ~((1 <<
 * others.bit_length()) - 1). */
u64 above_all(u64 m, u64 others) {
    return others ? m & ~((2ULL << highest(others)) - 1) : m;
}

/* SeatView.top: no card out can beat c in its suit. */
int top(const View *v, int c) { return !(v->out & above(c)); }

/* SeatView.may_ruff: might seat s trump a lead of suit? */
int may_ruff(const View *v, int s, int suit) {
    u64 voids = voids_of(v, s);
    if (((voids >> SPADES) & 1) || !(v->out & SPADES_MASK)) return 0;
    if ((voids >> suit) & 1) return 1;
    return popcount(v->out & SUIT_MASK(suit)) <= 2;
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
int want_tricks(const i64 *p, const i64 *r, int seat, int *setting) {
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
int power(int c) { return rank_of(c) + (c >= FIRST_SPADE ? SUIT_SIZE : 0); }

/* view.highest_power: the top spade of m, else its highest-ranked side card (the first by card
 * number on a tie: max(cards_in(m), key=rank_of)). */
int highest_power(u64 m) {
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
