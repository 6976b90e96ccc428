"""The chance of winning the game from the scores, and the hard level's game-aware value of a hand.

``hearts_win`` and ``spades_win`` are formulas whose few constants are fitted from self-play by
``tools/research/fit_game_model.py`` (which also checks them against real games and prints the
check). Each seat's (team's) future points are a random walk whose spread grows with the hands
left, so the chance that one seat ends below (a team above) another is a normal tail; Hearts
turns the three pairwise chances of each seat into one share per seat, and the shares sum to one.

``hearts_value`` and ``spades_value`` are what the hard level's search averages over its rollouts
(``Policy.score``). They are in points: far from the game's end exactly the hand's value the search
always used (minus the hand's points; the team's hand score over the opponents'), and as the end
comes near more and more the change in the chance of winning the game, counted in the points that
change would be worth at the start of a game. So the same hand is worth more or less points by the
score: a seat that leads near the end wants the points on the seat that would end the game, one
that trails refuses to end it, and a moon that decides the game is worth what it decides.
"""

from __future__ import annotations

import math
from functools import lru_cache

from kawu.engine.hearts import Hearts
from kawu.engine.spades import BAG_LIMIT, BAG_PENALTY, Spades
from kawu.engine.tricks import Phase, TrickGame

# -- fitted by tools/research/fit_game_model.py (self-play of the normal level; see its docstring)
HEARTS_SPREAD = 10.5  # points of spread a seat's total gains per hand left (one sd)
HEARTS_BASE = 0.776  # hands of spread that remain even when the game must end now
HEARTS_PACE = 6.98  # points the leading seat gains per hand: the hands left are the gap over this
SPADES_SPREAD = 96.9  # points of spread the teams' difference gains per hand left
SPADES_BASE = 1.41
SPADES_PACE = 92.0
SPADES_BAG = 11.1  # points each bag carried costs in the outlook, far from the end (bag_outlook)
# ------------------------------------------------------------------------------------------------

HAND_POINTS = 26  # Hearts: the points of one hand
FAIR = HAND_POINTS / 4  # a seat's share of a hand's points
SPADES_HAND = 150  # Spades: about the most one hand moves a team's score
MAX_WEIGHT = 0.9  # the hand's own points always count a little: a lost game still plays well
BAG_RATE = 1.5  # Spades: bags a team takes in a hand, on average, ...
BAG_VAR = 2.5  # ... with this variance
HANDS_AFTER = 0.5  # hands a Spades game lasts beyond what the leader's pace says


def _phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


@lru_cache(maxsize=65_536)
def hearts_shares(totals: tuple[float, ...], target: float) -> tuple[float, ...]:
    """Each seat's chance of winning a Hearts game at ``totals`` (before the next hand).

    A game over (a total at the target and one lowest) is decided."""
    return hearts_formula(totals, target, HEARTS_SPREAD, HEARTS_BASE, HEARTS_PACE)


def hearts_formula(
    totals: tuple[float, ...], target: float, spread: float, base: float, pace: float
) -> tuple[float, ...]:
    """``hearts_shares`` with its constants given (the fit tries them)."""
    top = max(totals)
    low = min(totals)
    if top >= target and totals.count(low) == 1:
        return tuple(1.0 if t == low else 0.0 for t in totals)
    scale = 100 / target  # other targets: the same race, its points scaled
    left = max(0.0, (target - top) * scale) / pace
    sd = spread * math.sqrt(2 * (base + left)) / scale
    weights = []
    for j, tj in enumerate(totals):
        w = 1.0
        for k, tk in enumerate(totals):
            if k != j:
                w *= _phi((tk - tj) / sd)
        weights.append(w)
    whole = sum(weights)
    return tuple(w / whole for w in weights)


def hearts_win(totals: tuple[int, ...], seat: int, target: int) -> float:
    return hearts_shares(totals, target)[seat]


#: Points one unit of winning chance is worth at the start of a Hearts game to 100: a point taken
#: there changes the chance by ``-(4/3) / HEARTS_K`` net of the points the others take instead.
HEARTS_K = 0.75 / (hearts_win((0, 0, 0, 0), 0, 100) - hearts_win((1, 0, 0, 0), 0, 100))


def scaled(totals: tuple[int, ...], target: int, total: int) -> tuple[tuple[float, ...], float]:
    """Scores and target of a game whose hands are worth ``total`` points (the option
    ``points``: 43 in Black Maria, 129 in Spot) as the same race in 26-point hands, which the
    model's constants were fitted to."""
    k = HAND_POINTS / total
    return tuple(t * k for t in totals), target * k


def hearts_win_scheme(totals: tuple[int, ...], seat: int, target: int, total: int) -> float:
    """``hearts_win`` in a game whose hands are worth ``total`` points (``scaled``)."""
    if total == HAND_POINTS:
        return hearts_win(totals, seat, target)
    at, goal = scaled(totals, target, total)
    return hearts_shares(at, goal)[seat]


def hearts_weight(before: tuple[float, ...], target: float) -> float:
    """How much the game counts in a hand that starts at ``before``: nothing while no seat can
    reach the target within two hands, most when this hand can end the game."""
    reach = max(before) + 2 * HAND_POINTS - target
    return min(MAX_WEIGHT, max(0.0, reach / HAND_POINTS))


