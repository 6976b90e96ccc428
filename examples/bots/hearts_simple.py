"""A simple Hearts bot: it passes its three highest cards and plays its lowest legal card.

It reads nothing but ``view["hand"]`` and ``view["legal"]``. Run it:
``python -m kawu.arena hearts --bot examples/bots/hearts_simple.py normal --deals 100``
"""

RANKS = "23456789TJQKA"


def rank(card):
    """A card code's rank, 0 (two) to 12 (ace): "QS" -> 10."""
    return RANKS.index(card[0])


def pass_cards(view):
    return sorted(view["hand"], key=rank)[-3:]


def choose(view):
    return min(view["legal"], key=rank)
