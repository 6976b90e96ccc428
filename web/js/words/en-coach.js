// The coach's and the lessons' words (issue 51), in English: joined to en.js by i18n.js. What the
// rule is at each decision, and the coach's question before a costly choice, come worded from
// the engine (kawu.api.lesson_step, the hint's ``expect.warn``).
export default {
  "coach.said": "The coach suggests {action}. {reason}",
  "coach.box": "The coach",
  "coach.askTitle": "Play it anyway?",
  "coach.again": "Choose again",
  "coach.anyway": "Play it",
  "coach.followed": "You played {choice}, as the coach suggested.",
  "coach.differs": "You played {choice}; the coach suggested {best}.",
  "coach.differs.hearts": "You played {choice}; the coach suggested {best}: yours takes about {more} points more on average.",
  "coach.differs.spades": "You chose {choice}; the coach suggested {best}: about {more} points less for your team on average.",
  "settings.coach": "Coach",
  "settings.coach.help": "Before each of your decisions the coach marks the card or bid it suggests, with its reason; a choice that costs clearly more asks you once whether to play it.",
  "lesson.startTitle": "New to these games? Learn one at the table",
  "lesson.learn": "Learn {game}",
  "lesson.continue": "Continue the {game} lesson",
  "lesson.keptAs": "The lesson you had started could not be opened again: it was not deleted, it is kept in the backup “{key}” (in the data file). You can start it again.",
  "lesson.started": "The {game} lesson: the coach explains each decision and suggests a card.",
  "lesson.endTitle": "The {game} lesson is over",
  "lesson.allFollowed": "You followed the coach in all {decided} decisions.",
  "lesson.someFollowed.hearts": "You followed the coach in {followed} of {decided} decisions; the others cost about {more} points on average.",
  "lesson.someFollowed.spades": "You followed the coach in {followed} of {decided} decisions; the others cost your team about {more} points on average.",
  "lesson.back": "Back to the start",
  "lesson.playCoach": "Play {game} with the coach",
};
