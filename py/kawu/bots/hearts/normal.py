"""The normal Hearts player: a strong rule-based policy, fast enough to drive the search's rollouts.

It reads its own hand and public facts only (cards played, voids shown, points taken, where its own
passed cards went). Each choice comes with a reason code that the hint explains.
"""

from __future__ import annotations

from kawu.bots import endgame
from kawu.bots.game_model import hearts_value
from kawu.bots.hearts import jack as hearts_jack
from kawu.bots.hearts.moon import moon_threat, shoot, shooting, slack
from kawu.bots.hearts.passing import choose_pass
from kawu.bots.hearts.reads import level_reads
from kawu.bots.hearts.style import (
    LEVEL,
    ROLLOUT,
    Style,
    highest_rank,
    holders,
    middle_open,
    rank_score,
    safe,
)
from kawu.bots.knowledge import unseen
from kawu.bots.policy import Policy
from kawu.bots.rollouts import Budget, PlayOut
from kawu.core import layout
from kawu.engine.cards import (
    ABOVE,
    ACE_SPADES,
    ALL_CARDS,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JD_BIT,
    KING_SPADES,
    QS_BIT,
    QUEEN_SPADES,
    RANK_OF,
    SPADES,
    SUIT_MASKS,
    SUIT_OF,
    cards_in,
    highest,
    lowest,
)
from kawu.engine.hearts import Hearts, trick_points
from kawu.engine.house import SCORING_MASKS
from kawu.engine.tricks import Phase, TrickGame

HIGH_SPADES = (1 << ACE_SPADES) | (1 << KING_SPADES)
HEARTS_MASK = SUIT_MASKS[HEARTS]
SPADES_MASK = SUIT_MASKS[SPADES]


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
    return _discard(state, seat, legal, style)


