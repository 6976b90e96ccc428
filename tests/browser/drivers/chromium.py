"""Chromium through Playwright (Debian's chromium, never a browser of Playwright's own): a session
is a browser context."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Error, Page, Playwright, sync_playwright

from .base import PHONE, Engine, Profile, Session, Tab, group_leader, wrap

CHROMIUM = os.environ.get("KAWU_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Chromium 156 starts a renderer for the omnibox popup's WebUI with every window, headless
    # too: about 0.55 s of CPU beside the page under test, each new page, on a 2-core machine.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI",
]


class ChromiumTab(Tab):
    engine = "chromium"

    def __init__(self, page: Page) -> None:
        self.page = page
        self._errors: list[str] = []
        self._console: list[str] = []
        page.on("pageerror", lambda e: self._errors.append(str(e)))
        page.on("console", lambda m: self._console.append(m.text) if m.type == "error" else None)

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, js: str, arg: Any = None) -> Any:
        return self.page.evaluate(wrap(js), arg)

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)

    def set_viewport(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def close(self) -> None:
        if not self.page.is_closed():
            self.page.close()

    def errors(self) -> list[str]:
        return list(self._errors)

    def console_errors(self) -> list[str]:
        return list(self._console)

    def _mouse_click(self, x: float, y: float) -> None:
        self.page.mouse.click(x, y)

    def _touch_tap(self, x: float, y: float) -> None:
        self.page.touchscreen.tap(x, y)

    def _select(self, selector: str, value: str) -> None:
        self.page.select_option(selector, value)

    def _type(self, text: str) -> None:
        self.page.keyboard.type(text)


class ChromiumSession(Session):
    engine = "chromium"

    def __init__(self, context: BrowserContext) -> None:
        super().__init__()
        self.context = context
        self._tabs: list[ChromiumTab] = []

    def new_tab(self) -> Tab:
        tab = ChromiumTab(self.context.new_page())
        self._tabs.append(tab)
        self.opened.append(tab)
        return tab

    @property
    def tabs(self) -> list[Tab]:
        return [t for t in self._tabs if not t.page.is_closed()]

    def close(self) -> None:
        for tab in self.tabs:
            tab.close()
        self.context.close()


class ChromiumProfile(Profile):
    """A persistent context of Playwright's on a user-data-dir: the browser Playwright starts in
    a process group of its own, killed with it."""

    engine = "chromium"

    def __init__(self, pw: Playwright, directory: Path, viewport: dict[str, int],
                 locale: str) -> None:
        self.pw = pw
        self.directory = directory
        self.viewport = viewport
        self.locale = locale
        self.context: BrowserContext | None = None

    def open(self, init_script: str | None = None) -> Tab:
        self.context = self.pw.chromium.launch_persistent_context(
            str(self.directory), executable_path=CHROMIUM, args=CHROMIUM_ARGS,
            viewport=self.viewport, locale=self.locale,  # type: ignore[arg-type]
        )  # fmt: skip
        if init_script:
            self.context.add_init_script(init_script)
        pages = self.context.pages
        return ChromiumTab(pages[0] if pages else self.context.new_page())

    def pid(self) -> int:
        return group_leader(str(self.directory))

    def forget(self) -> None:
        if self.context is not None:
            with contextlib.suppress(Error):
                self.context.close()
        self.context = None

    def close(self) -> None:
        self.forget()


class Chromium(Engine):
    name = "chromium"

    def __init__(self) -> None:
        if not Path(CHROMIUM).exists():
            raise RuntimeError(f"{CHROMIUM} is missing: ./build.sh test installs Debian's chromium")
        self._pw = sync_playwright().start()
        self.browser = self._pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self.version = self.browser.version

    def new_session(self, viewport: dict[str, int] = PHONE, locale: str = "it-IT",
                    touch: bool = False) -> Session:
        context = self.browser.new_context(viewport=viewport, locale=locale, has_touch=touch)  # type: ignore[arg-type]
        return ChromiumSession(context)

    def profile(self, directory: Path, viewport: dict[str, int] = PHONE,
                locale: str = "it-IT") -> Profile:
        return ChromiumProfile(self._pw, directory, viewport, locale)

    def stop(self) -> None:
        self.browser.close()
        self._pw.stop()

