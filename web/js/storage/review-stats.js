// The reviews in the statistics (stats.js keeps them under ``review``): for each game of the last
// while, the points each of its reviewed hands lost against the engine's best play, so that the
// statistics show the average per reviewed hand of every game and a chart of the last games.
// Each hand counts once (its number is the ledger: a second review of it changes nothing).
// Hearts' points are expected points taken; Spades', expected team score: kept apart.

const GAMES = ["hearts", "spades"];
export const REVIEW_GAMES_KEPT = 30;
export const REVIEW_CHART_GAMES = 10;

export function emptyReviews() {
  return { hearts: [], spades: [] };
}

/** A stored game's reviewed hands made whole: {id, at, hands: {hand number: points lost}}. */
function readGame(g) {
  if (!g || typeof g !== "object" || typeof g.id !== "string" || !g.hands || typeof g.hands !== "object") return null;
  const hands = {};
  for (const [hand, loss] of Object.entries(g.hands)) {
    if (/^[1-9]\d{0,3}$/.test(hand) && Number.isFinite(loss) && loss >= 0) hands[hand] = loss;
  }
  return { id: g.id, at: Number.isFinite(g.at) ? g.at : 0, hands };
}

/** The reviews of a stored value, whatever it holds: unreadable entries are dropped. */
export function readReviews(value) {
  const out = emptyReviews();
  for (const game of GAMES) {
    const list = Array.isArray(value?.[game]) ? value[game] : [];
    out[game] = list.map(readGame).filter(Boolean).slice(-REVIEW_GAMES_KEPT);
  }
  return out;
}

/**
 * The statistics with hand ``hand`` of game ``id`` reviewed: ``loss`` points lost. The same
 * object when that hand was already counted. The newest games are kept, oldest first.
 */
export function addReview(stats, game, id, hand, loss, now = Date.now()) {
  if (!GAMES.includes(game) || !Number.isFinite(loss)) return stats;
  const reviews = readReviews(stats.review);
  const list = reviews[game];
  const found = list.find((g) => g.id === id);
  if (found && String(hand) in found.hands) return stats;
  const entry = found ?? { id, at: now, hands: {} };
  entry.hands[String(hand)] = Math.max(0, loss);
  entry.at = now;
  reviews[game] = [...list.filter((g) => g !== entry), entry].slice(-REVIEW_GAMES_KEPT);
  return { ...stats, review: reviews };
}

/**
 * What the statistics show for one game: {hands, average (per reviewed hand, all games), games:
 * the last games oldest first, each {id, hands, average}}. ``average`` is null before any review.
 */
export function reviewFigures(stats, game, last = REVIEW_CHART_GAMES) {
  const list = readReviews(stats?.review)[game];
  let hands = 0;
  let loss = 0;
  const games = list.map((g) => {
    const losses = Object.values(g.hands);
    const sum = losses.reduce((a, b) => a + b, 0);
    hands += losses.length;
    loss += sum;
    return { id: g.id, hands: losses.length, average: losses.length ? sum / losses.length : 0 };
  });
  return { hands, average: hands ? loss / hands : null, games: games.filter((g) => g.hands).slice(-last) };
}
