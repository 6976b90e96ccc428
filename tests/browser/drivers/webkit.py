"""WebKitGTK (the engine of Safari) through Selenium and WebKitWebDriver, driving Debian's
MiniBrowser in automation mode on an Xvfb display of our own (its headless mode hangs).

A session is one WebKitWebDriver with its own MiniBrowser (an ephemeral profile), its window
given the input focus by xdotool (no window manager runs). MiniBrowser
takes its language from the process locale, so each locale is compiled once with ``localedef``
into .cache/locales (no root needed); a small GTK style shrinks its toolbar so that its window
can be as narrow as a phone. Selenium on WebKitGTK has no log of the page's errors: the tab
installs listeners of its own after every load (errors thrown before that show as a page that
never gets ready).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select
from selenium.webdriver.webkitgtk.service import Service

from .base import PHONE, CollectingTab, DriverError, Engine, Session, Tab, wrap

MINIBROWSER = os.environ.get(
    "KAWU_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
)
WEBDRIVER = os.environ.get("KAWU_WEBKITWEBDRIVER", "/usr/bin/WebKitWebDriver")
ROOT = Path(__file__).resolve().parents[3]
GTK_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n"
KEYS = {
    "Enter": Keys.ENTER, "Space": Keys.SPACE, "Tab": Keys.TAB, "Escape": Keys.ESCAPE,
    "ArrowRight": Keys.ARROW_RIGHT, "ArrowLeft": Keys.ARROW_LEFT, "ArrowUp": Keys.ARROW_UP,
    "ArrowDown": Keys.ARROW_DOWN, "Home": Keys.HOME, "End": Keys.END, "Shift": Keys.SHIFT,
    "Backspace": Keys.BACKSPACE,
}  # fmt: skip
# Run after every load: the page's uncaught errors and console.error calls, kept in the page.
COLLECT = """() => {
    if (window.__kawuErrors) return;
    window.__kawuErrors = [];
    window.__kawuConsole = [];
    // When the last click reached the page (Date.now()): see WebKitTab._pointer.
    addEventListener('click', () => { window.__kawuLastClick = Date.now(); }, true);
    addEventListener('error', (e) => __kawuErrors.push(String(e.message)));
    addEventListener('unhandledrejection', (e) =>
        __kawuErrors.push('unhandled rejection: ' + String(e.reason?.stack ?? e.reason)));
    const error = console.error;
    console.error = (...args) => {
        __kawuConsole.push(args.map(String).join(' '));
        error(...args);
    };
}"""
HARVEST = """() => {
    const found = [window.__kawuErrors ?? [], window.__kawuConsole ?? []];
    window.__kawuErrors = []; window.__kawuConsole = [];
    return found;
}"""


def locale_dir(locale: str) -> tuple[Path, str]:
    """A compiled copy of ``locale`` (``it-IT`` -> it_IT.UTF-8) in .cache/locales."""
    name = locale.replace("-", "_") + ".UTF-8"
    where = ROOT / ".cache" / "locales"
    if not (where / name).exists():
        where.mkdir(parents=True, exist_ok=True)
        base = locale.replace("-", "_")
        subprocess.run(["localedef", "-i", base, "-f", "UTF-8", str(where / name)], check=True)
    return where, name


class WebKitTab(CollectingTab):
    engine = "webkit"

    def __init__(self, session: WebKitSession, handle: str) -> None:
        self.session = session
        self.handle = handle
        super().__init__()

    @property
    def driver(self) -> webdriver.WebKitGTK:
        return self.session.focus(self.handle)

    def _harvest(self) -> None:
        try:
            errors, console = self._script(HARVEST, None)
        except Exception:  # a page that is going away: nothing more to read
            return
        self._errors += errors
        self._console += console

    def _script(self, js: str, arg: Any) -> Any:
        script = f"""const done = arguments[arguments.length - 1];
            ({wrap(js)})(arguments[0]).then(
                (v) => done({{ok: v === undefined ? null : v}}),
                (e) => done({{error: String(e?.stack ?? e)}}));"""
        result = self.driver.execute_async_script(script, arg)
        if "error" in result:
            raise DriverError(f"webkit: {result['error']}\nin {js}")
        return result["ok"]

    def goto(self, url: str) -> None:
        self._harvest()
        self.driver.get(url)
        self._script(COLLECT, None)

    def reload(self) -> None:
        self._harvest()
        self.driver.refresh()
        self._script(COLLECT, None)

    def evaluate(self, js: str, arg: Any = None) -> Any:
        self._script(COLLECT, None)  # after a navigation the page made itself
        return self._script(js, arg)

    def poll(self, js: str, arg: Any = None) -> Any:
        """A wait's read. WebKitWebDriver now and then answers a script with its empty "unknown
        error" ("Could not parse script result", seen in CI while a page was loading the day's
        deal): a read changes nothing, so it is read again, a few times."""
        for attempt in range(4):
            try:
                return self.evaluate(js, arg)
            except WebDriverException as e:
                if type(e) is not WebDriverException or attempt == 3:
                    raise
                time.sleep(0.25)
        raise AssertionError("unreachable")

    def press(self, key: str) -> None:
        chain = ActionChains(self.driver)
        *mods, last = key.split("+") if len(key) > 1 else [key]
        for mod in mods:
            chain.key_down(KEYS[mod])
        chain.send_keys(KEYS.get(last, last))
        for mod in reversed(mods):
            chain.key_up(KEYS[mod])
        chain.perform()

    def _settled_inner(self) -> list[int]:
        """The page's inner size once it holds still: MiniBrowser's tab bar comes and goes a
        moment after a tab opens, and takes its height from the page when it does (CI read
        375x708 for 375x667 once, the bar gone after the size was set)."""
        inner = self.evaluate("[innerWidth, innerHeight]")
        for _ in range(20):
            time.sleep(0.1)
            again = self.evaluate("[innerWidth, innerHeight]")
            if again == inner:
                break
            inner = again
        return list(inner)

    def set_viewport(self, width: int, height: int) -> None:
        w, h = width, height
        inner: list[int] = []
        for _ in range(6):
            self.driver.set_window_size(w, h)
            inner = self._settled_inner()
            if inner == [width, height]:
                return
            w, h = w + width - inner[0], h + height - inner[1]
        raise DriverError(f"webkit: the viewport stays {inner}, not {width}x{height}")

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def close(self) -> None:
        if not self.closed:
            self._harvest()
            self.session.close_tab(self.handle)
            self.closed = True


    def _mouse_click(self, x: float, y: float) -> None:
        def click() -> None:
            actions = ActionBuilder(self.driver)
            actions.pointer_action.move_to_location(round(x), round(y)).click()
            actions.perform()

        self._pointer(click)

    def _touch_tap(self, x: float, y: float) -> None:
        def tap() -> None:
            finger = PointerInput(interaction.POINTER_TOUCH, "finger")
            actions = ActionBuilder(self.driver, mouse=finger)
            actions.pointer_action.move_to_location(round(x), round(y)).pointer_down().pointer_up()
            actions.perform()

        self._pointer(tap)

    def _pointer(self, act: Callable[[], None]) -> None:
        """Do the pointer action ``act``. WebKitWebDriver now and then answers one with an
        "unknown error" of empty message (an error it makes itself, without the browser's
        reason), having done all of it, part of it (a press without its release: no click) or
        none. The page keeps the time of its last click: if a click arrived since the action
        began it is done; else it is done again once (a click is never doubled; a press without
        a click changes nothing the tests rely on). Seen once in CI: the action done again
        answered the same empty error, so it is tried up to three times, each time only if no
        click has arrived."""
        start = time.time() * 1000
        for attempt in range(3):
            try:
                act()
                return
            except WebDriverException as e:
                if type(e) is not WebDriverException or e.msg:  # "unknown error": no subclass
                    raise
                last = self._last_click()
                if last is None or attempt == 2:
                    raise
                if last >= start - 50:
                    return
                time.sleep(0.25)

    def _last_click(self) -> float | None:
        """The page's time of its last click, read after such an error. Seen once: the read
        itself failed just then ("Could not parse script result"); it is read again a few times,
        and None (not known, so the action is not done again) if it never answers."""
        for _ in range(4):
            try:
                return float(self.evaluate("() => window.__kawuLastClick ?? 0"))
            except WebDriverException:
                time.sleep(0.25)
        return None

    def _select(self, selector: str, value: str) -> None:
        # WebKitWebDriver clicks the option itself, and calls a <select> scrolled out of the
        # view "not interactable" (seen in the Lab's panel): it is brought into view first.
        element = self.driver.find_element(By.CSS_SELECTOR, selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        Select(element).select_by_value(value)

    def _type(self, text: str) -> None:
        ActionChains(self.driver).send_keys(text).perform()


START_TRIES = 3
START_SECONDS = 60


def start_driver(options: Any, env: dict[str, str]) -> Any:
    """A WebKitWebDriver session. Seen here: once in a while MiniBrowser never answers the
    session's creation (the request would wait forever); such a start is ended and tried again."""
    for _ in range(START_TRIES):
        service = Service(executable_path=WEBDRIVER, env=env)
        started: dict[str, Any] = {}

        def start(service: Any = service, started: dict[str, Any] = started) -> None:
            try:
                started["driver"] = webdriver.WebKitGTK(options=options, service=service)
            except Exception as e:  # reported below, after the time allowed
                started["error"] = e

        thread = threading.Thread(target=start, daemon=True)
        thread.start()
        thread.join(START_SECONDS)
        if "driver" in started:
            return started["driver"]
        service.stop()  # ends WebKitWebDriver and its MiniBrowser; the thread's request fails
        thread.join(10)
    raise DriverError(f"webkit: no WebDriver session after {START_TRIES} tries: {started}")


