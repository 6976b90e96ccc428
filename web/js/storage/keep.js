// Whether the browser keeps kawu's data (issue 52). Without navigator.storage.persist() a site's
// storage is "best effort": the browser may clear it when space runs short; Safari (WebKit's
// tracking prevention) deletes a site's script-written storage, localStorage included, after seven
// days of browser use without a visit, unless the site is installed to the home screen. The page
// asks to be kept at a moment a person understands (after a finished game, when the app is
// installed: game/keeping.js) and says which it is in the data panel.

/** "kept" when the browser has agreed to keep kawu's data, else "may_be_cleared" (also where the
 *  browser cannot say). Never rejects. */
export async function keptState(nav) {
  try {
    return (await nav?.storage?.persisted?.()) === true ? "kept" : "may_be_cleared";
  } catch {
    return "may_be_cleared";
  }
}

/** Ask the browser to keep kawu's data (some ask the person; Chromium decides alone). Resolves
 *  to the state afterwards; never rejects. */
export async function askToKeep(nav) {
  try {
    if ((await nav?.storage?.persist?.()) === true) return "kept";
  } catch {
    // the browser refused to be asked: the state is what it was
  }
  return keptState(nav);
}

/** Whether the page runs as an installed app (a home-screen icon, an app window). */
export function installed(win) {
  return Boolean(win?.matchMedia?.("(display-mode: standalone)")?.matches || win?.navigator?.standalone === true);
}

/**
 * Whether this is Safari, or another browser built on WebKit with its tracking prevention (every
 * browser on an iPhone or iPad): where unvisited sites' storage is deleted after seven days. Read
 * from the user agent; other browsers' tokens (Chrome, Edge, Firefox, Android's) rule it out.
 */
export function sevenDayBrowser(userAgent = "") {
  return /AppleWebKit\//.test(userAgent) && /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\/|OPR\/|Firefox\/|Android/.test(userAgent);
}
