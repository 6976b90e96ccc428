"""The review of a finished hand: each decision of a seat judged by the hard player's search
(``hand``, ``judge``), and the same review as text at the terminal (``text``)."""
