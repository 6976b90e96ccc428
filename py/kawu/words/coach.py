"""The coach's words: the question asked before a card or bid that the hint's figures say costs
clearly more than the hint's own (``bots.figures.warnings``). Code -> (English, Italian).

Data only; :mod:`kawu.words.say` fills the slots: {choice} and {best} (a card, or a bid: a
number or "nil"), {more} (a whole number of points).
"""

from __future__ import annotations

COACH: dict[str, tuple[str, str]] = {
    # the general words, for a code whose params do not fill its sentence
    "coach_plain": (
        "The coach expects this choice to do clearly worse than its own: play it anyway?",
        "Il coach si aspetta che questa scelta vada chiaramente peggio della sua: vuoi farla"
        " comunque?",
    ),
    # Hearts: points the seat takes this hand
    "coach_warn_points": (
        "{choice} likely costs about {more} points more than {best}: play it anyway?",
        "{choice} probabilmente costa circa {more} punti in più di {best}: la giochi comunque?",
    ),
    # Spades: the team's points over the opponents' this hand
    "coach_warn_score": (
        "{choice} likely gives your team about {more} points less than {best}: play it anyway?",
        "Con {choice} la squadra probabilmente fa circa {more} punti in meno che con {best}: la"
        " giochi comunque?",
    ),
    "coach_warn_bid": (
        "Bidding {choice} likely gives your team about {more} points less than bidding {best}:"
        " bid {choice} anyway?",
        "Dichiarando {choice} la squadra probabilmente fa circa {more} punti in meno che"
        " dichiarando {best}: dichiari {choice} comunque?",
    ),
}
