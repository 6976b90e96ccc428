/* Deals of the cards a seat cannot see, drawn as the Python search draws them (bots/knowledge.py
 * sample_hands and _deal_within, bots/inference.py Explained.hands and _first), from the same
 * random numbers: CPython's Mersenne Twister (Modules/_randommodule.c) and its random.py's
 * _randbelow_with_getrandbits, shuffle, sample and choices, translated exactly, so a deal drawn
 * here is the deal Python would draw from the same generator state (tests/core/). Python hands
 * its generator's state over when a decision starts and takes it back when it ends. */
#include "kawu.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* -- CPython's random ------------------------------------------------------------------------ */
#define MT_N 624
#define MT_M 397
static u32 mt[MT_N];
static int mti;

/* genrand_uint32 of _randommodule.c */
static u32 genrand(void) {
    static const u32 mag01[2] = {0x0U, 0x9908b0dfU};
    u32 y;
    if (mti >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        mti = 0;
    }
    y = mt[mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

/* Random.getrandbits(k), 0 <= k <= 32 */
static u32 getrandbits(int k) { return k == 0 ? 0 : genrand() >> (32 - k); }

/* Random.random */
static double random_double(void) {
    u32 a = genrand() >> 5, b = genrand() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* Random._randbelow_with_getrandbits(n), n > 0 */
static int randbelow(int n) {
    int k = 32 - __builtin_clz((u32)n);
    u32 r = getrandbits(k);
    while (r >= (u32)n) r = getrandbits(k);
    return (int)r;
}

/* Random.shuffle */
static void shuffle(int *x, int n) {
    for (int i = n - 1; i > 0; i--) {
        int j = randbelow(i + 1);
        int t = x[i]; x[i] = x[j]; x[j] = t;
    }
}

/* Random.sample(population, k) for a population of at most 52: a pool when n is at most the
 * setsize (21 for k <= 5, else at least 21 + 4 ** 3 > 52), else a set of the indices drawn. */
static void sample(const int *population, int n, int k, int *out) {
    if (k <= 5 && n > 21) {
        u64 selected = 0;
        for (int i = 0; i < k; i++) {
            int j = randbelow(n);
            while ((selected >> j) & 1) j = randbelow(n);
            selected |= 1ULL << j;
            out[i] = population[j];
        }
        return;
    }
    int pool[DECK];
    for (int i = 0; i < n; i++) pool[i] = population[i];
    for (int i = 0; i < k; i++) {
        int j = randbelow(n - i);
        out[i] = pool[j];
        pool[j] = pool[n - i - 1];
    }
}

/* Random.choices(population, weights)[0] with integer weights (cumulated, then bisect_right on
 * random() * total over [0, n - 1)). */
static int choices(const int *population, const int *weights, int n) {
    i64 cum[4];
    i64 total = 0;
    for (int i = 0; i < n; i++) { total += weights[i]; cum[i] = total; }
    double x = random_double() * (double)total;
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (x < (double)cum[mid]) hi = mid; else lo = mid + 1;
    }
    return population[lo];
}

/* The generator's state, as Random.getstate()[1]: 624 words and the index. */
static i64 mt_area[MT_N + 1];
EXPORT(kawu_mt) i64 *kawu_mt(void) { return mt_area; }

EXPORT(kawu_mt_load) int kawu_mt_load(void) {
    for (int i = 0; i < MT_N; i++) mt[i] = (u32)mt_area[i];
    mti = (int)mt_area[MT_N];
    return (mti < 0 || mti > MT_N) ? E_BAD_STATE : 0;
}

EXPORT(kawu_mt_save) int kawu_mt_save(void) {
    for (int i = 0; i < MT_N; i++) mt_area[i] = mt[i];
    mt_area[MT_N] = mti;
    return 0;
}

/* Random.getrandbits(k) for 1 <= k <= 31 (Python builds wider ones from 32-bit words: k = 32
 * comes back as its two halves, getrandbits(16) twice would not be the same: see
 * kawu_genrand). */
EXPORT(kawu_getrandbits) int kawu_getrandbits(int k) {
    if (k < 0 || k > 31) return E_BAD_STATE;
    return (int)getrandbits(k);
}

/* One 32-bit word (genrand_uint32), into out[0]. */
static i64 out_area[16];
EXPORT(kawu_out) i64 *kawu_out(void) { return out_area; }

EXPORT(kawu_genrand) int kawu_genrand(void) {
    out_area[0] = genrand();
    return 0;
}

/* Random.random(), its bits into out[0]. */
EXPORT(kawu_random) int kawu_random(void) {
    union { double d; i64 i; } u;
    u.d = random_double();
    out_area[0] = u.i;
    return 0;
}

/* -- the decision's deal room ------------------------------------------------------------------ */
static i64 room[SAMPLER_WORDS];
EXPORT(kawu_room) i64 *kawu_room(void) { return room; }

/* Explained.explains' answers by hand and seat for one decision: a table keyed by
 * hand << 2 | seat, its entries this decision's while their stamp is the decision's. Python's
 * dict has no bound; this one never fills: a decision asks at most 144 hands a deal (3 rounds of
 * 32 first hands and 8 pairs), 230,400 at the API's largest effort (4: 1,600 deals), and the
 * table keeps answers up to 7/8 of its 2 ** 19 places (458,752). */
#define MEMO_BITS 19
#define MEMO_SIZE (1 << MEMO_BITS)
static u64 memo_key[MEMO_SIZE];
static u32 memo_stamp[MEMO_SIZE];
static unsigned char memo_value[MEMO_SIZE];
static u32 stamp = 0;
static int memo_used = 0;
static int draws, calls;  /* the work: hands drawn, the model's decisions asked */

/* A new decision: its explains' answers start empty (the room's words are written by Python). */
EXPORT(kawu_memo_clear) int kawu_memo_clear(void) {
    stamp++;
    memo_used = 0;
    return 0;
}

/* Explained.explains */
static int explains(int s, u64 hand) {
    if ((room[S_UNCHECKED] >> s) & 1) return 1;
    if (stamp == 0) kawu_memo_clear();
    u64 key = hand << 2 | (u64)s;
    u32 at = (u32)((key * 0x9E3779B97F4A7C15ULL) >> (64 - MEMO_BITS));
    while (memo_stamp[at] == stamp) {
        if (memo_key[at] == key) return memo_value[at];
        at = (at + 1) & (MEMO_SIZE - 1);
    }
    int queen = ((room[S_BLIND_PASS] >> s) & 1) && !((hand | (u64)room[S_PLAYED_BY + s]) & QS_BIT);
    int fits = explain_checks(s, hand, queen, &calls);
    if (memo_used < MEMO_SIZE - MEMO_SIZE / 8) {  /* (always: see MEMO_SIZE) */
        memo_stamp[at] = stamp;
        memo_key[at] = key;
        memo_value[at] = (unsigned char)fits;
        memo_used++;
    }
    return fits;
}

static int cards_in(u64 m, int *out) {
    int n = 0;
    for (; m; m &= m - 1) out[n++] = lowest(m);
    return n;
}

static const int POPCOUNT3[8] = {0, 1, 1, 2, 1, 2, 2, 3};

/* knowledge._deal_within's feasible(): Hall's condition over the three other seats. */
static int feasible(const int *counts, const int *rem) {
    for (int subset = 1; subset < 7; subset++) {
        int must = 0;
        for (int t = 1; t < 8; t++)
            if ((t & ~subset) == 0) must += counts[t];
        int capacity = ((subset & 1) ? rem[0] : 0) + ((subset & 2) ? rem[1] : 0)
                       + ((subset & 4) ? rem[2] : 0);
        if (must > capacity) return 0;
    }
    return 1;
}

/* knowledge._deal_within */
static int deal_within(const int *cards, int n, u64 *hands) {
    const i64 *others = room + S_OTHERS;
    u64 masks[3];
    for (int j = 0; j < 3; j++) masks[j] = (u64)room[S_SAMPLE_ALLOWED + others[j]];
    int free_cards[DECK], n_free = 0;
    int tight_c[DECK], tight_t[DECK], n_tight = 0;
    for (int i = 0; i < n; i++) {
        int c = cards[i];
        int t = (int)((masks[0] >> c) & 1) | (int)((masks[1] >> c) & 1) << 1
                | (int)((masks[2] >> c) & 1) << 2;
        if (t == 7) {
            free_cards[n_free++] = c;
        } else {
            tight_c[n_tight] = c;
            tight_t[n_tight++] = t;
        }
    }
    /* tight.sort(key=popcount of t): stable */
    for (int i = 1; i < n_tight; i++) {
        int c = tight_c[i], t = tight_t[i], j = i - 1;
        while (j >= 0 && POPCOUNT3[tight_t[j]] > POPCOUNT3[t]) {
            tight_c[j + 1] = tight_c[j];
            tight_t[j + 1] = tight_t[j];
            j--;
        }
        tight_c[j + 1] = c;
        tight_t[j + 1] = t;
    }
    int counts[8] = {0};
    for (int i = 0; i < n_tight; i++) counts[tight_t[i]]++;
    int rem[3];
    for (int j = 0; j < 3; j++) rem[j] = (int)room[S_NEED + others[j]];
    for (int i = 0; i < n_tight; i++) {
        int c = tight_c[i], t = tight_t[i];
        counts[t]--;
        int options[3], n_options = 0;
        for (int j = 0; j < 3; j++) {
            if (((t >> j) & 1) && rem[j] > 0) {
                rem[j]--;
                if (feasible(counts, rem)) options[n_options++] = j;
                rem[j]++;
            }
        }
        if (!n_options) return E_BAD_STATE;  /* cannot be: the real deal fits */
        int j = options[0];
        if (n_options > 1) {
            int weights[3];
            for (int w = 0; w < n_options; w++) weights[w] = rem[options[w]];
            j = choices(options, weights, n_options);
        }
        rem[j]--;
        hands[others[j]] |= 1ULL << c;
    }
    int at = 0;
    for (int j = 0; j < 3; j++) {
        for (int i = at; i < at + rem[j] && i < n_free; i++) hands[others[j]] |= 1ULL << free_cards[i];
        at += rem[j];
    }
    return 0;
}

/* knowledge.sample_hands */
static int sample_hands(u64 *hands) {
    const i64 *others = room + S_OTHERS;
    for (int s = 0; s < 4; s++) hands[s] = (u64)room[S_FIXED + s];
    hands[room[S_SEAT]] = (u64)room[S_OWN];
    int cards[DECK];
    int n = cards_in((u64)room[S_POOL], cards);
    shuffle(cards, n);
    if (room[S_UNIFORM]) {
        int at = 0;
        for (int j = 0; j < 3; j++) {
            int s = (int)others[j];
            for (int i = at; i < at + room[S_NEED + s] && i < n; i++) hands[s] |= 1ULL << cards[i];
            at += (int)room[S_NEED + s];
        }
        return 0;
    }
    return deal_within(cards, n, hands);
}

#define TRIES 8
#define ROUNDS 3

/* Explained._first: a hand for a (and the cards left for b and c), *rest = -1 for none. */
static void first(int a, int b, int c, u64 *rest_out, u64 *hand_out) {
    const i64 *allowed = room + S_ALLOWED, *need = room + S_NEED;
    u64 pool = (u64)room[S_POOL];
    u64 forced = pool & ~(u64)allowed[b] & ~(u64)allowed[c];
    int free_cards[DECK], picked[DECK];
    int n_free = cards_in((u64)allowed[a] & ~forced, free_cards);
    int k = (int)need[a] - popcount(forced);
    *rest_out = ~0ULL;
    *hand_out = 0;
    if (!(0 <= k && k <= n_free)) return;
    for (int t = 0; t < TRIES * 4; t++) {
        u64 hand = forced;
        draws++;
        sample(free_cards, n_free, k, picked);
        for (int i = 0; i < k; i++) hand |= 1ULL << picked[i];
        u64 rest = pool & ~hand;
        if ((rest & ~((u64)allowed[b] | (u64)allowed[c]))
            || popcount(rest & ~(u64)allowed[c]) > need[b]
            || popcount(rest & ~(u64)allowed[b]) > need[c])
            continue;
        *rest_out = rest;
        *hand_out = hand;
        if (explains(a, hand | (u64)room[S_FIXED + a])) return;
    }
}

/* Explained._whole */
static void whole(const u64 *dealt, u64 *hands) {
    for (int s = 0; s < 4; s++) hands[s] = dealt[s] | (u64)room[S_FIXED + s];
    hands[room[S_SEAT]] = (u64)room[S_OWN];
}

/* Explained.hands */
static int explained_hands(u64 *hands) {
    const i64 *allowed = room + S_ALLOWED, *need = room + S_NEED, *fixed = room + S_FIXED;
    int a = (int)room[S_ORDER], b = (int)room[S_ORDER + 1], c = (int)room[S_ORDER + 2];
    u64 last[4];
    int have_last = 0;
    for (int round = 0; round < ROUNDS; round++) {
        u64 rest, hand_a;
        first(a, b, c, &rest, &hand_a);
        if (rest == ~0ULL) break;
        u64 forced = rest & ~(u64)allowed[c];
        int free_cards[DECK], picked[DECK];
        int n_free = cards_in(rest & (u64)allowed[b] & ~forced, free_cards);
        int k = (int)need[b] - popcount(forced);
        if (!(0 <= k && k <= n_free)) continue;
        for (int t = 0; t < TRIES; t++) {
            u64 hand_b = forced;
            draws++;
            sample(free_cards, n_free, k, picked);
            for (int i = 0; i < k; i++) hand_b |= 1ULL << picked[i];
            u64 hand_c = rest & ~hand_b;
            last[0] = last[1] = last[2] = last[3] = 0;
            last[a] = hand_a;
            last[b] = hand_b;
            last[c] = hand_c;
            have_last = 1;
            if (explains(b, hand_b | (u64)fixed[b]) && explains(c, hand_c | (u64)fixed[c])) {
                whole(last, hands);
                return 0;
            }
        }
    }
    if (!have_last) return sample_hands(hands);
    whole(last, hands);
    return 0;
}

/* -- what a deal says of the bids (Spades: bots/spades/bid.py) ---------------------------------- */
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
static void bid_terms(const u64 *hands) {
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
        out_area[6 + s] = u.i;
    }
    out_area[10] = zeros;
}

/* One deal for the decision whose room is written (kawu_room): with explained, as Explained.hands (all
 * of whose seats checked), else as sample_hands. The hands go to out[0..3], the hands drawn
 * (Explained's DRAW work) to out[4] and the model's decisions asked (CALL) to out[5]; with
 * bidders in the room, what the bids weigh (bid_terms) to out[6..10]. With then_random, the
 * generator's next Random.random() too, into out[11]: knowledge.plausible_hands draws a number
 * after each deal it weighs, and one call saves a crossing into the core. */
EXPORT(kawu_draw) int kawu_draw(int explained, int then_random) {
    u64 hands[4];
    draws = calls = 0;
    int err = explained ? explained_hands(hands) : sample_hands(hands);
    if (err) return err;
    for (int s = 0; s < 4; s++) out_area[s] = (i64)hands[s];
    out_area[4] = draws;
    out_area[5] = calls;
    if (room[S_BIDDERS]) bid_terms(hands);
    if (then_random) {
        union { double d; i64 i; } u;
        u.d = random_double();
        out_area[11] = u.i;
    }
    return 0;
}

/* Explained.explains for Python (its probes of a seat): 1 when the hand is explained; the
 * model's decisions asked go to out[5]. */
EXPORT(kawu_explains_memo) int kawu_explains_memo(int s, int hand_low, int hand_high) {
    calls = 0;
    int fits = explains(s, (u64)(unsigned)hand_low | (u64)(unsigned)hand_high << 26);
    out_area[5] = calls;
    return fits;
}

/* -- the pass search's deals (bots/search.py best_pass's world) ------------------------------- */
/* The deciding seat, its cards (hand and pass), and the 39 others: shuffled in place at every
 * deal, as Python shuffles its list. */
static int pass_seat;
static u64 pass_mine;
static int pass_rest[DECK];
static int pass_n;

EXPORT(kawu_pass_load) int kawu_pass_load(int seat, int mine_low, int mine_high) {
    pass_seat = seat;
    pass_mine = (u64)(unsigned)mine_low | (u64)(unsigned)mine_high << 26;
    pass_n = 0;
    for (int c = 0; c < DECK; c++)
        if (!((pass_mine >> c) & 1)) pass_rest[pass_n++] = c;
    return pass_n == 3 * 13 ? 0 : E_BAD_STATE;
}

/* One deal of the pass search: the other seats' hands (13 each from the shuffled cards, the seats
 * in order) and the passes the normal player makes from them: hands to out[0..3], passes to
 * out[4..7]. */
EXPORT(kawu_pass_world) int kawu_pass_world(void) {
    const i64 *p = kawu_params();
    shuffle(pass_rest, pass_n);
    i64 r[REC_WORDS];
    for (int w = 0; w < REC_WORDS; w++) r[w] = 0;
    r[R_HANDS + pass_seat] = (i64)pass_mine;
    int i = 0;
    for (int s = 0; s < 4; s++) {
        if (s == pass_seat) continue;
        u64 hand = 0;
        for (int k = 0; k < 13; k++) hand |= 1ULL << pass_rest[13 * i + k];
        r[R_HANDS + s] = (i64)hand;
        i++;
    }
    for (int s = 0; s < 4; s++) {
        out_area[s] = r[R_HANDS + s];
        out_area[4 + s] = s == pass_seat ? 0 : (i64)hearts_pass(p, r, s);
    }
    return 0;
}
