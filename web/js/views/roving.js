// A roving tabindex for a group of buttons (the hand, the bids): Tab enters the group once, on its
// current item; the arrow keys, Home and End move between the items that can be used now. The
// group remembers its current item (data-current) across redraws, so the focus stays in place.

const ITEM = "button:not(:disabled)";

function keyOf(item) {
  return item.dataset.card ?? item.dataset.bid ?? "";
}

function items(group) {
  return [...group.querySelectorAll(ITEM)];
}

/** After a redraw: exactly one usable item (the remembered one, else the preferred one, else the
 * first) is reachable with Tab. Returns that item, or null if the group has none. */
export function applyRoving(group, preferred = null) {
  const all = [...group.querySelectorAll("button")];
  const usable = items(group);
  for (const el of all) el.tabIndex = -1;
  const current =
    usable.find((el) => keyOf(el) === group.dataset.current) ??
    (preferred && usable.find((el) => keyOf(el) === preferred)) ??
    nearest(group, all, usable) ??
    null;
  if (current) {
    current.tabIndex = 0;
    group.dataset.current = keyOf(current);
  }
  return current;
}

// The remembered item is gone (played) or unusable: take the usable item nearest to where it was.
function nearest(group, all, usable) {
  if (!usable.length) return null;
  const at = Number(group.dataset.currentIndex ?? 0);
  let best = usable[0];
  for (const el of usable) {
    if (Math.abs(all.indexOf(el) - at) < Math.abs(all.indexOf(best) - at)) best = el;
  }
  return best;
}

export function remember(group, item) {
  group.dataset.current = keyOf(item);
  group.dataset.currentIndex = String([...group.querySelectorAll("button")].indexOf(item));
}

const STEP = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** Handle a key inside a group; returns true if the key moved the focus. */
export function rovingKey(group, event) {
  const list = items(group);
  if (!list.length) return false;
  const at = list.indexOf(event.target.closest("button"));
  let next;
  if (event.key in STEP) next = at < 0 ? 0 : (at + STEP[event.key] + list.length) % list.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = list.length - 1;
  else return false;
  for (const el of group.querySelectorAll("button")) el.tabIndex = -1;
  const item = list[next];
  item.tabIndex = 0;
  remember(group, item);
  item.focus();
  return true;
}
