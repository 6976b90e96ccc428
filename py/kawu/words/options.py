"""The games' options in plain words, Italian and English: each option's name, a one-line
explanation, and the name of each of its choices (``kawu.api.describe``'s ``about``).

Data only. Keys and values are the options of ``kawu.api.new_game`` (RULES.md);
``tests/api/test_house_api.py`` checks that every option and every choice has its words.
"""

from __future__ import annotations

from typing import Any

#: option -> (English name, English line, Italian name, Italian line)
Line = tuple[str, str, str, str]

HEARTS: dict[str, Line] = {
    "target": (
        "Target",
        "The game ends when a player reaches this score; the lowest score wins.",
        "Punteggio finale",
        "La partita finisce quando un giocatore arriva a questo punteggio; vince il più basso.",
    ),
    "queen": (
        "Queen of spades",
        "When Q♠ may be led, and whether playing it breaks hearts.",
        "Donna di picche",
        "Quando si può aprire con la Q♠, e se giocarla apre i cuori.",
    ),
    "moon": (
        "Shooting the moon",
        "What a player who takes every point card scores, and the others.",
        "Cappotto",
        "Quanto segna chi prende tutte le carte che valgono punti, e quanto gli altri.",
    ),
    "jack_of_diamonds": (
        "Jack of diamonds (Omnibus)",
        "The player who takes J♦ scores -10 for the hand.",
        "Fante di quadri (Omnibus)",
        "Chi prende il J♦ segna -10 nella mano.",
    ),
    "pass_directions": (
        "Pass directions",
        "The cycle of passes from hand to hand: left, right, across, or no pass.",
        "Direzioni del passaggio",
        "Il giro dei passaggi di mano in mano: a sinistra, a destra, di fronte, o nessuno.",
    ),
    "pass_count": (
        "Cards passed",
        "How many cards each player passes: 3, 4 or 5.",
        "Carte passate",
        "Quante carte passa ogni giocatore: 3, 4 o 5.",
    ),
    "first_trick_points": (
        "Points on the first trick",
        "Hearts and the other point cards may be played on the first trick.",
        "Punti alla prima presa",
        "Alla prima presa si possono giocare i cuori e le altre carte che valgono punti.",
    ),
    "hearts_lead": (
        "Leading hearts",
        "Whether hearts may be led only once broken, or from the second trick on.",
        "Aprire con i cuori",
        "Se si può aprire con i cuori solo dopo che sono stati giocati, o dalla seconda presa.",
    ),
    "first_lead": (
        "First lead",
        "Who leads the first trick, and with which card.",
        "Prima uscita",
        "Chi apre la prima presa, e con quale carta.",
    ),
    "points": (
        "Points",
        "What the cards taken are worth: standard, Black Maria or Spot.",
        "Punti",
        "Quanto valgono le carte prese: normale, Black Maria o Spot.",
    ),
    "no_tricks_bonus": (
        "No-tricks bonus",
        "A player who takes no trick in a hand scores -5 (not in a hand with a moon).",
        "Bonus senza prese",
        "Chi non fa nessuna presa in una mano segna -5 (non nella mano di un cappotto).",
    ),
}

SPADES: dict[str, Line] = {
    "target": (
        "Target",
        "The first team to reach this score wins.",
        "Punteggio finale",
        "Vince la prima squadra che arriva a questo punteggio.",
    ),
    "blind_nil": (
        "Blind nil",
        "A team 100 or more behind may bid nil before seeing its cards: ±200.",
        "Nil alla cieca",
        "Una squadra indietro di almeno 100 può dichiarare nil senza guardare le carte: ±200.",
    ),
    "mercy": (
        "Mercy rule",
        "A team at -200 or lower loses.",
        "Regola della resa",
        "Una squadra a -200 o meno perde.",
    ),
    "nil_value": (
        "Value of a nil",
        "What a nil made scores, and a nil failed costs (blind nil stays 200).",
        "Valore del nil",
        "Quanto vale un nil riuscito, e costa uno fallito (il nil alla cieca resta 200).",
    ),
    "bag_penalty": (
        "Bag penalty",
        "What overtricks (bags) cost when they pile up.",
        "Penalità delle prese in più",
        "Quanto costano le prese in più quando si accumulano.",
    ),
    "nil_tricks": (
        "A nil bidder's tricks",
        "Whether a nil bidder's tricks are bags or count toward the partner's bid.",
        "Prese di chi dichiara nil",
        "Se le prese di chi ha dichiarato nil sono prese in più o contano per il compagno.",
    ),
    "spades_lead": (
        "Leading spades",
        "Whether spades may be led only once broken, or any time.",
        "Aprire con le picche",
        "Se si può aprire con le picche solo dopo che sono state giocate, o sempre.",
    ),
    "first_lead": (
        "First lead",
        "Who leads the first trick: the dealer's left, or whoever holds 2♣, with it.",
        "Prima uscita",
        "Chi apre la prima presa: chi siede a sinistra del mazziere, o chi ha il 2♣, con quello.",
    ),
}

