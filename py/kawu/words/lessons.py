"""The lessons' words (``kawu.lessons``): code -> (English, Italian).

Data only; :mod:`kawu.words.say` fills the slots: {cards} (card codes, said as cards), {suit} (a
suit letter, said by name), {seats} (seats, said by name) and numbers ({count}, {points}, {us},
{mine}, {partner}, {them}, {won}, {their}, {fewest}, {target}); {topics} is filled by
``kawu.lessons`` in each language. Each topic has its long form (said the first time it comes
in a lesson) and a one-line reminder (``_again``); some have a variant for the situation
(``_void``, ``_only`` ...). ``TOPIC_NAMES`` names the topics for the lesson's summary.
"""

from __future__ import annotations

from kawu.words.lessons_spades import SPADES_LESSONS

_HEARTS_AND_END: dict[str, tuple[str, str]] = {
    "lesson_plain": (
        "Your turn: the cards you may play are lit.",
        "Tocca a te: le carte che puoi giocare sono illuminate.",
    ),
    # -- Hearts ----------------------------------------------------------------------------------
    "lesson_pass": (
        "Before the first trick everyone passes {count} cards; yours go to {seats}. Two good"
        " passes: the cards that take points (Q♠ is worth 13, K♠ and A♠ can catch her, high"
        " hearts win tricks full of hearts; here {cards}), or all the cards of a short suit, so"
        " that you can throw points away when it is led. The coach's choice is marked.",
        "Prima della prima presa ognuno passa {count} carte; le tue vanno a {seats}. Due buoni"
        " passaggi: le carte che prendono punti (la Q♠ vale 13, il K♠ e l'A♠ possono prenderla, i"
        " cuori alti vincono prese piene di cuori; qui {cards}), o tutte le carte di un seme"
        " corto, per poter scartare punti quando viene giocato. La scelta dell'allenatore è"
        " segnata.",
    ),
    "lesson_pass_void": (
        "Before the first trick everyone passes {count} cards; yours go to {seats}. You hold no"
        " high spade or high heart: pass your highest cards, or all the cards of a short suit. A"
        " suit you have none of (a void) lets you throw away points when it is led.",
        "Prima della prima presa ognuno passa {count} carte; le tue vanno a {seats}. Non hai"
        " picche alte né cuori alti: passa le carte più alte, o tutte quelle di un seme corto. Un"
        " seme che non hai più ti permette di scartare punti quando viene giocato.",
    ),
    "lesson_pass_void_again": (
        "Pass {count} cards to {seats}: your highest, or a short suit.",
        "Passa {count} carte a {seats}: le più alte, o un seme corto.",
    ),
    "lesson_pass_again": (
        "Pass {count} cards to {seats}: Q♠, K♠, A♠ and high hearts first, or empty a short suit.",
        "Passa {count} carte a {seats}: prima Q♠, K♠, A♠ e cuori alti, o svuota un seme corto.",
    ),
    "lesson_two_clubs": (
        "Whoever holds 2♣ opens the first trick with it: that is you, so 2♣ is the only card you"
        " may play. No points may be played on this first trick: no heart, no Q♠.",
        "Chi ha il 2♣ apre con esso la prima presa: sei tu, quindi il 2♣ è l'unica carta che"
        " puoi giocare. Su questa prima presa non si giocano punti: niente cuori, niente Q♠.",
    ),
    "lesson_two_clubs_again": (
        "You hold 2♣: it opens the first trick.",
        "Hai il 2♣: apre la prima presa.",
    ),
    "lesson_first_trick_2c": (
        "{seats} opened the first trick with 2♣, as whoever holds it must. No points may be"
        " played on it: no heart, no Q♠. You have clubs, so you must play one ({cards}): nothing"
        " that scores can fall here, a good moment to get rid of a high club.",
        "{seats} ha aperto la prima presa con il 2♣, come deve fare chi lo ha. Su questa presa"
        " non si giocano punti: niente cuori, niente Q♠. Hai fiori, quindi devi giocarne uno"
        " ({cards}): qui non può cadere nulla che valga punti, un buon momento per liberarti di"
        " un fiori alto.",
    ),
    "lesson_first_trick_2c_again": (
        "First trick: follow clubs; no hearts and no Q♠ on it.",
        "Prima presa: rispondi a fiori; niente cuori né Q♠.",
    ),
    "lesson_first_trick_2c_void": (
        "{seats} opened the first trick with 2♣, as whoever holds it must. No points may be"
        " played on it: no heart, no Q♠. You have no club, so you may play any other card"
        " ({cards}): throw away a high card you would not want to win a trick with later.",
        "{seats} ha aperto la prima presa con il 2♣, come deve fare chi lo ha. Su questa presa"
        " non si giocano punti: niente cuori, niente Q♠. Non hai fiori, quindi puoi giocare"
        " qualsiasi altra carta ({cards}): scarta una carta alta con cui più avanti non vorresti"
        " prendere.",
    ),
    "lesson_first_trick_2c_void_again": (
        "First trick: no clubs, but no hearts and no Q♠ either.",
        "Prima presa: niente fiori, ma neanche cuori o Q♠.",
    ),
    "lesson_first_trick": (
        "The first trick: no points may be played on it, no heart and no Q♠. You have {suit}, so"
        " you must play one ({cards}): nothing that scores can fall here, a good moment to get"
        " rid of a high card.",
        "La prima presa: non vi si giocano punti, niente cuori e niente Q♠. Hai {suit}, quindi"
        " devi giocarne uno ({cards}): qui non può cadere nulla che valga punti, un buon momento"
        " per liberarti di una carta alta.",
    ),
    "lesson_first_trick_again": (
        "First trick: follow suit; no hearts and no Q♠ on it.",
        "Prima presa: rispondi al seme; niente cuori né Q♠.",
    ),
    "lesson_first_trick_void": (
        "The first trick: no points may be played on it, no heart and no Q♠. You have no {suit},"
        " so you may play any other card ({cards}): throw away a high card you would not want to"
        " win a trick with later.",
        "La prima presa: non vi si giocano punti, niente cuori e niente Q♠. Non hai {suit},"
        " quindi puoi giocare qualsiasi altra carta ({cards}): scarta una carta alta con cui più"
        " avanti non vorresti prendere.",
    ),
    "lesson_first_trick_void_again": (
        "First trick: no hearts and no Q♠ on it.",
        "Prima presa: niente cuori né Q♠.",
    ),
    "lesson_follow": (
        "You must follow suit: you have {suit}, so you may play only {cards}. The highest card"
        " of the suit led takes the trick, with every point in it: when the trick may carry"
        " points, play lower than the highest card on it.",
        "Devi rispondere a {suit}: ne hai, quindi puoi giocare solo {cards}. La carta più alta"
        " del seme uscito prende la presa, con tutti i suoi punti: quando la presa può portare"
        " punti, gioca più basso della carta più alta sul tavolo.",
    ),
    "lesson_follow_again": (
        "Follow {suit}: stay under the highest card when the trick may carry points.",
        "Rispondi a {suit}: resta sotto la carta più alta quando la presa può portare punti.",
    ),
    "lesson_discard": (
        "You have no {suit}, so you may play any card, and it cannot win this trick. Throw away"
        " what could cost you later: Q♠, high spades, your highest hearts.",
        "Non hai {suit}, quindi puoi giocare qualsiasi carta, e non può vincere questa presa."
        " Scarta ciò che più avanti potrebbe costarti: la Q♠, le picche alte, i cuori più alti.",
    ),
    "lesson_discard_again": (
        "No {suit}: throw away a dangerous card.",
        "Niente {suit}: scarta una carta pericolosa.",
    ),
    "lesson_hearts_unbroken": (
        "You lead this trick. Hearts are not broken yet (no heart has been played), so you may"
        " not lead one: choose another suit. A low card is a safe lead; so is a high one early,"
        " while everyone still has that suit.",
        "Apri tu questa presa. I cuori non sono ancora aperti (non ne è uscito nessuno), quindi"
        " non puoi aprire con un cuori: scegli un altro seme. Una carta bassa è un'apertura"
        " sicura; all'inizio lo è anche una alta, finché tutti hanno ancora quel seme.",
    ),
    "lesson_hearts_unbroken_only": (
        "You lead this trick. Hearts are not broken yet, but you hold nothing else, so you may"
        " lead a heart: lead your lowest.",
        "Apri tu questa presa. I cuori non sono ancora aperti, ma non hai altro, quindi puoi"
        " aprire con un cuori: apri con il più basso.",
    ),
    "lesson_hearts_unbroken_only_again": (
        "Your lead: only hearts left, so lead one.",
        "Apri tu: hai solo cuori, quindi apri con un cuori.",
    ),
    "lesson_hearts_unbroken_again": (
        "Your lead: hearts are not broken, lead another suit.",
        "Apri tu: i cuori non sono aperti, apri con un altro seme.",
    ),
    "lesson_hearts_broken": (
        "You lead this trick, and hearts are broken (a heart has been played), so you may lead"
        " any card, hearts too. Lead low cards of suits the others still hold, and remember who"
        " has run out of a suit.",
        "Apri tu questa presa, e i cuori sono aperti (ne è già uscito uno), quindi puoi aprire"
        " con qualsiasi carta, anche un cuori. Apri con carte basse dei semi che gli altri hanno"
        " ancora, e ricorda chi è rimasto senza un seme.",
    ),
    "lesson_hearts_broken_again": (
        "Your lead: hearts are broken, any card may be led.",
        "Apri tu: i cuori sono aperti, puoi aprire con qualsiasi carta.",
    ),
    "lesson_queen": (
        "You hold Q♠: whoever takes her scores 13 points. Keep her while you have other spades"
        " to play under her, and throw her away on a trick someone else wins when you cannot"
        " follow suit.",
        "Hai la Q♠: chi la prende segna 13 punti. Tienila finché hai altre picche da giocare al"
        " suo posto, e scartala su una presa che vince un altro quando non puoi rispondere al"
        " seme.",
    ),
    "lesson_queen_again": (
        "Q♠ is worth 13: give her to someone else.",
        "La Q♠ vale 13: dalla a un altro.",
    ),
    "lesson_queen_dump": (
        "You have no {suit} and you hold Q♠: throw her away now. She cannot win this trick, so"
        " her 13 points go to whoever does.",
        "Non hai {suit} e hai la Q♠: scartala adesso. Non può vincere questa presa, quindi i"
        " suoi 13 punti vanno a chi la vince.",
    ),
    "lesson_queen_dump_again": (
        "No {suit}: a chance to throw away Q♠.",
        "Niente {suit}: l'occasione per scartare la Q♠.",
    ),
    "lesson_queen_trick": (
        "Q♠ is on this trick: whoever wins it takes her 13 points. Stay under the highest card"
        " on the trick if you can.",
        "La Q♠ è su questa presa: chi la vince prende i suoi 13 punti. Se puoi, resta sotto la"
        " carta più alta sul tavolo.",
    ),
    "lesson_queen_trick_again": (
        "Q♠ is on the trick: stay under if you can.",
        "La Q♠ è sul tavolo: resta sotto se puoi.",
    ),
    "lesson_queen_out": (
        "Spades were led and Q♠ is still out: if you play {cards}, she may fall on your card and"
        " her 13 points are yours. A lower spade is safer, if you have one.",
        "Sono uscite picche e la Q♠ è ancora in gioco: se giochi {cards} potrebbe cadere sulla"
        " tua carta, e i suoi 13 punti sarebbero tuoi. Una picca più bassa è più sicura, se ne"
        " hai.",
    ),
    "lesson_queen_out_again": (
        "Q♠ is still out: keep {cards} off this spade trick if you can.",
        "La Q♠ è ancora in gioco: se puoi, non giocare {cards} su questa presa.",
    ),
    "lesson_moon": (
        "{seats} has taken every point so far ({points}). Whoever takes all 26 shoots the moon:"
        " 0 for them and 26 for everyone else. Taking even one heart from them stops it, even if"
        " it costs you a point.",
        "{seats} ha preso tutti i punti finora ({points}). Chi li prende tutti e 26 fa cappotto:"
        " 0 per lui e 26 a tutti gli altri. Prendergli anche un solo cuori lo ferma, anche se ti"
        " costa un punto.",
    ),
    "lesson_moon_again": (
        "{seats} has every point so far: take one heart to stop the moon.",
        "{seats} ha tutti i punti finora: prendi un cuori per fermare il cappotto.",
    ),
    "lesson_moon_self": (
        "You have taken every point so far ({points}). Take all 26 and you shoot the moon: 0 for"
        " you and 26 for everyone else. If you cannot take them all, take no more.",
        "Hai preso tutti i punti finora ({points}). Prendili tutti e 26 e fai cappotto: 0 per te"
        " e 26 a tutti gli altri. Se non puoi prenderli tutti, non prenderne altri.",
    ),
    "lesson_moon_self_again": (
        "You have every point so far: all 26, or no more.",
        "Hai tutti i punti finora: tutti e 26, o nessun altro.",
    ),
    # -- the lesson's end ------------------------------------------------------------------------
    "lesson_end_hearts": (
        "The hand is over. Your points: {points}; the fewest, {fewest}, went to {seats}. The"
        " lowest score wins: a game goes on, hand after hand, until someone reaches {target}.",
        "La mano è finita. I tuoi punti: {points}; il minimo, {fewest}, è andato a {seats}."
        " Vince il punteggio più basso: una partita va avanti, mano dopo mano, finché qualcuno"
        " arriva a {target}.",
    ),
    "lesson_end_hearts_fewest": (
        "The hand is over. Your points: {points}, the fewest at the table. Well played! The"
        " lowest score wins: a game goes on, hand after hand, until someone reaches {target}.",
        "La mano è finita. I tuoi punti: {points}, il minimo al tavolo. Ben giocato! Vince il"
        " punteggio più basso: una partita va avanti, mano dopo mano, finché qualcuno arriva a"
        " {target}.",
    ),
    "lesson_end_moon": (
        "The hand is over: {seats} shot the moon, taking every point, so everyone else scores"
        " 26. The lowest score wins: a game goes on until someone reaches {target}.",
        "La mano è finita: {seats} ha fatto cappotto, prendendo tutti i punti, quindi tutti gli"
        " altri segnano 26. Vince il punteggio più basso: una partita va avanti finché qualcuno"
        " arriva a {target}.",
    ),
    "lesson_end_made": (
        "The hand is over: your team bid {us} and took {won}, so the contract is made: {points}"
        " points. The opponents bid {them} and took {their}. A game goes on until a team reaches"
        " {target}.",
        "La mano è finita: la tua squadra ha dichiarato {us} e ne ha fatte {won}, quindi il"
        " contratto è fatto: {points} punti. Gli avversari hanno dichiarato {them} e ne hanno"
        " fatte {their}. Una partita va avanti finché una squadra arriva a {target}.",
    ),
    "lesson_end_set": (
        "The hand is over: your team bid {us} but took {won}, so the contract is set: {points}"
        " points. The opponents bid {them} and took {their}. A game goes on until a team reaches"
        " {target}.",
        "La mano è finita: la tua squadra ha dichiarato {us} ma ne ha fatte {won}, quindi il"
        " contratto non è fatto: {points} punti. Gli avversari hanno dichiarato {them} e ne hanno"
        " fatte {their}. Una partita va avanti finché una squadra arriva a {target}.",
    ),
    "lesson_end_learnt": ("You have met: {topics}.", "Hai incontrato: {topics}."),
    "lesson_end_next": (
        "Next, a real game: the coach stays beside you, with a suggestion at each turn.",
        "Adesso una partita vera: il coach resta con te, con un suggerimento a ogni turno.",
    ),
}

