/* The reads' checks (bots/inference.py, Explained._explains): would the normal player, holding a
 * sampled hand, have played every card another seat played this hand? The states a seat played
 * from are loaded once a decision (kawu_checks_load); each sampled hand is then checked in one
 * call (kawu_explains), the model being the normal player's card (Hearts: the LEVEL style). */
#include "kawu.h"

#define EXPORT(name) __attribute__((export_name(#name)))
#define MAX_CHECKS 13  /* a seat's plays in a hand */

static i64 snaps[4][MAX_CHECKS][REC_WORDS];  /* the state each play was made from */
static int card_of[4][MAX_CHECKS];             /* the card played */
static u64 later_of[4][MAX_CHECKS];            /* the cards the seat played from then on */
static int order[4][MAX_CHECKS];               /* the order the checks are asked in */
static int count[4];
static i64 check_in[2 * MAX_CHECKS];           /* kawu_checks_load's input: card, later */

EXPORT(kawu_checks) i64 *kawu_checks(void) { return check_in; }

/* Seat s's n checks: the states in the first n records, their cards and later cards in
 * kawu_checks() (two words a check). Returns 0, or E_TOO_MANY. */
EXPORT(kawu_checks_load) int kawu_checks_load(int s, int n) {
    if (s < 0 || s > 3 || n < 0 || n > MAX_CHECKS) return E_TOO_MANY;
    const i64 *records = kawu_records();
    for (int i = 0; i < n; i++) {
        for (int w = 0; w < REC_WORDS; w++) snaps[s][i][w] = records[i * REC_WORDS + w];
        card_of[s][i] = (int)check_in[2 * i];
        later_of[s][i] = (u64)check_in[2 * i + 1];
        order[s][i] = i;
    }
    count[s] = n;
    return 0;
}

/* Explained._explains(s, hand): with queen, a seat whose pass this seat did not see may have
 * passed Q♠ or not (either explains, the same throughout). Returns 1 when every play is
 * explained; adds the model's decisions asked to *calls (the work). The play that ruled the
 * hand out is asked first from then on, as in Python. */
int explain_checks(int s, u64 hand, int queen, int *calls) {
    const i64 *p = kawu_params();
    u64 passed = 0;
    int n = count[s];
    int i = 0;
    while (i < n) {
        int at = order[s][i];
        i64 *snap = snaps[s][at];
        snap[R_HANDS + s] = (i64)(hand | later_of[s][at]);
        u64 legal = legal_mask(p, snap);
        if ((legal & (legal - 1)) == 0) { i++; continue; }
        (*calls)++;
        if (queen) snap[R_PASSED + s] = (i64)passed;
        int card = p[P_GAME] == GAME_SPADES ? spades_card(p, snap, s, legal)
                                             : hearts_card(p, snap, s, STYLE_LEVEL, 0, legal);
        if (card != card_of[s][at]) {
            if (queen && !passed) {
                passed = QS_BIT;  /* the other way: every play again with Q♠ passed */
                i = 0;
                continue;
            }
            for (int j = i; j > 0; j--) order[s][j] = order[s][j - 1];
            order[s][0] = at;
            return 0;
        }
        i++;
    }
    return 1;
}

/* explain_checks for Python: hand as its low 26 bits and the rest (two int32 arguments, which
 * JavaScript passes as numbers). Returns twice the model's decisions asked, plus 1 when every
 * play is explained. */
EXPORT(kawu_explains) int kawu_explains(int s, int hand_low, int hand_high, int queen) {
    u64 hand = (u64)(unsigned)hand_low | (u64)(unsigned)hand_high << 26;
    int calls = 0;
    int fits = explain_checks(s, hand, queen, &calls);
    return 2 * calls + fits;
}
