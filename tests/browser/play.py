"""What a player does and sees, through the driver interface (any engine): open the site, start a
game, wait for the person's turn, read the hand and the trick, click a card, and the engine's view
of the same game (CPython's kawu.api on the record the page saved)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from drivers import TURN, Session, Tab
from kawu_page import CURRENT_KEY, CURRENT_SAVE_JS, FORGET_JOURNAL, Site, game_key, page_query

from kawu import api

BOOT = 60_000  # ms: Pyodide's first start in a fresh profile


# What the page shows while it boots: said when it does not get ready (a boot that hangs or fails).
BOOT_PROBE = """() => JSON.stringify({href: location.href, body: {...document.body.dataset},
    loading: document.querySelector('#loading-text')?.textContent ?? null,
    fatal: document.querySelector('#fatal-body')?.textContent ?? null})"""


def wait_ready(tab: Tab, timeout: int = BOOT) -> None:
    """Wait until the page is ready (Python booted, the save checked); when it is not, fail with
    what the page shows (its state, the loading stage, a fatal message) and its errors."""
    try:
        tab.wait_for(
            """() => ["ready", "error"].includes(document.body.dataset.state)""", None, timeout
        )
    except Exception as e:  # the driver's timeout
        raise AssertionError(f"not ready after {timeout} ms: {tab.evaluate(BOOT_PROBE)}; "
                             f"errors {tab.errors()}") from e
    state = tab.evaluate("document.body.dataset.state")
    assert state == "ready", f"the boot failed: {tab.evaluate(BOOT_PROBE)}; errors {tab.errors()}"


def open_game(tab: Tab, site: Site, query: str = "pace=0") -> None:
    """Open the page and wait until it is ready. A boot that fails is tried once more, and said
    on the test's output: one WebKitGTK boot in a whole CI run (hundreds of boots of 2-3 s each)
    never got ready in 60 s, and was never seen again in 90 tries; a second failure fails."""
    query = page_query(query)
    tab.goto(f"{site.url}?{query}")
    try:
        wait_ready(tab)
    except AssertionError as first:
        print(f"{tab.engine} boot, first try: {first}")
        tab.goto(f"{site.url}?{query}")
        wait_ready(tab)


def start_game(tab: Tab, game: str = "hearts", **options: Any) -> None:
    """A new game as a person starts one: the game's own button (one press, its last choices), or
    with ``options``, through the folded options (the game, its rules, the level, Play)."""
    tab.wait_selector("body[data-await=start]", timeout=TURN)
    if not options:
        tab.click(f"#play-{game}")
        return
    open_options(tab)
    tab.click(f"input[name=game][value={game}]")
    for name, value in options.items():
        tab.select(f"#opt-{name}", json.dumps(value) if name != "level" else value)
    tab.click("#btn-start")


def open_options(tab: Tab) -> None:
    """Unfold the start screen's options (the rules, the level, a deal code)."""
    if not tab.evaluate("() => document.querySelector('#start-options').open"):
        tab.click("#start-options-summary")
    tab.wait_for("() => document.querySelector('#start-options').open")


def wait_await(tab: Tab, kinds: tuple[str, ...], after_actions: int = -1) -> str:
    """Wait until the page waits for the person (one of ``kinds``) after more than N actions;
    when it does not, fail with what the page shows (its state, a dialog, its errors)."""
    try:
        return str(
            tab.wait_for(
                """([kinds, n]) => kinds.includes(document.body.dataset.await)
                    && Number(document.body.dataset.actions ?? -1) > n
                    && document.body.dataset.await""",
                [list(kinds), after_actions],
            )
        )
    except Exception as e:  # the driver's timeout
        shown = tab.evaluate(BOOT_PROBE)
        dialog = tab.evaluate("() => document.querySelector('dialog[open]')?.dataset.kind ?? null")
        raise AssertionError(f"not awaiting {kinds} after {after_actions} actions: {shown}, "
                             f"dialog {dialog}, errors {tab.errors()}") from e


def actions(tab: Tab) -> int:
    return int(tab.evaluate("Number(document.body.dataset.actions)"))


def saved(tab: Tab) -> dict[str, Any]:
    raw = tab.evaluate(CURRENT_SAVE_JS)
    value = None if raw is None else json.loads(raw)
    assert value is not None, "no saved game"
    return dict(value)


def page_table(tab: Tab) -> list[str]:
    """Who plays at each seat as the page tells the engine (session.js ``table()``): the person,
    then three computer players of the saved game's level."""
    level = saved(tab)["ui"]["level"]
    return ["person", level, level, level]


def page_hint(tab: Tab) -> dict[str, Any]:
    """The hint CPython's kawu.api gives for the page's saved game at the effort the page asked
    its last hint with (effort.js lowers it on a slow browser), and the page's table."""
    effort = tab.evaluate("window.kawuFigures().effort.last")
    assert effort is not None, "the page has measured no hard decision"
    return dict(api.hint(saved(tab)["record"], 0, effort=float(effort), table=page_table(tab)))


def engine_view(tab: Tab) -> dict[str, Any]:
    """Seat 0's view, computed by CPython's kawu.api from the record the page saved."""
    return api.view(saved(tab)["record"], 0)


def hand_cards(tab: Tab) -> list[str]:
    return tab.data("#hand .card[data-card]", "card")


def dimmed_cards(tab: Tab) -> set[str]:
    return set(tab.data("#hand .card.illegal", "card"))


def pressed_cards(tab: Tab) -> list[str]:
    return tab.data("#hand .card[aria-pressed=true]", "card")


def card(code: str) -> str:
    return f"#hand .card[data-card='{code}']"


def click_card(tab: Tab, code: str) -> None:
    # Cards overlap in the hand: click the visible strip at the card's left edge.
    tab.click(card(code), 7, 24)


