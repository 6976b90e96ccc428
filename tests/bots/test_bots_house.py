"""The computer players under the house rules (issue 44): scenarios, each showing a rule used,
and the hard level's search under the house rules in the core, deciding as it does without it.
"""

from __future__ import annotations

import random

import pytest

from engine.test_hearts_rules import MIXED, QUEEN_AND_HEARTS
from helpers import (
    EAST,
    NORTH,
    SOUTH,
    WEST,
    cards,
    deck_from_hands,
    legal,
    new_hearts,
    new_spades,
    play,
)
from kawu import core
from kawu.bots import decide, easy
from kawu.bots.hearts import normal as hearts_normal
from kawu.bots.hearts.moon import moon_totals
from kawu.bots.reasons import explain
from kawu.bots.rollouts import Budget
from kawu.bots.spades.bid import nil_worthy
from kawu.bots.spades.view import need, want_tricks
from kawu.engine.cards import CODES, card, codes
from kawu.engine.hearts import Hearts
from kawu.engine.tricks import Phase, TrickGame

SMALL = Budget(plays=1500, min_deals=4, max_deals=8)


def with_south(south: str) -> list[int]:
    """A deal in which South holds ``south`` and the other cards go round West, North, East."""
    mine = cards(south)
    rest = [c for c in range(52) if c not in mine]
    hands = [[CODES[c] for c in mine], [], [], []]
    for i, c in enumerate(rest):
        hands[1 + i % 3].append(CODES[c])
    return deck_from_hands(*(" ".join(h) for h in hands))


def normal_card(state: Hearts) -> str:
    return CODES[hearts_normal.choose_play(state, state.turn, style=hearts_normal.LEVEL)[0]]


# -- first_trick_points --------------------------------------------------------------------
def test_bots_house_first_trick_points_void_in_clubs_normal_throws_q_spades() -> None:
    game = new_hearts(MIXED, first_direction=3, first_trick_points=True)
    play(game, "2C 5C 9C")  # East: no club, Q♠ among spades and hearts
    assert game.turn == EAST and "QS" in legal(game)
    assert normal_card(game) == "QS"
    assert CODES[easy.choose(game, EAST, random.Random(1))] == "QS"
    spot = new_hearts(MIXED, first_direction=3, first_trick_points=True, points="spot")
    play(spot, "2C 5C 9C")
    card_, why = hearts_normal.choose_play(spot, EAST, style=hearts_normal.LEVEL)
    assert CODES[card_] == "QS" and "25 points" in explain(why, {}, spot, card_)["en"]
    kawu = new_hearts(MIXED, first_direction=3)
    play(kawu, "2C 5C 9C")
    assert normal_card(kawu) != "QS"  # rule 4: it may not


# -- pass_count ------------------------------------------------------------------------------
@pytest.mark.parametrize("count", [4, 5])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_house_pass_count_every_level_passes_that_many(level: str, count: int) -> None:
    game = new_hearts(MIXED, pass_count=count)
    action, _, _ = decide(game, SOUTH, level, random.Random(2), SMALL)
    assert len(set(action)) == count and all(game.hands[SOUTH] >> c & 1 for c in action)
    game.apply(SOUTH, action)


# -- points: Black Maria -------------------------------------------------------------------------
def test_bots_house_black_maria_pass_sheds_a_guarded_ace_of_spades() -> None:
    south = "3C 8C 9D JD 2H 4H 8H JH QH 8S 9S TS AS"  # A♠ behind three low spades
    kawu = new_hearts(with_south(south))
    assert "AS" not in codes(sum(1 << c for c in hearts_normal.choose_pass(kawu, SOUTH)[0]))
    maria = new_hearts(with_south(south), points="black_maria")
    passed = hearts_normal.choose_pass(maria, SOUTH)[0]
    assert "AS" in [CODES[c] for c in passed]


def test_bots_house_black_maria_discards_king_and_ace_of_spades() -> None:
    # East, void in clubs and diamonds, holds K♠ and A♠ (and Q♠: dumped first as always).
    game = new_hearts(MIXED, first_direction=3, points="black_maria", first_trick_points=True)
    play(game, "2C 5C 9C")
    assert normal_card(game) == "QS"
    play(game, "QS 8D")  # North wins trick 1 and leads a diamond: East discards again
    assert game.turn == EAST
    assert normal_card(game) == "AS"  # A♠ (7) catches Q♠ and K♠: the first to shed
    why = hearts_normal.choose_play(game, EAST, style=hearts_normal.LEVEL)[1]
    assert why == "dump_scoring_spade" and "Black Maria" in explain(why, {}, game, card("AS"))["en"]
    assert CODES[easy.choose(game, EAST, random.Random(1))] == "KS"  # easy: the most points
    kawu = new_hearts(MIXED, first_direction=3, first_trick_points=True)
    play(kawu, "2C 5C 9C QS 8D")
    assert normal_card(kawu) != "AS"  # Q♠ is played: A♠ is just a high spade