def _follow(state: Hearts, seat: int, legal: int, style: Style) -> tuple[int, str]:
    best, winner = state.winning()
    under = legal & ((1 << best) - 1)
    over = legal & ~under
    last = len(state.trick) == 3
    pts = trick_points(state.trick, False, state.options.points)
    threat = moon_threat(state, seat)
    if threat is not None and threat == winner and over and (pts or not last):
        return highest(over), "stop_moon"
    if state.lead_suit == SPADES and legal & QS_BIT and best > QUEEN_SPADES:
        return QUEEN_SPADES, _dump_queen(state)
    jack = hearts_jack.follow(state, seat, legal)
    if jack is not None:
        return jack
    high = over & ~QS_BIT
    clean = _clean_hand(state, seat)
    if (
        style.burn_high
        and not clean
        and under
        and high
        and pts == 0
        and RANK_OF[highest(high)] >= style.burn_rank
        and safe(state, seat, last, style)
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
    if pts == 0 and voids_behind == 0 and outstanding >= 2 * behind + 2 and not clean:
        return highest(over), "play_high_safe"
    return lowest(over), "follow_low"


def _discard(state: Hearts, seat: int, legal: int, style: Style) -> tuple[int, str]:
    legal = hearts_jack.keep(state, legal)  # with the option, J♦ is not given away
    _, winner = state.winning()
    threat = moon_threat(state, seat)
    if threat is not None and threat == winner:
        safe = legal & ~SCORING_MASKS[state.options.points]
        if safe:
            return highest_rank(state, seat, safe), "stop_moon"
    by_score = endgame.hearts_discard(state, seat, legal)  # near the target: the game decides
    if by_score is not None:
        return by_score
    if legal & QS_BIT:
        return QUEEN_SPADES, _dump_queen(state)
    if legal & HIGH_SPADES and state.options.points == "black_maria":
        return highest(legal & HIGH_SPADES), "dump_scoring_spade"  # K♠ and A♠ score: shed
    if not state.played & QS_BIT and not state.hands[seat] & QS_BIT and legal & HIGH_SPADES:
        return highest(legal & HIGH_SPADES), "dump_high_spade"
    hearts = legal & HEARTS_MASK
    if hearts:
        other = legal & ~HEARTS_MASK
        if style.high_before_heart is not None and other and not state.played & QS_BIT:
            c = highest_rank(state, seat, other)
            if rank_score(state, seat, c) > RANK_OF[highest(hearts)] + style.high_before_heart:
                return c, "dump_high"
        return highest(hearts), "dump_heart"
    return highest_rank(state, seat, legal), "dump_high"


def _clean_hand(state: Hearts, seat: int) -> bool:
    """With option ``no_tricks_bonus``: ``seat`` has taken no trick yet, so a trick it need not
    take is worth its -5 (a clean hand): no high card is burnt on a trick that would be won.
    Not while J♦ is still to be won under option ``jack_of_diamonds`` (its -10 is worth a
    trick: measured, a clean hand cost points there)."""
    if not state.options.no_tricks_bonus or state.tricks_won[seat]:
        return False
    return not (hearts_jack.on(state) and not state.played & JD_BIT)


def _dump_queen(state: Hearts) -> str:
    """The reason for throwing Q♠ away: her 13 points, or Spot's 25 (option ``points``)."""
    return "dump_queen_spot" if state.options.points == "spot" else "dump_queen"


def _burn_lead(state: Hearts, seat: int, legal: int, rank: int, out: int, shown: int) -> int | None:
    """A high club or diamond (``rank`` or higher) to lead while the trick can cost nothing:
    Q♠ is played or in this hand, no other seat has shown a void in the suit (``shown``), and
    enough of it is out (``out``: the unseen cards) for the three others to follow twice. The
    highest such card, else ``None``."""
    if hearts_jack.on(state) or holders(state, seat):
        return None
    best = None
    for suit in (CLUBS, DIAMONDS):
        mine = legal & SUIT_MASKS[suit]
        if not mine or shown >> suit & 1 or (out & SUIT_MASKS[suit]).bit_count() < 6:
            continue
        top = highest(mine)
        if RANK_OF[top] >= rank and (best is None or RANK_OF[top] > RANK_OF[best]):
            best = top
    return best


def _middle(state: Hearts, legal: int, c: int, above: int, out: int, shown: int) -> int:
    """The card to lead instead of ``c``, the lowest of its suit, with ``middle_lead``: the
    highest card of the suit that at least ``above`` unseen cards (``out``) beat, once Q♠ is
    played, when nobody has shown a void in the suit (``shown``) and it is not hearts; else
    ``c``."""
    suit = SUIT_OF[c]
    if hearts_jack.on(state) or not middle_open(state.played, suit, shown):
        return c
    others = out & SUIT_MASKS[suit]
    for x in reversed(cards_in(legal & SUIT_MASKS[suit])):
        if (others & ABOVE[x]).bit_count() >= above:
            return x  # at least c: c is the suit's lowest (Q♠ is played, none to pass over)
    return c


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
    v = state.voids
    shown = (v[0] | v[1] | v[2] | v[3]) & ~v[seat]  # suits some other seat is void in
    if style.burn_lead is not None and threat is None and not _clean_hand(state, seat):
        burn = _burn_lead(state, seat, legal, style.burn_lead, out, shown)
        if burn is not None:
            return burn, "burn_lead"
    queen_out = out & QS_BIT
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
        elif queen_out and lower == n_out and s != HEARTS:
            score -= style.sure_win
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
    if style.middle_lead is not None and reason == "lead_low":
        middle = _middle(state, legal, best, style.middle_lead, out, shown)
        if middle != best:
            return middle, "lead_middle"
    return best, reason


# -- what the search needs -------------------------------------------------------------------
#: The hard level's work. With less effort (a slow device), ties within a tenth of a point stop
#: early and the normal player's choice stays unless the search beats it by a standard error.
BUDGET = Budget(slow_tie=0.1, slow_keep=1.0)
PASS_BUDGET = Budget(plays=20_000, slow_tie=0.1, slow_keep=1.0)


def choose_before_play(state: TrickGame, seat: int) -> tuple[list[int], str]:
    assert isinstance(state, Hearts) and state.phase is Phase.PASS
    return choose_pass(state, seat, style=LEVEL)


def choose_card(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Hearts)
    return choose_play(state, seat, style=LEVEL)


def play_out(world: Hearts, seat: int) -> None:
    """Play ``world`` to the end of its hand, every seat by these rules in the ``ROLLOUT`` style,
    ``seat`` with the moon for the game (``moon.shooting``'s ``game``): the search's rollouts when
    the core (``kawu.core``, which plays the same cards) is not loaded."""
    hand = world.hand_number
    while world.hand_number == hand and world.phase is Phase.PLAY:
        turn = world.turn
        world.play(choose_play(world, turn, turn == seat)[0])


def rollout_for(seat: int) -> PlayOut:
    """The rollouts of the hard level's search for ``seat``: this player's card for every seat,
    ``seat`` itself with the moon for the game (``hearts_moon``)."""

    def play(world: TrickGame) -> None:
        assert isinstance(world, Hearts)
        play_out(world, seat)

    return play


def score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat`` in points: the fewer points, the better, and near the
    game's end the change in its chance of winning the game (``game_model.hearts_value``)."""
    return hearts_value(state, seat)


def core_params(state: TrickGame, seat: int) -> list[int]:
    """The core's parameters for ``seat``'s search: the options (the house rules too), the
    scores, ``seat`` playing for the game in its rollouts (``rollout_for``) and each seat's moon
    slack (fixed for a hand); the model of the other seats (``model``) is the core's too."""
    assert isinstance(state, Hearts)
    return layout.hearts_params(state, seat, [slack(state, s) for s in range(4)])


def model(state: TrickGame, seat: int) -> int:
    """The card the hard level expects another seat to play: the normal level's."""
    return choose_card(state, seat)[0]


def model_reads(state: TrickGame, seat: int) -> list[int]:
    """The cards each other seat cannot hold if it played as the normal level does."""
    assert isinstance(state, Hearts)
    return level_reads(state, seat)


POLICY = Policy(
    choose_before_play=choose_before_play,
    choose_play=choose_card,
    rollout_for=rollout_for,
    score=score,
    budget=BUDGET,
    before_budget=PASS_BUDGET,
    model=model,
    model_reads=model_reads,
    core_params=core_params,
)
