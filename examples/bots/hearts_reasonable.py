"""A reasonable Hearts bot: it passes its dangerous cards, ducks under the trick's winner, and
throws the queen of spades and its high hearts away when it cannot follow.

It reads only ``view["hand"]``, ``view["legal"]`` and ``view["trick"]`` (``[[seat, card], ...]``,
the card led first) and remembers nothing between decisions.
"""

RANKS = "23456789TJQKA"
QUEEN = "QS"


def rank(card):
    return RANKS.index(card[0])


def suit(card):
    return card[1]


def danger(card, hand):
    """How much a card is worth passing away: Q♠ and the spades above it first (unless enough
    low spades guard them), then high hearts, then high cards of a short suit."""
    spades_low = sum(1 for c in hand if suit(c) == "S" and rank(c) < rank(QUEEN))
    if card == QUEEN or (suit(card) == "S" and rank(card) > rank(QUEEN)):
        return 100 + rank(card) if spades_low < 4 else rank(card)
    if suit(card) == "H":
        return 40 + rank(card) if rank(card) >= 8 else rank(card)
    length = sum(1 for c in hand if suit(c) == suit(card))
    return 20 + rank(card) - 2 * length if suit(card) in "CD" else rank(card)


def pass_cards(view):
    hand = view["hand"]
    return sorted(hand, key=lambda c: danger(c, hand))[-view["pass_count"] :]


def winning(trick):
    """The card winning the trick so far: the highest of the suit led."""
    led = suit(trick[0][1])
    return max((c for _, c in trick if suit(c) == led), key=rank)


def choose(view):
    legal = view["legal"]
    trick = view["trick"]
    hand = view["hand"]
    if not trick:  # leading: the lowest card of a suit that is not hearts, spades low if safe
        holds_high_spade = any(suit(c) == "S" and rank(c) >= rank(QUEEN) for c in hand)
        order = [c for c in legal if suit(c) != "H" and not (suit(c) == "S" and holds_high_spade)]
        return min(order or legal, key=rank)
    led = suit(trick[0][1])
    following = [c for c in legal if suit(c) == led]
    if following:
        top = winning(trick)
        under = [c for c in following if rank(c) < rank(top)]
        if under:  # duck: the highest card that still loses the trick
            return max(under, key=rank)
        points_on = any(suit(c) == "H" or c == QUEEN for _, c in trick)
        last = len(trick) == 3
        if last and not points_on:  # a clean trick we must win: win it with our highest
            return max((c for c in following if c != QUEEN), key=rank, default=following[0])
        safe = [c for c in following if c != QUEEN]
        return min(safe or following, key=rank) if not last else max(safe or following, key=rank)
    # void in the suit led: throw the queen, then the high spades, then the highest heart
    if QUEEN in legal:
        return QUEEN
    high_spades = [c for c in legal if suit(c) == "S" and rank(c) > rank(QUEEN)]
    if high_spades:
        return max(high_spades, key=rank)
    hearts = [c for c in legal if suit(c) == "H"]
    if hearts:
        return max(hearts, key=rank)
    return max(legal, key=rank)
