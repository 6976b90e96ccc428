/* kawu's core: the hard level's hot loop (trick play and the normal players' card rules) in C,
 * compiled to one freestanding WebAssembly module (no libc, no imports): see docs/core.md.
 *
 * Python (py/kawu/core/) writes states as records of int64 words into the module's memory,
 * calls one export for a whole batch and reads the results back from the same records. The
 * Python rules are the reference: every rule here is a translation of one Python function,
 * named in a comment, and tests/core/ compares the two on many positions. */
#ifndef KAWU_H
#define KAWU_H

typedef unsigned long long u64;
typedef long long i64;
typedef unsigned int u32;

#define DECK 52
#define SUIT_SIZE 13
#define CLUBS 0
#define DIAMONDS 1
#define HEARTS 2
#define SPADES 3
#define FIRST_HEART 26
#define FIRST_SPADE 39
#define QUEEN_SPADES 49
#define KING_SPADES 50
#define ACE_SPADES 51
#define JACK_DIAMONDS 22
#define TWO_CLUBS 0
#define ALL_CARDS ((1ULL << DECK) - 1)
#define SUIT_MASK(s) (0x1FFFULL << (SUIT_SIZE * (s)))
#define QS_BIT (1ULL << QUEEN_SPADES)

/* One state: a record of REC_WORDS int64 words (the layout of py/kawu/core/layout.py). */
enum {
    R_HANDS = 0,        /* 4 words: each seat's hand (bit c: card c) */
    R_PLAYED = 4,       /* cards played this hand, the trick on the table included */
    R_VOIDS = 5,        /* 4 words: the suits (bits 0-3) each seat has shown a void in */
    R_TRICK = 9,        /* 4 words: the trick's cards in play order */
    R_NTRICK = 13,      /* how many cards lie in the trick */
    R_LEADER = 14,
    R_TURN = 15,
    R_LEAD_SUIT = 16,   /* -1 with no trick */
    R_TRICK_NUMBER = 17,/* tricks finished this hand, 0-13 */
    R_BROKEN = 18,
    R_WON = 19,         /* 4 words: tricks won this hand by each seat */
    R_POINTS = 23,      /* 4 words: Hearts: hearts and Q♠ taken this hand (Hearts.points) */
    R_JACK = 27,        /* Hearts: the seat that took J♦ when it scores, else -1 */
    R_BIDS = 28,        /* 4 words: Spades: each seat's bid (0: nil) */
    R_PASSED = 32,      /* 4 words: Hearts: the cards each seat passed, as the deciding seat saw */
    R_PASS_OFFSET = 36, /* Hearts: how far round the table this hand's pass went (0: none) */
    R_FIRST = 37,       /* kawu_play_out: a card the seat to play plays first, plus 1 (0: none) */
    R_PASS_SEAT = 38,   /* kawu_play_out: a seat that passes first, plus 1 (0: none)... */
    R_PASS_CARDS = 39,  /* ...these cards, the last pass of the hand (Hearts.pass_cards) */
    REC_WORDS = 40
};

/* A batch as rows (kawu_play_out_rows): one record every row shares (kawu_template) and, for
 * each row, the words in which its state differs from it: the search of a card sends its
 * worlds so, as the four hands each world was dealt and the candidate card (R_FIRST). */
enum {
    ROW_HANDS = 0,      /* 4 words: each seat's hand, for the record's R_HANDS */
    ROW_FIRST = 4,      /* the record's R_FIRST */
    ROW_WORDS = 5
};

