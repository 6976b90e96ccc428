// The person's intents (from input.js: clicks, keys, form changes), each mapped to its handler.
// A handler checks nothing about the rules: the game loop and the engine do.

/** @param {import("./app.js").App} app */
export function intentHandlers(app) {
  const { loop, panel } = app;
  return {
    "switch-language": () => {
      panel.close(); // (the menu's item: the menu closes, in the old language)
      app.switchLanguage();
    },
    reload: () => app.win.location.reload(),
    "new-game": () => app.games.askNewGame(),
    "choose-game": ({ game }) => app.games.chooseGame(game),
    start: () => app.games.request({ kind: "form" }),
    play: ({ game }) => app.games.request({ kind: "play", game }),
    "house-preset": ({ preset }) => app.games.housePreset(preset),
    "rule-changed": () => app.games.ruleChanged(),
    continue: ({ game }) => app.games.request({ kind: "continue", game }),
    daily: ({ game }) => app.games.request({ kind: "daily", game }),
    lesson: ({ game }) => app.games.request({ kind: "lesson", game }),
    "lesson-continue": () => app.games.request({ kind: "lesson-continue" }),
    "daily-share": () => app.daily.share(),
    card: ({ card }) => loop.onCard(card),
    pass: () => loop.pass(),
    bid: ({ bid }) => loop.bid(bid),
    hint: () => loop.hint(),
    undo: () => loop.undo(),
    finish: () => loop.finish(),
    "last-trick": () => panel.lastTrick(),
    sheet: () => panel.sheet(),
    replay: ({ code }) => panel.askReplay(code),
    "replay-confirm": ({ code }) => app.games.replay(code),
    menu: () => panel.menu(),
    guide: ({ game, doc }) => panel.guide(game, doc),
    stats: () => panel.statsReset("open"),
    "stats-reset": () => panel.statsReset("ask"),
    "stats-reset-cancel": () => panel.statsReset("cancel"),
    "stats-reset-confirm": () => panel.statsReset("confirm"),
    settings: () => panel.settings(),
    setting: ({ name, value }) => app.setPref(name, name === "speed" ? value : name === "volume" ? Number(value) : Boolean(value)),
    keys: () => panel.keys(),
    backups: () => panel.backups(),
    "backup-download": ({ code }) => panel.downloadBackup(code),
    "backup-delete": ({ code }) => panel.deleteBackup(code),
    data: () => panel.data.open(),
    "data-export": () => panel.data.download(),
    "data-import": ({ file }) => panel.data.chosen(file).catch((e) => app.keeper.failed(e)),
    "data-import-cancel": () => panel.data.cancel(),
    "data-import-confirm": () => panel.data.confirm(),
    "close-panel": () => panel.close(),
    review: ({ hand }) => app.review.open(hand),
    "review-step": ({ by }) => app.review.go({ by }),
    "review-to": ({ step }) => app.review.go({ to: step }),
    "review-cancel": () => app.review.cancel(),
    "review-resume": () => app.review.resume(),
    lab: () => app.lab(),
    verify: ({ hand }) => app.fair.verify(Number(hand)),
    "fair-info": () => app.fair.info(),
    audit: ({ hand }) => app.fair.open(Number(hand)),
    "audit-show": ({ index }) => app.fair.show(index),
    "audit-cancel": () => app.fair.cancel(),
    "audit-resume": () => app.fair.resume(),
  };
}

/** One function for input.js: the intent's handler, or nothing for an unknown intent. */
export function dispatcher(handlers) {
  return (intent) => (Object.hasOwn(handlers, intent.type) ? handlers[intent.type](intent) : undefined);
}
