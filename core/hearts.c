/* The normal Hearts player's card: normal.choose_play (bots/hearts/normal.py) with its two styles
 * (style.py: ROLLOUT, the search's rollouts; LEVEL, the normal level and the search's model of
 * it), the moon (moon.py), J♦'s rules (jack.py, option jack_of_diamonds) and the score near the
 * end (endgame.hearts_discard), under every option of the game (the pass: pass.c). Each function
 * translates the Python function its comment names; tests/core/ compares every card with the
 * Python rules. */
#include "kawu.h"

#define HEARTS_MASK SUIT_MASK(HEARTS)
#define HIGH_SPADES ((1ULL << ACE_SPADES) | (1ULL << KING_SPADES))
/* moon.HIGH_CARDS: jacks, queens, kings and aces of every suit. */
#define HIGH_CARDS (0xFULL << 9 | 0xFULL << 22 | 0xFULL << 35 | 0xFULL << 48)
#define MOON_WATCH 8
#define QUEEN_POINTS 13
#define SHORT_BY 3
#define HAND_POINTS 26  /* endgame.HAND_POINTS */
#define NONE (-1)
#define JD_BIT (1ULL << JACK_DIAMONDS)
#define JACK_POINTS (-10)

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

/* hearts.trick_points(trick, False, scheme): the trick's points in the scheme of option points. */
static int trick_points(const i64 *p, const i64 *r) {
    return trick_points_in((int)p[P_SCHEME], r + R_TRICK, (int)r[R_NTRICK]);
}

/* SCORING_MASKS[options.points] */
static u64 scoring(const i64 *p) { return scoring_mask((int)p[P_SCHEME]); }

static int winning_card(const i64 *r) { return (int)r[R_TRICK + winning_at(r, 0)]; }
static int winning_seat(const i64 *r) { return (int)((r[R_LEADER] + winning_at(r, 0)) & 3); }

/* moon.moon_threat: another seat that has taken every point so far, enough to be shooting. */
static int moon_threat(const i64 *r, int seat) {
    const i64 *pts = r + R_POINTS;
    i64 total = pts[0] + pts[1] + pts[2] + pts[3];
    int queen_gone = !((u64)r[R_HANDS + seat] & QS_BIT) && ((u64)r[R_PLAYED] & QS_BIT);
    if (total < MOON_WATCH || total - QUEEN_POINTS * queen_gone < 4) return NONE;
    for (int s = 0; s < 4; s++)
        if (s != seat && pts[s] == total) return s;
    return NONE;
}

/* moon.sure_losers: how many of hand's cards may lose a trick against the unseen cards. */
int sure_losers(const i64 *r, int seat, u64 hand) {
    u64 out = ALL_CARDS & ~(u64)r[R_PLAYED] & ~(u64)r[R_HANDS + seat] & ~hand;
    int losers = 0;
    for (int suit = 0; suit < 4; suit++) {
        u64 mine = hand & SUIT_MASK(suit);
        int len = popcount(mine);
        for (int i = 0; mine; i++) {  /* from the highest card down */
            int c = highest(mine);
            mine &= ~(1ULL << c);
            if (popcount(out & above(c)) > i) {
                losers += len - i;
                break;
            }
        }
    }
    return losers;
}

/* moon.shooting: a moon is still on for seat and its hand can take every trick that matters. */
static int shooting(const i64 *p, const i64 *r, int seat, int game) {
    const i64 *pts = r + R_POINTS;
    if (pts[0] + pts[1] + pts[2] + pts[3] != pts[seat]) return 0;
    u64 hand = (u64)r[R_HANDS + seat];
    int low = popcount(hand) - popcount(hand & HIGH_CARDS);
    if (low > 3 + SHORT_BY) return 0;
    int slack = (int)p[P_SLACK + seat];
    int short_by = game ? -1 : 0;
    if (low > 3) {
        short_by = slack;
        if (low > 3 + short_by) return 0;
    }
    if (r[R_NTRICK] && trick_points(p, r) && r[R_TRICK_NUMBER] > 0) {
        int best = winning_card(r);
        u64 mine = hand & SUIT_MASK(r[R_LEAD_SUIT]);
        if (!(mine & above(best))) return 0;
    }
    int losers = sure_losers(r, seat, hand) - (pts[seat] ? 1 : 0);
    if (losers <= 0) return 1;
    return losers <= (short_by >= 0 ? short_by : slack);
}

/* moon.shoot: the card of a seat shooting the moon. */
static int shoot(const i64 *p, const i64 *r, u64 legal) {
    if (r[R_NTRICK]) {
        u64 follow = legal & SUIT_MASK(r[R_LEAD_SUIT]);
        if (follow) return highest(follow);
        u64 non_points = legal & ~scoring(p);
        return lowest(non_points ? non_points : legal);
    }
    int best = -1, best_len = -1;
    for (int s = 0; s < 4; s++) {
        u64 m = legal & SUIT_MASK(s);
        if (m && popcount(m) > best_len) { best = highest(m); best_len = popcount(m); }
    }
    return best;
}

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
    i64 reach = scores[winner] + taken[winner] + trick_points(p, r);
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
    u64 keep = legal & ~scoring(p);
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

