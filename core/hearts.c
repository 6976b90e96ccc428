/* The normal Hearts player's card: normal.choose_play (bots/hearts/normal.py) with its two styles
 * (style.py: ROLLOUT, the search's rollouts; LEVEL, the normal level and the search's model of
 * it), the moon (moon.py: moon.c), J♦'s rules (jack.py, option jack_of_diamonds: jack.c) and the
 * score near the end (endgame.hearts_discard), under every option of the game (the pass: pass.c;
 * what these units read of a trick: kawu.h). Each function translates the Python function its
 * comment names; tests/core/ compares every card with the Python rules. */
#include "kawu.h"

#define HEARTS_MASK SUIT_MASK(HEARTS)
#define HIGH_SPADES ((1ULL << ACE_SPADES) | (1ULL << KING_SPADES))
#define HAND_POINTS 26  /* endgame.HAND_POINTS */

/* Inlined into each style's copy of hearts_card, where the style's constants fold. */
#define BY_STYLE static inline __attribute__((always_inline))

/* style.Style: the constants and extra rules of the two ways of playing (NONE: None). */
typedef struct {
    double lower_out, flush_queen, short_lead;
    int burn_high, burn_rank;
    double high_before_heart; int has_high_before_heart;
    double sure_win;
    int read_queen, burn_lead, first_trick, middle_lead;
} Style;

static const Style STYLES[2] = {
    /* ROLLOUT = Style() */
    {4.0, 4.0, 0.0, 0, 10, 0.0, 0, 0.0, 0, NONE, 0, NONE},
    /* LEVEL */
    {2.0, 16.0, 10.0, 1, 9, 4.0, 1, 20.0, 1, 8, 1, 2},
};


/* style.highest_rank: high rank first, from a short suit on ties (rank_score, doubled). */
static int highest_rank(const i64 *r, int seat, u64 m) {
    u64 hand = (u64)r[R_HANDS + seat];
    int best = -1, best_score = -1;
    while (m) {
        int c = lowest(m);
        m &= m - 1;
        int n = popcount(hand & SUIT_MASK(suit_of(c)));
        int score = 2 * rank_of(c) + (n <= 2 ? 3 : 0);
        if (score > best_score) { best = c; best_score = score; }
    }
    return best;
}

static int only_lowest(const i64 *totals, int seat) {
    i64 low = totals[0];
    for (int s = 1; s < 4; s++) if (totals[s] < low) low = totals[s];
    int count = 0;
    for (int s = 0; s < 4; s++) count += totals[s] == low;
    return totals[seat] == low && count == 1;
}

/* endgame.hearts_discard: the discard when the trick's winner (winner: winning_seat(r)) would end
 * the game with the points it takes; NONE when the score does not decide. */
static int hearts_discard(const i64 *p, const i64 *r, int seat, u64 legal, int winner) {
    i64 target = p[P_TARGET];
    const i64 *scores = p + P_SCORES;
    int scheme = (int)p[P_SCHEME];
    i64 top = scores[0];
    for (int s = 1; s < 4; s++) if (scores[s] > top) top = scores[s];
    if (top + (scheme == SCHEME_STANDARD ? HAND_POINTS : scheme_total(scheme)) < target) return NONE;
    if (winner == seat) return NONE;
    const i64 *taken = r + R_POINTS;
    i64 reach = scores[winner] + taken[winner] + hearts_trick_points(p, r);
    u64 hearts = legal & HEARTS_MASK;
    u64 queen = legal & QS_BIT;
    int most = queen ? QUEEN_POINTS : (hearts ? 1 : 0);
    int push = queen ? QUEEN_SPADES : (hearts ? highest(hearts) : -1);
    if (scheme != SCHEME_STANDARD) {
        /* max(cards_in(legal), key=(values[c], c)): the card worth most, the highest on a tie */
        int best_value = -1;
        for (u64 m = legal; m; m &= m - 1) {
            int c = lowest(m), v = card_points(scheme, c);
            if (v >= best_value) { best_value = v; push = c; }
        }
        most = best_value;
    }
    if (reach + most < target) return NONE;
    i64 totals[4];
    for (int s = 0; s < 4; s++) totals[s] = scores[s] + taken[s];
    totals[winner] = reach + most;
    if (only_lowest(totals, seat)) {
        if (!most) return NONE;
        return push;
    }
    if (reach >= target) return NONE;
    u64 keep = legal & ~hearts_scoring(p);
    if (!keep) keep = reach + 1 < target ? hearts : 0;
    if (!keep) return NONE;
    /* max(cards_in(keep), key=RANK_OF): the first card of the highest rank, by card number */
    int best = -1, best_rank = -1;
    while (keep) {
        int c = lowest(keep);
        keep &= keep - 1;
        if (rank_of(c) > best_rank) { best = c; best_rank = rank_of(c); }
    }
    return best;
}

