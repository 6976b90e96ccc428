"""Measurements at the terminal, never imported by the page: the arena of computer players
(``arena``, its games in ``matches``), the engine's throughput (``bench``) and the hard level's
time per decision (``bench_hard``). ``python -m kawu.arena``, ``kawu.bench`` and
``kawu.bench_hard`` run them under their short names."""
