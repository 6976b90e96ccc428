// Le parole dell'allenatore e delle lezioni (problema 51), in italiano: unite a it.js da i18n.js.
// Che cosa dice la regola a ogni decisione, e la domanda prima di una scelta costosa, arrivano
// già scritte dal motore (kawu.api.lesson_step, ``expect.warn`` del suggerimento).
export default {
  "coach.said": "L'allenatore suggerisce {action}. {reason}",
  "coach.box": "L'allenatore",
  "coach.askTitle": "La giochi lo stesso?",
  "coach.again": "Scegli di nuovo",
  "coach.anyway": "Giocala",
  "coach.followed": "Hai giocato {choice}, come suggeriva l'allenatore.",
  "coach.differs": "Hai giocato {choice}; l'allenatore suggeriva {best}.",
  "coach.differs.hearts": "Hai giocato {choice}; l'allenatore suggeriva {best}: la tua prende circa {more} punti in più, in media.",
  "coach.differs.spades": "Hai scelto {choice}; l'allenatore suggeriva {best}: circa {more} punti in meno per la tua squadra, in media.",
  "settings.coach": "Allenatore",
  "settings.coach.help": "Prima di ogni tua decisione l'allenatore segna la carta o la dichiarazione che suggerisce, con il perché; una scelta che costa chiaramente di più ti chiede una volta se giocarla.",
  "lesson.startTitle": "Nuovo a questi giochi? Imparane uno al tavolo",
  "lesson.learn": "Impara {game}",
  "lesson.continue": "Continua la lezione di {game}",
  "lesson.keptAs": "La lezione che avevi iniziato non si poteva riaprire: non è stata cancellata, la trovi nella copia di riserva «{key}» (nel file dei dati). Puoi ricominciarla.",
  "lesson.started": "La lezione di {game}: l'allenatore spiega ogni decisione e suggerisce una carta.",
  "lesson.endTitle": "La lezione di {game} è finita",
  "lesson.allFollowed": "Hai seguito l'allenatore in tutte le {decided} decisioni.",
  "lesson.someFollowed.hearts": "Hai seguito l'allenatore in {followed} decisioni su {decided}; le altre sono costate circa {more} punti, in media.",
  "lesson.someFollowed.spades": "Hai seguito l'allenatore in {followed} decisioni su {decided}; le altre sono costate alla tua squadra circa {more} punti, in media.",
  "lesson.back": "Torna all'inizio",
  "lesson.playCoach": "Gioca a {game} con l'allenatore",
};
