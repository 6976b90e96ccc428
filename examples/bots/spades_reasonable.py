"""A reasonable Spades bot: it counts its likely tricks for the bid, wins a trick cheaply while
its team still needs tricks, leaves a trick to its partner, and otherwise sheds low cards to keep
bags away.

It reads ``hand``, ``legal``, ``trick`` (``[[seat, card], ...]``, the lead first), ``seat``,
``bids`` (None until made), ``tricks_won`` (per seat) and nothing else.
"""

RANKS = "23456789TJQKA"


def rank(card):
    return RANKS.index(card[0])


def suit(card):
    return card[1]


def count_tricks(hand):
    """Aces; kings with a guard; queens with two; spades past the third; a short side suit
    trumped while spades last."""
    by_suit = {s: sorted((c for c in hand if suit(c) == s), key=rank) for s in "CDHS"}
    tricks = 0.0
    for s, cards in by_suit.items():
        ranks = [c[0] for c in cards]
        if "A" in ranks:
            tricks += 1
        if "K" in ranks and len(cards) >= 2:
            tricks += 0.8 if s == "S" or len(cards) <= 5 else 0.4
        if "Q" in ranks and len(cards) >= 3:
            tricks += 0.5 if s == "S" else 0.3
    spades = len(by_suit["S"])
    tricks += max(0, spades - 3)
    if spades >= 2:
        tricks += sum(0.7 if len(by_suit[s]) == 0 else 0.3 for s in "CDH" if len(by_suit[s]) <= 1)
    return tricks


def bid(view):
    if "look" in view["legal"]:
        return "look"
    # One trick under the count: a set contract costs ten times the bid, a bag one point.
    n = round(count_tricks(view["hand"])) - 1
    return min(13, max(1, n))


def winner(trick):
    """(seat, card) winning the trick so far: the highest spade, else the highest of the lead."""
    led = suit(trick[0][1])
    trumps = [t for t in trick if suit(t[1]) == "S"]
    pool = trumps or [t for t in trick if suit(t[1]) == led]
    return max(pool, key=lambda t: rank(t[1]))


def beats(card, best, led):
    if suit(card) == suit(best):
        return rank(card) > rank(best)
    return suit(card) == "S"


def choose(view):
    legal = view["legal"]
    trick = view["trick"]
    seat = view["seat"]
    partner = (seat + 2) % 4
    bids = view["bids"]
    team_bid = (bids[seat] or 0) + (bids[partner] or 0)
    team_won = view["tricks_won"][seat] + view["tricks_won"][partner]
    need = team_bid > team_won
    if not trick:  # lead: cash a side ace while tricks are needed, else a low side card
        side = [c for c in legal if suit(c) != "S"]
        aces = [c for c in side if c[0] == "A"]
        if aces and need:
            return aces[0]
        return min(side or legal, key=rank)
    led = suit(trick[0][1])
    who, best = winner(trick)
    winners = [c for c in legal if beats(c, best, led)]
    losers = [c for c in legal if c not in winners]
    partner_safe = who == partner and (rank(best) >= rank("Q") or suit(best) == "S")
    second = len(trick) == 1
    if need and winners and not partner_safe:
        following = [c for c in winners if suit(c) == led]
        if second and following and max(following, key=rank)[0] != "A":
            return min(legal, key=rank)  # second hand low, unless it holds the ace
        if second and following:
            return max(following, key=rank)
        return min(winners, key=rank)  # the cheapest card that takes it
    if losers:  # no need to win (or partner has it): shed the highest card that loses
        off = [c for c in losers if suit(c) != "S"]
        return max(off or losers, key=rank)
    return min(legal, key=rank)
