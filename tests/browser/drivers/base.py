"""The small interface every browser test that matters to a player is written against, once.

An :class:`Engine` (one per browser: chromium, firefox, webkit) opens :class:`Session` s; a session
is one browsing profile of its own (its own storage, service workers and caches, shared by its
tabs); a :class:`Tab` is one page in it. Three implementations: Playwright for Chromium
(``chromium.py``), puppeteer-core over WebDriver BiDi for Firefox (``firefox.py`` and its Node
bridge), Selenium's WebKitWebDriver for WebKitGTK (``webkit.py``).

JavaScript given to :meth:`Tab.evaluate` and :meth:`Tab.wait_for` is one expression, or a function
expression (``"n => ..."``, ``"async () => {...}"``) that is called with ``arg``; the result is
awaited and comes back as JSON (so no DOM nodes). Clicks and taps go to one point of the viewport
the way a person's would: the tab scrolls the element into view, checks that the point is really
on it (``document.elementFromPoint``, as a finger or mouse would find it), then presses there.
"""

from __future__ import annotations

import json
import os
import signal
import time
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

TURN = 30_000  # ms: the most any single wait for the page may take
PHONE = {"width": 375, "height": 667}
DESKTOP = {"width": 1280, "height": 800}


class DriverError(AssertionError):
    """Something the page did not do in time, or a point that is not on its element."""


def wrap(js: str) -> str:
    """An async function of ``arg`` that evaluates ``js`` (calling it with ``arg`` if it is a
    function) and returns its awaited value."""
    return (
        f"async (arg) => {{ const f = ({js});"
        " return typeof f === 'function' ? await f(arg) : await f; }"
    )


# Where a click at (x, y) of an element lands: scrolls it into view, returns the point in the
# viewport and what document.elementFromPoint finds there.
POINT_JS = """async ([selector, x, y]) => {
    const el = document.querySelector(selector);
    if (!el) return {missing: true};
    const before = el.getBoundingClientRect();
    el.scrollIntoView({block: 'nearest', inline: 'nearest'});
    const r = el.getBoundingClientRect();
    if (r.top !== before.top || r.left !== before.left) {
        // Scrolled: two frames painted before the point is given. Firefox hit-tests an input
        // event at the position last painted, so a click sent at once could land where the
        // element was before the scroll (seen: "Play with my bot" pressed and never reached).
        // At most 200 ms: a page in a tab behind another may get no frames.
        await new Promise((done) => {
            requestAnimationFrame(() => requestAnimationFrame(done));
            setTimeout(done, 200);
        });
        return {scrolled: true};
    }
    const style = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') return {hidden: true};
    const px = r.left + (x ?? r.width / 2), py = r.top + (y ?? r.height / 2);
    const hit = document.elementFromPoint(px, py);
    const describe = (e) => e ? `${e.dataset?.card ?? e.id ?? ''} <${e.tagName.toLowerCase()}.`
        + (typeof e.className === 'string' ? e.className.split(' ').join('.') : '') + '>'
        : 'nothing';
    return {x: px, y: py, on: Boolean(hit && el.contains(hit)), hit: describe(hit)};
}"""


