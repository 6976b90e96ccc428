"""The normal Hearts player: a strong rule-based policy, fast enough to drive the search's rollouts.

It reads its own hand and public facts only (cards played, voids shown, points taken, where its own
passed cards went). Each choice comes with a reason code that the hint explains.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from kawu.bots import endgame, hearts_jack
from kawu.bots.game_model import hearts_value
from kawu.bots.hearts_moon import moon_pass, moon_threat, shoot, shooting
from kawu.bots.knowledge import unseen
from kawu.bots.policy import Policy
from kawu.bots.search import Budget, Rollout
from kawu.cards import (
    ABOVE,
    ACE_SPADES,
    ALL_CARDS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK_DIAMONDS,
    KING_SPADES,
    QS_BIT,
    QUEEN,
    QUEEN_SPADES,
    RANK_OF,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
    highest,
    lowest,
)
from kawu.hearts import PASS_SIZE, Hearts, trick_points
from kawu.tricks import Phase, TrickGame

HIGH_SPADES = (1 << ACE_SPADES) | (1 << KING_SPADES)
HEARTS_MASK = SUIT_MASKS[HEARTS]
SPADES_MASK = SUIT_MASKS[SPADES]


@dataclass(frozen=True, slots=True)
class Style:
    lower_out: float = 4.0
    flush_queen: float = 4.0
    short_lead: float = 0.0
    burn_high: bool = False
    queen_guards: int = 3
    spade_guards: int = 3
    heart_rank: float = 0.75
    other_rank: float = 0.6


ROLLOUT = Style()
LEVEL = Style(lower_out=2.0, flush_queen=12.0, short_lead=10.0, burn_high=True)


# -- passing ---------------------------------------------------------------------------------
def _pass_danger(hand: int, jack: bool = False, style: Style = ROLLOUT) -> dict[int, float]:
    spades = hand & SPADES_MASK
    low_spades = (spades & ((1 << QUEEN_SPADES) - 1)).bit_count()
    danger: dict[int, float] = {}
    for c in cards_in(hand):
        suit, rank = SUIT_OF[c], RANK_OF[c]
        if c == QUEEN_SPADES:
            danger[c] = 1.0 if low_spades >= style.queen_guards else 20.0
        elif c in (ACE_SPADES, KING_SPADES):
            if low_spades >= style.spade_guards:
                danger[c] = 1.5
            else:
                danger[c] = 12.0 if c == ACE_SPADES else 11.0
        elif suit == SPADES:
            danger[c] = -2.0
        elif suit == HEARTS:
            danger[c] = rank * style.heart_rank - 2.0
        elif jack and c == JACK_DIAMONDS:
            danger[c] = hearts_jack.KEEP_JACK
        else:
            danger[c] = rank * style.other_rank
    return danger


def ranked_passes(
    state: Hearts, seat: int, k: int, style: Style = ROLLOUT
) -> list[tuple[int, ...]]:
    """The ``k`` best passes by this player's reckoning of danger, best first (sorted cards).

    A pass is worth the danger of its three cards, plus a bonus when it empties clubs or
    diamonds. The best ones are among the most dangerous cards, or empty a short suit and add
    the most dangerous others, so only those combinations are scored.
    """
    hand = state.hands[seat]
    danger = _pass_danger(hand, state.options.jack_of_diamonds, style)
    by_danger = sorted(danger, key=lambda c: -danger[c])
    pool = {tuple(sorted(combo)) for combo in combinations(by_danger[:8], 3)}
    for suit in (CLUBS, DIAMONDS):
        short = [c for c in by_danger if SUIT_OF[c] == suit]
        if 0 < len(short) <= 3:
            rest = [c for c in by_danger if SUIT_OF[c] != suit][:5]
            for extra in combinations(rest, PASS_SIZE - len(short)):
                pool.add(tuple(sorted((*short, *extra))))
    counts = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]

    def worth(combo: tuple[int, ...]) -> float:
        score = danger[combo[0]] + danger[combo[1]] + danger[combo[2]]
        for suit in (CLUBS, DIAMONDS):
            n = counts[suit]
            if n and sum(1 for c in combo if SUIT_OF[c] == suit) == n:
                score += 7.0 - n  # a void is worth more the fewer cards it costs
        return score

    return sorted(pool, key=lambda combo: (-worth(combo), combo))[:k]


def pass_reason(state: Hearts, seat: int, chosen: Sequence[int]) -> str:
    hand = state.hands[seat]
    counts = [(hand & SUIT_MASKS[s]).bit_count() for s in range(4)]
    if QUEEN_SPADES in chosen:
        return "pass_queen"
    if any(c in (ACE_SPADES, KING_SPADES) for c in chosen):
        return "pass_high_spades"
    for s in (CLUBS, DIAMONDS):
        if counts[s] and sum(1 for c in chosen if SUIT_OF[c] == s) == counts[s]:
            return "pass_void"
    return "pass_high"


def choose_pass(
    state: Hearts, seat: int, game: bool = False, style: Style = ROLLOUT
) -> tuple[list[int], str]:
    """The pass; ``game``: the hard level's moon for the game (see ``hearts_moon``)."""
    moon = moon_pass(state, seat, state.hands[seat], game)
    if moon is not None:
        return moon, "pass_moon"
    chosen = list(ranked_passes(state, seat, 1, style)[0])
    return chosen, pass_reason(state, seat, chosen)