/* normal._clean_hand: with option no_tricks_bonus, seat has taken no trick yet (its -5 is worth
 * a trick it need not take), unless J♦ is still to be won under option jack_of_diamonds. */
static int clean_hand(const i64 *p, const i64 *r, int seat) {
    if (!p[P_NO_TRICKS] || r[R_WON + seat]) return 0;
    return !(jack_on(p) && !((u64)r[R_PLAYED] & JD_BIT));
}

/* style.holders: the seats (bits) that may hold Q♠ as this seat reads it. */
static int holders(const i64 *r, int seat) {
    if (((u64)r[R_PLAYED] | (u64)r[R_HANDS + seat]) & QS_BIT) return 0;
    if ((u64)r[R_PASSED + seat] & QS_BIT) return 1 << ((seat + r[R_PASS_OFFSET]) & 3);
    int seats = 0;
    for (int s = 0; s < 4; s++)
        if (s != seat && !(r[R_VOIDS + s] & ~1LL)) seats |= 1 << s;
    return seats ? seats : (0xF & ~(1 << seat));
}

/* style.behind: the seats (bits) that play after this one to the trick. */
static int behind_bits(const i64 *r, int seat) {
    int out = 0;
    for (int i = 1; i < 4 - r[R_NTRICK]; i++) out |= 1 << ((seat + i) & 3);
    return out;
}

/* style.safe: winning this pointless trick costs nothing. */
BY_STYLE int safe(const i64 *p, const i64 *r, int seat, int last, const Style *style) {
    if (jack_on(p)) return 0;
    if (last) return 1;
    if (style->first_trick && r[R_TRICK_NUMBER] == 0) return 1;
    int n = (int)r[R_NTRICK];
    if (style->read_queen) {
        if (holders(r, seat) & behind_bits(r, seat)) return 0;
    } else if (!(((u64)r[R_PLAYED] | (u64)r[R_HANDS + seat]) & QS_BIT)) {
        int holder = (int)((seat + r[R_PASS_OFFSET]) & 3);
        if (!((u64)r[R_PASSED + seat] & QS_BIT) || ((holder - r[R_LEADER]) & 3) >= n) return 0;
    }
    int later = 3 - n;
    int lead = (int)r[R_LEAD_SUIT];
    for (int i = 1; i <= later; i++)
        if ((r[R_VOIDS + ((seat + i) & 3)] >> lead) & 1) return 0;
    return popcount(unseen(r, seat) & SUIT_MASK(lead)) >= 2 * later + 2;
}

/* style.rank_score, doubled (rank + 1.5 from a short suit): exact in integers. */
static int rank_score2(const i64 *r, int seat, int c) {
    int n = popcount((u64)r[R_HANDS + seat] & SUIT_MASK(suit_of(c)));
    return 2 * rank_of(c) + (n <= 2 ? 3 : 0);
}

