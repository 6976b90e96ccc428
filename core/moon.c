/* The moon in the normal Hearts player's card (bots/hearts/moon.py), for hearts.c: another seat
 * taking every point, the cards that may lose a trick (which the moon's pass reads too: pass.c),
 * whether a seat is shooting and the card it shoots with. Each function translates the Python
 * function its comment names; tests/core/ compares every card with the Python rules. */
#include "kawu.h"

/* moon.MOON_WATCH, moon.SHORT_BY */
#define MOON_WATCH 8
#define SHORT_BY 3
/* moon.HIGH_CARDS: jacks, queens, kings and aces of every suit. */
#define HIGH_CARDS (0xFULL << 9 | 0xFULL << 22 | 0xFULL << 35 | 0xFULL << 48)

/* moon.moon_threat: another seat that has taken every point so far, enough to be shooting. */
int moon_threat(const i64 *r, int seat) {
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

/* moon.shooting (moon_shooting): a moon is still on for seat and its hand can take every trick that matters. */
int moon_shooting(const i64 *p, const i64 *r, int seat, int game) {
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
    if (r[R_NTRICK] && hearts_trick_points(p, r) && r[R_TRICK_NUMBER] > 0) {
        int best = winning_card(r);
        u64 mine = hand & SUIT_MASK(r[R_LEAD_SUIT]);
        if (!(mine & above(best))) return 0;
    }
    int losers = sure_losers(r, seat, hand) - (pts[seat] ? 1 : 0);
    if (losers <= 0) return 1;
    return losers <= (short_by >= 0 ? short_by : slack);
}

/* moon.shoot (moon_shoot): the card of a seat shooting the moon. */
int moon_shoot(const i64 *p, const i64 *r, u64 legal) {
    if (r[R_NTRICK]) {
        u64 follow = legal & SUIT_MASK(r[R_LEAD_SUIT]);
        if (follow) return highest(follow);
        u64 non_points = legal & ~hearts_scoring(p);
        return lowest(non_points ? non_points : legal);
    }
    int best = -1, best_len = -1;
    for (int s = 0; s < 4; s++) {
        u64 m = legal & SUIT_MASK(s);
        if (m && popcount(m) > best_len) { best = highest(m); best_len = popcount(m); }
    }
    return best;
}
