"""A person's own bot at kawu's table: the bot file's protocol (:mod:`kawu.botlab.bot`) and the
match that plays it on duplicate deals against our levels (:mod:`kawu.botlab.match`).

Both run in CPython and in the page's Pyodide alike (no process, no thread); the command line's
runners (a child process per bot, ``--jobs``, a Dask cluster) are :mod:`kawu.measure.botrun`.
"""
