// The page's one declared state, with its defaults: everything the views draw from apart from the
// engine's view of the game (which the session keeps). Controllers change it; views only read it.

/** The moments the page waits for the person's own move (a pass, a bid, a card). */
export const TURNS = ["pass", "bid", "play"];

/** What belongs to the table being shown; reset with every new game, undo or adopted save. */
export function tableDefaults() {
  return {
    awaiting: null, // what the page waits for from the person: start | pass | bid | play | summary | gameover (forced: a forced card's beat, no one)
    selected: [], // the cards chosen for the pass
    hint: null, // {action, reason, text}
    display: null, // a trick being shown or collected: {trick, entering, collecting}
    thinking: null, // the computer player whose move is coming
    statusOverride: null, // a line shown instead of the status (loading, a trick taken, a refusal)
    turnSaid: null, // the turn the live region last announced
    closing: null, // a hand just over, shown until its summary is closed: {hand, view} (hand-end.js)
  };
}

/** The whole page state at the start. */
export function defaults({ lang }) {
  return {
    lang,
    screen: "boot", // boot | start | table
    ready: false, // Python has answered describe()
    savedView: null, // the saved table, drawn before Python is ready
    describe: null,
    loading: null, // {stage, fraction} while Python boots
    fatal: null, // the error that stopped the boot (the only fatal screen)
    notice: null, // {reason, key, text}: a save that could not be resumed, and where it is kept
    journalAside: null, // [backup key]: the journal's copies that did not match the save (issue 52)
    kept: null, // "kept" | "may_be_cleared": whether the browser keeps kawu's data (issue 52)
    startError: null, // a typed deal code refused, said next to the field
    pending: null, // a start screen's button pressed before Python was ready: {kind, game} (games.js)
    saveError: null, // a failing write, shown above the table
    storageRefused: null, // the browser refusing every write for want of room (the journal's QuotaExceededError)
    statsError: null,
    statsConfirming: false,
    ...tableDefaults(),
  };
}
