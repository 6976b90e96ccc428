// Italiano: se il browser conserva i dati di kawu, e la copia della partita nel registro (issue 52).
export default {
  "keep.kept": "Conservati.",
  "keep.kept.why": "Questo browser ha accettato di conservare i dati di kawu: partite, statistiche e impostazioni restano finché non le cancelli tu.",
  "keep.may_be_cleared": "Potrebbero essere cancellati.",
  "keep.may_be_cleared.why": "Questo browser conserva i dati di kawu solo finché può: potrebbe cancellarli quando il dispositivo ha poco spazio, e li cancella quando cancelli i dati dei siti del browser.",
  "keep.how": "Per conservarli: installa kawu come app (Installa app in Chrome o Edge; su iPhone o iPad, Condividi e poi Aggiungi alla schermata Home), oppure scarica ogni tanto il file dei tuoi dati e importalo se i dati dovessero andare persi.",
  "keep.howInstalled": "kawu è installato come app. Per sicurezza, scarica ogni tanto il file dei tuoi dati: qualsiasi browser lo può importare.",
  "keep.safari": "Safari cancella tutto ciò che un sito ha salvato, comprese partite salvate, statistiche e serie, dopo sette giorni di uso di Safari senza una visita al sito, a meno che il sito non sia nella schermata Home. Aggiungi kawu alla schermata Home (Condividi e poi Aggiungi alla schermata Home), oppure scarica ora il file dei tuoi dati.",
  "keep.download": "Scarica ora i miei dati",
  "keep.guide": "Come kawu conserva le tue partite",
  "keep.journalAside": "Una seconda copia della partita, che il browser conserva contro i crash, non corrispondeva alla partita salvata. La partita salvata continua; la copia non è stata cancellata: la trovi nella copia di riserva «{key}».",
  "guide.link.saving": "Salvataggi e dati",
  "guide.title.saving": "Come kawu conserva le tue partite",
};