def hearts_value(state: TrickGame, seat: int) -> float:
    """A finished Hearts hand's value for ``seat`` in points (higher is better), by the game."""
    assert isinstance(state, Hearts)
    row = state.history[-1]
    points: list[int] = row["points"]
    after = tuple(row["scores"])
    before = tuple(a - p for a, p in zip(after, points, strict=True))
    target = state.options.target
    hand = -float(points[seat])
    total = state.moon_points
    if total != HAND_POINTS:  # Black Maria, Spot: the race in 26-point hands, back in points
        return _scheme_value(state, seat, before, after, hand, total)
    w = hearts_weight(before, target)
    if w == 0.0:
        return hand
    if state.phase is Phase.GAME_OVER:
        won = 1.0 if state.winner == seat else 0.0
    else:
        won = hearts_win(after, seat, target)
    game = HEARTS_K * (won - hearts_win(before, seat, target)) - FAIR
    return (1 - w) * hand + w * game


@lru_cache(maxsize=65_536)
def spades_win(ours: int, theirs: int, our_bags: int, their_bags: int, target: int) -> float:
    """A team's chance of winning a Spades game at these scores and bags (before the next hand)."""
    fit = (SPADES_SPREAD, SPADES_BASE, SPADES_PACE, SPADES_BAG)
    return spades_formula(ours, theirs, our_bags, their_bags, target, *fit)


def spades_formula(
    ours: int,
    theirs: int,
    our_bags: int,
    their_bags: int,
    target: int,
    spread: float,
    base: float,
    pace: float,
    bag: float,
) -> float:
    """``spades_win`` with its constants given (the fit tries them)."""
    if max(ours, theirs) >= target and ours != theirs:
        return 1.0 if ours > theirs else 0.0
    scale = 500 / target
    left = max(0.0, (target - max(ours, theirs)) * scale) / pace
    sd = spread * math.sqrt(base + left) / scale
    hands = left + HANDS_AFTER
    bags = bag_outlook(our_bags, hands) - bag_outlook(their_bags, hands)
    lead = ours - theirs - bag / 10 * bags / scale
    return _phi(lead / sd)


def spades_hands_left(top: int, target: int) -> float:
    """About how many hands a Spades game has left when its leading team has ``top`` points."""
    return max(0, target - top) * (500 / target) / SPADES_PACE + HANDS_AFTER


@lru_cache(maxsize=4096)
def bag_outlook(bags: int, left: float, limit: int = BAG_LIMIT, cost: int = BAG_PENALTY) -> float:
    """The bag penalties (points) a team carrying ``bags`` should still pay in the ``left`` hands
    to come: the bags it will take are a normal spread around ``BAG_RATE`` a hand. Far from the
    end every bag costs about 10 (ten cost 100); near it a bag is cheap while the penalty is out
    of reach and dear when it is one bag away. ``bags`` over the limit are counted too.
    ``limit`` and ``cost``: the option ``bag_penalty`` (5 for 50; ``cost`` 0: bags never cost)."""
    if cost == 0:
        return 0.0
    if left <= 0:
        return float(bags // limit * cost)
    mean = bags + BAG_RATE * left
    sd = math.sqrt(BAG_VAR * left) + 0.5
    total = 0.0
    for j in range(1, 6):
        total += _phi((mean - (j * limit - 0.5)) / sd)
    return cost * total


def _scheme_value(
    state: Hearts,
    seat: int,
    before: tuple[int, ...],
    after: tuple[int, ...],
    hand: float,
    total: int,
) -> float:
    """``hearts_value`` when a hand is worth ``total`` points, not 26 (``scaled``)."""
    was, goal = scaled(before, state.options.target, total)
    w = hearts_weight(was, goal)
    if w == 0.0:
        return hand
    if state.phase is Phase.GAME_OVER:
        won = 1.0 if state.winner == seat else 0.0
    else:
        won = hearts_win_scheme(after, seat, state.options.target, total)
    game = HEARTS_K * (won - hearts_shares(was, goal)[seat]) - FAIR
    return (1 - w) * hand + w * game * total / HAND_POINTS


#: Points (of the team's score over the opponents') one unit of winning chance is worth at the
#: start of a Spades game to 500.
SPADES_K = 1.0 / (spades_win(1, 0, 0, 0, 500) - spades_win(0, 0, 0, 0, 500))


def spades_weight(before: tuple[int, int], target: int) -> float:
    """Nothing while neither team can reach the target within two hands, most when this one can."""
    reach = max(before) + 2 * SPADES_HAND - target
    return min(MAX_WEIGHT, max(0.0, reach / SPADES_HAND))


def spades_value(state: TrickGame, seat: int, hand: float) -> float:
    """A finished Spades hand's value for ``seat``'s team in points, by the game; ``hand`` is the
    hand's own value (the team's score over the opponents', bags costed)."""
    assert isinstance(state, Spades)
    row = state.history[-1]
    team = seat & 1
    after = row["scores"]
    points = row["points"]
    before = (after[0] - points[0], after[1] - points[1])
    target = state.options.target
    w = spades_weight(before, target)
    if w == 0.0:
        return hand
    bags = row["bag_totals"]
    bags_before = [(bags[t] - row["bags"][t]) % BAG_LIMIT for t in (0, 1)]
    if state.phase is Phase.GAME_OVER:
        won = 1.0 if state.winner == team else 0.0
    else:
        won = spades_win(after[team], after[1 - team], bags[team], bags[1 - team], target)
    was = spades_win(
        before[team], before[1 - team], bags_before[team], bags_before[1 - team], target
    )
    return (1 - w) * hand + w * SPADES_K * (won - was)


def counts(state: TrickGame) -> bool:
    """Does the game, not only the hand, weigh in the hard level's choice in this hand?"""
    if isinstance(state, Hearts):
        if state.moon_points != HAND_POINTS:
            at, goal = scaled(tuple(state.scores), state.options.target, state.moon_points)
            return hearts_weight(at, goal) > 0
        return hearts_weight(tuple(state.scores), state.options.target) > 0
    assert isinstance(state, Spades)
    return spades_weight((state.scores[0], state.scores[1]), state.options.target) > 0
