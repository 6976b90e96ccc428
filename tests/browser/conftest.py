"""Playwright against dist/ served on loopback, in headless Debian Chromium.

Tests wait on the page's state, never on sleeps. Pages open with ``?pace=0`` so the computer
players do not wait between moves (the same code paths, with zero-length pauses and animations).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kawu_page import CHROMIUM, CHROMIUM_ARGS, PHONE, Site
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site(dist: Path) -> Iterator[Site]:
    s = Site(dist)
    yield s
    s.stop()


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
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: ./build.sh test installs Debian's chromium")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield CspBypass(b)  # type: ignore[misc]
        b.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport=PHONE, locale="it-IT")
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
