"""A figure in a sentence from the engine (``kawu.words.say``) reads as the page's Intl.NumberFormat
says the same figure (one decimal): checked against Node's Intl on ties, near-ties and a spread of
values. Python's own format rounds the exact binary value, ties to even (3.25 → 3.2, 37.55 →
37.5), where Intl rounds the shortest decimal form half away from zero (3.3, 37.6)."""

from __future__ import annotations

import json
import random
import subprocess

import pytest

from kawu.words.say import one_decimal

pytestmark = pytest.mark.node

INTL = """
const f = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1,
                                        useGrouping: false });
const values = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(values.map((x) => f.format(x))));
"""


def test_figures_read_the_same_in_the_engines_sentences_and_on_the_page() -> None:
    rng = random.Random(7)
    values = [k / 100 for k in range(-2000, 2001)]  # every hundredth: the review's losses
    values += [k / 20 + 0.05 for k in range(-200, 200)]  # x.x5 ties, 0.15 and 37.55 among them
    values += [rng.uniform(-200, 200) for _ in range(2000)]
    values += [0.0, -0.0, 1e-9, -1e-9, 0.04999999999999999, 123456.75]
    done = subprocess.run(
        ["node", "-e", INTL], input=json.dumps(values), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    page = json.loads(done.stdout)
    ours = [one_decimal(x) for x in values]
    differ = [(x, a, b) for x, a, b in zip(values, ours, page, strict=True) if a != b]
    assert not differ, differ[:10]
    # What Python's format alone would have said differently (so the check can fail):
    assert f"{3.25:.1f}" != one_decimal(3.25) and f"{37.55:.1f}" != one_decimal(37.55)