#: (game, option) -> {value: (English, Italian)}; a number's choices are said as the number.
VALUES: dict[tuple[str, str], dict[Any, tuple[str, str]]] = {
    ("hearts", "queen"): {
        "free": ("Led any time after the first trick", "Libera dopo la prima presa"),
        "after_hearts": ("Led only after hearts", "Solo dopo i cuori"),
        "breaks_hearts": ("Breaks hearts", "Apre i cuori"),
    },
    ("hearts", "moon"): {
        "add_to_others": ("The hand's points to the others", "I punti della mano agli altri"),
        "subtract_from_self": (
            "Minus the hand's points to the shooter",
            "Meno i punti della mano a chi lo fa",
        ),
        "best_for_shooter": (
            "Either: the shooter's best",
            "L'uno o l'altro: il meglio per chi lo fa",
        ),
    },
    ("hearts", "pass_directions"): {
        "left": ("Left", "A sinistra"),
        "right": ("Right", "A destra"),
        "across": ("Across", "Di fronte"),
        "hold": ("No pass", "Nessun passaggio"),
    },
    ("hearts", "hearts_lead"): {
        "broken": ("Once broken", "Dopo che sono stati giocati"),
        "any": ("Any time from trick 2", "Sempre, dalla seconda presa"),
    },
    ("hearts", "first_lead"): {
        "two_clubs": ("2♣ leads", "Si apre con il 2♣"),
        "any_club": ("Any club, by the 2♣'s holder", "Un fiori qualsiasi, da chi ha il 2♣"),
        "dealer_left": ("The dealer's left, any card", "A sinistra del mazziere, carta libera"),
    },
    ("hearts", "points"): {
        "standard": ("Standard: ♥ 1, Q♠ 13", "Normale: ♥ 1, Q♠ 13"),
        "black_maria": (
            "Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7",
            "Black Maria: ♥ 1, Q♠ 13, K♠ 10, A♠ 7",
        ),
        "spot": ("Spot: ♥ by rank, Q♠ 25", "Spot: ♥ secondo il valore, Q♠ 25"),
    },
    ("spades", "bag_penalty"): {
        "ten_for_100": ("10 bags cost 100", "10 prese in più costano 100"),
        "five_for_50": ("5 bags cost 50", "5 prese in più costano 50"),
        "none": ("No penalty", "Nessuna penalità"),
    },
    ("spades", "nil_tricks"): {
        "bags": ("They are bags", "Sono prese in più"),
        "count": ("They count for the partner", "Contano per il compagno"),
    },
    ("spades", "spades_lead"): {
        "broken": ("Once broken", "Dopo che sono state giocate"),
        "any": ("Any time", "Sempre"),
    },
    ("spades", "first_lead"): {
        "dealer_left": ("The dealer's left", "A sinistra del mazziere"),
        "two_clubs": ("2♣ leads", "Si apre con il 2♣"),
    },
}
YES_NO = {False: ("Off", "No"), True: ("On", "Sì")}


def about(game: str, choices: dict[str, list[Any]]) -> dict[str, Any]:
    """Every option of ``game`` in words: ``{option: {en: {name, explain}, it: {...},
    values: [{value, en, it}]}}``, each of its ``choices`` named (a yes/no option's Off and
    On, a number as the number)."""
    table = HEARTS if game == "hearts" else SPADES
    out: dict[str, Any] = {}
    for option, (en_name, en_line, it_name, it_line) in table.items():
        values = []
        for value in choices.get(option, []):
            en, it = value_words(game, option, value)
            values.append({"value": value, "en": en, "it": it})
        out[option] = {
            "en": {"name": en_name, "explain": en_line},
            "it": {"name": it_name, "explain": it_line},
            "values": values,
        }
    return out


def value_words(game: str, option: str, value: Any) -> tuple[str, str]:
    """A choice's name (English, Italian): its words, Off/On, or the number itself."""
    if isinstance(value, bool):
        return YES_NO[value]
    named = VALUES.get((game, option), {})
    if value in named:
        return named[value]
    return str(value), str(value)
