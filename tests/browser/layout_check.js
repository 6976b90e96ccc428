// What is wrong with the page's layout now, as a list of sentences (empty: nothing). Read by
// test_table_look.py and evaluated in the page; ``phone`` asks for 44 × 44 px touch targets.
(phone) => {
  const W = innerWidth, H = innerHeight, problems = [];
  const shown = (el) => el && el.getClientRects().length > 0 && el.checkVisibility();
  const name = (el) => el.id ? '#' + el.id : (el.dataset.card ?? el.dataset.bid ?? el.className ?? el.tagName);
  if (document.documentElement.scrollWidth > W + 1) problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${W}`);
  const dialog = document.querySelector('#dialog[open]');
  const scope = dialog ?? document;
  const controls = [...scope.querySelectorAll(dialog ? 'button' : '#tools button, #actions button, .top-actions button, #hand .card')].filter(shown);
  for (const el of controls) {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > W + 1) problems.push(`${name(el)} outside the viewport sideways`);
    if (r.top < -1 || r.bottom > H + 1) problems.push(`${name(el)} outside the viewport: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${H}`);
    // where a person clicks: a hand's card at its visible corner, anything else at its centre
    const [x, y] = el.matches('#hand .card') ? [r.left + 7, r.top + 24] : [r.left + r.width / 2, r.top + r.height / 2];
    const hit = document.elementFromPoint(x, y);
    if (!el.contains(hit)) problems.push(`${name(el)} covered by ${hit ? name(hit) : 'nothing'}`);
    if (phone && el.matches('button:not(.card)') && (r.width < 43.5 || r.height < 43.5)) problems.push(`${name(el)} is ${Math.round(r.width)}×${Math.round(r.height)}, under 44×44`);
  }
  if (dialog) {
    const d = dialog.getBoundingClientRect(), title = dialog.querySelector('h2').getBoundingClientRect();
    if (d.top < -1 || d.bottom > H + 1 || d.left < -1 || d.right > W + 1) problems.push('the dialog is outside the viewport');
    if (title.top < d.top - 1 || title.top < -1 || title.bottom > H) problems.push('the dialog\'s heading is cut off');
  } else {
    const box = (s) => { const e = document.querySelector(s); return shown(e) ? e.getBoundingClientRect() : null; };
    const meets = (a, b) => a && b && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const seat of ['#seat-1', '#seat-2', '#seat-3']) {
      for (const other of ['#trick', '#hand']) if (meets(box(seat), box(other))) problems.push(`${seat} overlaps ${other}`);
    }
    if (meets(box('#seat-1'), box('#seat-3'))) problems.push('west overlaps east');
  }
  window.scrollTo(0, 0);
  // The screenshot after this shows the dialog as it opens, not scrolled to its last button.
  for (const body of document.querySelectorAll('.dialog-body')) body.scrollTop = 0;
  return problems;
}
