"""The command-line tools above the API: ``python -m kawu verify`` / ``audit`` (:mod:`.fair`)
and a hand's review at the terminal (:mod:`.review`). Never imported by the page."""
