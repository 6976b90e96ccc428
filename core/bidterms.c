/* What a deal says of the bids (Spades: bots/spades/bid.py), for the sampler (sample.c): each
 * bidder's hand in a deal drawn read as bid.plausible's weigh reads it, the same operations in the
 * same order as Python's, so the same doubles (tests/core/). */
#include "kawu.h"

/* The ranks of the hand's cards of suit, highest first (bid._ranks); their count. */
static int ranks_of(u64 hand, int suit, int *out) {
    int n = 0;
    for (u64 m = hand & SUIT_MASK(suit); m; ) {
        int c = highest(m);
        m &= ~(1ULL << c);
        out[n++] = rank_of(c);
    }
    return n;
}

static int has_rank(const int *ranks, int n, int rank) {
    for (int i = 0; i < n; i++) if (ranks[i] == rank) return 1;
    return 0;
}

#define R_TEN 8
#define R_JACK 9
#define R_QUEEN 10
#define R_KING 11
#define R_ACE 12

static const double SPADE_LENGTH[14] = {-0.88, -0.46, 0.0, 0.53, 1.0, 1.56, 2.19, 2.77, 3.4, 4.2,
                                        5.0, 5.8, 6.6, 7.4};

/* bid.hand_tricks: the same operations in the same order (no fused multiply-add: the build's
 * -ffp-contract=off), so the same double. */
static double hand_tricks(u64 hand) {
    int spades[13], ranks[13];
    int n_sp = ranks_of(hand, SPADES, spades);
    double est = 0.54 + SPADE_LENGTH[n_sp];
    if (has_rank(spades, n_sp, R_ACE)) est += 0.61;
    if (has_rank(spades, n_sp, R_KING)) est += n_sp >= 2 ? 0.83 : 0.58;
    if (has_rank(spades, n_sp, R_QUEEN)) est += n_sp >= 3 ? 0.75 : 0.56;
    if (has_rank(spades, n_sp, R_JACK) && n_sp >= 4) est += 0.5;
    if (has_rank(spades, n_sp, R_TEN) && n_sp >= 5) est += 0.26;
    int spare = n_sp;
    for (int i = 0; i < n_sp; i++) if (spades[i] >= R_JACK) spare--;
    for (int suit = 0; suit < 3; suit++) {
        int n = ranks_of(hand, suit, ranks);
        int ace = has_rank(ranks, n, R_ACE);
        if (ace) est += n <= 6 ? 1.0 : 0.9;
        if (has_rank(ranks, n, R_KING)) {
            if (ace) est += n <= 4 ? 0.65 : 0.5;
            else if (n == 1) est += 0.45;
            else est += n <= 4 ? 0.67 : 0.58;
        }
        if (has_rank(ranks, n, R_QUEEN) && 3 <= n && n <= 5) est += 0.11;
        if (n == 0) est += 0.22 * (spare < 3 ? spare : 3);
        else if (n == 1 && ranks[0] < R_KING) est += 0.15 * (spare < 2 ? spare : 2);
        else if (n == 2 && ranks[0] < R_QUEEN) est += 0.1 * (spare < 1 ? spare : 1);
        if (n <= 1) est += 0.07 * spare;
    }
    return est;
}

/* bid.nil_chance with the partner unknown, up to its logistic: x (the chance is
 * 1 / (1 + exp(-x)), which Python works out: the C library's exp is its), or *zero for 0. */
static double nil_logit(u64 hand, int *zero) {
    static const double BY_SPADES[6] = {0.09, -0.18, 0.0, 0.07, -0.94, -1.88};
    static const double ACES[4] = {4.95, 3.22, 1.55, 0.55};
    static const double KINGS[4] = {1.74, 1.66, 1.05, 0.49};
    static const double QUEENS[4] = {0.23, 0.82, 0.74, 0.45};
    int spades[13], ranks[13];
    int n_sp = ranks_of(hand, SPADES, spades);
    *zero = 0;
    if (n_sp >= 6 || (n_sp && spades[0] >= R_QUEEN)) { *zero = 1; return 0.0; }
    volatile double partner = 3.3;  /* bid.PARTNER_UNKNOWN, multiplied at run time as Python */
    double x = 1.84 + 0.1 * partner;
    x += BY_SPADES[n_sp];
    if (n_sp) x -= 0.11 * (spades[0] - 4 > 0 ? spades[0] - 4 : 0);
    if (n_sp > 1) x -= 0.17 * (spades[1] - 3 > 0 ? spades[1] - 3 : 0);
    for (int suit = 0; suit < 3; suit++) {
        int n = ranks_of(hand, suit, ranks);
        if (!n) { x += 0.31; continue; }
        int at = (n < 4 ? n : 4) - 1;
        if (ranks[0] == R_ACE) x -= ACES[at];
        if (has_rank(ranks, n, R_KING)) x -= KINGS[at];
        if (has_rank(ranks, n, R_QUEEN)) x -= QUEENS[at];
        if (has_rank(ranks, n, R_JACK)) x -= n <= 2 ? 0.41 : 0.45;
        if (ranks[n - 1] >= 5) x -= 0.6;
        if (n == 1 && ranks[0] <= 5) x += 0.44;
        if (n >= 5) {
            int high = 0;
            for (int i = 0; i < n; i++) if (ranks[i] >= R_JACK) high++;
            x += 0.27 * high;
        }
    }
    return x;
}

/* For each bidder of the room, what bid.plausible's weigh reads of its hand in this deal (its
 * cards played added): a nil's logit (zero: no chance), another bid's count less the bid and
 * BID_SHORT; into out[6 + seat], the zeros' bits into out[10]. */
void bid_terms(const i64 *room, const u64 *hands, i64 *out) {
    int zeros = 0;
    for (int s = 0; s < 4; s++) {
        union { double d; i64 i; } u;
        u.d = 0.0;
        if ((room[S_BIDDERS] >> s) & 1) {
            u64 full = hands[s] | (u64)room[S_PLAYED_BY + s];
            i64 bid = room[S_BIDS + s];
            if (bid == 0) {
                int zero;
                u.d = nil_logit(full, &zero);
                zeros |= zero << s;
            } else {
                u.d = hand_tricks(full) - ((double)bid + 0.6);  /* bid.BID_SHORT */
            }
        }
        out[6 + s] = u.i;
    }
    out[10] = zeros;
}
