// Every word the page shows, in Italian and English (the two tables must have the same keys and
// placeholders: tests/node/i18n.test.mjs checks it). t(lang, key, params) fills {name} slots.

export const LANGUAGES = ["it", "en"];

export const MESSAGES = {
  it: {
    "app.title": "kawu — Cuori e Picche",
    "app.tagline": "Cuori e Picche contro il computer",
    "lang.switch": "English",
    "lang.switchLabel": "Passa all'inglese",
    "loading.config": "Preparo il tavolo…",
    "loading.runtime": "Carico Python…",
    "loading.packages": "Carico i pacchetti…",
    "loading.kawu": "Installo il motore di gioco…",
    "loading.import": "Avvio il motore di gioco…",
    "loading.ready": "Pronto",
    "loading.resume": "Riprendo la partita salvata…",
    "error.title": "Il gioco non si è avviato",
    "error.BootTimeout": "Il motore di gioco (Python) non è pronto dopo {seconds} secondi.",
    "error.generic": "Il motore di gioco si è fermato: {message}",
    "error.hint": "Controlla la connessione e ricarica la pagina; la partita salvata non va persa.",
    "error.reload": "Ricarica la pagina",
    "error.action": "Mossa non accettata. {message}",
    "start.title": "Nuova partita",
    "start.game": "Gioco",
    "start.options": "Regole",
    "start.level": "Giocatori computer",
    "start.play": "Gioca",
    "start.waiting": "Il motore di gioco si sta caricando…",
    "start.resumeNote": "Una nuova partita sostituisce quella salvata.",
    "game.hearts": "Cuori",
    "game.spades": "Picche",
    "game.hearts.blurb": "Ognuno per sé: evita cuori e donna di picche. Vince il punteggio più basso.",
    "game.spades.blurb": "In coppia con Nord: dichiara le prese e rispettale. Picche è sempre atout.",
    "level.easy": "Facile",
    "level.normal": "Normale",
    "level.hard": "Difficile",
    "option.target": "La partita finisce a",
    "option.queen": "Donna di picche",
    "option.moon": "Cappotto (tutti i 26 punti)",
    "option.blind_nil": "Nil alla cieca",
    "option.mercy": "Resa a −200 punti",
    "choice.target": "{n} punti",
    "choice.queen.free": "si può aprire dopo la prima presa (kawu)",
    "choice.queen.after_hearts": "si apre solo dopo i cuori",
    "choice.queen.breaks_hearts": "giocarla apre i cuori",
    "choice.moon.add_to_others": "+26 a ciascuno degli altri (kawu)",
    "choice.moon.subtract_from_self": "−26 a chi lo fa",
    "choice.bool.true": "sì",
    "choice.bool.false": "no",
    "seat.0": "Tu",
    "seat.1": "Ovest",
    "seat.2": "Nord",
    "seat.3": "Est",
    "seat.0.long": "Tu (Sud)",
    "seat.2.partner": "Nord (compagno)",
    "team.0": "Noi",
    "team.1": "Loro",
    "team.0.long": "Noi (Sud e Nord)",
    "team.1.long": "Loro (Ovest ed Est)",
    "hud.hand": "Mano {n}",
    "hud.pass": "Passaggio {direction}",
    "hud.trick": "Presa {n} di 13",
    "hud.score": "Punti",
    "hud.handPoints": "+{n} in questa mano",
    "hud.bid": "Dichiara: {bid}",
    "hud.noBid": "Dichiara: …",
    "hud.tricks": "Prese: {n}",
    "hud.bags": "Bag: {n}",
    "hud.contract": "{team}: prese {tricks} su {contract}",
    "hud.dealer": "Mazziere",
    "hud.cards": "{n} carte",
    "hud.heartsBroken": "Cuori aperti",
    "hud.spadesBroken": "Picche rotte",
    "direction.left": "a sinistra",
    "direction.right": "a destra",
    "direction.across": "di fronte",
    "direction.none": "nessuno (mano tenuta)",
    "bid.0": "Nil",
    "bid.blind_nil": "Nil alla cieca",
    "bid.look": "Guarda le carte",
    "button.pass": "Passa",
    "button.hint": "Suggerimento",
    "button.newGame": "Nuova partita",
    "button.continue": "Continua",
    "button.close": "Chiudi",
    "button.undo": "Annulla",
    "button.lastTrick": "Ultima presa",
    "button.sheet": "Segnapunti",
    "a11y.skip": "Vai al gioco",
    "bids.label": "La tua dichiarazione",
    "bid.name": "Dichiara {n} prese",
    "bid.nilName": "Dichiara nil (nessuna presa)",
    "menu.button": "Menu",
    "menu.title": "Menu",
    "menu.sheet": "Segnapunti di questa partita",
    "menu.lastTrick": "Rivedi l'ultima presa",
    "menu.stats": "Statistiche",
    "menu.settings": "Impostazioni",
    "menu.keys": "Comandi da tastiera",
    "start.guides": "Prima di giocare:",
    "guide.nav": "Regole e strategia",
    "guide.link.rules": "Regole di {game}",
    "guide.link.strategy": "Strategia di {game}",
    "guide.title.rules": "Come si gioca a {game}",
    "guide.title.strategy": "Guida strategica: {game}",
    "guide.thisGame": "Le regole di questa partita",
    "guide.read.rules": "Leggi le regole",
    "guide.read.strategy": "Leggi la guida strategica",
    "settings.title": "Impostazioni",
    "settings.speed": "Velocità dei giocatori computer",
    "settings.speed.slow": "Lenta",
    "settings.speed.normal": "Normale",
    "settings.speed.fast": "Veloce",
    "settings.speed.instant": "Istantanea",
    "settings.speed.fixed": "In questa pagina la velocità è fissata dall'indirizzo (?pace=).",
    "settings.autoLast": "Gioca da solo la mia ultima carta",
    "settings.autoLast.help": "Quando ti resta una sola carta, viene giocata per te.",
    "settings.fourColour": "Mazzo a quattro colori",
    "settings.fourColour.help": "Quadri in blu e fiori in verde, per distinguere i semi a colpo d'occhio.",
    "settings.lessMotion": "Meno movimento",
    "settings.lessMotion.help": "Le carte non volano sul tavolo. Vale anche se il sistema chiede di ridurre le animazioni.",
    "settings.shortcuts": "Scorciatoie da tastiera",
    "settings.shortcuts.help": "Tasti singoli come H (suggerimento) e U (annulla). Spegnile se usi un lettore di schermo che usa quei tasti.",
    "stats.title": "Statistiche",
    "stats.played": "Partite giocate",
    "stats.won": "Partite vinte",
    "stats.hands": "Mani giocate",
    "stats.average.hearts": "Punti presi per mano (media)",
    "stats.average.spades": "Punti della squadra per mano (media)",
    "stats.moons": "Cappotti fatti",
    "stats.nils": "Nil riusciti",
    "stats.nilsOf": "{made} su {bid}",
    "stats.note": "Le statistiche restano in questo browser. Una partita conta quando finisce; ogni mano conta quando finisce.",
    "stats.keptAs": "Le statistiche salvate non si potevano leggere: le trovi nella copia di riserva «{key}». Si riparte da zero.",
    "stats.unreadable": "Le statistiche salvate non si potevano leggere. Si riparte da zero.",
    "stats.writeFailed": "Non riesco a salvare le statistiche ({message}).",
    "stats.reset": "Azzera le statistiche",
    "stats.confirm": "Azzerare tutte le statistiche di Cuori e Picche? Non si può annullare.",
    "stats.keep": "No, tienile",
    "stats.resetYes": "Sì, azzera",
    "stats.wasReset": "Statistiche azzerate.",
    "sheet.title": "Segnapunti: {game}",
    "sheet.empty": "Nessuna mano è ancora finita in questa partita.",
    "sheet.noteHearts": "Per ogni mano: i punti presi e, tra parentesi, il totale dopo quella mano.",
    "sheet.noteSpades": "Per ogni mano: i punti della squadra e, tra parentesi, il totale dopo quella mano.",
    "deal.code": "Codice della smazzata",
    "deal.replay": "Rigioca",
    "deal.replayHand": "Rigioca la mano {n} (codice {code})",
    "deal.replayYes": "Sì, rigioca la smazzata",
    "deal.confirmTitle": "Rigiocare questa smazzata?",
    "deal.confirmBody": "Inizia una nuova partita con le carte della smazzata {code}; la partita in corso andrà persa.",
    "deal.legend": "Rigioca una smazzata",
    "deal.label": "Codice della smazzata (facoltativo)",
    "deal.help": "Ogni mano finita ha un codice, come H0-7KQ3M9XA. Scrivilo qui per giocare di nuovo le stesse carte: la lettera iniziale sceglie il gioco (H Cuori, S Picche).",
    "deal.invalid": "Questo non è un codice di smazzata: ha la forma H0-7KQ3M9XA (H per Cuori, S per Picche).",
    "deal.refused": "Codice non accettato: {message}",
    "deal.started": "Nuova partita con la smazzata {code}.",
    "lastTrick.title": "Ultima presa: l'ha presa {seat}",
    "lastTrick.none": "Non è ancora stata completata nessuna presa.",
    "lastTrick.took": "prende",
    "keys.title": "Comandi da tastiera",
    "keys.intro": "Tutto il gioco si usa dalla tastiera.",
    "keys.off": "Le scorciatoie a tasto singolo sono spente (Impostazioni); frecce, Invio, Spazio, Tab ed Esc funzionano sempre.",
    "keys.arrows.key": "← → ↑ ↓ Inizio Fine",
    "keys.arrows": "Spostati tra le tue carte, o tra le dichiarazioni",
    "keys.enter.key": "Invio, Spazio",
    "keys.enter": "Scegli una carta da passare, gioca una carta, dichiara, premi un pulsante",
    "keys.tab.key": "Tab, Maiusc+Tab",
    "keys.tab": "Passa dalla mano ai pulsanti e al resto della pagina",
    "keys.h.key": "H",
    "keys.h": "Suggerimento",
    "keys.u.key": "U",
    "keys.u": "Annulla la tua ultima mossa",
    "keys.l.key": "L",
    "keys.l": "Rivedi l'ultima presa",
    "keys.s.key": "S",
    "keys.s": "Segnapunti",
    "keys.p.key": "P",
    "keys.p": "Passa le tre carte scelte",
    "keys.n.key": "N",
    "keys.n": "Nuova partita",
    "keys.m.key": "M",
    "keys.m": "Menu",
    "keys.help.key": "?",
    "keys.help": "Questo elenco dei tasti",
    "keys.esc.key": "Esc",
    "keys.esc": "Chiudi la finestra aperta",
    "say.youPlay": "Giochi {card}.",
    "say.plays": "{seat} gioca {card}.",
    "say.trick": "{seat} prende la presa.",
    "say.trickYou": "Prendi tu la presa.",
    "say.trickPoints": "{seat} prende la presa (punti: {n}).",
    "say.trickYouPoints": "Prendi tu la presa (punti: {n}).",
    "say.youBid": "Dichiari {bid}.",
    "say.bids": "{seat} dichiara {bid}.",
    "say.youPass": "Hai passato: {cards}.",
    "say.handOver": "Fine della mano {n}.",
    "say.handOverPoints": "Fine della mano {n}. Punti presi:",
    "say.seatPoints": "{seat} {n} (totale {total})",
    "say.teamPoints": "{team}: prese {tricks} su {contract}, punti {n}, totale {total}",
    "say.undoneCard": "Hai ripreso la tua carta, {card}, e le mosse che la seguivano.",
    "say.undonePass": "Hai ripreso il tuo passaggio: scegli di nuovo tre carte.",
    "say.undoneBid": "Hai ripreso la tua dichiarazione.",
    "say.hint": "Suggerimento: {action}. {reason}",
    "guide.hearts.rules": `Cuori è un gioco di prese per quattro giocatori, ognuno per conto proprio. Qui le prese si evitano: ogni cuori che prendi costa 1 punto e la donna di picche 13. Quando la partita finisce vince chi ha meno punti.

## Le carte e i posti
Un mazzo da 52 carte senza jolly; 13 carte a testa. L'asso è la carta più alta: A K Q J 10 … 2. Tu sei Sud; Ovest, Nord ed Est sono giocatori computer. Si gioca in senso orario: alla tua sinistra c'è Ovest, alla tua destra Est, di fronte Nord.

## Il passaggio
Prima di ogni mano ognuno sceglie tre carte e le passa:
| Mano | Passa a |
|---|---|
| 1ª | sinistra (Ovest) |
| 2ª | destra (Est) |
| 3ª | di fronte (Nord) |
| 4ª | nessuno: mano tenuta |
Poi il ciclo ricomincia. Scegli le tue tre carte prima di vedere quelle che ricevi: le carte ricevute compaiono, evidenziate, solo quando tutti hanno passato.

## Le prese
- Chi ha il 2♣ dopo il passaggio apre la prima presa, e deve aprirla proprio con il 2♣.
- In senso orario ognuno gioca una carta. Devi rispondere al seme se puoi; se non puoi, giochi una carta qualsiasi (con i due limiti qui sotto).
- Non ci sono briscole: vince la carta più alta del seme d'apertura, e chi vince la presa apre la successiva.

## Due limitazioni
- **Niente punti alla prima presa.** Se alla prima presa non hai fiori, non puoi giocare un cuori né la Q♠, a meno che in mano tu non abbia altro.
- **Aprire i cuori.** Non puoi aprire una presa con un cuori finché un cuori non è stato giocato in una presa precedente, a meno che tu non abbia solo cuori. Su kawu solo un cuori apre i cuori; la Q♠ si può giocare in apertura in qualsiasi momento dopo la prima presa.

## Il punteggio
| Carta | Punti |
|---|---|
| Ogni cuori | 1 |
| Donna di picche | 13 |
In ogni mano ci sono 26 punti.

## Fare cappotto
Chi prende tutti i 26 punti fa cappotto (in inglese «shooting the moon»): segna 0 e ciascuno degli altri giocatori prende 26. È rischioso: basta un cuori sfuggito e i 25 punti restano a te.

## Fine della partita
Quando, alla fine di una mano, qualcuno ha raggiunto 100 punti, la partita finisce e vince il punteggio più basso. Se due o più giocatori sono pari con il punteggio più basso, si gioca un'altra mano, finché uno solo ha il punteggio più basso.

## Varianti che puoi scegliere
- **La partita finisce a** 50, 100 (kawu) o 150 punti.
- **Donna di picche:** si può giocare in apertura dopo la prima presa (kawu); oppure si apre solo quando i cuori sono aperti, a meno che chi apre non abbia altra apertura possibile; oppure giocarla apre i cuori.
- **Cappotto:** +26 a ciascuno degli altri (kawu), oppure −26 a chi lo fa e 0 agli altri.

## Giocare su kawu
- Tocca tre carte e premi **Passa**; poi tocca una carta per giocarla. Le carte che non puoi giocare sono attenuate.
- Dalla tastiera: le frecce si spostano tra le carte, Invio o Spazio sceglie o gioca, Tab porta ai pulsanti.
- **Suggerimento** propone un passaggio o una carta; **Annulla** riprende la tua ultima mossa di questa mano; **Ultima presa** mostra di nuovo le quattro carte dell'ultima presa.
- A fine mano vedi il riepilogo con il codice della smazzata: **Rigioca** riparte con le stesse carte. La partita resta salvata se chiudi la pagina.`,
    "guide.hearts.strategy": `A Cuori non si vince evitando tutte le prese, ma evitando i punti. Una presa senza cuori e senza donna non costa nulla, e spesso prenderla al momento giusto ti libera di una carta pericolosa.

## Il passaggio
- **Le picche alte senza protezione se ne vanno.** A♠, K♠ e Q♠ sono pericolose se hai poche picche basse per coprirle. Con quattro o più picche, comprese alcune basse, di solito conviene tenere la Q♠: così sai dov'è e decidi tu quando scartarla.
- **Crea un seme vuoto.** Passare tutti i quadri (o tutti i fiori) ti permette, quando quel seme viene giocato, di scartare cuori e Q♠.
- **Passa i cuori alti** (A♥ K♥ Q♥): rischiano di vincere prese piene di punti. I cuori bassi invece sono preziosi, perché passano sotto.
- Ricorda a chi passi: chi riceve la tua Q♠ sa dov'è, e tu sai dove l'hai mandata. Chi ti passa carte ti sta dando quelle che non vuole.
- Nella mano tenuta nessuno passa: guarda subito i semi corti e le carte alte che dovrai smaltire.

## La donna di picche
- Se non hai la Q♠ né A♠ o K♠, **apri a picche basse**: costringi chi ha la donna a giocarla, magari sotto l'asso o il re di qualcun altro.
- Se hai A♠ o K♠ senza la donna, non aprire a picche e scartali appena sei vuoto in un seme.
- Se hai la Q♠ ben coperta, aspetta: la scarterai quando si apre un seme in cui sei vuoto. Scaricala su chi è in testa alla partita o su chi sta tentando il cappotto, non su chi sta già per perdere.

## Durante la mano
- **Smaltisci presto le carte alte** nei semi che hanno tutti: nelle prime prese di fiori e quadri di solito nessuno è ancora vuoto, quindi non arrivano punti.
- **Gioca sotto** quando la presa contiene punti: rispondi con la carta più alta che resta sotto quella vincente.
- Se giochi per ultimo e la presa è pulita, vincila pure con la carta più alta: ti togli un pericolo senza costi.
- **Conta le carte**: quante picche sono uscite, se la Q♠ è ancora in gioco, quali cuori restano. Il pulsante **Ultima presa** ti aiuta a ricordare.
- Osserva gli scarti: chi non risponde al seme ne è vuoto, e scarterà punti la prossima volta che quel seme viene aperto.

## Il cappotto
- Tentalo solo con una mano molto forte: cuori lunghi e alti, carte alte negli altri semi e la Q♠ o picche alte ben coperte.
- Non scoprirti troppo presto: se prendi molti punti nelle prime prese, gli altri ti lasceranno un cuori apposta.
- **Fermare un cappotto:** se un avversario ha preso tutti i punti finora, tieni un cuori alto e usalo per vincere una presa con punti. Pochi punti per te valgono molto meno di 26 punti a testa.

## Guardare il punteggio
- Verso la fine della partita chi è vicino alla soglia cerca di non prendere nulla; chi è in testa con meno punti è quello da fermare.
- La partita finisce alla fine della mano in cui qualcuno raggiunge la soglia: se sei in testa, mandare un avversario oltre la soglia chiude la partita a tuo favore.
- Il **Segnapunti** mostra i punti di ogni mano: guardalo prima di decidere a chi dare la Q♠.`,
    "guide.spades.rules": `Picche è un gioco di prese a coppie. Tu (Sud) giochi in coppia con Nord, un giocatore computer; Ovest ed Est sono gli avversari. Picche è sempre atout. Prima di giocare ognuno dichiara quante prese farà, e la squadra segna punti se ne fa almeno quante ha dichiarato insieme al compagno.

## Le carte
Un mazzo da 52 carte; 13 carte a testa; l'asso è la carta più alta. Il primo mazziere è estratto a sorte; dopo ogni mano la distribuzione passa a sinistra.

## Le dichiarazioni
A partire dal giocatore alla sinistra del mazziere, in senso orario, ognuno dichiara da 1 a 13 prese, oppure **nil** (zero): la promessa di non fare nemmeno una presa. Il contratto della squadra è la somma delle dichiarazioni dei due compagni (un nil conta zero). Ognuno può dichiarare ciò che vuole, qualunque cosa abbia dichiarato il compagno.

## Il gioco
- Il giocatore alla sinistra del mazziere apre la prima presa.
- In senso orario ognuno gioca una carta. Devi rispondere al seme se puoi; altrimenti puoi giocare qualsiasi carta, anche una picca.
- Vince la picca più alta; se non sono state giocate picche, vince la carta più alta del seme d'apertura. Chi vince apre la presa successiva.
- **Rompere le picche:** non puoi aprire con una picca finché una picca non è stata giocata in una presa precedente, a meno che tu non abbia solo picche.

## Il punteggio, per squadra
| Risultato | Punti |
|---|---|
| Contratto rispettato | 10 × contratto |
| Ogni presa in più (un bag) | +1 |
| Contratto mancato | −10 × contratto |
| Nil riuscito | +100 |
| Nil fallito | −100 |
| Ogni 10 bag accumulati | −100 |
- Il contratto è rispettato se i compagni che non hanno dichiarato nil fanno insieme almeno tante prese quante ne hanno dichiarate.
- Le prese di chi ha dichiarato nil non contano per il contratto del compagno: ognuna conta come bag (+1 punto), che il contratto sia rispettato o no.
- Se entrambi i compagni dichiarano nil il contratto è 0: ogni nil si conta da solo e ogni presa della coppia è un bag.
- I bag si accumulano di mano in mano; ogni volta che una squadra arriva a 10 bag perde 100 punti e 10 bag vengono tolti dal conto. Il conto dei bag è separato dal punteggio.

## La vittoria
Vince la prima squadra che ha almeno 500 punti alla fine di una mano. Se entrambe ci arrivano nella stessa mano vince il punteggio più alto; in caso di parità si continua.

## Varianti che puoi scegliere
- **La partita finisce a** 500 (kawu), 300 o 250 punti.
- **Nil alla cieca:** se la tua squadra è indietro di almeno 100 punti, prima di guardare le carte puoi dichiarare nil alla cieca: +200 se non fai prese, −200 altrimenti; le tue prese contano come bag. Oppure guardi le carte e dichiari come sempre.
- **Resa a −200 punti:** alla fine di una mano una squadra a −200 o meno perde; se lo sono tutte e due vince il punteggio più alto, e a parità si continua.

## Giocare su kawu
- Scegli la dichiarazione con i pulsanti (Nil, da 1 a 13); poi tocca una carta per giocarla. Le carte che non puoi giocare sono attenuate.
- Dalla tastiera: le frecce si spostano tra le dichiarazioni e tra le carte, Invio o Spazio sceglie, Tab porta ai pulsanti.
- Il tuo compagno, Nord, dichiara e gioca per rispettare il contratto della squadra. In alto vedi le prese fatte rispetto al contratto, i punti e i bag.`,
    "guide.spades.strategy": `A Picche conta la precisione: fare esattamente le prese dichiarate, insieme al compagno. Una presa in meno costa tutto il contratto; una presa in più costa poco subito, ma i bag si accumulano.

## Valutare la mano
- Conta le **prese sicure**: gli assi, i re accompagnati da almeno un'altra carta dello stesso seme, e le picche alte. A♠ e K♠ sono quasi sempre prese.
- **Le picche lunghe** valgono prese in più: dalla quinta picca in su ognuna di solito fa una presa, perché verso la fine gli altri ne restano senza.
- **I semi corti** con qualche picca piccola valgono prese: un seme vuoto o con una sola carta ti permette di tagliare.
- Donne e fanti senza copertura valgono poco: non contarli come prese sicure.
- Nel dubbio dichiara una presa in meno piuttosto che una in più: il contratto mancato costa 10 punti per presa dichiarata, un bag solo 1 punto (finché non arrivano a 10).
- Il compagno dichiara sapendo la tua dichiarazione, se parli prima tu, e viceversa: con una mano debole, una dichiarazione bassa ma onesta lo aiuta a dichiarare giusto.

## Dichiarare nil
- Dichiara nil con una mano di carte basse: niente A♠ né K♠, poche picche e basse, e nessun seme in cui hai solo carte alte.
- Un asso fuori atout senza carte basse dello stesso seme è quasi sempre una presa: con quello, meglio non tentare il nil.
- Se il compagno dichiara nil, **proteggilo**: quando lui è in pericolo gioca una carta alta per vincere la presa al suo posto, e dichiara qualche presa in più per coprire quelle che farai per lui.
- Contro un nil avversario, prova a **farlo cadere**: apri semi in cui potrebbe avere ancora carte alte e gioca basso per lasciargli la presa.

## Durante la mano
- **Prima il contratto, poi niente bag.** Incassa subito le prese sicure; una volta raggiunte le prese dichiarate, gioca carte basse per lasciare le prese agli altri.
- Tieni il conto: quante prese ha la tua squadra, quante ne mancano, quali picche sono uscite. In alto vedi le prese fatte rispetto al contratto.
- Non sprecare picche alte tagliando una presa che il compagno sta già vincendo.
- Quando gli avversari rischiano di mancare il contratto, cerca di **fermarli**: ogni presa che togli loro può costargli tutto il contratto.

## I bag e il punteggio
- Dieci bag costano 100 punti: se la tua squadra ne ha già parecchi, dichiara con più precisione e, raggiunto il contratto, perdi le prese che puoi.
- Se gli avversari sono vicini ai 10 bag, lasciar loro qualche presa in più può costargli 100 punti.
- Verso la fine confronta i punteggi nel **Segnapunti**: a volte basta un contratto piccolo e sicuro, altre volte serve un nil o una dichiarazione coraggiosa.
- Con il nil alla cieca (se attivo) la squadra indietro di almeno 100 punti può rimontare: +200 se riesce, ma −200 se fallisce. Tentalo quando rimontare è l'unica strada.`,
    "status.pass": "Scegli tre carte da passare a {seat} ({direction}): {n} di 3.",
    "status.passWait": "Aspetto che gli altri passino le carte…",
    "status.received": "Hai ricevuto da {seat}: {cards}.",
    "status.lead": "Tocca a te: apri la presa.",
    "status.play": "Tocca a te: gioca una carta.",
    "status.bid": "Tocca a te: quante prese farai?",
    "status.blind": "La tua squadra è indietro di almeno 100: puoi dichiarare nil alla cieca prima di guardare le carte.",
    "status.thinking": "{seat} sta pensando…",
    "status.trickTo": "{seat} prende la presa.",
    "status.trickToYou": "Prendi tu la presa.",
    "status.gameOver": "Partita finita.",
    "hint.generic": "Il consiglio del computer.",
    "confirm.title": "Abbandonare la partita?",
    "confirm.body": "La partita in corso andrà persa.",
    "confirm.yes": "Sì, nuova partita",
    "confirm.no": "No, continua a giocare",
    "summary.title": "Fine della mano {n}",
    "summary.player": "Giocatore",
    "summary.taken": "Presi",
    "summary.points": "Punti mano",
    "summary.total": "Totale",
    "summary.moon": "{seat} ha fatto cappotto!",
    "summary.moonYou": "Hai fatto cappotto!",
    "summary.team": "Squadra",
    "summary.bids": "Dichiarazioni",
    "summary.tricks": "Prese",
    "summary.bags": "Bag",
    "summary.bagPenalty": "{team}: 10 bag, −{n} punti.",
    "summary.nilMade": "Nil di {seat} riuscito.",
    "summary.nilFailed": "Nil di {seat} fallito.",
    "gameover.title": "Partita finita",
    "gameover.youWin": "Hai vinto!",
    "gameover.winner": "Vince {seat}.",
    "gameover.teamWin": "La vostra squadra vince!",
    "gameover.teamLose": "Vince la squadra avversaria.",
    "gameover.final": "Punteggio finale",
    "gameover.hand": "Mano",
    "save.failed": "Non riesco a salvare la partita ({message}). Puoi continuare a giocare, ma se chiudi la pagina la partita andrà persa.",
    "save.unreadable": "La partita salvata non si può leggere",
    "save.corrupt": "I dati sono danneggiati.",
    "save.newer_version": "Viene da una versione più nuova di kawu.",
    "save.tampered": "Non rispetta le regole del gioco (è stata modificata?).",
    "save.bad_record": "Non è una partita valida.",
    "save.keptAs": "Non è stata cancellata: la trovi nella copia di riserva «{key}». Puoi iniziare una nuova partita.",
    "save.leftInPlace": "È rimasta dov'era, perché non c'è spazio per una copia di riserva; per non cancellarla, la nuova partita non verrà salvata.",
    "save.blocked": "la memoria è piena e contiene la partita illeggibile",
    "save.bad_page_state": "Lo stato della pagina salvato non è valido.",
    "save.bad_view": "Il tavolo salvato non si può disegnare.",
    "save.cannot_continue": "Il gioco non è riuscito a continuarla.",
    "tabs.adopted": "La partita è andata avanti in un'altra scheda: eccola com'è ora.",
    "menu.backups": "Partite messe da parte ({n})",
    "backups.title": "Partite messe da parte",
    "backups.intro": "Partite salvate che non si potevano riprendere. Le ultime dieci restano qui: puoi scaricarle come file o cancellarle.",
    "backups.none": "Nessuna partita messa da parte.",
    "backups.what": "{game}, mano {hand}",
    "backups.unreadable": "dati illeggibili",
    "backups.download": "Scarica",
    "backups.downloadLabel": "Scarica la partita messa da parte il {when}",
    "backups.delete": "Elimina",
    "backups.deleteLabel": "Elimina la partita messa da parte il {when}",
    "backups.deleted": "Partita eliminata.",
    "suit.C": "fiori",
    "suit.D": "quadri",
    "suit.H": "cuori",
    "suit.S": "picche",
    "rank.A": "Asso",
    "rank.K": "Re",
    "rank.Q": "Donna",
    "rank.J": "Fante",
    "rank.T": "10",
    "card.name": "{rank} di {suit}",
    "card.back": "carta coperta",
    "hand.label": "La tua mano",
    "trick.label": "Carte sul tavolo",
    "update.ready": "È pronta una nuova versione di kawu.",
    "update.reload": "Aggiorna",
    "update.later": "Più tardi",
  },
  en: {
    "app.title": "kawu — Hearts and Spades",
    "app.tagline": "Hearts and Spades against the computer",
    "lang.switch": "Italiano",
    "lang.switchLabel": "Switch to Italian",
    "loading.config": "Setting up the table…",
    "loading.runtime": "Loading Python…",
    "loading.packages": "Loading packages…",
    "loading.kawu": "Installing the game engine…",
    "loading.import": "Starting the game engine…",
    "loading.ready": "Ready",
    "loading.resume": "Resuming your saved game…",
    "error.title": "The game could not start",
    "error.BootTimeout": "The game engine (Python) was not ready after {seconds} seconds.",
    "error.generic": "The game engine stopped: {message}",
    "error.hint": "Check your connection and reload the page; your saved game is kept.",
    "error.reload": "Reload the page",
    "error.action": "Move not accepted. {message}",
    "start.title": "New game",
    "start.game": "Game",
    "start.options": "Rules",
    "start.level": "Computer players",
    "start.play": "Play",
    "start.waiting": "The game engine is loading…",
    "start.resumeNote": "A new game replaces the saved one.",
    "game.hearts": "Hearts",
    "game.spades": "Spades",
    "game.hearts.blurb": "Every player for themselves: avoid hearts and the queen of spades. Lowest score wins.",
    "game.spades.blurb": "Partnered with North: bid your tricks and make them. Spades are always trump.",
    "level.easy": "Easy",
    "level.normal": "Normal",
    "level.hard": "Hard",
    "option.target": "Game ends at",
    "option.queen": "Queen of spades",
    "option.moon": "Shooting the moon (all 26 points)",
    "option.blind_nil": "Blind nil",
    "option.mercy": "Mercy rule at −200 points",
    "choice.target": "{n} points",
    "choice.queen.free": "may be led after the first trick (kawu)",
    "choice.queen.after_hearts": "may be led only after hearts are broken",
    "choice.queen.breaks_hearts": "playing it breaks hearts",
    "choice.moon.add_to_others": "+26 to each other player (kawu)",
    "choice.moon.subtract_from_self": "−26 to the shooter",
    "choice.bool.true": "on",
    "choice.bool.false": "off",
    "seat.0": "You",
    "seat.1": "West",
    "seat.2": "North",
    "seat.3": "East",
    "seat.0.long": "You (South)",
    "seat.2.partner": "North (partner)",
    "team.0": "Us",
    "team.1": "Them",
    "team.0.long": "Us (South and North)",
    "team.1.long": "Them (West and East)",
    "hud.hand": "Hand {n}",
    "hud.pass": "Passing {direction}",
    "hud.trick": "Trick {n} of 13",
    "hud.score": "Score",
    "hud.handPoints": "+{n} this hand",
    "hud.bid": "Bid: {bid}",
    "hud.noBid": "Bid: …",
    "hud.tricks": "Tricks: {n}",
    "hud.bags": "Bags: {n}",
    "hud.contract": "{team}: {tricks} of {contract} tricks",
    "hud.dealer": "Dealer",
    "hud.cards": "{n} cards",
    "hud.heartsBroken": "Hearts broken",
    "hud.spadesBroken": "Spades broken",
    "direction.left": "left",
    "direction.right": "right",
    "direction.across": "across",
    "direction.none": "none (hold hand)",
    "bid.0": "Nil",
    "bid.blind_nil": "Blind nil",
    "bid.look": "Look at your cards",
    "button.pass": "Pass",
    "button.hint": "Hint",
    "button.newGame": "New game",
    "button.continue": "Continue",
    "button.close": "Close",
    "button.undo": "Undo",
    "button.lastTrick": "Last trick",
    "button.sheet": "Score sheet",
    "a11y.skip": "Skip to the game",
    "bids.label": "Your bid",
    "bid.name": "Bid {n} tricks",
    "bid.nilName": "Bid nil (no tricks)",
    "menu.button": "Menu",
    "menu.title": "Menu",
    "menu.sheet": "Score sheet of this game",
    "menu.lastTrick": "See the last trick again",
    "menu.stats": "Statistics",
    "menu.settings": "Settings",
    "menu.keys": "Keyboard",
    "start.guides": "Before you play:",
    "guide.nav": "Rules and strategy",
    "guide.link.rules": "{game} rules",
    "guide.link.strategy": "{game} strategy",
    "guide.title.rules": "How to play {game}",
    "guide.title.strategy": "Strategy guide: {game}",
    "guide.thisGame": "The rules of this game",
    "guide.read.rules": "Read the rules",
    "guide.read.strategy": "Read the strategy guide",
    "settings.title": "Settings",
    "settings.speed": "Computer players' speed",
    "settings.speed.slow": "Slow",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Fast",
    "settings.speed.instant": "Instant",
    "settings.speed.fixed": "On this page the speed is set by the address (?pace=).",
    "settings.autoLast": "Play my last card automatically",
    "settings.autoLast.help": "When you have one card left, it is played for you.",
    "settings.fourColour": "Four-colour deck",
    "settings.fourColour.help": "Diamonds in blue and clubs in green, to tell the suits apart at a glance.",
    "settings.lessMotion": "Less motion",
    "settings.lessMotion.help": "Cards do not fly across the table. Also on when your system asks for reduced motion.",
    "settings.shortcuts": "Keyboard shortcuts",
    "settings.shortcuts.help": "Single keys such as H (hint) and U (undo). Turn them off if your screen reader uses those keys.",
    "stats.title": "Statistics",
    "stats.played": "Games played",
    "stats.won": "Games won",
    "stats.hands": "Hands played",
    "stats.average.hearts": "Points taken per hand (average)",
    "stats.average.spades": "Team points per hand (average)",
    "stats.moons": "Moons shot",
    "stats.nils": "Nils made",
    "stats.nilsOf": "{made} of {bid}",
    "stats.note": "Statistics stay in this browser. A game counts when it ends; each hand counts when it ends.",
    "stats.keptAs": "The saved statistics could not be read: they are kept in the backup “{key}”. Counting starts again.",
    "stats.unreadable": "The saved statistics could not be read. Counting starts again.",
    "stats.writeFailed": "Could not save the statistics ({message}).",
    "stats.reset": "Reset statistics",
    "stats.confirm": "Reset all Hearts and Spades statistics? This cannot be undone.",
    "stats.keep": "No, keep them",
    "stats.resetYes": "Yes, reset",
    "stats.wasReset": "Statistics reset.",
    "sheet.title": "Score sheet: {game}",
    "sheet.empty": "No hand of this game has finished yet.",
    "sheet.noteHearts": "For each hand: the points taken and, in brackets, the total after that hand.",
    "sheet.noteSpades": "For each hand: the team's points and, in brackets, the total after that hand.",
    "deal.code": "Deal code",
    "deal.replay": "Replay",
    "deal.replayHand": "Replay hand {n} (code {code})",
    "deal.replayYes": "Yes, replay the deal",
    "deal.confirmTitle": "Replay this deal?",
    "deal.confirmBody": "A new game starts with the cards of deal {code}; the game in progress will be lost.",
    "deal.legend": "Replay a deal",
    "deal.label": "Deal code (optional)",
    "deal.help": "Every finished hand has a code, like H0-7KQ3M9XA. Type it here to play the same cards again: its first letter chooses the game (H Hearts, S Spades).",
    "deal.invalid": "That is not a deal code: they look like H0-7KQ3M9XA (H for Hearts, S for Spades).",
    "deal.refused": "Code not accepted: {message}",
    "deal.started": "New game with deal {code}.",
    "lastTrick.title": "Last trick: taken by {seat}",
    "lastTrick.none": "No trick has been completed yet.",
    "lastTrick.took": "takes it",
    "keys.title": "Keyboard",
    "keys.intro": "The whole game can be played from the keyboard.",
    "keys.off": "Single-key shortcuts are off (Settings); arrows, Enter, Space, Tab and Esc always work.",
    "keys.arrows.key": "← → ↑ ↓ Home End",
    "keys.arrows": "Move between your cards, or between the bids",
    "keys.enter.key": "Enter, Space",
    "keys.enter": "Choose a card to pass, play a card, bid, press a button",
    "keys.tab.key": "Tab, Shift+Tab",
    "keys.tab": "Go from your hand to the buttons and the rest of the page",
    "keys.h.key": "H",
    "keys.h": "Hint",
    "keys.u.key": "U",
    "keys.u": "Undo your last move",
    "keys.l.key": "L",
    "keys.l": "See the last trick again",
    "keys.s.key": "S",
    "keys.s": "Score sheet",
    "keys.p.key": "P",
    "keys.p": "Pass the three chosen cards",
    "keys.n.key": "N",
    "keys.n": "New game",
    "keys.m.key": "M",
    "keys.m": "Menu",
    "keys.help.key": "?",
    "keys.help": "This list of keys",
    "keys.esc.key": "Esc",
    "keys.esc": "Close the open window",
    "say.youPlay": "You play the {card}.",
    "say.plays": "{seat} plays the {card}.",
    "say.trick": "{seat} takes the trick.",
    "say.trickYou": "You take the trick.",
    "say.trickPoints": "{seat} takes the trick (points: {n}).",
    "say.trickYouPoints": "You take the trick (points: {n}).",
    "say.youBid": "You bid {bid}.",
    "say.bids": "{seat} bids {bid}.",
    "say.youPass": "You passed: {cards}.",
    "say.handOver": "End of hand {n}.",
    "say.handOverPoints": "End of hand {n}. Points taken:",
    "say.seatPoints": "{seat} {n} (total {total})",
    "say.teamPoints": "{team}: {tricks} of {contract} tricks, points {n}, total {total}",
    "say.undoneCard": "You took back your card, the {card}, and the moves after it.",
    "say.undonePass": "You took back your pass: choose three cards again.",
    "say.undoneBid": "You took back your bid.",
    "say.hint": "Hint: {action}. {reason}",
    "guide.hearts.rules": `Hearts is a trick-taking game for four players, each playing alone. Here you avoid tricks: every heart you take costs 1 point and the queen of spades 13. When the game ends, the lowest score wins.

## Cards and seats
A 52-card deck without jokers; 13 cards each. The ace is the highest card: A K Q J 10 … 2. You are South; West, North and East are computer players. Play goes clockwise: West is on your left, East on your right, North across.

## Passing
Before each hand everyone chooses three cards and passes them:
| Hand | Pass to |
|---|---|
| 1st | left (West) |
| 2nd | right (East) |
| 3rd | across (North) |
| 4th | nobody: a hold hand |
Then the cycle starts again. You choose your three cards before you see the ones you receive: the received cards appear, highlighted, only when everyone has passed.

## Tricks
- Whoever holds the 2♣ after passing leads the first trick, and must lead the 2♣ itself.
- Clockwise, everyone plays one card. Follow the suit led if you can; if you cannot, play any card (within the two limits below).
- There are no trumps: the highest card of the suit led wins, and the trick's winner leads the next one.

## Two limits
- **No points on the first trick.** If you have no clubs on the first trick, you may not play a heart or the Q♠, unless your hand holds nothing else.
- **Breaking hearts.** You may not lead a heart until a heart has been played in an earlier trick, unless you hold only hearts. On kawu only a heart breaks hearts; the Q♠ may be led at any time after the first trick.

## Scoring
| Card | Points |
|---|---|
| Each heart | 1 |
| Queen of spades | 13 |
Every hand holds 26 points.

## Shooting the moon
A player who takes all 26 points shoots the moon: they score 0 and each other player takes 26. It is risky: one heart that gets away and the 25 points stay with you.

## End of the game
When, at the end of a hand, someone has reached 100 points, the game ends and the lowest score wins. If two or more players tie for the lowest score, another hand is played, until one player alone is lowest.

## Options you can choose
- **Game ends at** 50, 100 (kawu) or 150 points.
- **Queen of spades:** may be led after the first trick (kawu); or may be led only once hearts are broken, unless the leader has no other lead; or playing it breaks hearts.
- **Shooting the moon:** +26 to each other player (kawu), or −26 to the shooter and 0 to the others.

## Playing on kawu
- Tap three cards and press **Pass**; then tap a card to play it. Cards you may not play are dimmed.
- From the keyboard: the arrow keys move between cards, Enter or Space chooses or plays, Tab reaches the buttons.
- **Hint** proposes a pass or a card; **Undo** takes back your last move of this hand; **Last trick** shows the last trick's four cards again.
- At the end of each hand you see the summary with the deal code: **Replay** starts again with the same cards. The game stays saved if you close the page.`,
    "guide.hearts.strategy": `Hearts is not won by avoiding every trick but by avoiding points. A trick without hearts or the queen costs nothing, and taking it at the right moment often rids you of a dangerous card.

## Passing
- **Unprotected high spades go.** The A♠, K♠ and Q♠ are dangerous when you have few low spades to cover them. With four or more spades, some of them low, keeping the Q♠ is usually better: you know where it is and you decide when to discard it.
- **Make a void.** Passing all your diamonds (or all your clubs) lets you discard hearts and the Q♠ whenever that suit is led.
- **Pass high hearts** (A♥ K♥ Q♥): they tend to win tricks full of points. Low hearts are valuable, because they duck under.
- Remember whom you pass to: whoever gets your Q♠ knows where it is, and so do you. Whoever passes to you is giving you what they do not want.
- In a hold hand nobody passes: look at once for your short suits and the high cards you will need to shed.

## The queen of spades
- If you hold neither the Q♠ nor the A♠ or K♠, **lead low spades**: you force whoever holds the queen to play it, perhaps under someone else's ace or king.
- If you hold the A♠ or K♠ without the queen, do not lead spades, and discard them as soon as you are void in a suit.
- If your Q♠ is well covered, wait: you will discard it when a suit you are void in is led. Give it to the game's leader or to someone trying to shoot the moon, not to a player already about to lose.

## During the hand
- **Shed high cards early** in suits everyone holds: in the first club and diamond tricks nobody is void yet, so no points fall.
- **Duck** when a trick holds points: follow with the highest card that stays below the winning one.
- When you play last and the trick is clean, win it with your highest card: you get rid of a danger at no cost.
- **Count cards**: how many spades are out, whether the Q♠ is still in play, which hearts remain. The **Last trick** button helps you remember.
- Watch the discards: a player who does not follow suit is void in it, and will discard points the next time that suit is led.

## Shooting the moon
- Try it only with a very strong hand: long high hearts, high cards in the other suits and the Q♠ or well-covered high spades.
- Do not show your hand too early: if you take many points in the first tricks, the others will keep a heart away from you on purpose.
- **Stopping a moon:** if one opponent has taken every point so far, keep a high heart and use it to win a trick with points. A few points for you cost far less than 26 points each.

## Watch the score
- Near the end of the game, whoever is close to the target tries to take nothing; the leader with the fewest points is the one to stop.
- The game ends at the end of the hand in which someone reaches the target: if you lead, pushing an opponent over the target ends the game in your favour.
- The **Score sheet** shows every hand's points: look at it before deciding who gets the Q♠.`,
    "guide.spades.rules": `Spades is a partnership trick-taking game. You (South) play with North, a computer player; West and East are your opponents. Spades are always trump. Before play everyone bids how many tricks they will take, and a team scores if it takes at least as many as the partners bid together.

## Cards
A 52-card deck; 13 cards each; the ace is the highest card. The first dealer is drawn by lot; after each hand the deal passes to the left.

## Bidding
Starting with the player left of the dealer and going clockwise, everyone bids from 1 to 13 tricks, or **nil** (zero): a promise to take no trick at all. A team's contract is the sum of the two partners' bids (a nil counts zero). Each player may bid anything, whatever the partner bid.

## Play
- The player left of the dealer leads the first trick.
- Clockwise, everyone plays one card. Follow the suit led if you can; otherwise play any card, a spade included.
- The highest spade wins; with no spade played, the highest card of the suit led wins. The winner leads next.
- **Breaking spades:** you may not lead a spade until a spade has been played in an earlier trick, unless you hold only spades.

## Scoring, per team
| Result | Points |
|---|---|
| Contract made | 10 × contract |
| Each extra trick (a bag) | +1 |
| Contract missed | −10 × contract |
| Nil made | +100 |
| Nil failed | −100 |
| Every 10 bags collected | −100 |
- The contract is made when the partners who did not bid nil take together at least as many tricks as they bid.
- A nil bidder's tricks never count toward the partner's bid: each one is a bag (+1 point), whether the contract is made or not.
- If both partners bid nil the contract is 0: each nil is scored on its own and every trick the pair takes is a bag.
- Bags add up from hand to hand; whenever a team reaches 10 bags it loses 100 points and 10 bags are taken off its count. The bag count is kept apart from the score.

## Winning
The first team with at least 500 points at the end of a hand wins. If both teams get there in the same hand, the higher score wins; on a tie, play goes on.

## Options you can choose
- **Game ends at** 500 (kawu), 300 or 250 points.
- **Blind nil:** if your team trails by 100 points or more, you may bid blind nil before looking at your cards: +200 if you take no trick, −200 otherwise; your tricks count as bags. Or look at your cards and bid as usual.
- **Mercy rule at −200 points:** at the end of a hand a team at −200 or lower loses; if both are, the higher score wins, and on a tie play goes on.

## Playing on kawu
- Choose your bid with the buttons (Nil, 1 to 13); then tap a card to play it. Cards you may not play are dimmed.
- From the keyboard: the arrow keys move between bids and between cards, Enter or Space chooses, Tab reaches the buttons.
- Your partner North bids and plays to make the team's contract. The top bar shows tricks taken against the contract, the scores and the bags.`,
    "guide.spades.strategy": `Spades is about precision: taking exactly the tricks bid, together with your partner. One trick short costs the whole contract; one trick over costs little at once, but bags add up.

## Valuing your hand
- Count **sure tricks**: aces, kings with at least one other card of their suit, and high spades. The A♠ and K♠ are nearly always tricks.
- **Long spades** are worth extra tricks: from the fifth spade on, each usually takes a trick, because near the end the others run out.
- **Short suits** with a few small spades are worth tricks: a void or a singleton lets you trump.
- Unguarded queens and jacks are worth little: do not count them as sure tricks.
- When in doubt, bid one trick fewer rather than one more: a missed contract costs 10 points per trick bid, a bag only 1 point (until there are 10 of them).
- Your partner bids knowing your bid if you speak first, and the other way round: with a weak hand, a low but honest bid helps your partner bid right.

## Bidding nil
- Bid nil with a hand of low cards: no A♠ or K♠, few and low spades, and no suit in which you hold only high cards.
- An ace outside spades with no low cards of its suit is almost always a trick: with one, better not try nil.
- When your partner bids nil, **cover them**: when they are in danger, play a high card to win the trick instead of them, and bid a few extra tricks to cover the ones you take for them.
- Against an opponent's nil, try to **set it**: lead suits in which they may still hold high cards and play low to leave them the trick.

## During the hand
- **First the contract, then no bags.** Cash your sure tricks early; once your team has the tricks it bid, play low cards and leave the tricks to others.
- Keep count: how many tricks your team has, how many it still needs, which spades are out. The top bar shows the tricks taken against the contract.
- Do not waste high spades trumping a trick your partner is already winning.
- When the opponents risk missing their contract, **set them**: every trick you take from them may cost them the whole contract.

## Bags and the score
- Ten bags cost 100 points: if your team already has several, bid more precisely and, once the contract is made, lose the tricks you can.
- If the opponents are close to 10 bags, letting them take a few extra tricks may cost them 100 points.
- Near the end, compare the scores on the **Score sheet**: sometimes a small, safe contract is enough, other times you need a nil or a bold bid.
- With blind nil (when it is on) a team 100 or more behind can catch up: +200 if it works, but −200 if it fails. Try it when catching up is the only way.`,
    "status.pass": "Choose three cards to pass to {seat} ({direction}): {n} of 3.",
    "status.passWait": "Waiting for the others to pass…",
    "status.received": "You received from {seat}: {cards}.",
    "status.lead": "Your turn: lead the trick.",
    "status.play": "Your turn: play a card.",
    "status.bid": "Your bid: how many tricks will you take?",
    "status.blind": "Your team trails by 100 or more: you may bid blind nil before looking at your cards.",
    "status.thinking": "{seat} is thinking…",
    "status.trickTo": "{seat} takes the trick.",
    "status.trickToYou": "You take the trick.",
    "status.gameOver": "Game over.",
    "hint.generic": "The computer's advice.",
    "confirm.title": "Abandon this game?",
    "confirm.body": "The game in progress will be lost.",
    "confirm.yes": "Yes, new game",
    "confirm.no": "No, keep playing",
    "summary.title": "End of hand {n}",
    "summary.player": "Player",
    "summary.taken": "Taken",
    "summary.points": "Hand points",
    "summary.total": "Total",
    "summary.moon": "{seat} shot the moon!",
    "summary.moonYou": "You shot the moon!",
    "summary.team": "Team",
    "summary.bids": "Bids",
    "summary.tricks": "Tricks",
    "summary.bags": "Bags",
    "summary.bagPenalty": "{team}: 10 bags, −{n} points.",
    "summary.nilMade": "{seat}'s nil made.",
    "summary.nilFailed": "{seat}'s nil failed.",
    "gameover.title": "Game over",
    "gameover.youWin": "You win!",
    "gameover.winner": "{seat} wins.",
    "gameover.teamWin": "Your team wins!",
    "gameover.teamLose": "The other team wins.",
    "gameover.final": "Final scores",
    "gameover.hand": "Hand",
    "save.failed": "Could not save the game ({message}). You can keep playing, but closing the page will lose it.",
    "save.unreadable": "The saved game could not be read",
    "save.corrupt": "Its data is damaged.",
    "save.newer_version": "It comes from a newer version of kawu.",
    "save.tampered": "It breaks the rules of the game (was it edited?).",
    "save.bad_record": "It is not a valid game.",
    "save.keptAs": "It was not deleted: it is kept in the backup “{key}”. You can start a new game.",
    "save.leftInPlace": "It was left where it was, as there is no room for a backup; so as not to erase it, the new game will not be saved.",
    "save.blocked": "storage is full and holds the unreadable game",
    "save.bad_page_state": "The page's saved state is not valid.",
    "save.bad_view": "The saved table cannot be drawn.",
    "save.cannot_continue": "The game could not go on with it.",
    "tabs.adopted": "The game went on in another tab: here it is as it is now.",
    "menu.backups": "Games kept aside ({n})",
    "backups.title": "Games kept aside",
    "backups.intro": "Saved games that could not be resumed. The last ten stay here: download them as a file or delete them.",
    "backups.none": "No games kept aside.",
    "backups.what": "{game}, hand {hand}",
    "backups.unreadable": "unreadable data",
    "backups.download": "Download",
    "backups.downloadLabel": "Download the game kept aside on {when}",
    "backups.delete": "Delete",
    "backups.deleteLabel": "Delete the game kept aside on {when}",
    "backups.deleted": "Game deleted.",
    "suit.C": "clubs",
    "suit.D": "diamonds",
    "suit.H": "hearts",
    "suit.S": "spades",
    "rank.A": "Ace",
    "rank.K": "King",
    "rank.Q": "Queen",
    "rank.J": "Jack",
    "rank.T": "10",
    "card.name": "{rank} of {suit}",
    "card.back": "face-down card",
    "hand.label": "Your hand",
    "trick.label": "Cards on the table",
    "update.ready": "A new version of kawu is ready.",
    "update.reload": "Reload",
    "update.later": "Later",
  },
};

/** The page's language from the browser's preferences: Italian if asked for, else English. */
export function pickLanguage(preferred = []) {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

export function t(lang, key, params = {}) {
  const table = MESSAGES[lang] ?? MESSAGES.en;
  const text = table[key] ?? MESSAGES.en[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

export function has(lang, key) {
  return key in (MESSAGES[lang] ?? {});
}
