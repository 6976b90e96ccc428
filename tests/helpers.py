"""Shared fixtures for the rules tests: fixed deals written with card codes, and small drivers.

A deal is a 52-card deck order in which card ``i`` goes to seat ``i % 4`` (the engine's
``deals=`` contract). :func:`deck_from_hands` builds one from four hands written as card codes,
so a test reads like a bridge diagram::

    deck = deck_from_hands(
        south="AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C AS",
        west="2C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        north="AD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        east="AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    )
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from kawu import api
from kawu.bots import decide
from kawu.bots.knowledge import known_held
from kawu.bots.rollouts import Budget
from kawu.bots.spades import normal as spades_normal
from kawu.engine import deals
from kawu.engine.cards import CODES, card, codes
from kawu.engine.hearts import PASS_OFFSETS, Hearts, HeartsOptions
from kawu.engine.spades import Spades, SpadesOptions
from kawu.engine.tricks import Phase, TrickGame

G = TypeVar("G", bound=TrickGame)

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
Record = dict[str, Any]
SEAT_KEYS = ("south", "west", "north", "east")
CARD_CODES = frozenset(CODES)


def cards(text: str) -> list[int]:
    """Card numbers of a space-separated list of codes: ``cards("QS TH 2C")``."""
    return [card(c) for c in text.split()]


def deck_from_hands(south: str, west: str, north: str, east: str) -> list[int]:
    """The deck order that deals these four 13-card hands (codes separated by spaces)."""
    hands = [cards(h) for h in (south, west, north, east)]
    for seat, hand in enumerate(hands):
        assert len(hand) == 13, f"{SEAT_KEYS[seat]} has {len(hand)} cards, not 13"
    everything = sorted(c for hand in hands for c in hand)
    assert everything == list(range(52)), "the four hands must hold each of the 52 cards once"
    deck = [0] * 52
    for seat, hand in enumerate(hands):
        for k, c in enumerate(hand):
            deck[4 * k + seat] = c
    return deck


def rotate(hands: Sequence[str], by: int) -> list[str]:
    """The same four hands moved ``by`` seats clockwise: ``rotate(h, 1)[1] == h[0]``."""
    return [hands[(seat - by) % 4] for seat in range(4)]


def deck_of(hands: Sequence[str]) -> list[int]:
    return deck_from_hands(*hands)


def fixed_deals(*decks: list[int]) -> Callable[[int], list[int]]:
    """A deal source giving ``decks[n - 1]`` for hand ``n`` (the last deck again after that)."""

    def source(hand_number: int) -> list[int]:
        return list(decks[min(hand_number, len(decks)) - 1])

    return source


def seeded_deals(seed: int) -> Callable[[int], list[int]]:
    """The deal source the API uses for a game with this seed."""
    return lambda n: deals.deck_for_key(deals.deal_key(seed, n))


def new_hearts(*decks: list[int], first_direction: int = 0, **options: Any) -> Hearts:
    """A Hearts game dealt ``decks`` in turn. ``first_direction=3`` makes hand 1 a hold hand."""
    opts = HeartsOptions(**options)
    return Hearts(opts, deals=fixed_deals(*decks), first_direction=first_direction)


def new_spades(*decks: list[int], dealer: int = EAST, **options: Any) -> Spades:
    """A Spades game dealt ``decks`` in turn; with East the first dealer, South bids first."""
    return Spades(SpadesOptions(**options), deals=fixed_deals(*decks), first_dealer=dealer)


def hand(state: TrickGame, seat: int) -> str:
    """A seat's hand as codes, for readable assertions."""
    return " ".join(codes(state.hands[seat]))


def legal(state: TrickGame, seat: int | None = None) -> set[str]:
    """The codes of the cards ``seat`` (default: the seat to play) may play now."""
    s = state.turn if seat is None else seat
    return {CODES[c] for c in state.legal_actions(s)}


def play(state: TrickGame, plays: str) -> None:
    """Play the given cards in turn order, each checked by the engine's ``apply``."""
    for code in plays.split():
        state.apply(state.turn, card(code))


def lowest_legal(state: TrickGame) -> int:
    return min(state.legal_actions(state.turn))


def play_out_hand(state: TrickGame, choose: Callable[[TrickGame], int] = lowest_legal) -> None:
    """Play the current hand to its end, each card chosen by ``choose`` from the legal ones."""
    start = state.hand_number
    while state.phase is Phase.PLAY and state.hand_number == start:
        c = choose(state)
        state.apply(state.turn, c)


def pass_cards(state: Hearts, passes: dict[int, str]) -> None:
    """Each listed seat passes the three cards written as codes, checked by ``apply``."""
    for seat, text in passes.items():
        state.apply(seat, cards(text))


