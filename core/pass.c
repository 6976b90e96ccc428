/* The normal Hearts player's pass (bots/hearts/passing.py, moon.moon_pass) in the ROLLOUT style,
 * without the moon for the game: the search's model of the other seats' passes, under every
 * option of the game (pass_count, points, jack_of_diamonds). tests/core/test_core_pass.py compares
 * every pass with the Python rules'. */
#include "kawu.h"

#define HEARTS_MASK SUIT_MASK(HEARTS)
#define KEEP_JACK (-6.0)

/* passing._pass_danger (ROLLOUT: spade_guards 3, other_rank 0.6), in the scheme of option
 * points: in Black Maria K♠ and A♠ score themselves, in Spot a heart costs its rank and Q♠ 25. */
static void pass_danger(u64 hand, int jack, int scheme, double *danger) {
    u64 spades = hand & SUIT_MASK(SPADES);
    int low_spades = popcount(spades & ((1ULL << QUEEN_SPADES) - 1));
    for (u64 m = hand; m; m &= m - 1) {
        int c = lowest(m);
        int suit = suit_of(c), rank = rank_of(c);
        double d;
        if (c == QUEEN_SPADES) {
            d = low_spades >= 3 ? 1.0 : 20.0;
            if (scheme == SCHEME_SPOT && low_spades < 3) d = 25.0;
        } else if (scheme == SCHEME_BLACK_MARIA && (c == ACE_SPADES || c == KING_SPADES))
            d = c == ACE_SPADES ? 14.0 : 13.0;
        else if (c == ACE_SPADES || c == KING_SPADES)
            d = low_spades >= 3 ? 1.5 : (c == ACE_SPADES ? 12.0 : 11.0);
        else if (suit == SPADES) d = -2.0;
        else if (suit == HEARTS) d = rank * (scheme == SCHEME_SPOT ? 1.5 : 0.75) - 2.0;
        else if (jack && c == JACK_DIAMONDS) d = KEEP_JACK;
        else d = rank * 0.6;
        danger[c] = d;
    }
}

/* moon.moon_pass with game false: the size lowest cards when the rest can shoot the moon; 0 if
 * not. */
static u64 moon_pass(const i64 *r, int seat, u64 hand, int size) {
    if (popcount(hand & HEARTS_MASK) < 5 || !((hand >> 38) & 1)) return 0;  /* A♥ */
    /* sorted(cards_in(hand), key=rank_of)[:size]: by rank, then by card */
    u64 weakest = 0;
    int taken = 0;
    for (int rank = 0; rank < 13 && taken < size; rank++)
        for (int suit = 0; suit < 4 && taken < size; suit++) {
            int c = suit * SUIT_SIZE + rank;
            if ((hand >> c) & 1) { weakest |= 1ULL << c; taken++; }
        }
    if (sure_losers(r, seat, hand & ~weakest) > 0) return 0;
    return weakest;
}

/* The best pass so far of best_pass, and what it needs to weigh one. */
typedef struct {
    const double *danger;
    const int *counts;
    int size;
    int best[MAX_PASS];
    double worth;
} PassChoice;

/* ranked_passes' worth(combo) of the cards (sorted here), kept when better, or as good and
 * first in order (Python sorts by (-worth, combo)). */
static void consider(PassChoice *pc, const int *cards) {
    int t[MAX_PASS], k = pc->size;
    for (int i = 0; i < k; i++) t[i] = cards[i];
    for (int i = 1; i < k; i++) {
        int c = t[i], j = i - 1;
        while (j >= 0 && t[j] > c) { t[j + 1] = t[j]; j--; }
        t[j + 1] = c;
    }
    double w = pc->danger[t[0]] + pc->danger[t[1]] + pc->danger[t[2]];
    for (int i = 3; i < k; i++) w += pc->danger[t[i]];
    for (int s = CLUBS; s <= DIAMONDS; s++) {
        int in = 0;
        for (int i = 0; i < k; i++) in += suit_of(t[i]) == s;
        if (pc->counts[s] && in == pc->counts[s]) w += 7.0 - pc->counts[s];
    }
    int better = pc->best[0] < 0 || w > pc->worth;
    if (!better && w == pc->worth) {
        for (int i = 0; i < k; i++)
            if (t[i] != pc->best[i]) { better = t[i] < pc->best[i]; break; }
    }
    if (better) {
        pc->worth = w;
        for (int i = 0; i < k; i++) pc->best[i] = t[i];
    }
}

/* Every combination of `want` cards of from[0..n) after the fixed cards chosen[0..have). */
static void combine(PassChoice *pc, const int *from, int n, int want, int *chosen, int have,
                    int start) {
    if (want == 0) {
        consider(pc, chosen);
        return;
    }
    for (int i = start; i <= n - want; i++) {
        chosen[have] = from[i];
        combine(pc, from, n, want - 1, chosen, have + 1, i + 1);
    }
}

/* passing.ranked_passes(state, seat, size)[0]: the best pass of size cards by danger (a void of
 * clubs or diamonds worth 7 less its length more), the smallest cards first on a tie. */
static u64 best_pass(u64 hand, int jack, int scheme, int size) {
    double danger[DECK];
    pass_danger(hand, jack, scheme, danger);
    int by_danger[DECK], n = 0;
    for (u64 m = hand; m; m &= m - 1) by_danger[n++] = lowest(m);
    for (int i = 1; i < n; i++) {  /* sorted(key=-danger): stable */
        int c = by_danger[i], j = i - 1;
        while (j >= 0 && danger[by_danger[j]] < danger[c]) { by_danger[j + 1] = by_danger[j]; j--; }
        by_danger[j + 1] = c;
    }
    int counts[4];
    for (int s = 0; s < 4; s++) counts[s] = popcount(hand & SUIT_MASK(s));
    PassChoice pc = {danger, counts, size, {-1, -1, -1, -1, -1}, 0.0};
    int chosen[MAX_PASS];
    combine(&pc, by_danger, n < 8 ? n : 8, size, chosen, 0, 0);
    for (int suit = CLUBS; suit <= DIAMONDS; suit++) {
        int n_short = 0, rest[5], n_rest = 0;
        for (int i = 0; i < n; i++) {
            int c = by_danger[i];
            if (suit_of(c) == suit) {
                if (n_short < MAX_PASS) chosen[n_short] = c;
                n_short++;
            } else if (n_rest < 5) {
                rest[n_rest++] = c;
            }
        }
        if (n_short == 0 || n_short > size) continue;
        combine(&pc, rest, n_rest, size - n_short, chosen, n_short, 0);
    }
    u64 out = 0;
    for (int i = 0; i < size; i++) out |= 1ULL << pc.best[i];
    return out;
}

/* passing.choose_pass(state, seat)'s cards (the ROLLOUT style, game false). */
u64 hearts_pass(const i64 *p, const i64 *r, int seat) {
    u64 hand = (u64)r[R_HANDS + seat];
    int size = pass_size(p);
    u64 moon = moon_pass(r, seat, hand, size);
    if (moon) return moon;
    return best_pass(hand, p[P_JACK] != 0, (int)p[P_SCHEME], size);
}
