"""The Spades lessons' words (``kawu.lessons.spades``): code -> (English, Italian), part of
:data:`kawu.words.lessons.LESSONS` (its docstring says the slots)."""

from __future__ import annotations

SPADES_LESSONS: dict[str, tuple[str, str]] = {
    "lesson_bid": (
        "Bid how many tricks you expect to take. Count your sure tricks: each ace, each king"
        " with another card of its suit, each spade after your third. Here: {cards}, about"
        " {count}.",
        "Dichiara quante prese pensi di fare. Conta le prese sicure: ogni asso, ogni re con"
        " un'altra carta del suo seme, ogni picca oltre la terza. Qui: {cards}, circa {count}.",
    ),
    "lesson_bid_none": (
        "Bid how many tricks you expect to take. Count your sure tricks: each ace, each king"
        " with another card of its suit, each spade after your third. Here you have none: bid"
        " low, or nil (no trick at all) if every card is low.",
        "Dichiara quante prese pensi di fare. Conta le prese sicure: ogni asso, ogni re con"
        " un'altra carta del suo seme, ogni picca oltre la terza. Qui non ne hai: dichiara poco,"
        " o nil (nessuna presa) se tutte le carte sono basse.",
    ),
    "lesson_bid_none_again": (
        "No sure trick: bid low, or nil if every card is low.",
        "Nessuna presa sicura: dichiara poco, o nil se tutte le carte sono basse.",
    ),
    "lesson_bid_again": (
        "Bid your sure tricks: aces, guarded kings, spades after the third.",
        "Dichiara le prese sicure: assi, re accompagnati, picche oltre la terza.",
    ),
    "lesson_blind_nil": (
        "Before you look at your cards you may bid blind nil: 200 points if you take no trick,"
        " 200 off if you take one. It is a long shot for a team far behind: otherwise look.",
        "Prima di guardare le carte puoi dichiarare nil alla cieca: 200 punti se non fai nessuna"
        " presa, 200 in meno se ne fai una. È un azzardo per una squadra molto indietro:"
        " altrimenti guarda le carte.",
    ),
    "lesson_blind_nil_again": (
        "Blind nil only when far behind: otherwise look at your cards.",
        "Nil alla cieca solo se molto indietro: altrimenti guarda le carte.",
    ),
    "lesson_contract": (
        "Your team's contract is {us} tricks: your bid, {mine}, and your partner's, {partner}."
        " Together you need {us}; you have {won} so far. The opponents bid {them}.",
        "Il contratto della tua squadra è di {us} prese: la tua dichiarazione, {mine}, e quella"
        " del compagno, {partner}. Insieme ve ne servono {us}; finora ne avete {won}. Gli"
        " avversari hanno dichiarato {them}.",
    ),
    "lesson_contract_again": (
        "Your team needs {us} tricks and has {won}.",
        "La squadra deve fare {us} prese e ne ha {won}.",
    ),
    "lesson_contract_partner_nil": (
        "Your partner bid nil, so your team's contract is your bid alone: {us} tricks; you have"
        " {won} so far. A nil bidder's tricks never count toward it. The opponents bid {them}.",
        "Il compagno ha dichiarato nil, quindi il contratto della squadra è solo la tua"
        " dichiarazione: {us} prese; finora ne hai {won}. Le prese di chi dichiara nil non"
        " contano mai. Gli avversari hanno dichiarato {them}.",
    ),
    "lesson_contract_partner_nil_again": (
        "Your contract alone: {us} tricks, {won} so far.",
        "Il contratto è solo tuo: {us} prese, finora {won}.",
    ),
    "lesson_contract_own_nil": (
        "You bid nil, so your team's contract is your partner's bid alone: {us} tricks; your"
        " partner has {won} so far. The opponents bid {them}.",
        "Hai dichiarato nil, quindi il contratto della squadra è solo la dichiarazione del"
        " compagno: {us} prese; finora ne ha {won}. Gli avversari hanno dichiarato {them}.",
    ),
    "lesson_contract_own_nil_again": (
        "Your partner's contract: {us} tricks, {won} so far.",
        "Il contratto del compagno: {us} prese, finora {won}.",
    ),
    "lesson_follow_spades": (
        "You must follow suit: you have {suit}, so you may play only {cards}. The highest card"
        " of the suit led wins, unless someone trumps with a spade. Win with your cheapest"
        " winning card, or play low when you cannot win or your partner is winning.",
        "Devi rispondere a {suit}: ne hai, quindi puoi giocare solo {cards}. Vince la carta più"
        " alta del seme uscito, a meno che qualcuno tagli con una picca. Vinci con la carta più"
        " bassa che basta, o gioca basso quando non puoi vincere o vince già il compagno.",
    ),
    "lesson_follow_spades_again": (
        "Follow {suit}: win cheaply, or play low.",
        "Rispondi a {suit}: vinci con poco, o gioca basso.",
    ),
    "lesson_trump": (
        "You have no {suit}, so you may play any card. A spade is a trump: it beats any card of"
        " the suit led, so a spade wins this trick unless a higher spade comes. If your partner"
        " is already winning, throw away a low card instead.",
        "Non hai {suit}, quindi puoi giocare qualsiasi carta. La picca è briscola: batte"
        " qualsiasi carta del seme uscito, quindi una picca vince questa presa a meno che ne"
        " arrivi una più alta. Se vince già il compagno, scarta invece una carta bassa.",
    ),
    "lesson_trump_again": (
        "No {suit}: trump with a spade to win, or throw a low card.",
        "Niente {suit}: taglia con una picca per vincere, o scarta una carta bassa.",
    ),
    "lesson_discard_spades": (
        "You have no {suit} and no spade to trump with, so you may play any card, and it cannot"
        " win this trick. Throw away your least useful card.",
        "Non hai {suit} né picche per tagliare, quindi puoi giocare qualsiasi carta, e non può"
        " vincere questa presa. Scarta la carta che ti serve meno.",
    ),
    "lesson_discard_spades_again": (
        "No {suit} and no spade: throw away your least useful card.",
        "Niente {suit} e niente picche: scarta la carta che ti serve meno.",
    ),
    "lesson_discard_trumps": (
        "Spades were led and you have none, so you may play any card, and it cannot win this"
        " trick. Throw away your least useful card.",
        "Sono uscite picche e non ne hai, quindi puoi giocare qualsiasi carta, e non può vincere"
        " questa presa. Scarta la carta che ti serve meno.",
    ),
    "lesson_discard_trumps_again": (
        "No spades: throw away your least useful card.",
        "Niente picche: scarta la carta che ti serve meno.",
    ),
    "lesson_spades_unbroken": (
        "You lead this trick. Spades are not broken yet (none has been played), so you may not"
        " lead one: choose another suit. An ace leads to a sure trick.",
        "Apri tu questa presa. Le picche non sono ancora rotte (non ne è uscita nessuna), quindi"
        " non puoi aprire con una picca: scegli un altro seme. Un asso è una presa sicura.",
    ),
    "lesson_spades_unbroken_only": (
        "You lead this trick. Spades are not broken yet, but you hold nothing else, so you may"
        " lead a spade.",
        "Apri tu questa presa. Le picche non sono ancora rotte, ma non hai altro, quindi puoi"
        " aprire con una picca.",
    ),
    "lesson_spades_unbroken_only_again": (
        "Your lead: only spades left, so lead one.",
        "Apri tu: hai solo picche, quindi apri con una picca.",
    ),
    "lesson_spades_unbroken_again": (
        "Your lead: spades are not broken, lead another suit.",
        "Apri tu: le picche non sono rotte, apri con un altro seme.",
    ),
    "lesson_spades_broken": (
        "You lead this trick, and spades are broken (one has been played), so you may lead any"
        " card, spades too. High spades led draw out the opponents' spades.",
        "Apri tu questa presa, e le picche sono rotte (ne è già uscita una), quindi puoi aprire"
        " con qualsiasi carta, anche una picca. Le picche alte fanno uscire quelle degli"
        " avversari.",
    ),
    "lesson_spades_broken_again": (
        "Your lead: any suit, spades too.",
        "Apri tu: qualsiasi seme, anche picche.",
    ),
    "lesson_bags": (
        "Your team has its {us} tricks: the contract is made. Each trick more is a bag, one"
        " point now, but every 10 bags cost 100 points. Lose the tricks you need not win.",
        "La squadra ha fatto le sue {us} prese: il contratto è fatto. Ogni presa in più è un"
        " bag, un punto adesso, ma ogni 10 bag costano 100 punti. Lascia le prese che non ti"
        " servono.",
    ),
    "lesson_bags_again": (
        "Contract made: each trick more is a bag.",
        "Contratto fatto: ogni presa in più è un bag.",
    ),
    "lesson_nil_own": (
        "You bid nil: 100 points if you take no trick at all, 100 off if you take one. Play the"
        " highest card that still loses, and throw away your high cards when you cannot follow.",
        "Hai dichiarato nil: 100 punti se non fai nessuna presa, 100 in meno se ne fai una."
        " Gioca la carta più alta che perde ancora, e scarta le carte alte quando non puoi"
        " rispondere.",
    ),
    "lesson_nil_own_again": ("Your nil: lose every trick.", "Il tuo nil: perdi ogni presa."),
    "lesson_nil_cover": (
        "Your partner bid nil: 100 points for your team if they take no trick. Protect them: win"
        " tricks high, above their cards, so they can play under you.",
        "Il compagno ha dichiarato nil: 100 punti alla squadra se non fa nessuna presa."
        " Proteggilo: vinci le prese con carte alte, sopra le sue, così può stare sotto.",
    ),
    "lesson_nil_cover_again": (
        "Your partner's nil: win high, above their cards.",
        "Il nil del compagno: vinci alto, sopra le sue carte.",
    ),
    "lesson_nil_set": (
        "{seats} bid nil: 100 points for them if they take no trick. Attack it: lead low cards"
        " of suits they still hold, and play under their cards, so they must win a trick.",
        "{seats} ha dichiarato nil: 100 punti per loro se non fa nessuna presa. Attaccalo: apri"
        " con carte basse dei semi che ha ancora, e gioca sotto le sue carte, così deve fare una"
        " presa.",
    ),
    "lesson_nil_set_again": (
        "{seats}'s nil: play under their cards.",
        "Il nil di {seats}: gioca sotto le sue carte.",
    ),
}