/* The parameters of a batch: constant for every state in it. */
enum {
    P_GAME = 0,         /* 0 Hearts, 1 Spades */
    P_TARGET = 1,
    P_SCORES = 2,       /* 4 words: Hearts each seat's score; Spades each team's in words 2, 3 */
    P_QUEEN_BREAKS = 6, /* Hearts option queen = breaks_hearts */
    P_QUEEN_AFTER = 7,  /* Hearts option queen = after_hearts */
    P_JACK = 8,         /* Hearts option jack_of_diamonds */
    P_GAME_SEAT = 9,    /* Hearts: the seat that plays for the game (moon.shooting's game), -1 */
    P_SLACK = 10,       /* 4 words: Hearts: moon.slack(state, seat) for each seat */
    /* The house rules (engine/house.py; 0 is kawu's rule in each word). */
    P_SCHEME = 14,      /* Hearts option points: SCHEME_* */
    P_FIRST_POINTS = 15,/* Hearts option first_trick_points */
    P_LEAD_ANY = 16,    /* Hearts hearts_lead = any; Spades spades_lead = any */
    P_FIRST_LEAD = 17,  /* Hearts first_lead: LEAD_*; Spades first_lead: 0 dealer_left, 1 two_clubs */
    P_NO_TRICKS = 18,   /* Hearts option no_tricks_bonus */
    P_PASS_SIZE = 19,   /* Hearts option pass_count (3 when 0) */
    P_DEALER_LEFT = 20, /* Hearts first_lead = dealer_left: the seat that leads a hand's first trick */
    P_NIL_COUNT = 21,   /* Spades option nil_tricks = count */
    P_BAGS_FREE = 22,   /* Spades option bag_penalty = none */
    PARAM_WORDS = 24
};

#define SCHEME_STANDARD 0
#define SCHEME_BLACK_MARIA 1
#define SCHEME_SPOT 2
#define LEAD_TWO_CLUBS 0
#define LEAD_ANY_CLUB 1
#define LEAD_DEALER_LEFT 2

/* house.CARD_POINTS: a card's points in a scheme (J♦ apart). */
static inline int card_points(int scheme, int c) {
    if (c >= FIRST_HEART && c < FIRST_SPADE)
        return scheme == SCHEME_SPOT ? (c - FIRST_HEART) % SUIT_SIZE + 2 : 1;
    if (c == QUEEN_SPADES) return scheme == SCHEME_SPOT ? 25 : 13;
    if (scheme == SCHEME_BLACK_MARIA) {
        if (c == KING_SPADES) return 10;
        if (c == ACE_SPADES) return 7;
    }
    return 0;
}

/* The cards each seat passes (option pass_count: 3, 4 or 5; 3 by kawu's rules). */
#define MAX_PASS 5
static inline int pass_size(const i64 *p) {
    int n = (int)p[P_PASS_SIZE];
    return n >= 3 && n <= MAX_PASS ? n : 3;
}

/* house.SCHEME_TOTALS: a hand's points in a scheme (all of them: a moon). */
static inline int scheme_total(int scheme) {
    return scheme == SCHEME_SPOT ? 129 : scheme == SCHEME_BLACK_MARIA ? 43 : 26;
}

/* hearts.trick_points without J♦: the points of the n cards of trick in a scheme. */
static inline int trick_points_in(int scheme, const i64 *trick, int n) {
    int points = 0;
    for (int i = 0; i < n; i++) points += card_points(scheme, (int)trick[i]);
    return points;
}

/* house.SCORING_MASKS: the cards that score in a scheme. */
static inline u64 scoring_mask(int scheme) {
    u64 m = SUIT_MASK(HEARTS) | QS_BIT;
    if (scheme == SCHEME_BLACK_MARIA) m |= (1ULL << KING_SPADES) | (1ULL << ACE_SPADES);
    return m;
}

/* The deal room of a decision (sample.c): what its deals are drawn from. */
enum {
    S_SEAT = 0,
    S_OTHERS = 1,          /* 3 words: the other seats, in order */
    S_NEED = 4,            /* 4 words: how many more cards each seat needs */
    S_FIXED = 8,           /* 4 words: the cards each seat is known to hold */
    S_POOL = 12,           /* the cards to deal */
    S_ALLOWED = 13,        /* 4 words: Explained.allowed */
    S_SAMPLE_ALLOWED = 17, /* 4 words: sample_hands' allowed (voids, and reads when they fit) */
    S_UNIFORM = 21,        /* sample_hands: no void constrains the deal */
    S_OWN = 22,            /* the deciding seat's hand */
    S_ORDER = 23,          /* 3 words: Explained.order */
    S_UNCHECKED = 26,      /* the seats (bits) no hand is checked for */
    S_BLIND_PASS = 27,     /* the seats (bits) whose pass the deciding seat did not see */
    S_PLAYED_BY = 28,      /* 4 words: the cards each seat played this hand */
    S_BIDDERS = 32,        /* Spades: the seats (bits) whose bids weigh a deal (bid.plausible) */
    S_BIDS = 33,           /* 4 words: their bids */
    SAMPLER_WORDS = 40
};