/* normal._follow */
BY_STYLE int follow(const i64 *p, const i64 *r, int seat, u64 legal, const Style *style) {
    int at = winning_at(r, 0);  /* winning_card(r), winning_seat(r), worked out once */
    int best = (int)r[R_TRICK + at], winner = (int)((r[R_LEADER] + at) & 3);
    u64 under = legal & ((1ULL << best) - 1);
    u64 over = legal & ~under;
    int n = (int)r[R_NTRICK];
    int last = n == 3;
    int pts = hearts_trick_points(p, r);
    int threat = moon_threat(r, seat);
    if (threat != NONE && threat == winner && over && (pts || !last)) return highest(over);
    int lead = (int)r[R_LEAD_SUIT];
    if (lead == SPADES && (legal & QS_BIT) && best > QUEEN_SPADES) return QUEEN_SPADES;
    int jack = jack_follow(p, r, seat, legal, best, winner);
    if (jack != NONE) return jack;
    u64 high = over & ~QS_BIT;
    int clean = clean_hand(p, r, seat);
    if (style->burn_high && !clean && under && high && pts == 0 && rank_of(highest(high)) >= style->burn_rank
        && safe(p, r, seat, last, style))
        return highest(high);
    if (under) return highest(jack_keep(p, under));
    if (last) return highest(high ? high : over);
    if (lead == SPADES) return lowest(high ? high : over);
    int behind = 3 - n;
    int voids_behind = 0;
    for (int i = 1; i <= behind; i++)
        if ((r[R_VOIDS + ((seat + i) & 3)] >> lead) & 1) voids_behind++;
    int outstanding = popcount(unseen(r, seat) & SUIT_MASK(lead));
    if (pts == 0 && voids_behind == 0 && outstanding >= 2 * behind + 2 && !clean)
        return highest(over);
    return lowest(over);
}

/* normal._discard */
BY_STYLE int discard(const i64 *p, const i64 *r, int seat, u64 legal, const Style *style) {
    legal = jack_keep(p, legal);
    int winner = winning_seat(r);
    int threat = moon_threat(r, seat);
    if (threat != NONE && threat == winner) {
        u64 safe_cards = legal & ~hearts_scoring(p);
        if (safe_cards) return highest_rank(r, seat, safe_cards);
    }
    int by_score = hearts_discard(p, r, seat, legal, winner);
    if (by_score != NONE) return by_score;
    if (legal & QS_BIT) return QUEEN_SPADES;
    if ((legal & HIGH_SPADES) && p[P_SCHEME] == SCHEME_BLACK_MARIA)
        return highest(legal & HIGH_SPADES);  /* K♠ and A♠ score: shed */
    u64 played = (u64)r[R_PLAYED];
    if (!(played & QS_BIT) && !((u64)r[R_HANDS + seat] & QS_BIT) && (legal & HIGH_SPADES))
        return highest(legal & HIGH_SPADES);
    u64 hearts = legal & HEARTS_MASK;
    if (hearts) {
        u64 other = legal & ~HEARTS_MASK;
        if (style->has_high_before_heart && other && !(played & QS_BIT)) {
            int c = highest_rank(r, seat, other);
            if (rank_score2(r, seat, c) / 2.0 > rank_of(highest(hearts)) + style->high_before_heart)
                return c;
        }
        return highest(hearts);
    }
    return highest_rank(r, seat, legal);
}

/* normal._burn_lead: a high club or diamond to lead while the trick can cost nothing. */
static int burn_lead(const i64 *p, const i64 *r, int seat, u64 legal, int rank, u64 out,
                     i64 shown) {
    if (jack_on(p) || holders(r, seat)) return NONE;
    int best = NONE;
    for (int suit = CLUBS; suit <= DIAMONDS; suit++) {
        u64 mine = legal & SUIT_MASK(suit);
        if (!mine || ((shown >> suit) & 1) || popcount(out & SUIT_MASK(suit)) < 6) continue;
        int top = highest(mine);
        if (rank_of(top) >= rank && (best == NONE || rank_of(top) > rank_of(best))) best = top;
    }
    return best;
}

/* style.middle_open */
static int middle_open(u64 played, int suit, i64 shown) {
    return (played & QS_BIT) && suit != HEARTS && !((shown >> suit) & 1);
}

/* normal._middle */
static int middle(const i64 *p, const i64 *r, u64 legal, int c, int above_n, u64 out,
                  i64 shown) {
    int suit = suit_of(c);
    if (jack_on(p) || !middle_open((u64)r[R_PLAYED], suit, shown)) return c;
    u64 others = out & SUIT_MASK(suit);
    for (u64 m = legal & SUIT_MASK(suit); m; ) {
        int x = highest(m);
        m &= ~(1ULL << x);
        if (popcount(others & above(x)) >= above_n) return x;
    }
    return c;
}

