"""What an opponent's nil play says about the cards still out (Spades): ``nil_reads``.

A seat playing a nil follows with the highest card that stays under the trick's winning card:
under a king, a nil bidder that plays the eight holds no nine, ten, jack or queen of the suit (it
would have played one). And a nil bidder that wins the trick for now, when it could follow, held
no card of the suit under the winning one. Its partner, following before it, covers with its
highest card of the suit. These are reads of how they played (public), like the Hearts reads in
``knowledge.hearts_reads``: the deals the hard search samples respect them while some deal fits
them all, so a seat that plays otherwise is not ruled out.
"""

from __future__ import annotations

from kawu.bots.knowledge import tricks_seen
from kawu.engine.cards import SUIT_MASKS, SUIT_OF
from kawu.engine.spades import Spades
from kawu.engine.tricks import TrickGame, winning_at


def nil_reads(state: TrickGame, seat: int) -> list[int]:
    """For each opponent of ``seat``, the cards it is read as not holding from its play while
    its team's nil is live (no trick taken yet); nothing for ``seat``'s team, nor at Hearts."""
    reads = [0, 0, 0, 0]
    if not isinstance(state, Spades) or 0 not in state.bids:
        return reads
    bids = state.bids
    playing = [bid == 0 for bid in bids]  # a nil (or blind nil) with no trick taken yet
    for leader, cards in tricks_seen(state):
        suit = SUIT_OF[cards[0]]
        in_suit = SUIT_MASKS[suit]
        for i in range(1, len(cards)):
            s = (leader + i) & 3
            c = cards[i]
            if (s ^ seat) & 1 == 0 or SUIT_OF[c] != suit:
                continue  # our team, or a discard (the void is known anyway)
            best = cards[winning_at(cards[:i], True)]
            above = ~((2 << c) - 1)
            if playing[s]:
                if SUIT_OF[best] != suit:
                    reads[s] |= in_suit & above  # trumped: it ducked with its highest
                elif c < best:
                    reads[s] |= in_suit & above & ((1 << best) - 1)  # between c and best
                else:
                    reads[s] |= in_suit & ((1 << best) - 1)  # over it: none under it
            elif playing[s ^ 2] and bids[s] != 0 and ((s ^ 2) - leader) & 3 > i:
                # Covering its partner's nil, still to play: its highest card, if any wins.
                reads[s] |= in_suit & ~((2 << max(c, best)) - 1)
        if len(cards) == 4:
            playing[(leader + winning_at(cards, True)) & 3] = False  # that nil is broken
    return reads