#define GAME_HEARTS 0
#define GAME_SPADES 1

/* Errors of the exports (negative results). */
#define E_BAD_GAME (-1)
#define E_UNSUPPORTED (-2)  /* an option the core does not play: Python plays it */
#define E_TOO_MANY (-3)
#define E_BAD_STATE (-4)

/* Bit helpers: wasm32 has i64.popcnt, i64.ctz and i64.clz as instructions. */
static inline int popcount(u64 m) { return __builtin_popcountll(m); }
static inline int lowest(u64 m) { return __builtin_ctzll(m); }          /* m != 0 */
static inline int highest(u64 m) { return 63 - __builtin_clzll(m); }    /* m != 0 */
static inline int suit_of(int c) { return (int)((unsigned)c / SUIT_SIZE); }
static inline int rank_of(int c) { return (int)((unsigned)c % SUIT_SIZE); }
/* The cards of the same suit above c (cards.ABOVE), a table read. */
#define ABOVE_(c) (SUIT_MASK((c) / SUIT_SIZE) & ~((2ULL << (c)) - 1))
#define ABOVE_4(c) ABOVE_(c), ABOVE_((c) + 1), ABOVE_((c) + 2), ABOVE_((c) + 3)
#define ABOVE_13(c) ABOVE_4(c), ABOVE_4((c) + 4), ABOVE_4((c) + 8), ABOVE_((c) + 12)
static const u64 ABOVE[DECK] = {ABOVE_13(0), ABOVE_13(13), ABOVE_13(26), ABOVE_13(39)};
static inline u64 above(int c) { return ABOVE[c]; }

/* A function one unit calls in another's hot loop: inlined there at the link (-flto), as it was
 * when both were one file (the link's own inliner keeps to its smaller default threshold). */
#define ACROSS __attribute__((always_inline))

/* The engine (engine.c): trick play shared by both games, as engine/tricks.py. */
u64 legal_mask(const i64 *p, const i64 *r);
int winning_at(const i64 *r, int trumps);
void play_card(const i64 *p, i64 *r, int c);

/* The normal players' card (hearts.c, spades.c): Hearts in the ROLLOUT style (the search's
 * rollouts, the seat P_GAME_SEAT playing for the game) or the LEVEL style (the normal level, the
 * model the search reads the other seats' plays by). `legal` is legal_mask(p, r), which the
 * caller has already worked out. */
#define STYLE_ROLLOUT 0
#define STYLE_LEVEL 1
int hearts_card(const i64 *p, const i64 *r, int seat, int style, int game, u64 legal);
/* The normal Hearts pass (ROLLOUT, game false): the three cards' bits. */
u64 hearts_pass(const i64 *p, const i64 *r, int seat);
/* The moon (moon.c), for the card (hearts.c); sure_losers for the moon's pass too (pass.c). */
ACROSS int moon_threat(const i64 *r, int seat);
ACROSS int sure_losers(const i64 *r, int seat, u64 hand);
ACROSS int moon_shooting(const i64 *p, const i64 *r, int seat, int game);
ACROSS int moon_shoot(const i64 *p, const i64 *r, u64 legal);
/* J♦'s rules (jack.c), for the card (hearts.c). */
ACROSS int jack_follow(const i64 *p, const i64 *r, int seat, u64 legal, int best, int winner);
ACROSS u64 jack_keep(const i64 *p, u64 choices);
ACROSS int jack_lead(const i64 *p, const i64 *r, int seat, u64 legal);
ACROSS double jack_lead_penalty(const i64 *p, const i64 *r, int seat, int c);
int spades_card(const i64 *p, const i64 *r, int seat, u64 legal);

