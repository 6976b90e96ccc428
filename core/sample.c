/* Deals of the cards a seat cannot see, drawn as the Python search draws them (bots/knowledge.py
 * sample_hands and _deal_within, bots/inference.py Explained.hands and _first), from the same
 * random numbers (pyrandom.c: CPython's, translated exactly), so a deal drawn here is the deal
 * Python would draw from the same generator state (tests/core/); and what a deal says of the
 * bids (bidterms.c), and the pass search's deals. */
#include "kawu.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* One 32-bit word (genrand_uint32), into out[0]. */
static i64 out_area[16];
EXPORT(kawu_out) i64 *kawu_out(void) { return out_area; }

EXPORT(kawu_genrand) int kawu_genrand(void) {
    out_area[0] = py_genrand();
    return 0;
}

/* Random.random(), its bits into out[0]. */
EXPORT(kawu_random) int kawu_random(void) {
    union { double d; i64 i; } u;
    u.d = py_random();
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
            j = py_choices(options, weights, n_options);
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
    py_shuffle(cards, n);
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
        py_sample(free_cards, n_free, k, picked);
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
            py_sample(free_cards, n_free, k, picked);
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
    if (room[S_BIDDERS]) bid_terms(room, hands, out_area);
    if (then_random) {
        union { double d; i64 i; } u;
        u.d = py_random();
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
    py_shuffle(pass_rest, pass_n);
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
