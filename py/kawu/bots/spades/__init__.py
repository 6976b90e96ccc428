"""The Spades computer players' rules: the bid (``bid``), the normal level's play (``normal``,
``play``), what a seat's view of the table holds (``view``), what bids and plays say (``reads``)
and the hard level's search of bids and nils (``search``)."""
