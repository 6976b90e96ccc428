"""A simple Hearts bot: it passes its highest cards (three, or as many as the house rules ask)
and plays its lowest legal card.

It reads nothing but ``view["hand"]``, ``view["pass_count"]`` and ``view["legal"]``. Run it:
``python -m kawu.arena hearts --bot examples/bots/hearts_simple.py normal --deals 100``
"""

RANKS = "23456789TJQKA"


def rank(card):
    """A card code's rank, 0 (two) to 12 (ace): "QS" -> 10."""
    return RANKS.index(card[0])


def pass_cards(view):
    return sorted(view["hand"], key=rank)[-view["pass_count"] :]


def choose(view):
    return min(view["legal"], key=rank)
