"""Fair play (issue 36) in every engine: the deal's seal shown before its first card, "Verify"
after the hand (from the summary, the score sheet and the review), a tampered secret or record
detected, and the audit of the computer players of a hand with its progress, Stop and what a
seat knew. The page's answers are checked against CPython's kawu on the same records."""

from __future__ import annotations

import json
from typing import Any

from drivers import TURN, Tab
from kawu_page import CURRENT_KEY, FORGET_JOURNAL, Site, game_key
from play import (
    actions,
    axe_violations,
    engine_view,
    open_game,
    play,
    saved,
    start_game,
    wait_await,
)
from ux_page import bots_until

from kawu import api
from kawu.engine import commitments
from kawu.fair import audit


def inject(
    tab: Tab,
    site: Site,
    record: dict[str, Any],
    summary_seen: int,
    level: str = "easy",
    query: str = "pace=0",
) -> None:
    """Save ``record`` as the page would, played at ``level``, and open it."""
    tab.goto(f"{site.url}build.json")
    tab.evaluate(FORGET_JOURNAL)
    save = {"format": 1, "record": record, "ui": {"level": level, "summarySeen": summary_seen}}
    tab.storage_set(game_key(record["game"]), json.dumps(save))
    tab.storage_set(CURRENT_KEY, record["game"])
    open_game(tab, site, query)


def verify_from_sheet(tab: Tab, status: str) -> None:
    """Once the page waits for the person, "Verify" hand 1 from the score sheet: ``status``."""
    wait_await(tab, ("bid", "pass", "play"))
    tab.click("#btn-sheet")
    tab.wait_selector("#panel[open][data-kind=sheet]")
    tab.click("#sheet [data-intent=verify][data-hand='1']")
    tab.wait_selector(f"#panel[open][data-kind=verify] #verify-status[data-status={status}]")


def one_hand(game: str, seed: int) -> dict[str, Any]:
    return bots_until(api.new_game(game, seed=seed), lambda v: len(v["history"]) == 1)


def test_the_seal_is_shown_before_the_first_card_and_hides_the_deal(tab: Tab, site: Site) -> None:
    # Seed 4 makes East the first dealer: South bids first, so the page waits before any action.
    open_game(tab, site, "pace=0&seed=4")
    start_game(tab, "spades")
    wait_await(tab, ("bid",))
    record = saved(tab)["record"]
    assert record["actions"] == [], "nothing bid, passed or played yet"
    sealed = record["fair"]["commitments"]
    assert len(sealed) == 1
    assert tab.data("#seal", "commitment") == [sealed[0]]
    fp = " ".join(sealed[0][i : i + 4] for i in range(0, 16, 4))
    assert fp in tab.text("#seal")
    # The page's view of the hand being played holds the commitment, never its secret or code.
    view = saved(tab)["view"]
    text = json.dumps(view)
    assert commitments.hand_secret(record["fair"]["secret"], 1) not in text
    assert record["fair"]["secret"] not in text
    assert api.deal_code(record) not in text
    # Nor does the table show it.
    page_text = tab.evaluate("() => document.body.innerText")
    assert api.deal_code(record) not in page_text
    assert commitments.hand_secret(record["fair"]["secret"], 1) not in page_text
    # The hand played to its end on the page: Verify recomputes the seal shown at its start.
    before = actions(tab)
    tab.click("#bids button[data-bid='3']")
    kind = wait_await(tab, ("play", "summary"), before)
    while kind == "play":
        text = json.dumps(saved(tab)["view"])
        assert commitments.hand_secret(record["fair"]["secret"], 1) not in text
        kind = play(tab, engine_view(tab)["legal"][0])
    tab.click("dialog[open] [data-intent=verify][data-hand='1']")
    tab.wait_selector("#panel[open][data-kind=verify] #verify-status[data-status=match]")
    assert tab.text("#verify-commitment") == sealed[0], "the commitment shown before the bid"
    assert tab.text("#verify-secret") == commitments.hand_secret(record["fair"]["secret"], 1)


