"""The hint's reasons in plain words: code -> (English, Italian).

Data only; :mod:`kawu.words.say` fills the slots ({card}, {cards}, {bid}, {deals}, {points}).
"""

from __future__ import annotations

# code -> (English, Italian); {card} and {cards} are filled in from the action.
HINTS: dict[str, tuple[str, str]] = {
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
    "end_game": (
        "Play {card}: these points take that player past the target, and the game ends with you"
        " lowest.",
        "Gioca {card}: con questi punti quel giocatore supera il traguardo e la partita finisce con"
        " te più basso.",
    ),
    "refuse_end": (
        "Play {card}: more points to that player would end the game now, while you are not the"
        " lowest.",
        "Gioca {card}: altri punti a quel giocatore chiuderebbero ora la partita, e tu non sei il"
        " più basso.",
    ),
    "dump_high_spade": (
        "Throw away {card} while the queen of spades is still out.",
        "Scarta {card} finché la donna di picche è ancora in gioco.",
    ),
    # (house rules, issue 44)
    "dump_queen_spot": (
        "Play the queen of spades now: someone else takes her 25 points.",
        "Gioca ora la donna di picche: i suoi 25 punti li prende un altro.",
    ),
    "dump_scoring_spade": (
        "Throw away {card}: in Black Maria it scores for whoever takes it, and it could catch the"
        " queen.",
        "Scarta {card}: nel Black Maria vale punti per chi la prende, e potrebbe prendere la"
        " donna.",
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
    "burn_lead": (
        "Lead {card}: nobody can throw the queen of spades on this trick and everyone still has"
        " this suit, so it costs nothing, and you are rid of a high card that could take a worse"
        " trick later.",
        "Apri con {card}: nessuno può scartare la donna di picche su questa presa e tutti hanno"
        " ancora questo seme, quindi non costa nulla, e ti liberi di una carta alta che più"
        " avanti potrebbe prendere una presa peggiore.",
    ),
    "burn_high": (
        "Win this trick with {card}: it holds no points and is unlikely to get any, and you are"
        " rid of a high card that could take a worse trick later.",
        "Prendi questa presa con {card}: non ha punti ed è difficile che ne arrivino, e ti liberi"
        " di una carta alta che più avanti potrebbe prendere una presa peggiore.",
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
    "lead_middle": (
        "Lead {card}: the queen of spades is gone and nobody has shown a void in this suit, so the"
        " trick is unlikely to carry points. Lead a middle card that the higher ones still out"
        " will likely beat, and keep your low cards to give up the lead later.",
        "Apri con {card}: la donna di picche è già uscita e nessuno ha mostrato di non avere"
        " questo seme, quindi è difficile che la presa porti punti. Apri con una carta di mezzo,"
        " che le più alte ancora in gioco probabilmente superano, e tieni le basse per lasciare la"
        " mano più avanti.",
    ),
    "flush_queen": (
        "Lead {card}: low spades force out the queen of spades.",
        "Apri con {card}: le picche basse fanno uscire la donna di picche.",
    ),
    "win_jack": (
        "Play {card}: this trick holds (or will hold) the jack of diamonds, worth -10 to you,"
        " and nobody after you can take it.",
        "Gioca {card}: questa presa ha (o avrà) il fante di quadri, che ti vale -10, e nessuno"
        " dopo di te può portartela via.",
    ),
    "jack_from_leader": (
        "Play {card}: the player leading the game is winning the jack of diamonds; try to take"
        " it, and its -10, away from them.",
        "Gioca {card}: il fante di quadri sta andando a chi è in testa alla partita; prova a"
        " portargli via la presa e il suo -10.",
    ),
    "lead_jack": (
        "Lead the jack of diamonds: no diamond still out beats it, so its -10 is yours.",
        "Apri con il fante di quadri: nessun quadri ancora in gioco lo supera, quindi il suo -10"
        " è tuo.",
    ),
    "stop_moon": (
        "Play {card}: one player has taken every point so far. Stop the moon!",
        "Gioca {card}: un giocatore ha preso tutti i punti finora. Fermalo prima del cappotto!",
    ),
    "shoot_moon": (
        "Play {card}: you can take every point and shoot the moon.",
        "Gioca {card}: puoi prendere tutti i punti e fare cappotto.",
    ),
    # Spades, bidding ({bid} is the bid)
    "bid_look": (
        "Look at your cards: blind nil only pays when your team is far behind.",
        "Guarda le carte: il nil alla cieca conviene solo quando la squadra è molto indietro.",
    ),
    "bid_blind_nil": (
        "Bid blind nil: your team is far behind, and 200 points could bring it back.",
        "Dichiara nil alla cieca: la squadra è molto indietro e 200 punti possono rimetterla in"
        " gara.",
    ),
    "bid_nil": (
        "Bid nil: this hand has no sure trick and enough low cards to lose every trick.",
        "Dichiara nil: questa mano non ha prese sicure e ha abbastanza carte basse per non"
        " prenderne nessuna.",
    ),
    "bid_nil_catch_up": (
        "Bid nil: the opponents are near the target and far ahead; only a nil can catch up.",
        "Dichiara nil: gli avversari sono vicini al traguardo e molto avanti; solo un nil può"
        " recuperare.",
    ),
    "bid_close_out": (
        "Bid {bid}, one trick less than you count: that is enough to reach the target and win.",
        "Dichiara {bid}, una presa in meno di quelle che conti: basta per arrivare al traguardo e"
        " vincere.",
    ),
    "search_close_out": (
        "Bid {bid}: enough to reach the target and win the game; a bigger contract would only"
        " risk a set.",
        "Dichiara {bid}: basta per arrivare al traguardo e vincere la partita; un contratto più"
        " alto rischierebbe solo di andare sotto.",
    ),
    "search_look": (
        "Look at your cards: a blind nil fails far more often than it succeeds, and with these"
        " scores a failure would cost more of the game than a success would win.",
        "Guarda le carte: il nil alla cieca fallisce molto più spesso di quanto riesca, e con"
        " questi punteggi un fallimento costerebbe alla partita più di quanto darebbe un successo.",
    ),
    "bid_count": (
        "Bid {bid}: about the tricks your high cards, long spades and short suits should take.",
        "Dichiara {bid}: circa le prese che faranno le tue carte alte, le picche lunghe e i semi"
        " corti.",
    ),
    "bid_with_partner": (
        "Bid {bid}: with your partner's bid, the contract stays a little under the tricks your"
        " team should take.",
        "Dichiara {bid}: con la dichiarazione del compagno il contratto resta un po' sotto le prese"
        " che la squadra dovrebbe fare.",
    ),
    "bid_cover_nil": (
        "Bid {bid}: your partner bid nil, so your tricks alone make the contract.",
        "Dichiara {bid}: il compagno ha dichiarato nil, quindi il contratto dipende solo dalle tue"
        " prese.",
    ),
    # Spades, playing
    "nil_lead_low": (
        "Lead {card}: many cards still out beat it, so your nil stays safe.",
        "Apri con {card}: molte carte ancora in gioco la superano, così il tuo nil resta al"
        " sicuro.",
    ),
    "nil_duck": (
        "Play {card}: the highest card that can still lose this trick, to keep your nil.",
        "Gioca {card}: la carta più alta che può ancora lasciare la presa, per salvare il nil.",
    ),
    "nil_discard": (
        "You cannot follow suit: throw away {card}, the card that would be hardest to lose later.",
        "Non puoi rispondere al seme: scarta {card}, la carta più difficile da perdere più avanti.",
    ),
    "cover_nil": (
        "Play {card}: win the trick high, so that your partner's nil can stay under it.",
        "Gioca {card}: prendi con una carta alta, così il compagno che ha dichiarato nil può"
        " stare sotto.",
    ),
    "set_nil_lead": (
        "Lead {card}: a low card in a suit the nil bidder still holds may force it to win a trick.",
        "Apri con {card}: una carta bassa in un seme che chi ha dichiarato nil ha ancora può"
        " costringerlo a prendere.",
    ),
    "set_nil": (
        "Play {card}: stay under the nil bidder, so that it has to take the trick.",
        "Gioca {card}: resta sotto chi ha dichiarato nil, così la presa tocca a lui.",
    ),
    "avoid_bags": (
        "Play {card}: your team has made its contract; lose this trick and take no bags.",
        "Gioca {card}: la squadra ha già fatto il contratto; lascia questa presa e non prendere"
        " bag.",
    ),
    "set_contract": (
        "Play {card}: the opponents need nearly every trick left; take this one to set them.",
        "Gioca {card}: agli avversari servono quasi tutte le prese rimaste; prendi questa per"
        " farli andare sotto.",
    ),
    "lead_winner": (
        "Lead {card}: no card still out beats it in its suit, a sure trick.",
        "Apri con {card}: nessuna carta ancora in gioco la supera nel suo seme, una presa sicura.",
    ),
    "draw_trumps": (
        "Lead {card}: the top spade draws the opponents' spades, so they cannot trump your"
        " winners.",
        "Apri con {card}: la picca più alta fa uscire le picche degli avversari, così non possono"
        " tagliare le tue carte vincenti.",
    ),
    "lead_to_ruff": (
        "Lead {card}: your partner has no cards left in this suit and can win it with a spade.",
        "Apri con {card}: il compagno non ha più carte di questo seme e può prendere con una"
        " picca.",
    ),
    "lead_short": (
        "Lead {card}, your only card of its suit: once it is gone you can trump that suit.",
        "Apri con {card}, l'unica carta del suo seme: quando sarà uscita potrai tagliare quel"
        " seme.",
    ),
    "lead_low_side": (
        "Lead {card}: a low card from a suit where you have no high card to lose.",
        "Apri con {card}: una carta bassa di un seme in cui non hai carte alte da perdere.",
    ),
    "partner_wins": (
        "Play {card}: your partner is winning this trick; keep your good cards.",
        "Gioca {card}: la presa è già del compagno; tieni le carte buone.",
    ),
    "win_cheap": (
        "Play {card}: the cheapest card that wins the trick.",
        "Gioca {card}: la carta più bassa che prende la presa.",
    ),
    "win_top": (
        "Play {card}: nobody still to play can beat it, so the trick is yours.",
        "Gioca {card}: nessuno di quelli che devono ancora giocare può superarla: la presa è tua.",
    ),
    "ruff": (
        "You have no card of the suit led: win the trick with the spade {card}.",
        "Non hai carte del seme giocato: prendi la presa tagliando con {card}.",
    ),
    "second_low": (
        "Play {card}, a low card: your partner plays last and can still win the trick.",
        "Gioca {card}, una carta bassa: il compagno gioca per ultimo e può ancora prendere.",
    ),
    "third_high": (
        "Play {card}: play high, to win the trick or to force out the last player's best card.",
        "Gioca {card}: gioca alto, per prendere o per far uscire la carta migliore dell'ultimo"
        " giocatore.",
    ),
    "follow_under": (
        "Play {card}: you cannot win this trick, so keep your higher cards.",
        "Gioca {card}: questa presa non puoi farla, quindi tieni le carte più alte.",
    ),
    "discard": (
        "You cannot follow suit and need not trump: throw away {card}, a card you can spare.",
        "Non puoi rispondere al seme e non serve tagliare: scarta {card}, una carta che non ti"
        " serve.",
    ),
    "search_bid": (
        "Bid {bid}: over {deals} likely deals it gave the best result.",
        "Dichiara {bid}: su {deals} distribuzioni probabili ha dato il risultato migliore.",
    ),
    "search_points": (
        "Play {card}: over {deals} likely deals of the unseen cards it left you the fewest"
        " points, about {points} this hand.",
        "Gioca {card}: su {deals} distribuzioni probabili delle carte che non vedi ti lascia"
        " meno punti, circa {points} in questa mano.",
    ),
    "search_game": (
        "Play {card}: with the scores near the end, over {deals} likely deals it gave you the best"
        " chance to win the game.",
        "Gioca {card}: con i punteggi vicini alla fine, su {deals} distribuzioni probabili ti dà"
        " la migliore possibilità di vincere la partita.",
    ),
    "search": (
        "Play {card}: over {deals} likely deals it gave the best result.",
        "Gioca {card}: su {deals} distribuzioni probabili ha dato il risultato migliore.",
    ),
}
