"""The review's and the hint's figures in plain words: code -> (English, Italian).

Data only; :mod:`kawu.words.say` fills the slots: {choice} and {best} (a card, a pass or a bid),
{loss}, {value}, {more} (figures, one decimal), {alt} (an action), {seats} (seats that had shown
a void), {suit}.
"""

from __future__ import annotations

REVIEW: dict[str, tuple[str, str]] = {
    # the general words, for a code whose params do not fill its sentence
    "review_plain": (
        "Judged from what you knew at that moment.",
        "Valutata in base a ciò che sapevi in quel momento.",
    ),
    # a decision of a finished hand, reviewed
    "review_best": ("{choice} was the best choice.", "{choice} era la scelta migliore."),
    "review_good": (
        "{choice} was about as good as the best choice, {best}.",
        "{choice} valeva quasi quanto la scelta migliore, {best}.",
    ),
    "review_forced": (
        "{choice} was the only card you could play.",
        "{choice} era l'unica carta che potevi giocare.",
    ),
    "review_same": (
        "Every card you could play was worth the same.",
        "Ogni carta che potevi giocare valeva lo stesso.",
    ),
    "review_unvalued": (
        "Blind nil or looking at your cards: the review does not measure this choice.",
        "Nil alla cieca o guardare le carte: la revisione non misura questa scelta.",
    ),
    "review_points": (
        "{best} would have saved about {loss} points.",
        "{best} ti avrebbe fatto risparmiare circa {loss} punti.",
    ),
    "review_points_voids": (
        "{best} would have saved about {loss} points (no {suit} left: {seats}).",
        "{best} ti avrebbe fatto risparmiare circa {loss} punti (senza {suit}: {seats}).",
    ),
    "review_pass": (
        "Passing {best} would have saved about {loss} points.",
        "Passare {best} ti avrebbe fatto risparmiare circa {loss} punti.",
    ),
    "review_score": (
        "{best} would have gained your team about {loss} points on the opponents.",
        "{best} avrebbe fatto guadagnare alla squadra circa {loss} punti sugli avversari.",
    ),
    "review_score_voids": (
        "{best} would have gained your team about {loss} points on the opponents"
        " (no {suit} left: {seats}).",
        "{best} avrebbe fatto guadagnare alla squadra circa {loss} punti sugli avversari"
        " (senza {suit}: {seats}).",
    ),
    "review_bid": (
        "Bidding {best} would have gained your team about {loss} points on the opponents.",
        "Dichiarare {best} avrebbe fatto guadagnare alla squadra circa {loss} punti sugli"
        " avversari.",
    ),
    # the hint's figures, after its reason
    "expect_points": (
        "Expected: about {value} points for you this hand.",
        "Previsione: circa {value} punti per te in questa mano.",
    ),
    "expect_points_alt": (
        "Expected: about {value} points for you this hand; {alt} would cost about {more} more.",
        "Previsione: circa {value} punti per te in questa mano; con {alt} circa {more} in più.",
    ),
    "expect_score": (
        "Expected: your team about {value} points against the opponents' this hand.",
        "Previsione: la squadra circa {value} punti rispetto agli avversari in questa mano.",
    ),
    "expect_score_alt": (
        "Expected: your team about {value} points against the opponents' this hand; {alt} would"
        " give about {more} less.",
        "Previsione: la squadra circa {value} punti rispetto agli avversari in questa mano; con"
        " {alt} circa {more} in meno.",
    ),
}

#: What a value counts, in words: Hearts, points the seat takes; Spades, its team's points less
#: the opponents' (each bag costed at 10).
UNIT_WORDS = {
    "hearts": ("points taken this hand", "punti presi in questa mano"),
    "spades": ("points of your team over the opponents", "punti della squadra sugli avversari"),
}