#: The panel's box ("top height") with the review's content below its Verify line shown, and with
#: it hidden (as before the review's outline is there).
PANEL_BOXES = """() => {
    const box = () => {
        const r = document.querySelector("#panel").getBoundingClientRect();
        return `${Math.round(r.top)} ${Math.round(r.height)}`;
    };
    const shown = box();
    const rest = [...document.querySelectorAll("#review > :not(.review-fair)")];
    for (const e of rest) e.style.display = "none";
    const loading = box();
    for (const e of rest) e.style.display = "";
    return [shown, loading];
}"""


def test_verify_after_the_hand_from_the_summary_the_sheet_and_the_review(
    tab: Tab, site: Site
) -> None:
    record = one_hand("hearts", 31)
    inject(tab, site, record, summary_seen=0)
    tab.wait_selector("dialog[open][data-kind=summary]")
    tab.click("dialog[open] [data-intent=verify][data-hand='1']")
    tab.wait_selector("#panel[open][data-kind=verify] #verify-status[data-status=match]")
    secret = commitments.hand_secret(record["fair"]["secret"], 1)
    assert tab.text("#verify-secret") == secret
    assert tab.text("#verify-commitment") == record["fair"]["commitments"][0]
    code = api.view(record, 0)["history"][0]["deal_code"]
    assert tab.text("#verify-proof") == f"{code}:{secret}:{record['fair']['commitments'][0]}"
    assert tab.count("#verify-hands li") == 4
    assert axe_violations(tab) == [], "the Verify panel"
    # Until the summary is closed the table shows the hand that ended (issue 50), reopened here
    # from its record alone: no lock of the next hand's deal yet (it is sealed, in the record).
    assert tab.count("#seal") == 0 and len(record["fair"]["commitments"]) == 2
    tab.click("#panel .panel-close")
    tab.wait_gone("#panel[open]")
    tab.click("dialog[open] [data-intent=sheet]")
    tab.wait_selector("#panel[open][data-kind=sheet]")
    tab.click("#sheet [data-intent=verify][data-hand='1']")
    tab.wait_selector("#panel[open][data-kind=verify] #verify-status[data-status=match]")
    tab.click("#panel .panel-close")
    tab.wait_gone("#panel[open]")
    tab.click("dialog[open] [data-intent=review][data-hand='1']")
    tab.wait_selector("#panel[open][data-kind=review] .review-fair [data-intent=verify]")
    # The review grows as it loads and runs; the panel stays where it is meanwhile, and its
    # Verify button with it (a modal panel is centred: one that grew moved up, and a click
    # pressed on the button as it moved was lost).
    shown, loading = tab.evaluate(PANEL_BOXES)
    assert shown == loading
    tab.click("#panel .review-fair [data-intent=verify]")
    tab.wait_selector("#panel[open][data-kind=verify]")
    # The engine first ends the review's decision it was evaluating (one request at a time).
    matched = "#panel[open][data-kind=verify] #verify-status[data-status=match]"
    tab.wait_selector(matched, timeout=90_000)
    # Continue: hand 2 on the table, its seal shown before its first card.
    tab.click("#panel .panel-close")
    tab.wait_gone("#panel[open]")
    tab.click("dialog[open] .primary")
    tab.wait_for("(c) => document.querySelector('#seal')?.dataset.commitment === c",
                 record["fair"]["commitments"][1])  # fmt: skip


def test_a_tampered_secret_or_deal_is_detected(tab: Tab, site: Site) -> None:
    record = one_hand("spades", 12)
    secret = record["fair"]["secret"]
    other = ("0" if secret[0] != "0" else "1") + secret[1:]
    tampered = {**record, "fair": {**record["fair"], "secret": other}}
    inject(tab, site, tampered, summary_seen=1)
    verify_from_sheet(tab, "mismatch")
    assert tab.data("#verify-problems li", "code") == ["commitment"]
    # A commitment changed after the deal: the same.
    sealed = list(record["fair"]["commitments"])
    sealed[0] = ("f" if sealed[0][0] != "f" else "e") + sealed[0][1:]
    tampered = {**record, "fair": {"secret": secret, "commitments": sealed}}
    inject(tab, site, tampered, summary_seen=1)
    verify_from_sheet(tab, "mismatch")
    # An old save without commitments still loads, and says so.
    old = {k: v for k, v in record.items() if k != "fair"}
    inject(tab, site, old, summary_seen=1)
    tab.wait_selector("#seal[data-sealed=no]")
    verify_from_sheet(tab, "unsealed")


