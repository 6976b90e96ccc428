"""The computer players' audit (issue 36, parts 2 and 3): every decision of every computer seat
in seeded hands of both games, at every level, made again on deals of the cards that seat could
not see, stays the same; so do the hint and the review of the person's decisions. The audit's
redeal keeps every fact the seat knew, and a player that peeks is caught."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kawu import api
from kawu.bots import advise, seed_for
from kawu.engine.cards import CODES, SUIT_MASKS
from kawu.engine.hearts import Hearts
from kawu.engine.spades import Spades
from kawu.engine.tricks import Phase
from kawu.fair import audit
from kawu.review import hand as review

ROOT = Path(__file__).resolve().parents[2]
EFFORT_HARD = 0.25  # the hard level's effort in these tests: its search, a quarter of the budget


def hand_played(
    game: str, seed: int, level: str, effort: float = 1.0, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The first hand of a game whose computer players are of ``level`` (seat 0 played by the
    normal level, as a person would), the page's seed rule and table."""
    table = ["person", level, level, level]
    record = api.new_game(game, options, seed=seed)
    while not api.view(record, 0)["history"]:
        seat = api.view(record, 0)["to_act"][0]
        lvl = "normal" if seat == 0 else level
        action = api.bot_action(
            record, seat, lvl, seed_for(record["seed"], len(record["actions"])), effort, table
        )
        record = api.act(record, seat, action)
    return record


def audited(record: dict[str, Any], level: str, effort: float, samples: int) -> dict[str, Any]:
    found = audit.audit_hand(record, 1, effort, ["person", level, level, level], samples)
    changed = [d for d in found["decisions"] if not d["same"]]
    assert not changed, f"decisions that changed with the hidden cards: {changed}"
    return found


@pytest.mark.parametrize("game", ["hearts", "spades"])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_every_computer_decision_is_made_without_the_hidden_cards(game: str, level: str) -> None:
    checked = 0
    for seed in range(12):
        options = {"blind_nil": True} if game == "spades" and seed % 2 else None
        record = hand_played(game, 100 + seed, level, options=options)
        found = audited(record, level, 1.0, 4)
        assert [s["seat"] for s in found["seats"]] == [1, 2, 3]
        assert all(d["as_played"] for d in found["decisions"]), "same seed, same choice"
        checked += sum(len(d["samples"]) > 0 for d in found["decisions"])
    assert checked > 12 * 28


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_every_hard_decision_is_made_without_the_hidden_cards(game: str) -> None:
    checked = 0
    for seed in (7, 8):
        record = hand_played(game, seed, "hard", EFFORT_HARD)
        found = audited(record, "hard", EFFORT_HARD, 2)
        assert all(d["as_played"] for d in found["decisions"]), "the game's effort: same choice"
        checked += sum(len(d["samples"]) == 2 for d in found["decisions"])
    assert checked >= 50


def test_the_hint_never_depends_on_cards_the_person_could_not_see() -> None:
    record = hand_played("hearts", 3, "normal")
    rng = random.Random(5)
    checked = 0
    for d in api.review_outline(record, 0, 1)["decisions"][:8]:
        state = review.state_before(record, d["index"])
        seed = seed_for(record["seed"], d["index"])
        want = advise(state.clone(), 0, 0.05, seed)
        other = audit.redeal(state, 0, rng)
        assert other is not None
        assert advise(other, 0, 0.05, seed) == want, d
        checked += 1
    assert checked == 8


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_review_never_depends_on_cards_the_person_could_not_see(game: str) -> None:
    record = hand_played(game, 11, "easy")
    rng = random.Random(6)
    for d in api.review_outline(record, 0, 1)["decisions"][:6]:
        state = review.state_before(record, d["index"])
        seed = seed_for(record["seed"], d["index"])
        other = audit.redeal(state, 0, rng)
        assert other is not None
        assert review.judge(other, 0, d["choice"], seed, 0.05) == review.judge(
            state, 0, d["choice"], seed, 0.05
        ), d


# -- the redeal ------------------------------------------------------------------------------------
def states_of(record: dict[str, Any]) -> list[Any]:
    return [review.state_before(record, i) for i in range(len(record["actions"]))]