# -- playing ---------------------------------------------------------------------------------
def choose_play(
    state: Hearts, seat: int, game: bool = False, style: Style = ROLLOUT
) -> tuple[int, str]:
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        return lowest(legal), "forced"
    if state.trick_number > 0 and shooting(state, seat, game):
        return shoot(state, legal), "shoot_moon"
    if not state.trick:
        return _lead(state, seat, legal, style)
    if legal & SUIT_MASKS[state.lead_suit]:
        return _follow(state, seat, legal, style)
    return _discard(state, seat, legal)


def _follow(state: Hearts, seat: int, legal: int, style: Style) -> tuple[int, str]:
    best, winner = state.winning()
    under = legal & ((1 << best) - 1)
    over = legal & ~under
    last = len(state.trick) == 3
    pts = trick_points(state.trick)
    threat = moon_threat(state, seat)
    if threat is not None and threat == winner and over and (pts or not last):
        return highest(over), "stop_moon"
    if state.lead_suit == SPADES and legal & QS_BIT and best > QUEEN_SPADES:
        return QUEEN_SPADES, "dump_queen"
    jack = hearts_jack.follow(state, seat, legal)
    if jack is not None:
        return jack
    high = over & ~QS_BIT
    if (
        style.burn_high
        and under
        and high
        and pts == 0
        and RANK_OF[highest(high)] >= QUEEN
        and _safe(state, seat, last)
    ):
        # Nothing to lose in this trick: be rid of a high card that could win a worse one later.
        return highest(high), "burn_high"
    if under:
        return highest(hearts_jack.keep(state, under)), "duck"
    # Every card we hold wins the trick so far.
    if last:
        choice = over & ~QS_BIT or over
        return highest(choice), "win_last"
    if state.lead_suit == SPADES:
        return lowest(over & ~QS_BIT or over), "follow_low"
    behind = 3 - len(state.trick)
    voids_behind = sum(
        1 for i in range(1, behind + 1) if state.voids[(seat + i) & 3] >> state.lead_suit & 1
    )
    outstanding = (unseen(state, seat) & SUIT_MASKS[state.lead_suit]).bit_count()
    if pts == 0 and voids_behind == 0 and outstanding >= 2 * behind + 2:
        return highest(over), "play_high_safe"
    return lowest(over), "follow_low"


def _safe(state: Hearts, seat: int, last: bool) -> bool:
    """Winning this pointless trick costs nothing (kawu's rules): this seat plays last, or Q♠
    cannot fall on it (played, in this hand, or passed by this seat to one that has already
    played to the trick), nobody after this seat has shown a void in the suit, and enough of it
    is out for all to follow."""
    if hearts_jack.on(state):
        return False  # J♦ scores: the jack's own rules decide who wins a trick
    if last:
        return True
    if not (state.played | state.hands[seat]) & QS_BIT:
        holder = (seat + state.pass_offset) & 3
        if not state.passed[seat] & QS_BIT or (holder - state.leader) & 3 >= len(state.trick):
            return False
    behind = 3 - len(state.trick)
    for i in range(1, behind + 1):
        if state.voids[(seat + i) & 3] >> state.lead_suit & 1:
            return False
    outstanding = (unseen(state, seat) & SUIT_MASKS[state.lead_suit]).bit_count()
    return outstanding >= 2 * behind + 2


