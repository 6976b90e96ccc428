"""A game's normal player as the levels use it: one typed record instead of module attributes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kawu.bots.inference import Model, ModelReads
from kawu.bots.knowledge import Plausible
from kawu.bots.rollouts import Budget, CoreParams, PlayOut, Score
from kawu.engine.tricks import TrickGame

#: The action before play (three cards to pass, a bid) with its reason code.
ChooseBefore = Callable[[TrickGame, int], tuple[Any, str]]
#: The card to play with its reason code.
ChoosePlay = Callable[[TrickGame, int], tuple[int, str]]
#: The search's rollouts for a seat (``search.PlayOut``): a hand played out by this player.
RolloutFor = Callable[[int], PlayOut]


@dataclass(frozen=True, slots=True)
class Policy:
    """The normal player of one game, and what the hard level's search takes from it.

    ``rollout_for(seat)`` plays a sampled deal out for ``seat``'s search; ``budget`` is the
    search's work for a card, ``before_budget`` for the pass (Hearts) or the bid (Spades);
    ``plausible`` (optional) weighs sampled deals by what the other seats did; ``model``
    (optional) is the card the search expects another seat to play, with the hand a deal gives
    it: deals in which the other seats' plays so far are not the model's are not searched
    (``inference``); ``model_reads`` (optional), the cards each other seat cannot hold if it
    played as the model does, narrows where they are looked for; ``core_params`` (optional),
    the parameters of the core (``kawu.core``) that plays ``rollout_for``'s rollouts as well.
    """

    choose_before_play: ChooseBefore
    choose_play: ChoosePlay
    rollout_for: RolloutFor
    score: Score
    budget: Budget
    before_budget: Budget
    plausible: Plausible | None = None
    model: Model | None = None
    model_reads: ModelReads | None = None
    core_params: CoreParams | None = None