def play(tab: Tab, code: str, kinds: tuple[str, ...] = ("play", "summary")) -> str:
    """Click a card of the hand and wait for the person's next turn."""
    before = actions(tab)
    click_card(tab, code)
    return wait_await(tab, kinds, before)


def pass_three(tab: Tab, cards: list[str]) -> None:
    for code in cards:
        click_card(tab, code)
    assert sorted(pressed_cards(tab)) == sorted(cards), "the three cards clicked are chosen"
    before = actions(tab)
    tab.click("#btn-pass")
    wait_await(tab, ("play", "summary"), before)


def trick_cards(tab: Tab) -> list[list[Any]]:
    return list(
        tab.evaluate(
            """[...document.querySelectorAll('#trick .slot')]
                .map(e => [Number(e.dataset.seat), e.querySelector('.card').dataset.card])"""
        )
    )


def table_state(tab: Tab) -> dict[str, Any]:
    """What the person sees of the table, to compare two moments."""
    return {
        "hand": hand_cards(tab),
        "trick": trick_cards(tab),
        "scores": tab.text("#scoreboard"),
        "hud": tab.text("#hud"),
        "seats": [tab.text(f"#seat-{s}") for s in range(4)],
        "dimmed": dimmed_cards(tab),
    }


# -- accessibility: axe-core (from web/node_modules, never part of the site), the live region ------
AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(tab: Tab) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page as it is now."""
    if not tab.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated by the driver, not as a <script> element: the page's CSP refuses inline scripts.
        tab.evaluate("() => {\n" + AXE.read_text() + "\n}")
        assert tab.evaluate("typeof window.axe !== 'undefined'"), "axe-core did not load"
    found: list[dict[str, Any]] = tab.evaluate(
        """async () => {
            const result = await axe.run(document, {resultTypes: ["violations"]});
            return result.violations
                .filter(v => v.impact === "serious" || v.impact === "critical")
                .map(v => ({id: v.id, impact: v.impact,
                            nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 5)}));
        }"""
    )
    return found


def said(tab: Tab) -> list[str]:
    """The sentences in the live region, oldest first."""
    return list(
        tab.evaluate("[...document.querySelectorAll('#announcer p')].map(p => p.textContent)"))


def open_panel(tab: Tab, intent: str, **data: str) -> None:
    """Open a panel through the menu (as a person would) and wait for it."""
    tab.click("#btn-menu")
    tab.wait_selector("#panel[open][data-kind=menu]")
    extra = "".join(f"[data-{k}={v}]" for k, v in data.items())
    tab.click(f"#panel [data-intent={intent}]{extra}")
    kind = "guide" if intent == "guide" else intent
    tab.wait_selector(f"#panel[open][data-kind={kind}]")


def close_panel(tab: Tab) -> None:
    tab.click("#panel .panel-close")
    tab.wait_gone("#panel[open]")


def before_the_last_card(
    game: str, options: dict[str, Any], seed: int, over: bool = False
) -> dict[str, Any]:
    """A record of the easy computer players one card of the person's before the end of the
    first hand (with ``over``, of the game)."""
    from ux_page import bots_until

    done = (lambda v: v["phase"] == "game_over") if over else (lambda v: len(v["history"]) >= 1)
    full = bots_until(api.new_game(game, options, seed=seed), done)
    last = max(i for i, (seat, _) in enumerate(full["actions"]) if seat == 0)
    return {**full, "actions": full["actions"][:last]}


def play_the_last_card(tab: Tab, site: Site, record: dict[str, Any], dialog: str,
                       query: str = "pace=0") -> None:  # fmt: skip
    """Open ``record`` (every hand before it summed up), play the person's last card and wait for
    the dialog ``dialog`` (summary, gameover)."""
    inject(tab, site, record, query=query)
    wait_await(tab, ("play",))
    click_card(tab, api.view(record, 0)["legal"][0])
    tab.wait_selector(f"dialog[open][data-kind={dialog}]", timeout=TURN)


def inject(tab: Tab, site: Site, record: dict[str, Any], summary_seen: int | None = None,
           query: str = "pace=0", *, level: str = "easy",
           prefs: dict[str, Any] | None = None) -> None:  # fmt: skip
    """Save ``record`` as the page would (every hand's summary seen unless told; the settings'
    ``prefs`` when given) and open it."""
    if summary_seen is None:
        summary_seen = len(api.view(record, 0)["history"])
    # The page saves its own game when it goes away: write the save from another page of the
    # site (no game runs there), then open the game.
    tab.goto(f"{site.url}build.json")
    tab.evaluate(FORGET_JOURNAL)
    if prefs is not None:
        tab.storage_set("kawu:settings:v1", json.dumps({"prefs": prefs}))
    save = {"format": 1, "record": record, "ui": {"level": level, "summarySeen": summary_seen}}
    tab.storage_set(game_key(record["game"]), json.dumps(save))
    tab.storage_set(CURRENT_KEY, record["game"])
    open_game(tab, site, query)


# puppeteer over WebDriver BiDi (Firefox) puts a data: script into every frame it sees; the Lab
# sandbox's Content-Security-Policy refuses it, as it should, and Firefox reports that.
DRIVER_SCRIPT_REFUSED = "blocked a script (script-src-elem) at data:text/javascript"


def open_lab(tab: Tab, session: Session) -> None:
    """Open the Lab (issue 35) through the menu and wait for its code editor."""
    session.expected.append(DRIVER_SCRIPT_REFUSED)
    open_panel(tab, "lab")
    tab.wait_for(
        "() => Boolean(document.querySelector('#lab-editor')?.shadowRoot"
        "?.querySelector('.cm-content[contenteditable=true]'))"
    )