/* normal._lead */
BY_STYLE int lead(const i64 *p, const i64 *r, int seat, u64 legal, const Style *style) {
    u64 hand = (u64)r[R_HANDS + seat];
    u64 out = ALL_CARDS & ~(u64)r[R_PLAYED] & ~hand;
    int threat = moon_threat(r, seat);
    if (threat != NONE) {
        u64 hearts = legal & HEARTS_MASK;
        if (hearts && !(out & HEARTS_MASK & above(highest(hearts)))) return highest(hearts);
    }
    int jack = jack_lead(p, r, seat, legal);
    if (jack != NONE) return jack;
    const i64 *v = r + R_VOIDS;
    i64 shown = (v[0] | v[1] | v[2] | v[3]) & ~v[seat];
    if (style->burn_lead != NONE && threat == NONE && !clean_hand(p, r, seat)) {
        int burn = burn_lead(p, r, seat, legal, style->burn_lead, out, shown);
        if (burn != NONE) return burn;
    }
    u64 queen_out = out & QS_BIT;
    int best = -1, low_reason = 1;
    double best_score = -1e9;
    for (int s = 0; s < 4; s++) {
        u64 mine = legal & SUIT_MASK(s);
        if (!mine) continue;
        int c = lowest(mine);
        if (c == QUEEN_SPADES && (mine & ~QS_BIT)) c = lowest(mine & ~QS_BIT);
        u64 others = out & SUIT_MASK(s);
        int n_out = popcount(others);
        int lower = popcount(others & ((1ULL << c) - 1));
        double score = n_out - style->lower_out * lower - jack_lead_penalty(p, r, seat, c);
        if ((hand & QS_BIT) && s != SPADES) {
            int short_by = 4 - popcount(mine);
            score += style->short_lead * (short_by > 0 ? short_by : 0);
        }
        if (n_out == 0) score -= 30.0;
        else if (queen_out && lower == n_out && s != HEARTS) score -= style->sure_win;
        if ((shown >> s) & 1) {
            int voids = (int)(((v[0] >> s) & 1) + ((v[1] >> s) & 1) + ((v[2] >> s) & 1)
                              + ((v[3] >> s) & 1));
            score -= 4.0 * (voids - (int)((v[seat] >> s) & 1));
        }
        int why_low = 1;
        if (s == SPADES) {
            if ((hand & QS_BIT) || (queen_out && (hand & HIGH_SPADES))) {
                score -= 12.0;
            } else if (queen_out && c < QUEEN_SPADES) {
                score += style->flush_queen;
                why_low = 0;
            }
        } else if (s == HEARTS) {
            score -= 1.0;
        }
        if (score > best_score) { best = c; best_score = score; low_reason = why_low; }
    }
    if (style->middle_lead != NONE && low_reason) {
        int mid = middle(p, r, legal, best, style->middle_lead, out, shown);
        if (mid != best) return mid;
    }
    return best;
}

/* normal.choose_play(state, seat, game, style)'s card. */
BY_STYLE int card_in(const i64 *p, const i64 *r, int seat, const Style *style, int game,
                     u64 legal) {
    if ((legal & (legal - 1)) == 0) return lowest(legal);
    if (r[R_TRICK_NUMBER] > 0 && moon_shooting(p, r, seat, game)) return moon_shoot(p, r, legal);
    if (!r[R_NTRICK]) return lead(p, r, seat, legal, style);
    if (legal & SUIT_MASK(r[R_LEAD_SUIT])) return follow(p, r, seat, legal, style);
    return discard(p, r, seat, legal, style);
}

int hearts_card(const i64 *p, const i64 *r, int seat, int style_id, int game, u64 legal) {
    /* one copy of the rules for each style, its constants folded into it */
    if (style_id == STYLE_ROLLOUT) return card_in(p, r, seat, &STYLES[STYLE_ROLLOUT], game, legal);
    return card_in(p, r, seat, &STYLES[STYLE_LEVEL], game, legal);
}
