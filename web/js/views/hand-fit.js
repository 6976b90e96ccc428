// How the person's hand lies in the width it has: the cards overlap so that each shows a strip of
// at least MIN_STRIP px (WCAG 2.2, 2.5.8: a target of 24 px), up to two thirds of a card when few
// are left; where one row of them cannot, two rows (the first half behind, its corners in view).
// A pure function of sizes, so the browser tests and node:test check the same rule.

/** The narrowest strip of a card in view: 24 px (WCAG 2.2, 2.5.8) and a pixel to spare. */
export const MIN_STRIP = 25;

/**
 * @param {{width: number, card: number, n: number, min?: number}} m the hand's inner width, a
 *   card's width and how many cards, in CSS px
 * @returns {{rows: number, perRow: number, overlap: number, strip: number}} overlap: the margin
 *   between two cards of a row (negative), strip: the width of a card in view
 */
export function handFit({ width, card, n, min = MIN_STRIP }) {
  const strip = (cards) => (cards <= 1 ? card : Math.min(card * 0.66, (width - card) / (cards - 1)));
  const rows = n > 1 && strip(n) < min ? 2 : 1;
  const perRow = rows === 2 ? Math.ceil(n / 2) : n;
  const shown = Math.floor(strip(perRow) * 10) / 10;
  return { rows, perRow, overlap: shown - card, strip: shown };
}
