/* Trick play on bit masks, shared by both games: engine/tricks.py, engine/hearts.py and
 * engine/spades.py (legal_mask, play, winning_at, the end of a trick). The core plays a hand to
 * its end and stops there: the end of the hand (moons, contracts, bags, the next deal) is the
 * Python engine's, which scores what the core returns (py/kawu/core/). */
#include "kawu.h"

/* A function Python calls, by its name. */
#define EXPORT(name) __attribute__((export_name(#name)))

#define HEARTS_MASK SUIT_MASK(HEARTS)
#define SPADES_MASK SUIT_MASK(SPADES)

/* tricks.winning_at: where in the trick the card winning it so far lies: the highest card of
 * the suit led, or (trumps) the highest spade. One pass: a spade counts above every card. */
int winning_at(const i64 *r, int trumps) {
    int n = (int)r[R_NTRICK];
    const i64 *trick = r + R_TRICK;
    int low = suit_of((int)trick[0]) * SUIT_SIZE, high = low + SUIT_SIZE;
    int best = (int)trick[0] + (trumps && trick[0] >= FIRST_SPADE ? DECK : 0), at = 0;
    for (int i = 1; i < n; i++) {
        int c = (int)trick[i];
        int k = trumps && c >= FIRST_SPADE ? c + DECK : (c >= low && c < high ? c : -1);
        if (k > best) { best = k; at = i; }
    }
    return at;
}

/* Hearts.legal_mask and Spades.legal_mask: the cards the seat to play may play, by the house
 * rules of the batch (P_LEAD_ANY, P_FIRST_LEAD, P_FIRST_POINTS, P_SCHEME). */
u64 legal_mask(const i64 *p, const i64 *r) {
    u64 hand = (u64)r[R_HANDS + r[R_TURN]];
    int first = r[R_TRICK_NUMBER] == 0;
    if (p[P_GAME] == GAME_SPADES) {
        if (r[R_NTRICK]) {
            u64 follow = hand & SUIT_MASK(r[R_LEAD_SUIT]);
            return follow ? follow : hand;
        }
        if (first && p[P_FIRST_LEAD]) return 1ULL << TWO_CLUBS;
        if (!r[R_BROKEN] && !p[P_LEAD_ANY]) {
            u64 side = hand & ~SPADES_MASK;
            return side ? side : hand;
        }
        return hand;
    }
    u64 banned = p[P_FIRST_POINTS] ? 0 : scoring_mask((int)p[P_SCHEME]);
    if (r[R_NTRICK]) {
        u64 follow = hand & SUIT_MASK(r[R_LEAD_SUIT]);
        if (follow) return follow;
        if (first) {
            u64 safe = hand & ~banned;
            if (safe) return safe;
        }
        return hand;
    }
    if (first) {
        if (p[P_FIRST_LEAD] == LEAD_TWO_CLUBS) return 1ULL << TWO_CLUBS;
        if (p[P_FIRST_LEAD] == LEAD_ANY_CLUB) return hand & SUIT_MASK(CLUBS);
    }
    u64 leads = hand;
    if (!r[R_BROKEN]) {
        leads = p[P_LEAD_ANY] && !first ? hand : hand & ~HEARTS_MASK;
        if (p[P_QUEEN_AFTER] && (leads & ~QS_BIT)) leads &= ~QS_BIT;
        if (!leads) leads = hand;
    }
    if (first) {
        u64 safe = leads & ~banned;
        return safe ? safe : leads;
    }
    return leads;
}