# -- points: Spot ---------------------------------------------------------------------------------
def test_bots_house_spot_pass_gives_high_hearts_over_high_diamonds() -> None:
    south = "3C 4C 6C JC 4D 7D AD 4H KH AH 2S KS AS"
    kawu = [CODES[c] for c in hearts_normal.choose_pass(new_hearts(with_south(south)), SOUTH)[0]]
    spot = new_hearts(with_south(south), points="spot")
    passed = [CODES[c] for c in hearts_normal.choose_pass(spot, SOUTH)[0]]
    assert "AD" in kawu and not {"KH", "AH"} <= set(kawu)
    assert {"KH", "AH"} <= set(passed)  # 13 and 14 points each in Spot


# -- hearts_lead ----------------------------------------------------------------------------------
def test_bots_house_hearts_lead_any_leads_a_heart_rather_than_q_spades() -> None:
    kawu = new_hearts(QUEEN_AND_HEARTS, first_direction=3)
    play(kawu, "2C 6C TC AC KC 3C 7C JC")
    assert kawu.turn == EAST and legal(kawu) == {"QS"}  # hearts unbroken: forced
    game = new_hearts(QUEEN_AND_HEARTS, first_direction=3, hearts_lead="any")
    play(game, "2C 6C TC AC KC 3C 7C JC")
    assert "2H" in legal(game)
    assert normal_card(game) != "QS" and normal_card(game).endswith("H")


# -- moon = best_for_shooter ----------------------------------------------------------------------
def test_bots_house_moon_best_for_shooter_in_the_players_reckoning() -> None:
    # Adding would end the game with East winning: the shooter's best is to subtract.
    assert moon_totals((90, 80, 70, 60), 0, "best_for_shooter", 26, 100) == [64, 80, 70, 60]
    assert moon_totals((40, 30, 30, 30), 0, "best_for_shooter", 26, 100) == [40, 56, 56, 56]
    assert moon_totals((0, 0, 0, 0), 1, "add_to_others", 43, 100) == [43, 0, 43, 43]


# -- Spades ---------------------------------------------------------------------------------------
def test_bots_house_nil_value_50_a_nil_needs_a_surer_hand() -> None:
    hand = sum(
        1 << card(c)
        for c in ["2C", "5C", "7C", "JC", "2D", "6D", "9D", "QD", "KD", "3H", "8H", "QH", "7S"]
    )
    assert nil_worthy(hand) and not nil_worthy(hand, None, 0.0, 50)


def test_bots_house_nil_tricks_count_the_nil_bidders_tricks_serve_the_contract() -> None:
    game = new_spades(MIXED, nil_tricks="count")
    kawu = new_spades(MIXED)
    for state in (game, kawu):
        state.apply(SOUTH, 0)
        for seat, bid in ((1, 3), (2, 2), (3, 3)):
            state.apply(seat, bid)
        state.tricks_won = [2, 0, 0, 0]  # South (nil) took two tricks
    assert need(game, 0) == 0 and need(kawu, 0) == 2


def test_bots_house_bag_penalty_none_the_team_takes_tricks_once_made() -> None:
    game = new_spades(MIXED, bag_penalty="none")
    kawu = new_spades(MIXED)
    for state in (game, kawu):
        for _ in range(4):
            state.apply(state.turn, 1)
        state.tricks_won = [2, 0, 1, 0]
        state.trick_number = 3
    assert want_tricks(game, SOUTH) == (True, False)
    assert want_tricks(kawu, SOUTH) == (False, False)


# -- the hard level: the core plays the house rules, and decides as the Python rules do ---------
HOUSE_HEARTS = [
    {"points": "spot"},
    {"points": "black_maria", "pass_count": 5},
    {"pass_count": 4},
    {"first_trick_points": True},
    {"hearts_lead": "any", "first_lead": "any_club"},
    {"first_lead": "dealer_left"},
    {"moon": "best_for_shooter", "no_tricks_bonus": True},
    {"moon": "best_for_shooter"},
]


def hard_decisions(game: TrickGame, seed: int, budget: Budget | None, plays: int) -> list[tuple]:
    """The hard level's first decisions of ``game`` (passes or bids, then ``plays`` cards):
    every action, its reason and its figures."""
    rng = random.Random(seed)
    seen = []
    while game.phase in (Phase.PASS, Phase.BID):
        seat = game.to_act()[0]
        action, why, figures = decide(game, seat, "hard", rng, budget)
        seen.append((action, why, figures))
        game.apply(seat, action)
    for _ in range(plays):
        action, why, figures = decide(game, game.turn, "hard", rng, budget)
        seen.append((action, why, figures))
        game.apply(game.turn, action)
    return seen


