"""The browser tests against dist/ served on loopback.

The tests that matter to a player take a ``tab`` (or a ``session``) and run in every engine of
``KAWU_ENGINES`` (chromium, firefox, webkit by default; see drivers/). The others use Playwright's
``page`` in headless Debian Chromium directly.

Tests wait on the page's state, never on sleeps. Pages open with ``?pace=0`` so the computer
players do not wait between moves (the same code paths, with zero-length pauses and animations).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import drivers
import pytest
from drivers import Engine, Session, Tab
from kawu_page import PHONE, Site
from playwright.sync_api import Browser, BrowserContext, Page


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session", autouse=True)
def _stop_engines() -> Iterator[None]:
    yield
    drivers.stop_all()


@pytest.fixture(scope="session")
def site(dist: Path) -> Iterator[Site]:
    s = Site(dist)
    yield s
    s.stop()


@pytest.fixture(scope="session", params=drivers.chosen())
def engine(request: pytest.FixtureRequest) -> Engine:
    """Each chosen browser in turn (test ids ``[chromium]``, ``[firefox]``, ``[webkit]``)."""
    return drivers.engine(request.param)


def check_errors(session: Session) -> None:
    for tab in session.opened:
        if tab.console_errors():
            print(f"{session.engine} console errors: {tab.console_errors()}")
    errors = [
        e
        for tab in session.opened
        for e in tab.errors()
        if not any(part in e for part in session.expected)
    ]
    assert not errors, f"uncaught errors in the page ({session.engine}): {errors}"


@pytest.fixture
def session(engine: Engine) -> Iterator[Session]:
    """A fresh profile on a phone-sized viewport, in Italian; no uncaught page error allowed."""
    s = engine.new_session(viewport=PHONE, locale="it-IT")
    try:
        yield s
        check_errors(s)
    finally:
        s.close()


@pytest.fixture
def tab(session: Session) -> Tab:
    return session.new_tab()


def sessions(make: Callable[..., Session]) -> Iterator[Callable[..., Session]]:
    """For a fixture: ``make``'s sessions, opened as a test asks for them, checked for page
    errors after the test and closed."""
    opened: list[Session] = []

    def open_one(*args: Any, **settings: Any) -> Session:
        opened.append(make(*args, **settings))
        return opened[-1]

    try:
        yield open_one
        for s in opened:
            check_errors(s)
    finally:
        for s in opened:
            s.close()


@pytest.fixture
def open_session(engine: Engine) -> Iterator[Callable[..., Session]]:
    """Sessions of other settings: ``open_session(viewport=DESKTOP, locale="en-US", touch=True)``;
    the same check for page errors, and closed at the end of the test."""
    yield from sessions(engine.new_session)


# -- Chromium only, through Playwright ----------------------------------------------------------
class CspBypass:
    """The browser for the Playwright-only tests, whose contexts bypass the page's
    Content-Security-Policy: Playwright's ``wait_for_function`` compiles its predicate with eval,
    which the policy forbids. The policy itself is tested through the driver tests
    (test_saves_hold.py), which run without any bypass in every engine."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser

    def new_context(self, **options: Any) -> BrowserContext:
        return self.browser.new_context(bypass_csp=True, **options)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.browser, name)


@pytest.fixture(scope="session")
def browser() -> Browser:
    chromium = drivers.engine("chromium")
    return CspBypass(chromium.browser)  # type: ignore[attr-defined, return-value]


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport=PHONE, locale="it-IT")  # type: ignore[arg-type]
    yield ctx
    for page in ctx.pages:
        page.close()
    ctx.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    p = context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    yield p
    assert not errors, f"uncaught errors in the page: {errors}"