#: Every lesson's words: Hearts', the summary's, Spades' (``lessons_spades``).
LESSONS: dict[str, tuple[str, str]] = {**_HEARTS_AND_END, **SPADES_LESSONS}

#: Each topic's name, for the lesson's summary: topic -> (English, Italian).
TOPIC_NAMES: dict[str, tuple[str, str]] = {
    "pass": ("the pass", "il passaggio"),
    "two_clubs": ("the 2♣ lead", "l'apertura con il 2♣"),
    "first_trick": ("the first trick", "la prima presa"),
    "follow": ("following suit", "rispondere al seme"),
    "discard": ("discarding", "lo scarto"),
    "hearts_unbroken": ("hearts not broken", "i cuori non aperti"),
    "hearts_broken": ("hearts broken", "i cuori aperti"),
    "queen": ("Q♠", "la Q♠"),
    "moon": ("the moon", "il cappotto"),
    "bid": ("the bid", "la dichiarazione"),
    "blind_nil": ("blind nil", "il nil alla cieca"),
    "contract": ("the team's contract", "il contratto della squadra"),
    "trump": ("trumping", "il taglio"),
    "spades_unbroken": ("spades not broken", "le picche non rotte"),
    "spades_broken": ("spades broken", "le picche rotte"),
    "bags": ("bags", "i bag"),
    "nil": ("nil", "il nil"),
}