AUDITED = "#panel[open][data-kind=audit] #audit[data-state=complete]"


def test_the_audit_of_the_computer_players_of_a_hand(tab: Tab, site: Site) -> None:
    record = one_hand("hearts", 44)
    table = ["person", "easy", "easy", "easy"]
    want = audit.audit_hand(record, 1, 1.0, table, 4)
    inject(tab, site, record, summary_seen=0)
    tab.wait_selector("dialog[open][data-kind=summary]")
    # The summary's one small "Fair play" link opens Verify, which offers the audit (issue 50).
    assert tab.count("dialog[open] [data-intent=audit]") == 0
    tab.click("dialog[open] .dialog-link[data-intent=verify][data-hand='1']")
    tab.wait_selector("#panel[open][data-kind=verify] #verify-status[data-status=match]")
    tab.click("#panel .verify-audit [data-intent=audit][data-hand='1']")
    tab.wait_selector(AUDITED, timeout=60_000)
    assert tab.data("#audit", "changed") == ["0"]
    assert tab.data("#audit-seats li", "seat") == ["1", "2", "3"]
    assert tab.data("#audit-seats li", "same") == [str(s["same"]) for s in want["seats"]]
    assert tab.data("#audit-seats li", "decisions") == [str(s["decisions"]) for s in want["seats"]]
    lines = tab.text("#audit-seats").split("\n")
    assert lines[0] == "Ovest: 14 decisioni su 14 prese senza le carte nascoste", lines
    states = tab.data("#audit-decisions li", "state")
    assert len(states) == len(want["decisions"]) and "changed" not in states
    # What West knew at its first card: its own hand (as its view had it), no one else's.
    first = next(d for d in want["decisions"] if d["seat"] == 1 and d["phase"] == "play")
    tab.click(f"#audit-decisions [data-intent=audit-show][data-index='{first['index']}']")
    tab.wait_selector(f"#audit-knew dl[data-index='{first['index']}'][data-seat='1']")
    before = {**record, "actions": record["actions"][: first["index"]]}
    assert tab.data("#audit-knew-hand", "cards") == [" ".join(api.view(before, 1)["hand"])]
    assert first["knew"]["hand"] == api.view(before, 1)["hand"]
    assert axe_violations(tab) == [], "the audit's panel"
    knew = json.dumps(first["knew"])
    for seat in (0, 2, 3):
        for c in api.view(before, seat)["hand"]:
            if c in first["knew"]["passed"]:
                continue  # West passed it there: it knows
            assert f'"{c}"' not in knew, f"West's knowledge names {c}, in seat {seat}'s hand"


def test_the_audit_stops_and_resumes(tab: Tab, site: Site) -> None:
    record = one_hand("spades", 5)
    inject(tab, site, record, summary_seen=1, level="hard")
    wait_await(tab, ("bid", "pass", "play"))
    tab.click("#btn-sheet")
    tab.wait_selector("#panel[open][data-kind=sheet]")
    tab.click("#sheet [data-intent=audit][data-hand='1']")
    tab.wait_selector("#audit-cancel", timeout=60_000)
    # The Stop button stays the same element while decisions are audited (one made again at each
    # would lose a click pressed across the change, and the keyboard's focus).
    tab.evaluate("() => { document.querySelector('#audit-cancel').dataset.kept = 'yes'; }")
    n = int(tab.data("#audit", "done")[0])
    tab.wait_for("n => Number(document.querySelector('#audit').dataset.done) > n", n, 60_000)
    assert tab.evaluate("() => document.querySelector('#audit-cancel')?.dataset.kept") == "yes"
    tab.click("#audit-cancel")
    tab.wait_selector("#audit[data-state=stopped] #audit-resume", timeout=TURN)
    done = int(tab.data("#audit", "done")[0])
    assert done < int(tab.data("#audit", "total")[0])
    tab.click("#audit-resume")
    tab.wait_for("n => Number(document.querySelector('#audit').dataset.done) > n", done, 60_000)
