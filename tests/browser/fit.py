"""Every phase at every size (issue 50): the sizes a player's screen has, the check that the page
fits the window there (``fit_check.js``: no scroll, every card of the hand whole in view with a
strip of 24 px or more that a press reaches, the top bar at most 15% of the height, the seats'
badges side by side, every button in view), and a screenshot of each for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

from drivers import Tab

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("KAWU_SCREENS") or ROOT / "test-output" / "screens")

# (width, height): the six (a desktop, a tablet, two phones upright, two on their side),
# then a common Android phone and a large desktop.
SIZES = [(1280, 800), (768, 1024), (375, 667), (320, 568), (667, 375), (844, 390), (360, 640),
         (1920, 1080)]  # fmt: skip

FIT = "\n".join(
    line
    for line in (Path(__file__).parent / "fit_check.js").read_text("utf-8").splitlines()
    if not line.startswith("//")
)


def resize(tab: Tab, width: int, height: int) -> None:
    tab.set_viewport(width, height)
    tab.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [width, height])
    # the hand is laid out again on the next frame after a resize (views/table-view.js fit())
    tab.evaluate(
        "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
    )


def fits(tab: Tab, width: int, height: int) -> list[str]:
    """What keeps the page as it is now from fitting a window of this size (empty: it fits)."""
    resize(tab, width, height)
    phone = min(width, height) < 500
    return list(tab.evaluate(FIT, phone))


def look_at_every_size(tab: Tab, screen: str, sizes: list[tuple[int, int]] = SIZES) -> None:
    """The page fits at every size; a screenshot of each in SHOTS/<engine>/<screen>-WxH.png."""
    folder = SHOTS / tab.engine
    folder.mkdir(parents=True, exist_ok=True)
    problems: dict[str, list[str]] = {}
    for width, height in sizes:
        found = fits(tab, width, height)
        if found:
            problems[f"{width}x{height}"] = found
        tab.screenshot(folder / f"{screen}-{width}x{height}.png")
    assert not problems, f"{screen}: {problems}"