class WebKitSession(Session):
    engine = "webkit"

    def __init__(self, display: str, viewport: dict[str, int], locale: str) -> None:
        super().__init__()
        self.viewport = viewport
        self.config = Path(tempfile.mkdtemp(prefix="kawu-webkit-"))
        (self.config / "gtk-3.0").mkdir()
        (self.config / "gtk-3.0" / "gtk.css").write_text(GTK_CSS)
        locpath, lang = locale_dir(locale)
        env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
        env.update(DISPLAY=display, XDG_CONFIG_HOME=str(self.config), LOCPATH=str(locpath),
                   LANG=lang, LANGUAGE=lang.split(".")[0])  # fmt: skip
        options = webdriver.WebKitGTKOptions()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        self.driver = start_driver(options, env)
        self.driver.set_script_timeout(120)
        self.display = display
        self.activate()
        self.current: str | None = self.driver.current_window_handle
        self._first: str | None = self.current
        self._tabs: list[WebKitTab] = []

    def activate(self) -> None:
        """Give MiniBrowser's window the X input focus. Xvfb has no window manager to do it, and
        a window without it has no focused page (no :focus, no keyboard)."""
        subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--class", "MiniBrowser",
             "windowfocus"],
            env={**os.environ, "DISPLAY": self.display}, check=True, timeout=30,
        )  # fmt: skip

    def focus(self, handle: str) -> webdriver.WebKitGTK:
        if self.current != handle:
            self.driver.switch_to.window(handle)
            self.current = handle
        return self.driver

    def new_tab(self) -> Tab:
        if self._first is not None:  # the window the session opened with
            handle, self._first = self._first, None
        else:
            self.driver.switch_to.new_window("tab")
            handle = self.current = self.driver.current_window_handle
        tab = WebKitTab(self, handle)
        self._tabs.append(tab)
        self.opened.append(tab)
        tab.set_viewport(self.viewport["width"], self.viewport["height"])
        return tab

    def close_tab(self, handle: str) -> None:
        """Close one tab; the last one leaves a blank tab behind (closing WebKit's last window
        would end the session), which the next new tab takes."""
        if len(self.driver.window_handles) == 1:
            self.driver.switch_to.new_window("tab")
            self._first = self.current = self.driver.current_window_handle
        self.focus(handle).close()
        self.current = None

    @property
    def tabs(self) -> list[Tab]:
        return [t for t in self._tabs if not t.closed]

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.config, ignore_errors=True)


class WebKit(Engine):
    name = "webkit"

    def __init__(self) -> None:
        for path in (MINIBROWSER, WEBDRIVER, shutil.which("xdotool"), shutil.which("Xvfb")):
            if not path or not Path(path).exists():
                raise RuntimeError(
                    f"{path} is missing: ./build.sh test installs webkit2gtk-driver, xvfb, xdotool"
                )
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", "2560x1600x24", "-nolisten", "tcp"],
            pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        out = subprocess.run([MINIBROWSER, "--version"], capture_output=True, text=True,
                             env={**os.environ, "DISPLAY": self.display}, check=False)  # fmt: skip
        self.version = out.stdout.strip() or "WebKitGTK"

    def new_session(self, viewport: dict[str, int] = PHONE, locale: str = "it-IT",
                    touch: bool = False) -> Session:
        return WebKitSession(self.display, viewport, locale)

    def stop(self) -> None:
        self.xvfb.terminate()
        self.xvfb.wait(timeout=10)
