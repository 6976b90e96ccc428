"""Reason codes in plain words, Italian and English: the one place that words them.

Every refusal (``IllegalAction``, ``RecordError``, an undo that may not be done, a request the
bridge cannot read) and every hint carries a stable ``code`` and its ``params``;
:func:`reason` turns them into ``{code, params, it, en}``. Card codes in the params are shown as
a person reads them ("Q♠"), suits and phases by their name in each language.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from kawu.engine.cards import CODES, pretty
from kawu.words.coach import COACH
from kawu.words.hints import HINTS
from kawu.words.lessons import LESSONS
from kawu.words.review import REVIEW

LANGUAGES = ("it", "en")
TENTH = Decimal("0.1")

# code -> (English, Italian), as the hints. Slots: {card}, {suit}, {phase}, {action}.
ERRORS: dict[str, tuple[str, str]] = {
    # an action the rules do not allow (IllegalAction)
    "illegal": ("That is not allowed now.", "Non è consentito adesso."),
    "bad_seat": ("There is no such seat.", "Questo posto non esiste."),
    "not_your_turn": ("It is not your turn.", "Non è il tuo turno."),
    "game_over": ("The game is over.", "La partita è finita."),
    "wrong_phase": ("It is time to {phase}.", "Ora è il momento di {phase}."),
    "not_a_card": ("That is not a card.", "Questa non è una carta."),
    "not_in_hand": ("You do not hold {card}.", "Non hai in mano {card}."),
    "must_follow": ("You must follow {suit}.", "Devi rispondere a {suit}."),
    "hearts_not_broken": ("Hearts are not broken yet.", "I cuori non sono ancora aperti."),
    "spades_not_broken": ("Spades are not broken yet.", "Le picche non sono ancora rotte."),
    "lead_two_clubs": (
        "The first trick is led with 2♣.",
        "La prima presa si apre con il 2♣.",
    ),
    "no_points_first_trick": (
        "No points on the first trick: play a card that is not a heart or the queen of spades.",
        "Niente punti alla prima presa: gioca una carta che non sia di cuori né la donna di"
        " picche.",
    ),
    "queen_before_hearts": (
        "The queen of spades may be led only after hearts are broken.",
        "La donna di picche si apre solo dopo i cuori.",
    ),
    "pass_count": ("Pass exactly three cards.", "Si passano esattamente tre carte."),
    "pass_count_n": ("Pass exactly {size} cards.", "Si passano esattamente {size} carte."),
    "already_passed_n": (
        "You have already passed your {size} cards.",
        "Hai già passato le tue {size} carte.",
    ),
    "lead_a_club": ("The first trick is led with a club.", "La prima presa si apre con un fiori."),
    "no_points_first_trick_scheme": (
        "No points on the first trick: play a card that does not score.",
        "Niente punti alla prima presa: gioca una carta che non vale punti.",
    ),
    # options that cannot make a game (OptionError), or a save's options set aside
    "unknown_option": ("There is no option {option}.", "Non esiste l'opzione {option}."),
    "option_value": (
        "The option {option} cannot be {value}.",
        "L'opzione {option} non può valere {value}.",
    ),
    "options_conflict": (
        "These options cannot be played together: {options}.",
        "Queste opzioni non si possono giocare insieme: {options}.",
    ),
    "duplicate_card": (
        "The same card twice in the pass: {card}.",
        "La stessa carta due volte nel passaggio: {card}.",
    ),
    "already_passed": (
        "You have already passed your three cards.",
        "Hai già passato le tue tre carte.",
    ),
    "bid_range": ("A bid is nil (0) or 1 to 13.", "Si dichiara nil (0) oppure da 1 a 13."),
    "blind_nil_off": (
        "Blind nil is not played in this game.",
        "In questa partita non si gioca il nil alla cieca.",
    ),
    "no_blind_nil": (
        "Blind nil is only for a team behind by 100 points or more.",
        "Il nil alla cieca è solo per una squadra indietro di almeno 100 punti.",
    ),
    "already_looked": ("You have already seen your cards.", "Hai già visto le tue carte."),
    "blind_or_look": (
        "First choose: bid blind nil, or look at your cards.",
        "Prima scegli: nil alla cieca, oppure guarda le carte.",
    ),
    "review_unfinished": (
        "Hand {hand} is not over yet: only a finished hand can be reviewed.",
        "La mano {hand} non è ancora finita: si rivede solo una mano finita.",
    ),
    "review_no_hand": (
        "There is no hand {hand} in this game.",
        "In questa partita non c'è la mano {hand}.",
    ),
    "review_not_decision": (
        "That move is not one of this seat's decisions.",
        "Questa mossa non è una decisione di questo posto.",
    ),
    "audit_not_computer": (
        "That move is not a computer player's decision.",
        "Questa mossa non è una decisione di un giocatore del computer.",
    ),
    "not_decided": (
        "The hand is not decided yet: the cards left can still change its score.",
        "La mano non è ancora decisa: le carte rimaste possono ancora cambiarne il punteggio.",
    ),
    # an undo that may not be done (IllegalAction from api.undo; also the view's "undo")
    "nothing_to_undo": (
        "There is nothing of yours to take back.",
        "Non c'è nessuna tua mossa da annullare.",
    ),
    "hand_over": (
        "Your last move was in a hand that is over, and a finished hand is never reopened.",
        "La tua ultima mossa è in una mano finita, e una mano finita non si riapre.",
    ),
    "cards_seen": (
        "You have seen your cards: blind nil, or looking at them, cannot be taken back.",
        "Hai visto le tue carte: il nil alla cieca, o la scelta di guardarle, non si annulla.",
    ),
    "pass_received": (
        "You have seen the cards passed to you, so your pass cannot be taken back.",
        "Hai visto le carte che ti sono state passate, quindi il tuo passaggio non si annulla.",
    ),
    "bids_seen": (
        "Others have bid after you, so your bid cannot be changed.",
        "Altri hanno dichiarato dopo di te, quindi la tua dichiarazione non si cambia.",
    ),
    "play_started": (
        "The play has begun, so the bids are final.",
        "Il gioco è cominciato, quindi le dichiarazioni sono definitive.",
    ),
    # a save that cannot be replayed (RecordError)
    "bad_record": ("This is not a valid saved game.", "Questa non è una partita salvata valida."),
    "tampered": (
        "This saved game breaks the rules at move {action} (was it edited?).",
        "Questa partita salvata non rispetta le regole alla mossa {action} (è stata modificata?).",
    ),
    "newer_version": (
        "This saved game comes from a newer version of kawu.",
        "Questa partita salvata viene da una versione più nuova di kawu.",
    ),
    # the day's deal (kawu.api.daily)
    "not_daily": (
        "This game is not the day's deal of {date}.",
        "Questa partita non è la smazzata del giorno {date}.",
    ),
    "lesson_unfinished": (
        "The lesson's hand is not over yet.",
        "La mano della lezione non è ancora finita.",
    ),
    "daily_unfinished": (
        "The day's hand is not over yet.",
        "La mano del giorno non è ancora finita.",
    ),
    # the bridge: a request it cannot read, or a fault of kawu itself
    "bad_request": ("kawu did not understand the request.", "kawu non ha capito la richiesta."),
    "internal": ("Something went wrong inside kawu.", "Qualcosa è andato storto dentro kawu."),
}

#: Every code there are words for: refusals, hints, reviews, the coach's and the lessons' (tables
#: that share no code).
WORDS: dict[str, tuple[str, str]] = {**ERRORS, **HINTS, **REVIEW, **COACH, **LESSONS}

SUITS = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "it": ("fiori", "quadri", "cuori", "picche"),
}
PHASES = {
    "en": {"pass": "pass three cards", "bid": "bid", "play": "play a card"},
    "it": {"pass": "passare tre carte", "bid": "dichiarare", "play": "giocare una carta"},
}
SEATS = {
    "en": ("South", "West", "North", "East"),
    "it": ("Sud", "Ovest", "Nord", "Est"),
}
_INDEX = {code: i for i, code in enumerate(CODES)}


def card_name(code: object) -> str:
    """A card code as a person reads it (``"QS"`` -> ``"Q♠"``); anything else as it is."""
    i = _INDEX.get(code) if isinstance(code, str) else None
    if i is None:
        return str(code)[:40]
    return pretty(i)


def one_decimal(value: float) -> str:
    """``value`` to one decimal as the page's Intl.NumberFormat says it: its shortest decimal
    form (``repr``) rounded half away from zero, so the same figure reads the same in a sentence
    from here and in a figure of the page (Python's own format gives 3.2 for 3.25, Intl 3.3)."""
    if not math.isfinite(value):
        return f"{value:.1f}"
    return str(Decimal(repr(value)).quantize(TENTH, rounding=ROUND_HALF_UP))


def _fill(params: Mapping[str, Any], lang: str) -> dict[str, str]:
    fill: dict[str, str] = {}
    for name, value in params.items():
        if name == "suit" and isinstance(value, str) and value in ("C", "D", "H", "S"):
            fill[name] = SUITS[lang]["CDHS".index(value)]
        elif name == "phase" and isinstance(value, str) and value in PHASES[lang]:
            fill[name] = PHASES[lang][value]
        elif name == "seats" and isinstance(value, list):
            fill[name] = ", ".join(SEATS[lang][s] for s in value[:4] if s in (0, 1, 2, 3))
        elif isinstance(value, float):
            text = one_decimal(value)
            fill[name] = text.replace(".", ",") if lang == "it" else text
        elif isinstance(value, list):
            fill[name] = " ".join(card_name(v) for v in value[:13])
        else:
            fill[name] = card_name(value)
    return fill


def say(code: str, params: Mapping[str, Any] | None = None) -> dict[str, str]:
    """``{"it": ..., "en": ...}``: the reason ``code`` with its ``params`` in both languages.

    An unknown code, or params that do not fill its sentence, give the general words for its
    kind (a hint's "a simple, safe choice", a refusal's "not allowed now"), never a ``{slot}``.
    """
    fallback = ERRORS["illegal"]
    if code in HINTS:
        fallback = HINTS["easy"]
    elif code in REVIEW:
        fallback = REVIEW["review_plain"]
    elif code in COACH:
        fallback = COACH["coach_plain"]
    elif code in LESSONS:
        fallback = LESSONS["lesson_plain"]
    texts = WORDS.get(code, fallback)
    out: dict[str, str] = {}
    for lang, text, plain in zip(("en", "it"), texts, fallback, strict=True):
        try:
            out[lang] = text.format_map(_fill(params or {}, lang))
        except (KeyError, IndexError, ValueError):
            out[lang] = plain
    return {"it": out["it"], "en": out["en"]}


def reason(code: str, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """``{code, params, it, en}``: a reason as the page shows it."""
    return {"code": code, "params": dict(params or {}), **say(code, params)}