/* TrickGame.play (trusted: c comes from legal_mask) with _finish_trick and Hearts' _take_trick. */
void play_card(const i64 *p, i64 *r, int c) {
    int seat = (int)r[R_TURN];
    u64 b = 1ULL << c;
    int spades = p[P_GAME] == GAME_SPADES;
    r[R_HANDS + seat] = (i64)((u64)r[R_HANDS + seat] ^ b);
    r[R_PLAYED] = (i64)((u64)r[R_PLAYED] | b);
    u64 break_mask = spades ? SPADES_MASK : (HEARTS_MASK | (p[P_QUEEN_BREAKS] ? QS_BIT : 0));
    if (b & break_mask) r[R_BROKEN] = 1;
    int n = (int)r[R_NTRICK];
    if (n) {
        if (suit_of(c) != r[R_LEAD_SUIT]) r[R_VOIDS + seat] |= 1LL << r[R_LEAD_SUIT];
    } else {
        r[R_LEAD_SUIT] = suit_of(c);
    }
    r[R_TRICK + n] = c;
    r[R_NTRICK] = ++n;
    if (n < 4) {
        r[R_TURN] = (seat + 1) & 3;
        return;
    }
    int winner = (int)((r[R_LEADER] + winning_at(r, spades)) & 3);
    r[R_WON + winner] += 1;
    if (!spades) {
        r[R_POINTS + winner] += trick_points_in((int)p[P_SCHEME], r + R_TRICK, 4);
        if (p[P_JACK]) {
            for (int i = 0; i < 4; i++)
                if (r[R_TRICK + i] == JACK_DIAMONDS) r[R_JACK] = winner;
        }
    }
    r[R_NTRICK] = 0;
    r[R_LEADER] = r[R_TURN] = winner;
    r[R_TRICK_NUMBER] += 1;
}

/* The records the module works on, and the batch's parameters: Python writes them, calls an
 * export, reads them back (py/kawu/core/). */
#define MAX_RECORDS 2048
static i64 records[MAX_RECORDS * REC_WORDS];
static i64 params[PARAM_WORDS];

EXPORT(kawu_records) i64 *kawu_records(void) { return records; }
EXPORT(kawu_params) i64 *kawu_params(void) { return params; }
EXPORT(kawu_max_records) int kawu_max_records(void) { return MAX_RECORDS; }
EXPORT(kawu_record_words) int kawu_record_words(void) { return REC_WORDS; }
EXPORT(kawu_param_words) int kawu_param_words(void) { return PARAM_WORDS; }

/* The normal player's card for the seat to play (legal: legal_mask(p, r)): Hearts in the given
 * style, the seat P_GAME_SEAT playing for the game. */
static int card_for(const i64 *p, const i64 *r, int style, u64 legal) {
    int seat = (int)r[R_TURN];
    if (p[P_GAME] == GAME_SPADES) return spades_card(p, r, seat, legal);
    return hearts_card(p, r, seat, style, seat == p[P_GAME_SEAT], legal);
}

static int check(const i64 *p, int n) {
    if (p[P_GAME] != GAME_HEARTS && p[P_GAME] != GAME_SPADES) return E_BAD_GAME;
    if (n < 0 || n > MAX_RECORDS) return E_TOO_MANY;
    return 0;
}

/* The normal player's card (Hearts: in the given style) for the seat to play in each of the
 * first n records, into
 * kawu_cards()[i] (the records are left as they were). Returns 0, or an error (E_*). The
 * differential tests ask it: the card the rollouts play, position by position. */
static i64 cards_out[MAX_RECORDS];
EXPORT(kawu_cards) i64 *kawu_cards(void) { return cards_out; }

EXPORT(kawu_choose) int kawu_choose(int n, int style) {
    int err = check(params, n);
    if (err) return err;
    if (style != STYLE_ROLLOUT && style != STYLE_LEVEL) return E_BAD_GAME;
    for (int i = 0; i < n; i++) {
        const i64 *r = records + (i64)i * REC_WORDS;
        if (r[R_TRICK_NUMBER] >= 13) return E_BAD_STATE;
        u64 legal = legal_mask(params, r);
        if (legal == 0) return E_BAD_STATE;
        cards_out[i] = card_for(params, r, style, legal);
    }
    return 0;
}

/* Hearts.pass_cards for the last seat to pass, then the exchange and Hearts._start_play: the
 * seat holding 2♣ leads, or the dealer's left (option first_lead = dealer_left). */
static int last_pass(i64 *r, int seat, u64 cards) {
    if (params[P_GAME] != GAME_HEARTS || seat < 0 || seat > 3 || popcount(cards) != pass_size(params)
        || (cards & ~(u64)r[R_HANDS + seat]))
        return E_BAD_STATE;
    r[R_PASS_SEAT] = 0;
    r[R_PASSED + seat] = (i64)cards;
    r[R_HANDS + seat] = (i64)((u64)r[R_HANDS + seat] ^ cards);
    for (int s = 0; s < 4; s++)
        if (!r[R_PASSED + s]) return E_BAD_STATE;  /* not the last pass */
    int offset = (int)r[R_PASS_OFFSET];
    for (int s = 0; s < 4; s++) {
        int to = (s + offset) & 3;
        r[R_HANDS + to] = (i64)((u64)r[R_HANDS + to] | (u64)r[R_PASSED + s]);
    }
    if (params[P_FIRST_LEAD] == LEAD_DEALER_LEFT) {
        r[R_LEADER] = r[R_TURN] = params[P_DEALER_LEFT] & 3;
        return 0;
    }
    for (int s = 0; s < 4; s++)
        if ((u64)r[R_HANDS + s] & (1ULL << TWO_CLUBS)) r[R_LEADER] = r[R_TURN] = s;
    return 0;
}