def prepass_deck(final: Sequence[str], passes: Sequence[str], direction: int) -> list[int]:
    """The deal whose hands become ``final`` once each seat passes ``passes[seat]``.

    ``direction`` is the index in left/right/across; ``passes[s]`` must lie in the final hand of
    the seat that receives it.
    """
    offset = PASS_OFFSETS[direction]
    after = [set(cards(h)) for h in final]
    given = [set(cards(p)) for p in passes]
    before = []
    for seat in range(4):
        receiver = (seat + offset) % 4
        assert given[seat] <= after[receiver], f"{passes[seat]} is not in seat {receiver}'s hand"
        got = given[(seat - offset) % 4]
        before.append((after[seat] - got) | given[seat])
    return deck_from_hands(*(" ".join(CODES[c] for c in sorted(h)) for h in before))


def spades_sweep_deck(taker: int) -> list[int]:
    """A Spades deal in which ``taker`` holds all 13 spades and every other seat one plain suit.

    The taker wins every trick whatever anyone plays: it is void in every suit the others hold,
    so it trumps each of their leads, and nobody can follow its spade leads.
    """
    suits = {
        taker: "S",
        (taker + 1) % 4: "C",
        (taker + 2) % 4: "D",
        (taker + 3) % 4: "H",
    }
    return deck_from_hands(*(" ".join(r + suits[s] for r in "23456789TJQKA") for s in range(4)))


def moon_hands(shooter: int) -> list[str]:
    """Four hands in which ``shooter`` takes all 13 tricks (so all 26 points) however anyone plays.

    The shooter holds the clubs 3 to ace and A♠; the 2♣ holder leads it into the shooter's clubs,
    then the shooter leads clubs nobody else holds, and A♠ that nobody can beat.
    """
    base = [
        "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC AS",
        "2C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        "AD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    ]
    return rotate(base, shooter)


def view_card_codes(value: Any) -> set[str]:
    """Every card code that appears anywhere (as a string) in a JSON value."""
    found: set[str] = set()

    def walk(v: Any) -> None:
        if isinstance(v, str):
            if v in CARD_CODES:
                found.add(v)
        elif isinstance(v, dict):
            for k, x in v.items():
                walk(k)
                walk(x)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)

    walk(value)
    return found


def random_action(state: TrickGame, seat: int, rng: random.Random) -> Any:
    """A uniformly random legal engine action for ``seat`` (three cards while passing, or the
    option ``pass_count``'s number)."""
    options = state.legal_actions(seat)
    if state.phase is Phase.PASS:
        assert isinstance(state, Hearts)
        return rng.sample(options, state.options.pass_count)
    return options[rng.randrange(len(options))]


def passes_into(final: Sequence[str], direction: int) -> list[str]:
    """For each seat, three cards it can pass so that the hands end as ``final``.

    Seat ``s`` passes the three highest cards of the final hand of the seat it passes to.
    """
    offset = PASS_OFFSETS[direction]
    return [" ".join(final[(s + offset) % 4].split()[-3:]) for s in range(4)]


def moon_deck(shooter: int, direction: int) -> tuple[list[int], list[str] | None]:
    """The deal (and the passes to make) after which ``shooter`` holds the moon hand.

    ``direction`` is the hand's pass direction index (left, right, across, none).
    """
    final = moon_hands(shooter)
    if direction == 3:
        return deck_of(final), None
    passes = passes_into(final, direction)
    return prepass_deck(final, passes, direction), passes


def moon_game(shooters: Sequence[int], **options: Any) -> tuple[Hearts, list[list[str] | None]]:
    """A Hearts game whose hand ``n`` is a moon shot by ``shooters[n - 1]`` (passing from left)."""
    decks = []
    all_passes = []
    for n, shooter in enumerate(shooters):
        deck, passes = moon_deck(shooter, n % 4)
        decks.append(deck)
        all_passes.append(passes)
    return new_hearts(*decks, first_direction=0, **options), all_passes


def play_hearts_hand(state: Hearts, passes: Sequence[str] | None) -> None:
    """Pass the given cards (if this hand passes), then play out with the lowest legal cards."""
    if passes is not None:
        assert state.phase is Phase.PASS
        pass_cards(state, dict(enumerate(passes)))
    assert state.phase is Phase.PLAY
    play_out_hand(state)


def bid_all(state: Spades, bids: dict[int, int]) -> None:
    """Every seat bids, in the engine's turn order, the bid given for it (checked by ``apply``)."""
    while state.phase is Phase.BID:
        state.apply(state.turn, bids[state.turn])


def play_spades_hand(state: Spades, deal_bids: dict[int, int]) -> None:
    bid_all(state, deal_bids)
    play_out_hand(state)


# -- driving a game through the API with the first legal choices -----------------------------
def first_choice(record: Record, seat: int) -> Any:
    """The first legal action: the first three cards when passing."""
    options = api.view(record, seat)["legal"]
    return options[:3] if api.view(record, seat)["phase"] == "pass" else options[0]


