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
    # The figures are averages over the deals of the cards the seat could not see (the
    # review's search): said "on average", never as points the person lost in the hand.
    "review_points": (
        "With {best} you would have taken about {loss} points fewer, on average.",
        "Con {best} avresti preso circa {loss} punti in meno, in media.",
    ),
    "review_points_voids": (
        "With {best} you would have taken about {loss} points fewer, on average (no {suit}"
        " left: {seats}).",
        "Con {best} avresti preso circa {loss} punti in meno, in media (senza {suit}: {seats}).",
    ),
    "review_pass": (
        "Passing {best} you would have taken about {loss} points fewer, on average.",
        "Passando {best} avresti preso circa {loss} punti in meno, in media.",
    ),
    "review_score": (
        "{best} would have been worth about {loss} points more to your team against the"
        " opponents, on average.",
        "{best} avrebbe dato alla squadra circa {loss} punti in più sugli avversari, in media.",
    ),
    "review_score_voids": (
        "{best} would have been worth about {loss} points more to your team against the"
        " opponents, on average (no {suit} left: {seats}).",
        "{best} avrebbe dato alla squadra circa {loss} punti in più sugli avversari, in media"
        " (senza {suit}: {seats}).",
    ),
    "review_bid": (
        "Bidding {best} would have been worth about {loss} points more to your team against"
        " the opponents, on average.",
        "Dichiarare {best} avrebbe dato alla squadra circa {loss} punti in più sugli"
        " avversari, in media.",
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
    "expect_points_even": (
        "Expected: about {value} points for you this hand; {alt} would do about as well.",
        "Previsione: circa {value} punti per te in questa mano; con {alt} circa lo stesso.",
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
    "expect_score_even": (
        "Expected: your team about {value} points against the opponents' this hand; {alt} would"
        " do about as well.",
        "Previsione: la squadra circa {value} punti rispetto agli avversari in questa mano; con"
        " {alt} circa lo stesso.",
    ),
}

#: What a value counts, in words: Hearts, points the seat takes; Spades, its team's points less
#: the opponents' (each bag costed at 10).
UNIT_WORDS = {
    "hearts": ("points taken this hand", "punti presi in questa mano"),
    "spades": ("points of your team over the opponents", "punti della squadra sugli avversari"),
}