def _discard(state: Hearts, seat: int, legal: int) -> tuple[int, str]:
    legal = hearts_jack.keep(state, legal)  # with the option, J♦ is not given away
    _, winner = state.winning()
    threat = moon_threat(state, seat)
    if threat is not None and threat == winner:
        safe = legal & ~HEARTS_MASK & ~QS_BIT
        if safe:
            return _highest_rank(state, seat, safe), "stop_moon"
    by_score = endgame.hearts_discard(state, seat, legal)  # near the target: the game decides
    if by_score is not None:
        return by_score
    if legal & QS_BIT:
        return QUEEN_SPADES, "dump_queen"
    if not state.played & QS_BIT and not state.hands[seat] & QS_BIT and legal & HIGH_SPADES:
        return highest(legal & HIGH_SPADES), "dump_high_spade"
    hearts = legal & HEARTS_MASK
    if hearts:
        return highest(hearts), "dump_heart"
    return _highest_rank(state, seat, legal), "dump_high"


def _highest_rank(state: Hearts, seat: int, m: int) -> int:
    """The card to get rid of: high rank first, from a short suit (a void to come) on ties."""
    hand = state.hands[seat]
    best, best_score = -1, -1.0
    for c in cards_in(m):
        n = (hand & SUIT_MASKS[SUIT_OF[c]]).bit_count()
        score = RANK_OF[c] + (1.5 if n <= 2 else 0.0)
        if score > best_score:
            best, best_score = c, score
    return best


def _lead(state: Hearts, seat: int, legal: int, style: Style) -> tuple[int, str]:
    hand = state.hands[seat]
    out = ALL_CARDS & ~state.played & ~hand
    threat = moon_threat(state, seat)
    if threat is not None:
        hearts = legal & HEARTS_MASK
        if hearts and not out & HEARTS_MASK & ABOVE[highest(hearts)]:
            return highest(hearts), "stop_moon"
    jack = hearts_jack.lead(state, seat, legal)
    if jack is not None:
        return jack
    queen_out = out & QS_BIT
    v = state.voids
    shown = (v[0] | v[1] | v[2] | v[3]) & ~v[seat]  # suits some other seat is void in
    best, best_score, reason = -1, -1e9, "lead_low"
    for s in range(4):
        mine = legal & SUIT_MASKS[s]
        if not mine:
            continue
        c = (mine & -mine).bit_length() - 1
        if c == QUEEN_SPADES and mine & ~QS_BIT:
            rest = mine & ~QS_BIT
            c = (rest & -rest).bit_length() - 1
        others = out & SUIT_MASKS[s]
        n_out = others.bit_count()
        lower = (others & ((1 << c) - 1)).bit_count()
        score = n_out - style.lower_out * lower - hearts_jack.lead_penalty(state, seat, c)
        if hand & QS_BIT and s != SPADES:
            score += style.short_lead * max(0, 4 - mine.bit_count())  # a void to throw Q♠ away
        if n_out == 0:
            score -= 30.0
        if shown >> s & 1:
            voids = (v[0] >> s & 1) + (v[1] >> s & 1) + (v[2] >> s & 1) + (v[3] >> s & 1)
            score -= 4.0 * (voids - (v[seat] >> s & 1))
        why = "lead_low"
        if s == SPADES:
            if hand & QS_BIT or (queen_out and hand & HIGH_SPADES):
                score -= 12.0
            elif queen_out and c < QUEEN_SPADES:
                score += style.flush_queen
                why = "flush_queen"
        elif s == HEARTS:
            score -= 1.0
        if score > best_score:
            best, best_score, reason = c, score, why
    return best, reason


# -- what the search needs -------------------------------------------------------------------
BUDGET = Budget()
PASS_BUDGET = Budget(plays=20_000)


def choose_before_play(state: TrickGame, seat: int) -> tuple[list[int], str]:
    assert isinstance(state, Hearts) and state.phase is Phase.PASS
    return choose_pass(state, seat, style=LEVEL)


def choose_card(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Hearts)
    return choose_play(state, seat, style=LEVEL)


def rollout(state: TrickGame) -> int:
    """The rollout policy: this player's card for the seat to play."""
    assert isinstance(state, Hearts)
    return choose_play(state, state.turn)[0]


def rollout_for(seat: int) -> Rollout:
    """The rollout policy of the hard level's search for ``seat``: this player's card for every
    seat, ``seat`` itself with the moon for the game (``hearts_moon``)."""

    def card(state: TrickGame) -> int:
        assert isinstance(state, Hearts)
        turn = state.turn
        return choose_play(state, turn, turn == seat)[0]

    return card


def score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat`` in points: the fewer points, the better, and near the
    game's end the change in its chance of winning the game (``game_model.hearts_value``)."""
    return hearts_value(state, seat)


POLICY = Policy(
    choose_before_play=choose_before_play,
    choose_play=choose_card,
    rollout=rollout,
    score=score,
    budget=BUDGET,
    before_budget=PASS_BUDGET,
)