static u64 unseen(const i64 *r, int seat) {
    return ALL_CARDS & ~(u64)r[R_PLAYED] & ~(u64)r[R_HANDS + seat];
}

/* jack.on */
static int jack_on(const i64 *p) { return p[P_JACK] != 0; }

/* jack._sure: nobody after seat can beat c in this trick, nor throw Q♠ on it. */
static int jack_sure(const i64 *r, int seat, int c) {
    int behind = 3 - (int)r[R_NTRICK];
    if (behind <= 0) return 1;
    if (unseen(r, seat) & above(c)) return 0;
    int suit = r[R_NTRICK] ? (int)r[R_LEAD_SUIT] : suit_of(c);
    int void_behind = 0;
    for (int i = 1; i <= behind; i++)
        if ((r[R_VOIDS + ((seat + i) & 3)] >> suit) & 1) void_behind = 1;
    return !void_behind || (((u64)r[R_PLAYED] | (u64)r[R_HANDS + seat]) & QS_BIT);
}

/* jack.game_leader: the other seat with the lowest score, alone there, or NONE. */
static int game_leader(const i64 *p, int seat) {
    const i64 *scores = p + P_SCORES;
    i64 low = scores[0];
    for (int s = 1; s < 4; s++) if (scores[s] < low) low = scores[s];
    int count = 0, at = -1;
    for (int s = 0; s < 4; s++) if (scores[s] == low) { count++; if (at < 0) at = s; }
    if (count != 1 || at == seat) return NONE;
    return at;
}

/* jack.follow: a card to win J♦ with when that is safe and worth it, or NONE (best, winner:
 * winning_card(r), winning_seat(r)). */
static int jack_follow(const i64 *p, const i64 *r, int seat, u64 legal, int best, int winner) {
    if (!jack_on(p)) return NONE;
    int lead = (int)r[R_LEAD_SUIT];
    u64 follow_suit = legal & SUIT_MASK(lead);
    if (!follow_suit) return NONE;
    u64 over = suit_of(best) == lead ? follow_suit & above(best) : 0;
    int pts = trick_points(p, r);
    int jack_in = 0;
    for (int i = 0; i < r[R_NTRICK]; i++) if (r[R_TRICK + i] == JACK_DIAMONDS) jack_in = 1;
    if (jack_in) {
        if (pts + JACK_POINTS >= 0 || !over || lead == SPADES) return NONE;
        for (u64 m = over; m; m &= m - 1) {
            int c = lowest(m);
            if (c != JACK_DIAMONDS && jack_sure(r, seat, c)) return c;
        }
        if (winner == game_leader(p, seat)) return highest(over);
        return NONE;
    }
    int worth = pts < -JACK_POINTS;
    if ((JD_BIT & over) && worth && jack_sure(r, seat, JACK_DIAMONDS)) return JACK_DIAMONDS;
    return NONE;
}

/* jack.keep: choices without J♦ while there is anything else. */
static u64 jack_keep(const i64 *p, u64 choices) {
    if (jack_on(p) && (choices & JD_BIT) && (choices & ~JD_BIT)) return choices & ~JD_BIT;
    return choices;
}

/* jack.lead: lead J♦ when nobody can beat it and no seat can throw points on it. */
static int jack_lead(const i64 *p, const i64 *r, int seat, u64 legal) {
    if (!jack_on(p) || !(legal & JD_BIT)) return NONE;
    int others_void = 0;
    for (int s = 0; s < 4; s++)
        if (s != seat && ((r[R_VOIDS + s] >> DIAMONDS) & 1)) others_void = 1;
    if ((unseen(r, seat) & above(JACK_DIAMONDS)) || others_void) return NONE;
    if (!(unseen(r, seat) & SUIT_MASK(DIAMONDS))) return NONE;
    return JACK_DIAMONDS;
}

/* jack.lead_penalty */
static double lead_penalty(const i64 *p, const i64 *r, int seat, int c) {
    if (jack_on(p) && c == JACK_DIAMONDS && (unseen(r, seat) & above(c))) return 20.0;
    return 0.0;
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
    int pts = trick_points(p, r);
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
        u64 safe_cards = legal & ~scoring(p);
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
        double score = n_out - style->lower_out * lower - lead_penalty(p, r, seat, c);
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
    if (r[R_TRICK_NUMBER] > 0 && shooting(p, r, seat, game)) return shoot(p, r, legal);
    if (!r[R_NTRICK]) return lead(p, r, seat, legal, style);
    if (legal & SUIT_MASK(r[R_LEAD_SUIT])) return follow(p, r, seat, legal, style);
    return discard(p, r, seat, legal, style);
}

int hearts_card(const i64 *p, const i64 *r, int seat, int style_id, int game, u64 legal) {
    /* one copy of the rules for each style, its constants folded into it */
    if (style_id == STYLE_ROLLOUT) return card_in(p, r, seat, &STYLES[STYLE_ROLLOUT], game, legal);
    return card_in(p, r, seat, &STYLES[STYLE_LEVEL], game, legal);
}
