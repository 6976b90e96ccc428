/* J♦'s rules in the normal Hearts player's card (bots/hearts/jack.py, option jack_of_diamonds),
 * for hearts.c: when to win J♦, when to keep it, when to lead it. Each function translates the
 * Python function its comment names; tests/core/ compares every card with the Python rules. */
#include "kawu.h"

#define JACK_POINTS (-10)

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
int jack_follow(const i64 *p, const i64 *r, int seat, u64 legal, int best, int winner) {
    if (!jack_on(p)) return NONE;
    int lead = (int)r[R_LEAD_SUIT];
    u64 follow_suit = legal & SUIT_MASK(lead);
    if (!follow_suit) return NONE;
    u64 over = suit_of(best) == lead ? follow_suit & above(best) : 0;
    int pts = hearts_trick_points(p, r);
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
u64 jack_keep(const i64 *p, u64 choices) {
    if (jack_on(p) && (choices & JD_BIT) && (choices & ~JD_BIT)) return choices & ~JD_BIT;
    return choices;
}

/* jack.lead: lead J♦ when nobody can beat it and no seat can throw points on it. */
int jack_lead(const i64 *p, const i64 *r, int seat, u64 legal) {
    if (!jack_on(p) || !(legal & JD_BIT)) return NONE;
    int others_void = 0;
    for (int s = 0; s < 4; s++)
        if (s != seat && ((r[R_VOIDS + s] >> DIAMONDS) & 1)) others_void = 1;
    if ((unseen(r, seat) & above(JACK_DIAMONDS)) || others_void) return NONE;
    if (!(unseen(r, seat) & SUIT_MASK(DIAMONDS))) return NONE;
    return JACK_DIAMONDS;
}

/* jack.lead_penalty (jack_lead_penalty) */
double jack_lead_penalty(const i64 *p, const i64 *r, int seat, int c) {
    if (jack_on(p) && c == JACK_DIAMONDS && (unseen(r, seat) & above(c))) return 20.0;
    return 0.0;
}