/* What the Hearts card's units (hearts.c, moon.c, jack.c) read of a trick and the options. */
#define NONE (-1)          /* no card (Python's None) */
#define QUEEN_POINTS 13
#define JD_BIT (1ULL << JACK_DIAMONDS)
/* hearts.trick_points(trick, False, scheme): the trick's points in the scheme of option points. */
static inline int hearts_trick_points(const i64 *p, const i64 *r) {
    return trick_points_in((int)p[P_SCHEME], r + R_TRICK, (int)r[R_NTRICK]);
}
/* SCORING_MASKS[options.points] */
static inline u64 hearts_scoring(const i64 *p) { return scoring_mask((int)p[P_SCHEME]); }
static inline int winning_card(const i64 *r) { return (int)r[R_TRICK + winning_at(r, 0)]; }
static inline int winning_seat(const i64 *r) { return (int)((r[R_LEADER] + winning_at(r, 0)) & 3); }
/* The cards seat has not seen: neither played nor in its hand. */
static inline u64 unseen(const i64 *r, int seat) {
    return ALL_CARDS & ~(u64)r[R_PLAYED] & ~(u64)r[R_HANDS + seat];
}
/* jack.on */
static inline int jack_on(const i64 *p) { return p[P_JACK] != 0; }

/* The Spades card's units: spades.c (the card), spades_lead.c (its lead), spades_view.c (the
 * reads both make). */
#define SPADES_MASK SUIT_MASK(SPADES)
#define SIDE_MASK (ALL_CARDS & ~SPADES_MASK)
#define QUEEN 10
#define KING 11
#define ALL_SUITS 0xF

/* view.SeatView: what one seat reads off the table for one decision. */
typedef struct {
    const i64 *p;
    const i64 *r;
    int seat;
    int partner;
    u64 hand;
    u64 legal;
    u64 out;      /* the cards this seat has not seen: in the other hands */
    int after;    /* the seats still to play to this trick after this one, as bits (bit s: seat
                   * s): no use of v.after depends on their order */
} View;

/* The reads (spades_view.c): the suits s is void in; m above every card of others; SeatView.top;
 * SeatView.may_ruff; view.want_tricks (*setting: to set the other team); view.power;
 * view.highest_power. */
ACROSS u64 voids_of(const View *v, int s);
ACROSS u64 above_all(u64 m, u64 others);
ACROSS int top(const View *v, int c);
ACROSS int may_ruff(const View *v, int s, int suit);
ACROSS int want_tricks(const i64 *p, const i64 *r, int seat, int *setting);
ACROSS int power(int c);
ACROSS int highest_power(u64 m);
/* play._lead (spades_lead.c): partner_nil and opp_nil, the nil bidders still clean (bits). */
ACROSS int spades_lead(const View *v, int partner_nil, int opp_nil);

/* The batch's records and parameters (engine.c). */
i64 *kawu_records(void);
i64 *kawu_params(void);

/* CPython's random (pyrandom.c), for the sampler (sample.c): Random's methods on the one
 * generator Python hands over (kawu_mt_load). */
ACROSS u32 py_genrand(void);
ACROSS u32 py_getrandbits(int k);
ACROSS double py_random(void);
ACROSS int py_randbelow(int n);
ACROSS void py_shuffle(int *x, int n);
ACROSS void py_sample(const int *population, int n, int k, int *out);
ACROSS int py_choices(const int *population, const int *weights, int n);

/* What a deal says of the bids (bidterms.c), for the sampler (sample.c): into out[6..10]. */
ACROSS void bid_terms(const i64 *room, const u64 *hands, i64 *out);

/* The reads' checks of one decision (explain.c), for the sampler (sample.c). */
int explain_checks(int s, u64 hand, int queen, int *calls);

#endif
