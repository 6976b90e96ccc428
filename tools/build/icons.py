"""Draws the app's icons (web/icon.svg, web/icons/*.png) from one design, in headless Chromium.

    .venv/bin/python tools/build/icons.py

The PNGs are committed; run this again only to change the design. "any" icons are a rounded
green tile with a red heart and a white spade; the maskable one fills the whole square with the
felt and keeps the suits inside the central safe circle (radius 40% of the size).
"""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import sync_playwright

OUT = Path(__file__).resolve().parents[2] / "web" / "icons"
CHROMIUM = os.environ.get("KAWU_CHROMIUM", "/usr/bin/chromium")
FELT = "#0b5d36"
# A heart and a spade on a 64-unit grid, each about 26 units wide.
HEART = (
    "M0 9 C-6 4,-13 -1,-13 -7 C-13 -12,-9 -15,-5.5 -15 C-3 -15,-1 -13.5,0 -11 "
    "C1 -13.5,3 -15,5.5 -15 C9 -15,13 -12,13 -7 C13 -1,6 4,0 9 Z"
)
SPADE = (
    "M0 -15 C-5 -8,-13 -4,-13 2.5 C-13 7,-9.5 9.5,-6 9.5 C-3.5 9.5,-1.8 8,-1 6.5 "
    "C-1.4 10,-3 13,-5 15 L5 15 C3 13,1.4 10,1 6.5 C1.8 8,3.5 9.5,6 9.5 "
    "C9.5 9.5,13 7,13 2.5 C13 -4,5 -8,0 -15 Z"
)


def svg(maskable: bool) -> str:
    # Maskable: the suits shrink to fit the safe circle; the background covers every pixel.
    corner = "" if maskable else ' rx="12"'
    scale = 0.72 if maskable else 1.0
    tile = f'<rect width="64" height="64"{corner} fill="{FELT}"/>'
    suits = (
        f'<g transform="translate(32 33) scale({scale})">'
        f'<path transform="translate(-13.5 0)" d="{HEART}" fill="#e23b4e"/>'
        f'<path transform="translate(13.5 0)" d="{SPADE}" fill="#fffdf7"/></g>'
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">{tile}{suits}</svg>'


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT.parent / "icon.svg").write_text(svg(maskable=False) + "\n")
    jobs = [
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("maskable-512.png", 512, True),
    ]
    with sync_playwright() as p:
        args = ["--no-sandbox", "--disable-gpu"]
        browser = p.chromium.launch(executable_path=CHROMIUM, args=args)
        for name, size, maskable in jobs:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<style>html,body{margin:0;background:transparent}svg{display:block}</style>"
                + svg(maskable).replace("<svg ", f'<svg width="{size}" height="{size}" ')
            )
            page.screenshot(path=str(OUT / name), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
