"""The normal Spades player as the levels and the search use it (``POLICY``).

It bids by counting its tricks (``spades_bid``) and plays for the team's contract (``spades_play``,
reading the table through ``spades_view``); here are its search budgets, its rollout and the
value of a finished hand.
"""

from __future__ import annotations

from kawu.bots.game_model import bag_outlook, spades_hands_left, spades_value
from kawu.bots.policy import Policy
from kawu.bots.rollouts import Budget, PlayOut
from kawu.bots.spades.bid import choose_bid, plausible
from kawu.bots.spades.play import choose_play, play_out
from kawu.core import layout
from kawu.engine.house import BAG_RULES
from kawu.engine.spades import BAG_LIMIT, Spades
from kawu.engine.tricks import Phase, TrickGame

#: The hard level's work. With less effort (a slow device), ties within a point stop early and the
#: normal player's choice stays unless the search beats it by a standard error.
BUDGET = Budget(plays=12_000, max_deals=150, slow_tie=1.0, slow_keep=1.0)
BID_BUDGET = Budget(  # the hard bid (spades_search)
    plays=12_000, min_deals=12, max_deals=150, slow_tie=1.0, slow_keep=1.0
)
GAME_WON = 500.0  # a hand that wins the game is worth this much more than its points


def choose_before_play(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Spades) and state.phase is Phase.BID
    return choose_bid(state, seat)


def choose_card(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Spades)
    return choose_play(state, seat)


def rollout_for(_seat: int) -> PlayOut:
    """The rollouts of the hard level's search: this player at every seat (``play.play_out``)."""
    return play_out


def score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat``'s team in points: ``hand_score``, and near the game's
    end the change in its chance of winning the game (``game_model.spades_value``)."""
    return spades_value(state, seat, hand_score(state, seat))


def hand_score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat``'s team, over the opponents'.

    Points, with the bags carried costed by the penalties they are expected to bring before the
    game ends (``bag_outlook``): far from the end every bag costs about 10 (ten cost 100), but
    near it a bag is cheap while the penalty is out of reach and dear when it is one bag away. A
    hand that ends the game is worth its result above all.
    """
    assert isinstance(state, Spades)
    row = state.history[-1]
    team = seat & 1
    points: list[int] = row["points"]
    bags: list[int] = row["bags"]
    carried: list[int] = row["bag_totals"]
    penalty: list[int] = row["bag_penalty"]
    over = state.phase is Phase.GAME_OVER
    scores: list[int] = row["scores"]
    left = 0.0 if over else spades_hands_left(max(scores), state.options.target)
    value = []
    rule = BAG_RULES[state.options.bag_penalty]  # (option bag_penalty; None: bags cost nothing)
    limit, cost = rule if rule is not None else (BAG_LIMIT, 0)
    for t in (0, 1):
        if rule is None:
            value.append(float(points[t]))
            continue
        before = carried[t] - bags[t] + penalty[t] // cost * limit
        value.append(
            points[t]
            - bag_outlook(carried[t], left, limit, cost)
            + bag_outlook(before, left, limit, cost)
        )
    result = value[team] - value[1 - team]
    if over:
        result += GAME_WON if state.winner == team else -GAME_WON
    return result


def core_params(state: TrickGame, _seat: int) -> list[int]:
    """The core's parameters for the rollouts (``rollout_for``): the target, the scores and the
    house rules of the play."""
    assert isinstance(state, Spades)
    return layout.spades_params(state)


def model(state: TrickGame, seat: int) -> int:
    """The card the hard level expects another seat to play: the normal level's."""
    return choose_card(state, seat)[0]


POLICY = Policy(
    choose_before_play=choose_before_play,
    choose_play=choose_card,
    rollout_for=rollout_for,
    score=score,
    budget=BUDGET,
    before_budget=BID_BUDGET,
    plausible=plausible,
    model=model,
    core_params=core_params,
)