def counting_core(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the searches that take the core (``core.core()`` asked)."""
    asked = [0]
    loaded = core.load()  # (the package's module, whatever KAWU_CORE says)

    def counted() -> core.Core:
        asked[0] += 1
        return loaded

    monkeypatch.setattr(core, "core", counted)
    return asked


@pytest.mark.parametrize("options", HOUSE_HEARTS)
def test_bots_house_hard_hearts_plays_the_house_rules_in_the_core_alike(
    options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    params = hearts_normal.core_params(new_hearts(MIXED, **options), SOUTH)
    assert params != hearts_normal.core_params(new_hearts(MIXED), SOUTH) or options == {
        "moon": "best_for_shooter"
    }  # (the moon's rule is the engine's, at the end of the hand)
    with core.using(None):
        python = hard_decisions(new_hearts(MIXED, **options), 3, SMALL, 6)
    asked = counting_core(monkeypatch)
    assert hard_decisions(new_hearts(MIXED, **options), 3, SMALL, 6) == python
    assert asked[0] >= 6


@pytest.mark.parametrize(
    "options",
    [
        {"nil_value": 50},
        {"bag_penalty": "none", "spades_lead": "any"},
        {"nil_tricks": "count", "first_lead": "two_clubs"},
    ],
)
def test_bots_house_hard_spades_plays_the_house_rules_in_the_core_alike(
    options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    budget = Budget(plays=1500, min_deals=4, max_deals=8)
    with core.using(None):
        python = hard_decisions(new_spades(MIXED, **options), 4, budget, 6)
    asked = counting_core(monkeypatch)
    assert hard_decisions(new_spades(MIXED, **options), 4, budget, 6) == python
    assert asked[0] >= 6


# -- playing for the game: a Spot or Black Maria hand is worth more than 26 --------------------
def test_bots_house_the_game_model_knows_a_spot_hand_ends_a_game_to_100_soon() -> None:
    from kawu.bots import game_model

    assert not game_model.counts(new_hearts(MIXED))  # 26 a hand: far from 100
    assert game_model.counts(new_hearts(MIXED, points="spot"))  # 129 a hand: it can end now
    maria = new_hearts(MIXED, points="black_maria")
    maria.scores = [30, 10, 10, 10]
    assert game_model.counts(maria)  # 43 a hand: two hands can reach 100
    # In 26-point hands, Spot's 129 and 100 are 26 and about 20.
    at, goal = game_model.scaled((129, 0, 0, 0), 100, 129)
    assert at == (26.0, 0.0, 0.0, 0.0) and round(goal, 2) == 20.16


def spot_discard(points: str) -> Hearts:
    """Trick 12: West leads a club, North follows, East and South (5♥ 6♥) are void."""
    game = new_hearts(MIXED, first_direction=3, points=points)
    hands = {SOUTH: "5H 6H", WEST: "2C 7D", NORTH: "4C 9D", EAST: "2S 3S"}
    for seat, text in hands.items():
        game.hands[seat] = sum(1 << c for c in cards(text))
    held = game.hands[0] | game.hands[1] | game.hands[2] | game.hands[3]
    game.played = ((1 << 52) - 1) & ~held
    game.trick, game.trick_number, game.broken = [], 11, True
    game.leader = game.turn = WEST
    game.points = [0, 10, 40, 60] if points == "spot" else [0, 5, 10, 7]
    play(game, "2C 4C 2S")
    return game


def test_bots_house_spot_hard_throws_the_higher_of_two_touching_hearts() -> None:
    spot = spot_discard("spot")
    assert legal(spot) == {"5H", "6H"}
    assert CODES[decide(spot, SOUTH, "hard", random.Random(1), SMALL)[0]] == "6H"
    kawu = spot_discard("standard")  # 1 point each: the class's lowest, as ever
    assert CODES[decide(kawu, SOUTH, "hard", random.Random(1), SMALL)[0]] == "5H"


# -- no_tricks_bonus -----------------------------------------------------------------------------
def test_bots_house_no_tricks_bonus_a_clean_seat_burns_no_high_card_on_a_trick() -> None:
    """Option no_tricks_bonus (RULES.md: a seat that took no trick scores -5): where the normal
    player under kawu's rules takes a trick it need not (a high card burnt on a trick worth 0,
    or played high while it is safe) with no trick taken yet, under the bonus it plays under the
    card winning the trick when it can. Positions from hands played by the normal player."""
    rng = random.Random(44)
    seen = 0
    for _ in range(60):
        deck = list(range(52))
        rng.shuffle(deck)
        kawu = new_hearts(deck, first_direction=3)  # hand 1 a hold hand: no pass
        done: list[int] = []
        while kawu.phase is Phase.PLAY and kawu.hand_number == 1:
            seat = kawu.turn
            c, why = hearts_normal.choose_play(kawu, seat, style=hearts_normal.LEVEL)
            if why in ("burn_high", "play_high_safe") and kawu.tricks_won[seat] == 0:
                bonus = new_hearts(deck, first_direction=3, no_tricks_bonus=True)
                for d in done:
                    bonus.apply(bonus.turn, d)
                best, _ = bonus.winning()
                ducks = [x for x in bonus.legal_actions(seat) if x < best]
                mine, why_bonus = hearts_normal.choose_play(bonus, seat, style=hearts_normal.LEVEL)
                assert why_bonus not in ("burn_high", "play_high_safe")
                if ducks:
                    assert mine < best, (CODES[mine], CODES[best], why_bonus)
                seen += 1
            kawu.apply(seat, c)
            done.append(c)
    assert seen >= 20  # the rule was met often enough to be tested
