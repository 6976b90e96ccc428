"""Committed deals (issue 36, part 1): each hand sealed as it is dealt, its secret shown only once
it is over, and ``python -m kawu verify`` (standard library alone) telling a record or a proof
code that matches from one whose secret, commitment or deal was changed."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from helpers import run_kawu
from kawu import api, bridge
from kawu.engine import commitments, records
from kawu.engine.cards import CODES, cards_in, deal_hands
from kawu.engine.deals import deck_for_key, decode
from kawu.engine.errors import RecordError
from kawu.fair import verify

ROOT = Path(__file__).resolve().parents[2]


def played(game: str, seed: int, hands: int, level: str = "easy", **kw: Any) -> dict[str, Any]:
    record = api.new_game(game, seed=seed, **kw)
    while len(api.view(record, 0)["history"]) < hands:
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(
            record, seat, api.bot_action(record, seat, level, seed=len(record["actions"]))
        )
    return record


def flip(hex_text: str) -> str:
    return ("0" if hex_text[0] != "0" else "1") + hex_text[1:]


# -- the seal --------------------------------------------------------------------------------------
def test_every_hand_is_sealed_as_it_is_dealt_with_sha256_of_its_secret_and_hands() -> None:
    record = played("hearts", 3, 2)
    fair = record["fair"]
    assert len(fair["commitments"]) == 3  # two hands over, the third dealt
    for n, row in enumerate(api.view(record, 0)["history"], start=1):
        secret = commitments.hand_secret(fair["secret"], n)
        assert row["seal"] == {"commitment": fair["commitments"][n - 1], "secret": secret}
        hands = deal_hands(deck_for_key(decode("hearts", row["deal_code"])[1]))
        text = "kawu-deal/1:" + "|".join(",".join(CODES[c] for c in cards_in(h)) for h in hands)
        want = hashlib.sha256(bytes.fromhex(secret) + text.encode()).hexdigest()
        assert fair["commitments"][n - 1] == want


def test_the_first_hand_is_sealed_before_any_action_and_a_deal_code_game_too() -> None:
    record = api.new_game("spades", seed=4)
    assert record["actions"] == [] and len(record["fair"]["commitments"]) == 1
    assert api.view(record, 0)["commitment"] == record["fair"]["commitments"][0]
    code = api.deal_code(played("hearts", 9, 1))
    typed = api.new_game("hearts", deal=code)
    assert len(typed["fair"]["commitments"]) == 1
    finished = typed
    while len(api.view(finished, 0)["history"]) < 1:
        seat = api.view(finished, 0)["to_act"][0]
        finished = api.act(finished, seat, api.bot_action(finished, seat, "easy", seed=1))
    row = verify.check_record(finished)["hands"][0]
    assert row["status"] == "match" and row["deal_code"] == code


def test_a_new_game_draws_a_fresh_secret_and_a_given_one_makes_the_same_record() -> None:
    a, b = api.new_game("hearts", seed=1), api.new_game("hearts", seed=1)
    assert a["fair"]["secret"] != b["fair"]["secret"]
    assert a["fair"]["commitments"] != b["fair"]["commitments"]  # the same deal, hidden apart
    secret = "ab" * 16
    assert api.new_game("hearts", seed=1, secret=secret) == api.new_game(
        "hearts", seed=1, secret=secret
    )
    with pytest.raises(ValueError, match="32 lowercase hex"):
        api.new_game("hearts", seed=1, secret="XYZ")


def test_no_view_shows_the_secret_or_deal_of_a_hand_being_played() -> None:
    record = played("hearts", 5, 1)
    secret = record["fair"]["secret"]
    now = commitments.hand_secret(secret, 2)
    for seat in range(4):
        text = json.dumps(api.view(record, seat))
        assert secret not in text and now not in text
        assert api.deal_code(record) not in text
        assert commitments.hand_secret(secret, 1) in text  # hand 1 is over: its secret is shown
    for kind, payload in [
        ("undo", {"record": record, "seat": 0}),
        ("hint", {"record": record, "seat": 0, "effort": 0.05}),
        ("act", {"record": record, "seat": 0, "action": "ZZ"}),
        ("verify", {"record": record}),
    ]:
        answer = bridge.call(kind, json.dumps(payload))
        assert now not in answer and secret not in answer.replace(f'"secret":"{secret}"', ""), kind
        assert api.deal_code(record) not in answer, kind


def test_undo_and_finish_keep_the_seal_and_finishing_seals_the_next_hand() -> None:
    record = api.new_game("hearts", seed=8)
    undone = False
    while not api.decided(record):
        seat = api.view(record, 0)["to_act"][0]
        record = api.act(
            record, seat, api.bot_action(record, seat, "easy", seed=len(record["actions"]))
        )
        if seat == 0 and not undone and api.view(record, 0)["undo"]["possible"]:
            back = api.undo(record, 0)
            assert back["fair"] == record["fair"]
            undone = True
    assert undone and len(record["fair"]["commitments"]) == 1
    finished = api.finish_hand(record)
    assert finished["fair"]["commitments"][0] == record["fair"]["commitments"][0]
    assert len(finished["fair"]["commitments"]) == 2, "the next hand sealed as it is dealt"
    assert [r["status"] for r in api.verify(finished)["hands"]] == ["match", "open"]


# -- verifying a record ----------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["hearts", "spades"])
def test_a_record_as_played_verifies_hand_by_hand(game: str) -> None:
    record = played(game, 21, 3)
    found = api.verify(record)
    assert found["ok"] and found["sealed"]
    assert [r["status"] for r in found["hands"]] == ["match", "match", "match", "open"]
    open_row = found["hands"][3]
    assert (
        open_row["secret"] is None and open_row["deal_code"] is None and open_row["hands"] is None
    )
    first = found["hands"][0]
    assert first["hands"] == api.review_outline(record, 0, 1)["deal"]["hands"]


def test_a_changed_secret_is_detected() -> None:
    record = played("hearts", 2, 1)
    bad = {**record, "fair": {**record["fair"], "secret": flip(record["fair"]["secret"])}}
    found = api.verify(bad)
    assert not found["ok"]
    assert found["hands"][0]["status"] == "mismatch"
    assert [p["code"] for p in found["hands"][0]["problems"]] == ["commitment"]


def test_a_changed_commitment_is_detected() -> None:
    record = played("spades", 2, 1)
    sealed = list(record["fair"]["commitments"])
    sealed[0] = flip(sealed[0])
    found = api.verify({**record, "fair": {**record["fair"], "commitments": sealed}})
    assert found["hands"][0]["status"] == "mismatch"


def test_a_changed_deal_is_detected_and_the_cards_not_dealt_are_named() -> None:
    record = played("hearts", 2, 1)
    bad = {**record, "seed": record["seed"] + 1}  # other deals, the same plays
    found = verify.check_record(bad)
    row = found["hands"][0]
    assert row["status"] == "mismatch"
    codes = [p["code"] for p in row["problems"]]
    assert codes[0] == "commitment"
    assert {"passed_not_dealt", "played_not_held"} & set(codes)
    with pytest.raises(RecordError):
        records.load(bad)  # nor does it replay


def test_an_old_save_without_commitments_loads_and_says_so() -> None:
    record = played("spades", 6, 1)
    old = {k: v for k, v in record.items() if k != "fair"}
    assert api.view(old, 0)["sealed"] is False and api.view(old, 0)["commitment"] is None
    assert api.view(old, 0)["history"][0]["seal"] is None
    found = api.verify(old)
    assert found["ok"] and not found["sealed"]
    assert found["hands"][0]["status"] == "unsealed"
    # It plays on without a seal: no commitment appears from nowhere.
    seat = api.view(old, 0)["to_act"][0]
    assert "fair" not in api.act(old, seat, api.bot_action(old, seat, "easy", seed=3))


@pytest.mark.parametrize(
    "fair",
    [
        {"secret": "ab" * 16},
        {"secret": "AB" * 16, "commitments": []},
        {"secret": "ab" * 16, "commitments": ["00"]},
        {"secret": "ab" * 16, "commitments": "x"},
        "sealed",
    ],
)
def test_a_damaged_fair_field_is_refused_with_a_reason(fair: Any) -> None:
    record = {**api.new_game("hearts", seed=1), "fair": fair}
    with pytest.raises(RecordError, match="not a saved game"):
        records.load(record)
    with pytest.raises(RecordError):
        api.verify(record)


# -- a proof code and the terminal -----------------------------------------------------------------
def proof(record: dict[str, Any], hand: int = 1) -> str:
    row = api.view(record, 0)["history"][hand - 1]
    return f"{row['deal_code']}:{row['seal']['secret']}:{row['seal']['commitment']}"


def test_a_proof_code_names_the_four_hands_and_a_changed_one_does_not_match() -> None:
    record = played("hearts", 13, 1)
    found = verify.check_code(proof(record))
    assert found["ok"]
    assert found["hands"] == api.review_outline(record, 0, 1)["deal"]["hands"]
    code, secret, sealed = proof(record).split(":")
    assert not verify.check_code(f"{code}:{flip(secret)}:{sealed}")["ok"]
    with pytest.raises(ValueError, match="32 hex"):
        verify.check_code(f"{code}:abc:{sealed}")
    with pytest.raises(ValueError, match="DEALCODE:SECRET:COMMITMENT"):
        verify.check_code("H0-7KQ3M9XA")


def test_python_m_kawu_verify_a_file_a_save_a_code_and_a_tampered_one(tmp_path: Path) -> None:
    record = played("spades", 17, 2)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    done = run_kawu("verify", str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("MATCH") == 2 and "being played" in done.stdout
    save = tmp_path / "save.json"
    bad = {**record, "fair": {**record["fair"], "secret": flip(record["fair"]["secret"])}}
    save.write_text(json.dumps({"format": 2, "record": bad, "ui": {"level": "easy"}}))
    done = run_kawu("verify", str(save))
    assert done.returncode == 1 and "MISMATCH" in done.stdout and "commitment" in done.stdout
    done = run_kawu("verify", proof(record, 2))
    assert done.returncode == 0 and "MATCH" in done.stdout and "South" in done.stdout
    code, secret, sealed = proof(record, 2).split(":")
    done = run_kawu("verify", f"{code}:{secret}:{flip(sealed)}")
    assert done.returncode == 1 and "MISMATCH" in done.stdout
    data = tmp_path / "kawu-data.json"
    games = {
        "kawu:game:v2:spades": {"format": 2, "record": record},
        "kawu:game:v2:hearts": {"format": 2, "record": bad},
    }
    data.write_text(json.dumps({"format": "kawu-data", "version": 1, "games": games}))
    done = run_kawu("verify", str(data))
    assert done.returncode == 1, "one game of the file does not match"
    assert done.stdout.count(": MISMATCH") == 2 and done.stdout.count(": MATCH") == 2
    done = run_kawu("verify", str(tmp_path / "missing.json"))
    assert done.returncode != 0 and "cannot read" in (done.stdout + done.stderr)


def test_verify_imports_nothing_but_the_standard_library_and_the_deck() -> None:
    code = (
        "import sys, runpy; sys.argv=['kawu','verify','H0-7KQ3M9XA:' + 'ab'*16 + ':' + 'cd'*32];"
        "import kawu.cli.fair as c; c.main(sys.argv[1:]);"
        "print(sorted(m for m in sys.modules if m.startswith('kawu')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT / "py"), "PATH": "/usr/bin:/bin"},
        timeout=60,
    )
    loaded = done.stdout.strip().splitlines()[-1]
    for heavy in (
        "kawu.api",
        "kawu.bots",
        "kawu.engine.hearts",
        "kawu.engine.spades",
        "kawu.engine.records",
    ):
        assert f"'{heavy}'" not in loaded, loaded
