"""A simple Spades bot: it bids the tricks it is sure of (its aces, and the king of spades) and
plays its lowest legal card.

``view["legal"]`` holds the bids allowed in the bid (numbers, and "look" before a blind nil
choice) and the cards allowed in the play. Run it:
``python -m kawu.arena spades --bot examples/bots/spades_simple.py normal --deals 100``
"""

RANKS = "23456789TJQKA"


def rank(card):
    return RANKS.index(card[0])


def bid(view):
    if "look" in view["legal"]:  # blind nil offered: look at the cards first
        return "look"
    hand = view["hand"]
    sure = sum(1 for c in hand if c[0] == "A") + ("KS" in hand)
    return max(1, sure)


def choose(view):
    return min(view["legal"], key=rank)