/* The normal Hearts pass (passing.choose_pass, the ROLLOUT style) of the seat R_TURN of each of
 * the first n records, as card bits into kawu_cards()[i]. For the differential tests. */
EXPORT(kawu_choose_pass) int kawu_choose_pass(int n) {
    if (params[P_GAME] != GAME_HEARTS) return E_BAD_GAME;
    if (n < 0 || n > MAX_RECORDS) return E_TOO_MANY;
    for (int i = 0; i < n; i++) {
        const i64 *r = records + (i64)i * REC_WORDS;
        cards_out[i] = (i64)hearts_pass(params, r, (int)r[R_TURN]);
    }
    return 0;
}

/* Play record r to the end of its hand with the normal player at every seat (the search's
 * rollouts), after its R_PASS_SEAT's pass (the hand's last) and its R_FIRST card when it has
 * them. Returns the cards played, or an error (E_*). */
static int play_out(i64 *r) {
    int plays = 0;
    if (r[R_PASS_SEAT]) {  /* the pass search's candidate pass, the hand's last */
        int err = last_pass(r, (int)r[R_PASS_SEAT] - 1, (u64)r[R_PASS_CARDS]);
        if (err) return err;
    }
    if (r[R_FIRST]) {  /* the search's candidate card, then the normal player's */
        int c = (int)r[R_FIRST] - 1;
        r[R_FIRST] = 0;
        if (c < 0 || c >= DECK || r[R_TRICK_NUMBER] >= 13 || !((legal_mask(params, r) >> c) & 1))
            return E_BAD_STATE;
        play_card(params, r, c);
        plays++;
    }
    while (r[R_TRICK_NUMBER] < 13) {
        u64 legal = legal_mask(params, r);
        if (legal == 0) return E_BAD_STATE;
        /* one card: the one both players play (their first rule), without asking them */
        int c = (legal & (legal - 1)) == 0 ? lowest(legal)
                                           : card_for(params, r, STYLE_ROLLOUT, legal);
        play_card(params, r, c);
        plays++;
    }
    return plays;
}

/* Play each of the first n records to the end of its hand (play_out). Returns the cards played
 * in all, or an error (E_*). */
EXPORT(kawu_play_out) int kawu_play_out(int n) {
    int err = check(params, n);
    if (err) return err;
    int plays = 0;
    for (int i = 0; i < n; i++) {
        int done = play_out(records + (i64)i * REC_WORDS);
        if (done < 0) return done;
        plays += done;
    }
    return plays;
}

/* The shared record and the rows of kawu_play_out_rows. */
static i64 template_record[REC_WORDS];
static i64 rows[MAX_RECORDS * ROW_WORDS];
EXPORT(kawu_template) i64 *kawu_template(void) { return template_record; }
EXPORT(kawu_rows) i64 *kawu_rows(void) { return rows; }
EXPORT(kawu_row_words) int kawu_row_words(void) { return ROW_WORDS; }

/* kawu_play_out of n records made here: record i is kawu_template() with row i's hands and
 * R_FIRST (kawu.h, ROW_*). The results are the records, as kawu_play_out leaves them. */
EXPORT(kawu_play_out_rows) int kawu_play_out_rows(int n) {
    int err = check(params, n);
    if (err) return err;
    int plays = 0;
    for (int i = 0; i < n; i++) {
        i64 *r = records + (i64)i * REC_WORDS;
        const i64 *row = rows + (i64)i * ROW_WORDS;
        for (int w = 0; w < REC_WORDS; w++) r[w] = template_record[w];
        for (int s = 0; s < 4; s++) r[R_HANDS + s] = row[ROW_HANDS + s];
        r[R_FIRST] = row[ROW_FIRST];
        int done = play_out(r);
        if (done < 0) return done;
        plays += done;
    }
    return plays;
}
