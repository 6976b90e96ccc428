"""Measurements at the terminal, never imported by the page (nor in its wheel): the arena of
computer players (``arena``, its games in ``matches``, a person's bot's runners in ``botrun`` and
``botchild``, a Dask cluster in ``cluster``), the engine's throughput and the core's rollouts
(``bench``), the hard level's time per decision (``bench_hard``), and the checks that the core
decides as the Python rules (``differential``, ``fingerprint``). ``python -m kawu.arena``,
``kawu.bench`` and ``kawu.bench_hard`` run them under their short names. (Named ``measure`` so
that it is not taken for the Bot Lab, ``kawu.botlab``.)"""
