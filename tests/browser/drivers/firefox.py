"""Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi.

puppeteer is a Node library: ``firefox_bridge.mjs`` runs it in a Node process of its own and
answers one JSON line per request on its stdin. A session is a browser context.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from .base import PHONE, CollectingTab, DriverError, Engine, Profile, Session, Tab, group_leader

BRIDGE = Path(__file__).with_name("firefox_bridge.mjs")
FIREFOX = os.environ.get("KAWU_FIREFOX", "/usr/bin/firefox-esr")


class Bridge:
    """The Node process and its one-request-at-a-time protocol."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            ["node", str(BRIDGE)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
            env={**os.environ, "PUPPETEER_SKIP_DOWNLOAD": "1"},
        )  # fmt: skip
        self.lock = threading.Lock()
        self.last = 0

    def call(self, op: str, tab: str | None = None, **args: Any) -> Any:
        assert self.proc.stdin and self.proc.stdout
        with self.lock:
            self.last += 1
            request = {"id": self.last, "op": op, "tab": tab, "args": args}
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        if not line:
            raise DriverError(f"firefox: the bridge ended (exit {self.proc.poll()})")
        answer = json.loads(line)
        if "error" in answer:
            raise DriverError(f"firefox: {op}: {answer['error']}")
        return answer["ok"]

    def stop(self) -> None:
        with contextlib.suppress(DriverError, BrokenPipeError, OSError):
            self.call("quit")
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class FirefoxTab(CollectingTab):
    engine = "firefox"

    def __init__(self, bridge: Bridge, tab_id: str) -> None:
        self.bridge = bridge
        self.id = tab_id
        super().__init__()

    def _call(self, op: str, **args: Any) -> Any:
        return self.bridge.call(op, self.id, **args)

    def goto(self, url: str) -> None:
        self._call("goto", url=url)

    def reload(self) -> None:
        self._call("reload")

    def evaluate(self, js: str, arg: Any = None) -> Any:
        return self._call("evaluate", js=js, arg=arg)

    def press(self, key: str) -> None:
        self._call("press", key=key)

    def set_viewport(self, width: int, height: int) -> None:
        self._call("viewport", width=width, height=height)

    def screenshot(self, path: Path) -> None:
        self._call("screenshot", path=str(path))

    def _harvest(self) -> None:
        errors, console = self._call("errors")
        self._errors, self._console = list(errors), list(console)

    def close(self) -> None:
        if not self.closed:
            self._harvest()
            self._call("close")
            self.closed = True


    def _mouse_click(self, x: float, y: float) -> None:
        self._call("click", x=x, y=y)

    def _touch_tap(self, x: float, y: float) -> None:
        self._call("tap", x=x, y=y)

    def _select(self, selector: str, value: str) -> None:
        self._call("select", selector=selector, value=value)

    def _type(self, text: str) -> None:
        self._call("type", text=text)


class FirefoxSession(Session):
    engine = "firefox"

    def __init__(self, bridge: Bridge, viewport: dict[str, int], locale: str, touch: bool) -> None:
        super().__init__()
        self.bridge = bridge
        self.id = bridge.call("session", locale=locale, viewport=viewport, touch=touch)
        self._tabs: list[FirefoxTab] = []

    def new_tab(self) -> Tab:
        tab = FirefoxTab(self.bridge, self.bridge.call("newTab", session=self.id))
        self._tabs.append(tab)
        self.opened.append(tab)
        return tab

    @property
    def tabs(self) -> list[Tab]:
        return [t for t in self._tabs if not t.closed]

    def close(self) -> None:
        for tab in self.tabs:
            tab.close()
        self.bridge.call("closeSession", session=self.id)


class FirefoxProfile(Profile):
    """A Firefox of its own on a profile directory (puppeteer's userDataDir), started by the
    bridge in a process group of its own."""

    engine = "firefox"

    def __init__(self, bridge: Bridge, directory: Path, viewport: dict[str, int],
                 locale: str) -> None:
        self.bridge = bridge
        self.directory = directory
        self.viewport = viewport
        self.locale = locale
        self.id: str | None = None
        self.tab: FirefoxTab | None = None

    def open(self, init_script: str | None = None) -> Tab:
        started = self.bridge.call("profile", dir=str(self.directory), locale=self.locale)
        self.id = str(started["id"])
        tab_id = self.bridge.call("profileTab", profile=self.id, viewport=self.viewport,
                                  initScript=init_script)  # fmt: skip
        self.tab = FirefoxTab(self.bridge, tab_id)
        return self.tab

    def pid(self) -> int:
        return group_leader(str(self.directory))

    def _gone(self, close: bool) -> None:
        if self.id is None:
            return
        if self.tab is not None:
            self.tab.closed = True  # its errors were read before; the page is gone with it
        self.bridge.call("profileGone", profile=self.id, close=close)
        self.id = None

    def forget(self) -> None:
        self._gone(close=False)
        # puppeteer puts the profile's own prefs back once it sees the browser gone (it backs them
        # up as *.puppeteer at each launch): a launch before that would find them half moved.
        deadline = time.monotonic() + 10
        while any((self.directory / f"{n}.puppeteer").exists() for n in ("prefs.js", "user.js")):
            if time.monotonic() > deadline:
                raise DriverError(f"firefox: the prefs of {self.directory} were never put back")
            time.sleep(0.02)

    def close(self) -> None:
        self._gone(close=True)


class Firefox(Engine):
    name = "firefox"

    def __init__(self) -> None:
        if not Path(FIREFOX).exists():
            raise RuntimeError(f"{FIREFOX} is missing: ./build.sh test installs firefox-esr")
        self.bridge = Bridge()
        self.version = str(self.bridge.call("version"))

    def new_session(self, viewport: dict[str, int] = PHONE, locale: str = "it-IT",
                    touch: bool = False) -> Session:
        return FirefoxSession(self.bridge, viewport, locale, touch)

    def profile(self, directory: Path, viewport: dict[str, int] = PHONE,
                locale: str = "it-IT") -> Profile:
        return FirefoxProfile(self.bridge, directory, viewport, locale)

    def stop(self) -> None:
        self.bridge.stop()
