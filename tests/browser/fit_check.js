// What keeps the page from fitting the window now, as a list of sentences (empty: it fits). Read by
// the browser tests (fit.py) and evaluated in the page as it is, never scrolled: the issue 50's
// "every phase fits every screen". ``phone`` asks for 44 × 44 px buttons.
(phone) => {
  const W = innerWidth, H = innerHeight, problems = [];
  const shown = (el) => el && el.getClientRects().length > 0 && el.checkVisibility();
  const name = (el) => el.id ? '#' + el.id : (el.dataset?.card ?? el.dataset?.bid ?? el.className ?? el.tagName);
  const inside = (r) => r.left >= -1 && r.top >= -1 && r.right <= W + 1 && r.bottom <= H + 1;
  const root = document.documentElement;
  if (root.scrollWidth > W + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${W}`);
  if (root.scrollHeight > H + 1 && document.body.dataset.screen === 'table') problems.push(`the page scrolls: ${root.scrollHeight} > ${H}`);
  const dialog = document.querySelector('#dialog[open]');
  // the top bar: at most 15% of the window's height
  const bar = document.querySelector('.topbar').getBoundingClientRect();
  if (document.body.dataset.screen === 'table' && bar.height > 0.15 * H + 0.5) problems.push(`the top bar is ${Math.round(bar.height)} px, over 15% of ${H}`);
  const hit = (el, x, y) => { const e = document.elementFromPoint(x, y); return Boolean(e && el.contains(e)); };
  if (!dialog && document.body.dataset.screen === 'table') {
    // every card of the hand whole in the window, a strip of at least 24 px of it in view, and a
    // press on that strip reaches it
    for (const row of document.querySelectorAll('#hand .hand-row')) {
      const cards = [...row.querySelectorAll('.card')].filter(shown);
      const below = row.nextElementSibling?.getBoundingClientRect();
      cards.forEach((card, i) => {
        const r = card.getBoundingClientRect();
        if (!inside(r)) problems.push(`${name(card)} is not whole in the window: ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)} of ${W}x${H}`);
        const next = cards[i + 1]?.getBoundingClientRect();
        const strip = (next ? next.left : r.right) - r.left;
        const tall = (below && below.height ? below.top : r.bottom) - r.top;
        if (strip < 24 - 0.01) problems.push(`${name(card)} shows ${strip.toFixed(1)} px, under 24`);
        if (tall < 24 - 0.01) problems.push(`${name(card)} shows ${tall.toFixed(1)} px of its height, under 24`);
        if (!hit(card, r.left + Math.min(strip, r.width) / 2, r.top + Math.min(tall, r.height) / 2)) problems.push(`${name(card)} is not what a press on its visible part reaches`);
      });
    }
    // the seats' badges side by side, never a column
    for (const seat of document.querySelectorAll('#table .seat')) {
      const badges = [...seat.querySelectorAll('.badge')].filter(shown).map((b) => b.getBoundingClientRect());
      if (badges.some((b) => Math.abs(b.top - badges[0].top) > 2)) problems.push(`#${seat.id}'s badges are stacked`);
      for (const b of badges) if (b.right > seat.getBoundingClientRect().right + 1 || b.right > W + 1) problems.push(`#${seat.id}'s badge is cut`);
    }
    // the seats whole in view, and clear of the trick and the hand
    const box = (s) => { const e = document.querySelector(s); return shown(e) ? e.getBoundingClientRect() : null; };
    const meets = (a, b) => a && b && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const seat of ['#seat-0', '#seat-1', '#seat-2', '#seat-3']) {
      const r = box(seat);
      if (r && !inside(r)) problems.push(`${seat} is not whole in the window`);
      for (const other of ['#trick', '#hand']) if (seat !== '#seat-0' && meets(r, box(other))) problems.push(`${seat} overlaps ${other}`);
    }
    const trick = box('#trick');
    if (trick && !inside(trick)) problems.push('the trick is not whole in the window');
  }
  // every button in view and reached at its centre (on a phone 44 × 44 at least)
  const scope = dialog ?? document;
  const controls = [...scope.querySelectorAll(dialog ? '.dialog-actions button' : '#tools button, #actions button, .top-actions button, #start .play-game, #start .continue-list button')].filter(shown);
  for (const el of controls) {
    const r = el.getBoundingClientRect();
    if (!inside(r)) { problems.push(`${name(el)} is outside the window: ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`); continue; }
    if (!hit(el, r.left + r.width / 2, r.top + r.height / 2)) problems.push(`${name(el)} is covered`);
    if (phone && (r.width < 43.5 || r.height < 43.5)) problems.push(`${name(el)} is ${Math.round(r.width)}×${Math.round(r.height)}, under 44×44`);
  }
  if (dialog) {
    const d = dialog.getBoundingClientRect(), title = dialog.querySelector('h2').getBoundingClientRect();
    if (!inside(d)) problems.push('the dialog is outside the window');
    if (title.top < d.top - 1 || !inside(title)) problems.push("the dialog's heading is cut off");
  }
  return problems;
}