def step(record: Record) -> Record:
    """Every seat to act does its first legal action once."""
    for seat in api.view(record, SOUTH)["to_act"]:
        record = api.act(record, seat, first_choice(record, seat))
    return record


def play_until(record: Record, found: Callable[[Record], bool], limit: int = 2000) -> Record:
    for _ in range(limit):
        if found(record):
            return record
        record = step(record)
    raise AssertionError("the situation never came up")


def turn_view(record: Record) -> dict[str, Any]:
    view = api.view(record, SOUTH)
    return api.view(record, view["to_act"][0])


def redeal(state: G, seat: int, rng: random.Random, fixed: Sequence[int] | None = None) -> G | None:
    """The same state with the cards ``seat`` cannot see dealt again, keeping all it knows: the
    audit's own redeal (``kawu.fair.audit.redeal``: hand sizes, the voids each seat has shown,
    where its passed cards went, the passes it could not see, the deals to come). ``fixed`` (the
    cards it knows a seat holds) is what the audit works out itself, checked here to agree."""
    from kawu.bots.knowledge import known_held
    from kawu.fair import audit

    if fixed is not None:
        assert list(fixed) == known_held(state, seat) or not any(fixed)
    other = audit.redeal(state, seat, rng)  # type: ignore[arg-type]
    return other  # type: ignore[return-value]


def is_legal(state: TrickGame, seat: int, action: Any) -> bool:
    """Would the engine take ``action`` from ``seat`` now (tried on a copy)?"""
    trial = state.clone()
    try:
        trial.apply(seat, action)
    except ValueError:
        return False
    return True


#: The hard level's own Spades card budget, for a close card in a scenario test.
HARD_SPADES = spades_normal.BUDGET

# Nil deals: North or East bids nil; West leads the first trick when South deals.
NIL_DEAL = dict(
    south="AC 2C AD 3D KH 5H 2S 3S 4S 5S 6S 7S 8S",
    west="KC QC JC KD QD JD 2H 3H AH QH 9S TS JS",
    north="TC 9C 8C TD 9D 8D 7D 4H 6H 7H 8H 9H QS",
    east="7C 6C 5C 4C 3C 6D 5D 4D 2D TH JH KS AS",
)


def nil_game(dealer: int, bids: dict[int, int]) -> Spades:
    """NIL_DEAL dealt by ``dealer``, with these bids made in turn."""
    state = new_spades(deck_from_hands(**NIL_DEAL), dealer=dealer)
    bid_all(state, bids)
    return state


# East has taken every trick and every point (Q♠ and nine hearts) and leads K♣ with two cards
# each left: South's A♣ takes this trick and the last (West's and North's last hearts fall on
# them); South's 4♣ lets East take both, and the moon (the others +26).
MOON_DEAL = dict(
    south="AC 4C 3C 2S 3S 4S 5S 2D 3D 4D 5D 2H 3H",
    west="2C 6S 7S 8S 9S 6D 7D 8D 4H 5H 6H 7H 8H",
    north="5C 6C 7C 8C 9C TC JC TS 9H TH JH QH KH",
    east="KC QC AS KS QS JS AD KD QD JD TD 9D AH",
)


def east_shooting(scores: list[int]) -> Hearts:
    """MOON_DEAL with South to play to East's K♣, at these scores."""
    state = new_hearts(deck_from_hands(**MOON_DEAL), first_direction=3)  # a hand with no pass
    play(state, "2C JC QC 3C  AS 2S 6S TS  KS 3S 7S 5C  QS 4S 8S 6C  JS 5S 9S 7C")
    play(state, "KD 2D 6D 8C  QD 3D 7D 9C  JD 4D 8D TC  TD 5D 4H 9H  9D 3H 5H TH  AH 2H 6H JH")
    play(state, "KC")
    state.scores = list(scores)
    return state


def level_choice(
    state: TrickGame, seat: int, level: str = "normal", seed: int = 0, budget: Budget | None = None
) -> tuple[Any, str]:
    """A level's action for ``seat`` and its reason, with randomness seeded by ``seed`` (and the
    hard level's search at ``budget``, its own when ``None``)."""
    action, why, _ = decide(state, seat, level, random.Random(seed), budget)
    return action, why


def blind_to_hidden(state: G, seat: int, redeals: int = 3, seed: int = 4) -> None:
    """The normal level's choice for ``seat`` is the same on every redeal of the cards it cannot
    see (a Hearts seat keeps what it knows of the cards it passed)."""
    rng = random.Random(seed)
    mine = level_choice(state, seat)
    for _ in range(redeals):
        other = redeal(state, seat, rng, known_held(state, seat))
        assert other is not None and other.hands != state.hands
        assert level_choice(other, seat) == mine


ROOT = Path(__file__).resolve().parents[1]


def run_kawu(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m kawu ARGS`` from the sources, as a person runs it at the terminal."""
    return subprocess.run(
        [sys.executable, "-m", "kawu", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"},
        timeout=120,
    )