class Tab(ABC):
    """One page of a :class:`Session`."""

    engine: str

    # -- what every engine implements --------------------------------------------------------------
    @abstractmethod
    def goto(self, url: str) -> None:
        """Open ``url`` and wait for its load event."""

    @abstractmethod
    def reload(self) -> None:
        """Reload the page and wait for its load event."""

    @abstractmethod
    def evaluate(self, js: str, arg: Any = None) -> Any:
        """The JSON value of ``js`` (an expression, or a function called with ``arg``)."""

    @abstractmethod
    def press(self, key: str) -> None:
        """Press one key on the focused element, as Playwright names it: ``"Enter"``, ``"Space"``,
        ``"ArrowRight"``, ``"Tab"``, ``"Shift+Tab"``, ``"Escape"``, ``"End"``, ``"h"``."""

    @abstractmethod
    def set_viewport(self, width: int, height: int) -> None:
        """Make the page's viewport (``innerWidth`` x ``innerHeight``) this size in CSS pixels."""

    @abstractmethod
    def screenshot(self, path: Path) -> None:
        """A PNG of the viewport."""

    @abstractmethod
    def close(self) -> None:
        """Close the tab (the page gets pagehide, as when a person closes it)."""

    @abstractmethod
    def errors(self) -> list[str]:
        """The page's uncaught errors (exceptions, unhandled rejections) so far."""

    @abstractmethod
    def console_errors(self) -> list[str]:
        """What the page logged with ``console.error`` so far."""

    @abstractmethod
    def _mouse_click(self, x: float, y: float) -> None:
        """A left click at (x, y) of the viewport."""

    @abstractmethod
    def _touch_tap(self, x: float, y: float) -> None:
        """A touch (finger down and up) at (x, y) of the viewport."""

    @abstractmethod
    def _select(self, selector: str, value: str) -> None:
        """Choose the option of value ``value`` in the <select> ``selector``."""

    @abstractmethod
    def _type(self, text: str) -> None:
        """Type ``text`` into the focused element."""

    # -- built on those, the same in every engine --------------------------------------------------
    def wait_for(self, js: str, arg: Any = None, timeout: int = TURN) -> Any:
        """Wait until ``js`` (as in :meth:`evaluate`) is truthy and return its value; fail with a
        :class:`DriverError` after ``timeout`` ms."""
        deadline = time.monotonic() + timeout / 1000
        while True:
            value = self.poll(js, arg)
            if value:
                return value
            if time.monotonic() > deadline:
                raise DriverError(f"{self.engine}: not true after {timeout} ms: {js} (arg {arg!r})")
            time.sleep(0.02)

    def poll(self, js: str, arg: Any = None) -> Any:
        """One read of :meth:`wait_for`'s condition (a read only: an engine may read it again)."""
        return self.evaluate(js, arg)

    def wait_selector(self, selector: str, timeout: int = TURN, visible: bool = False) -> None:
        """Wait until ``selector`` matches (and, if asked, is visible)."""
        js = """([s, v]) => { const e = document.querySelector(s);
            return Boolean(e) && (!v || e.checkVisibility()); }"""
        self.wait_for(js, [selector, visible], timeout)

    def wait_gone(self, selector: str, timeout: int = TURN) -> None:
        """Wait until nothing matches ``selector``."""
        self.wait_for("s => document.querySelector(s) === null", selector, timeout)

    def point(self, selector: str, x: float | None = None, y: float | None = None,
              timeout: int = TURN) -> tuple[float, float]:
        """The viewport point (x, y) of the element ``selector`` (its centre by default), once the
        element is there, visible, and the first thing at that point."""
        deadline = time.monotonic() + timeout / 1000
        while True:
            found = self.evaluate(POINT_JS, [selector, x, y])
            if found.get("on"):
                return float(found["x"]), float(found["y"])
            if time.monotonic() > deadline:
                raise DriverError(f"{self.engine}: cannot reach {selector} at ({x}, {y}): {found}")
            time.sleep(0.02)

    def click(self, selector: str, x: float | None = None, y: float | None = None) -> None:
        """Click the element ``selector`` at (x, y) of its box (its centre by default)."""
        self._mouse_click(*self.point(selector, x, y))

    def tap(self, selector: str, x: float | None = None, y: float | None = None) -> None:
        """Touch the element ``selector`` at (x, y) of its box (needs a session with touch)."""
        self._touch_tap(*self.point(selector, x, y))

    def select(self, selector: str, value: str) -> None:
        """Choose an option of a <select> by its value."""
        self.wait_selector(selector, visible=True)
        self._select(selector, value)

    def fill(self, selector: str, text: str) -> None:
        """Empty the text field ``selector``, focus it and type ``text``."""
        self.wait_selector(selector, visible=True)
        js = "s => { const e = document.querySelector(s); e.value = ''; e.focus(); }"
        self.evaluate(js, selector)
        self._type(text)

    def text(self, selector: str) -> str:
        """The element's rendered text (``innerText``)."""
        self.wait_selector(selector)
        return str(self.evaluate("s => document.querySelector(s).innerText", selector))

    def visible(self, selector: str) -> bool:
        """Whether ``selector`` matches an element that is rendered."""
        js = "s => document.querySelector(s)?.checkVisibility() ?? false"
        return bool(self.evaluate(js, selector))

    def count(self, selector: str) -> int:
        return int(self.evaluate("s => document.querySelectorAll(s).length", selector))

    def attribute(self, selector: str, name: str) -> str | None:
        js = "([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null"
        value = self.evaluate(js, [selector, name])
        return None if value is None else str(value)

    def data(self, selector: str, key: str) -> list[str]:
        """``dataset[key]`` of every element matching ``selector``, in document order."""
        js = "([s, k]) => [...document.querySelectorAll(s)].map(e => e.dataset[k])"
        return list(self.evaluate(js, [selector, key]))

    def storage_get(self, key: str) -> str | None:
        """``localStorage.getItem(key)`` of the page's origin."""
        value = self.evaluate("k => localStorage.getItem(k)", key)
        return None if value is None else str(value)

    def storage_set(self, key: str, value: str) -> None:
        """``localStorage.setItem(key, value)`` of the page's origin."""
        self.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])

    def storage_keys(self) -> list[str]:
        return list(self.evaluate("Object.keys(localStorage)"))

    def storage_json(self, key: str) -> Any:
        raw = self.storage_get(key)
        return None if raw is None else json.loads(raw)


