"""Why a computer player chose what it chose, in English and Italian, for the hint."""

from __future__ import annotations

from typing import Any

from kawu.cards import CODES, SUIT_SYMBOLS
from kawu.tricks import TrickGame

# code -> (English, Italian); {card} and {cards} are filled in from the action.
TEXTS: dict[str, tuple[str, str]] = {
    "easy": ("A simple, safe choice.", "Una scelta semplice e sicura."),
    "forced": ("It is the only card you may play.", "È l'unica carta che puoi giocare."),
    # Hearts, passing
    "pass_queen": (
        "Pass the queen of spades: with few spades to protect her she would cost you 13 points.",
        "Passa la donna di picche: con poche picche a proteggerla ti costerebbe 13 punti.",
    ),
    "pass_high_spades": (
        "Pass {cards}: high spades catch the queen of spades.",
        "Passa {cards}: le picche alte prendono la donna di picche.",
    ),
    "pass_void": (
        "Pass {cards}: emptying a suit lets you throw away points later.",
        "Passa {cards}: liberarti di un seme ti permette di scartare punti più avanti.",
    ),
    "pass_high": (
        "Pass {cards}: your most dangerous high cards.",
        "Passa {cards}: le tue carte alte più pericolose.",
    ),
    "pass_moon": (
        "Pass {cards}, your weakest cards: this hand can shoot the moon.",
        "Passa {cards}, le tue carte più deboli: con questa mano puoi fare cappotto.",
    ),
    # Hearts, playing
    "duck": (
        "Play {card}: the highest card that still loses the trick.",
        "Gioca {card}: la carta più alta che non prende la presa.",
    ),
    "dump_queen": (
        "Play the queen of spades now: someone else takes her 13 points.",
        "Gioca ora la donna di picche: i suoi 13 punti li prende un altro.",
    ),
    "dump_high_spade": (
        "Throw away {card} while the queen of spades is still out.",
        "Scarta {card} finché la donna di picche è ancora in gioco.",
    ),
    "dump_heart": (
        "You cannot follow suit: throw away your highest heart, {card}.",
        "Non puoi rispondere al seme: scarta il tuo cuori più alto, {card}.",
    ),
    "dump_high": (
        "You cannot follow suit: get rid of a high card, {card}.",
        "Non puoi rispondere al seme: liberati di una carta alta, {card}.",
    ),
    "win_last": (
        "You play last and must win this trick: win it with your highest card, {card}.",
        "Giochi per ultimo e devi prendere: prendi con la carta più alta, {card}.",
    ),
    "play_high_safe": (
        "This trick is safe: get rid of {card} while everybody still follows suit.",
        "Questa presa è sicura: liberati di {card} finché tutti rispondono al seme.",
    ),
    "follow_low": (
        "Play {card}, your lowest card: someone after you may still win the trick.",
        "Gioca {card}, la tua carta più bassa: chi gioca dopo di te può ancora prendere.",
    ),
    "lead_low": (
        "Lead {card}: a low card that others are likely to beat.",
        "Apri con {card}: una carta bassa che gli altri probabilmente superano.",
    ),
    "flush_queen": (
        "Lead {card}: low spades force out the queen of spades.",
        "Apri con {card}: le picche basse fanno uscire la donna di picche.",
    ),
    "stop_moon": (
        "Play {card}: one player has taken every point so far. Stop the moon!",
        "Gioca {card}: un giocatore ha preso tutti i punti finora. Fermalo prima del cappotto!",
    ),
    "shoot_moon": (
        "Play {card}: you can take every point and shoot the moon.",
        "Gioca {card}: puoi prendere tutti i punti e fare cappotto.",
    ),
    "search_points": (
        "Play {card}: over {deals} likely deals of the unseen cards it left you the fewest"
        " points, about {points} this hand.",
        "Gioca {card}: su {deals} distribuzioni probabili delle carte che non vedi ti lascia"
        " meno punti, circa {points} in questa mano.",
    ),
    "search": (
        "Play {card}: over {deals} likely deals it gave the best result.",
        "Gioca {card}: su {deals} distribuzioni probabili ha dato il risultato migliore.",
    ),
}


def _pretty(c: int) -> str:
    r = CODES[c][0]
    return ("10" if r == "T" else r) + SUIT_SYMBOLS[c // 13]


def explain(code: str, params: dict[str, Any], state: TrickGame, action: Any) -> dict[str, Any]:
    """The hint's reason: its code and parameters, and the sentence in both languages."""
    fill: dict[str, Any] = dict(params)
    if isinstance(action, list):
        fill["cards"] = " ".join(_pretty(c) for c in action)
    elif isinstance(action, int) and state.phase.value == "play":
        fill["card"] = _pretty(action)
    elif isinstance(action, int):
        fill["bid"] = action
    en, it = TEXTS.get(code, TEXTS["easy"])
    return {"code": code, "params": fill, "en": en.format(**fill), "it": it.format(**fill)}