@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_the_redeal_keeps_every_fact_the_seat_knew_and_changes_the_rest(game: str) -> None:
    rng = random.Random(1)
    changed = total = 0
    for seed in range(3):
        record = hand_played(game, 40 + seed, "easy")
        for i, state in enumerate(states_of(record)):
            seat = record["actions"][i][0]
            other = audit.redeal(state, seat, rng)
            assert other is not None
            total += 1
            changed += other.hands != state.hands
            assert other.hands[seat] == state.hands[seat]
            aside = (
                sum(state.passed) if isinstance(state, Hearts) and state.phase is Phase.PASS else 0
            )
            moved = sum(other.passed) if aside else 0  # type: ignore[union-attr]
            assert sum(other.hands) + moved == sum(state.hands) + aside, "the same cards, each once"
            assert other.played == state.played and other.voids == state.voids
            for s in range(4):
                assert other.hands[s].bit_count() == state.hands[s].bit_count()
                for suit in range(4):
                    if state.voids[s] >> suit & 1:
                        assert not other.hands[s] & SUIT_MASKS[suit]
            if isinstance(state, Hearts):
                assert isinstance(other, Hearts)
                assert other.passed[seat] == state.passed[seat]
                if state.phase is Phase.PLAY and state.pass_offset:
                    to = (seat + state.pass_offset) & 3
                    kept = state.passed[seat] & ~state.played
                    assert other.hands[to] & kept == kept, (
                        "its passed cards stay where it sent them"
                    )
                    assert other.received[seat] == state.received[seat]
                if state.phase is Phase.PASS:
                    for s in range(4):
                        assert other.passed[s].bit_count() == state.passed[s].bit_count()
            else:
                assert isinstance(state, Spades) and isinstance(other, Spades)
                assert other.bids == state.bids
            assert other.view(seat) == state.view(seat), "the seat's own view is the same"
    assert changed > total * 0.8


def test_the_redeal_deals_a_spades_seat_its_own_cards_too_before_it_looks() -> None:
    state = Spades(
        __import__("kawu.engine.spades", fromlist=["SpadesOptions"]).SpadesOptions(blind_nil=True),
        deals=lambda n: list(range(52)),
        first_dealer=3,
    )
    state.scores = [0, 150]
    state.looked = [not state.may_bid_blind(s) for s in range(4)]
    assert not state.looked[0]
    other = audit.redeal(state, 0, random.Random(2))
    assert other is not None and other.hands[0] != state.hands[0]


def test_a_player_that_peeks_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    record = hand_played("hearts", 5, "normal")
    honest = audit.choose

    def peeking(state: Any, seat: int, level: str, *args: Any) -> Any:
        left = state.hands[(seat + 1) & 3]
        action = honest(state, seat, level, *args)
        legal = state.legal_actions(seat)
        if state.phase is Phase.PLAY and len(legal) > 1 and left & SUIT_MASKS[3]:
            return CODES[max(legal)] if left.bit_count() % 2 else CODES[min(legal)]
        return action

    monkeypatch.setattr(audit, "choose", peeking)
    found = audit.audit_hand(record, 1, 1.0, ["person", "normal", "normal", "normal"], 4)
    assert any(not d["same"] for d in found["decisions"])
    assert any(s["same"] < s["decisions"] for s in found["seats"])


def test_the_audit_refuses_what_is_not_a_computer_decision_or_a_finished_hand() -> None:
    record = hand_played("spades", 2, "easy")
    first = next(i for i, (seat, _) in enumerate(record["actions"]) if seat == 0)
    with pytest.raises(api.IllegalAction, match="not a computer player's"):
        api.audit_decision(record, first)
    with pytest.raises(api.IllegalAction, match="not over"):
        api.audit_outline(record, 2)
    with pytest.raises(ValueError, match="samples"):
        api.audit_decision(record, first + 1, samples=0)
    answer = json.loads(
        __import__("kawu.bridge", fromlist=["call"]).call(
            "audit_decision", json.dumps({"record": record, "index": first + 1, "samples": 2})
        )
    )
    assert answer["ok"] and answer["result"]["same"] is True
    assert set(answer["result"]["knew"]) >= {"hand", "tricks", "voids", "hand_sizes", "bids"}


def test_python_m_kawu_audit_a_save(tmp_path: Path) -> None:
    record = hand_played("hearts", 9, "easy")
    path = tmp_path / "save.json"
    path.write_text(json.dumps({"format": 2, "record": record, "ui": {"level": "easy"}}))
    done = subprocess.run(
        [sys.executable, "-m", "kawu", "audit", str(path), "--samples", "2"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"},
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for seat in ("West", "North", "East"):
        assert f"{seat}: 14 of 14 decisions made without the hidden cards" in done.stdout