class CollectingTab(Tab):
    """A tab whose driver has no live log: the page's errors are collected by the tab's own
    listeners and read back (``_harvest``) when asked for, until the tab is closed."""

    def __init__(self) -> None:
        self.closed = False
        self._errors: list[str] = []
        self._console: list[str] = []

    @abstractmethod
    def _harvest(self) -> None:
        """Bring the errors and console errors the page collected into ``_errors``/``_console``."""

    def errors(self) -> list[str]:
        if not self.closed:
            self._harvest()
        return list(self._errors)

    def console_errors(self) -> list[str]:
        if not self.closed:
            self._harvest()
        return list(self._console)


class Session(ABC):
    """A browsing profile of its own: storage, service workers and caches shared by its tabs and
    by no other session."""

    engine: str

    def __init__(self) -> None:
        self.opened: list[Tab] = []  # every tab ever opened, closed ones too (for their errors)
        self.expected: list[str] = []  # parts of page errors a test caused on purpose

    @abstractmethod
    def new_tab(self) -> Tab:
        """Open another tab in this session (the same origin's storage; ``storage`` events)."""

    @abstractmethod
    def close(self) -> None:
        """Close every tab and forget the profile."""

    @property
    @abstractmethod
    def tabs(self) -> list[Tab]:
        """The tabs opened and not closed yet."""


class Profile(ABC):
    """A browsing profile kept in a directory of its own, whose browser can be killed outright (a
    crash: SIGKILL to its whole process group, no pagehide, no shutdown) and started again on the
    same directory (tests/browser/test_crash.py)."""

    engine: str

    @abstractmethod
    def open(self, init_script: str | None = None) -> Tab:
        """Start the browser on the profile and give its one tab (``init_script`` runs in every
        page before the page's own scripts)."""

    @abstractmethod
    def pid(self) -> int:
        """The browser's main process (the leader of its process group)."""

    @abstractmethod
    def forget(self) -> None:
        """Let go of the driver's side of a browser that was killed."""

    @abstractmethod
    def close(self) -> None:
        """End the browser normally, if it runs."""

    def kill(self) -> None:
        """SIGKILL every process of the browser at once, and wait until they are gone."""
        leader = self.pid()
        os.killpg(leader, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while _alive(leader):
            if time.monotonic() > deadline:
                raise DriverError(f"{self.engine}: process {leader} still there after SIGKILL")
            time.sleep(0.02)
        self.forget()


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent to reap it does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def group_leader(marker: str) -> int:
    """The process group of the browser whose command line names ``marker`` (its profile's
    directory): browsers are started in a process group of their own."""
    groups = set()
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as f:
                if marker.encode() in f.read():
                    groups.add(os.getpgid(int(name)))
        except OSError:
            continue
    if len(groups) != 1 or os.getpgrp() in groups:
        raise DriverError(f"not one browser of its own for {marker}: groups {sorted(groups)}")
    return groups.pop()


class Engine(ABC):
    """One browser, started once per test run."""

    name: str
    version: str

    @abstractmethod
    def new_session(self, viewport: dict[str, int] = PHONE, locale: str = "it-IT",
                    touch: bool = False) -> Session:
        """A fresh profile whose tabs have this viewport, ``navigator.languages`` starting with
        ``locale``, and (with ``touch``) a touch screen."""

    @abstractmethod
    def stop(self) -> None:
        """End the browser and everything started for it."""

    def profile(self, directory: Path, viewport: dict[str, int] = PHONE,
                locale: str = "it-IT") -> Profile:
        """A profile kept in ``directory`` whose browser can be killed and opened again."""
        raise NotImplementedError(f"{self.name}: no profile that outlives its browser")
