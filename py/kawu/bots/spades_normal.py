"""The normal Spades player as the levels and the search use it (``POLICY``).

It bids by counting its tricks (``spades_bid``) and plays for the team's contract (``spades_play``,
reading the table through ``spades_view``); here are its search budgets, its rollout and the
value of a finished hand.
"""

from __future__ import annotations

from kawu.bots.game_model import spades_value
from kawu.bots.policy import Policy
from kawu.bots.search import Budget
from kawu.bots.spades_bid import choose_bid, plausible
from kawu.bots.spades_play import choose_play
from kawu.spades import Spades
from kawu.tricks import Phase, TrickGame

BUDGET = Budget(plays=12_000, max_deals=150)
BID_BUDGET = Budget(plays=12_000, min_deals=12, max_deals=150)  # the hard bid (spades_search)
BAG_COST = 10.0  # ten bags cost 100 points: each bag is worth about -10 beyond its +1
GAME_WON = 500.0  # a hand that wins the game is worth this much more than its points


def choose_before_play(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Spades) and state.phase is Phase.BID
    return choose_bid(state, seat)


def choose_card(state: TrickGame, seat: int) -> tuple[int, str]:
    assert isinstance(state, Spades)
    return choose_play(state, seat)


def rollout(state: TrickGame) -> int:
    """The rollout policy: this player's card for the seat to play."""
    assert isinstance(state, Spades)
    return choose_play(state, state.turn)[0]


def score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat``'s team in points: ``hand_score``, and near the game's
    end the change in its chance of winning the game (``game_model.spades_value``)."""
    return spades_value(state, seat, hand_score(state, seat))


def hand_score(state: TrickGame, seat: int) -> float:
    """A finished hand's value for ``seat``'s team, over the opponents'.

    Points, with bags costed evenly: every bag counts -10 when it is taken (ten of them cost 100),
    so the 100 the tenth bag takes off is added back rather than counted twice. A hand that ends
    the game is worth its result above all.
    """
    row = state.history[-1]
    team = seat & 1
    points: list[int] = row["points"]
    bags: list[int] = row["bags"]
    penalty: list[int] = row["bag_penalty"]
    value = [points[t] + penalty[t] - BAG_COST * bags[t] for t in (0, 1)]
    result = value[team] - value[1 - team]
    if state.phase is Phase.GAME_OVER:
        result += GAME_WON if state.winner == team else -GAME_WON
    return result


POLICY = Policy(
    choose_before_play=choose_before_play,
    choose_play=choose_card,
    rollout=rollout,
    score=score,
    budget=BUDGET,
    before_budget=BID_BUDGET,
    plausible=plausible,
)
