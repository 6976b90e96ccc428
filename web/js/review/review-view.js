// The review of a finished hand, drawn from data only (review-model.js over the engine's answers):
// the summary line, the progress of the engine's work with its Stop button, Back/Next and a slider
// over the steps of the hand, all four hands face up (the hand is over: it hides nothing), the
// trick of the step, the person's decision at that step with its grade, and on a mistake the
// better choice on the table with its cost and the engine's reason. The panel's body is made once
// (so the live region and the slider stay the same elements) and its parts are drawn again.
import { h, clear } from "../views/dom.js";
import { t } from "../words/i18n.js";
import { shortName } from "../words/cards.js";
import { cardElement } from "../views/card-element.js";
import { bidText, cardSaid, choiceText, reasonText, seatName } from "../words/sentences.js";
import { showsBetter } from "./review-model.js";
import { figure } from "../words/summary.js";
import { auditButton, verifyButton } from "../views/panel-views.js";

const SEATS_SHOWN = [2, 1, 3, 0]; // north, west, east, south: the order read and drawn on a phone

const number = (lang, x) => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);

const plural = (lang, key, n) => t(lang, `${key}.${n === 1 ? "one" : "other"}`, { n });

/** "2 mistakes, 1 inaccuracy: about 4.6 points given up on average." (mistakes count blunders too) */
export function summaryText(lang, game, figures) {
  const { counts, loss } = figures;
  const mistakes = counts.mistake + counts.blunder;
  if (!mistakes && !counts.inaccuracy && loss < 0.05) return t(lang, "review.perfect");
  return t(lang, "review.summary", {
    mistakes: plural(lang, "review.mistakes", mistakes),
    inaccuracies: plural(lang, "review.inaccuracies", counts.inaccuracy),
    lost: t(lang, `review.lost.${game}`, { n: number(lang, loss) }),
  });
}

/** A threshold as the page writes it: "0.5", "4", "1,5". */
const limit = (lang, x) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(x);

/**
 * What the review's figures mean, in plain words (issue 50): estimates about decisions, over the
 * deals of the cards the person could not see; and the grades by the engine's own thresholds
 * (the outline's ``thresholds``, grown with a Hearts scheme of more points).
 */
export function explainText(lang, game, thresholds) {
  const parts = [t(lang, "rv.explain")];
  if (game === "spades") parts.push(t(lang, "rv.explain.spades"));
  if (thresholds) parts.push(t(lang, "rv.grades", { a: limit(lang, thresholds.inaccuracy), b: limit(lang, thresholds.mistake), c: limit(lang, thresholds.blunder) }));
  return parts.join(" ");
}

/**
 * The hand's result beside the figures, so that they are never read as the points it cost:
 * "This hand you took 3 points: …". On the day's deal (``daily``: {result, par, grade}, the
 * engine's grade of the result against the par, or null), the result beside the par, and what
 * the figures say about it: nothing lost against the par when the result is as good or better.
 */
export function resultText(lang, game, result, daily = null) {
  if (daily) {
    const head = t(lang, `rv.daily.${game}${daily.par === null ? "" : "Par"}`, { you: figure(lang, daily.result), par: daily.par === null ? "" : figure(lang, daily.par) });
    if (daily.par === null || !daily.grade) return `${head} ${t(lang, "rv.daily.working")}`;
    return `${head} ${t(lang, daily.grade === "better" || daily.grade === "equal" ? "rv.daily.asGood" : "rv.daily.behind")}`;
  }
  if (!result?.points) return null;
  if (game === "hearts") return t(lang, `rv.result.hearts.${result.points[0] === 1 ? "one" : "other"}`, { n: figure(lang, result.points[0]) });
  return t(lang, "rv.result.spades", { us: figure(lang, result.points[0]), them: figure(lang, result.points[1]) });
}

/** The step's name: "The deal", "The pass (left)", "Trick 3 of 13". */
export function stepName(lang, step, count) {
  if (step.kind === "deal") return t(lang, "review.step.deal");
  if (step.kind === "pass") return t(lang, "review.step.pass", { direction: t(lang, `direction.${step.direction}`) });
  return t(lang, "review.step.trick", { n: step.number, total: count });
}

/** Who took the trick ("East takes the trick, 2 points"). */
function takenText(lang, game, step) {
  const seat = seatName(lang, step.winner, game);
  const key = step.winner === 0 ? "review.takenYou" : "review.taken"; // "You take", not "You takes"
  if (!step.points) return t(lang, key, { seat });
  return t(lang, `${key}.points.${step.points === 1 ? "one" : "other"}`, { seat, n: step.points });
}

/**
 * The person's decision in words: what was chosen and its grade, then the engine's reason (its
 * sentence carries the figure: "9♥ would have saved about 2.1 points (no clubs left: East).") and,
 * on a mistake, why the better choice is better.
 */
export function decisionText(lang, game, d) {
  if (!d) return null;
  const chosen = t(lang, `review.you.${d.phase}`, { choice: choiceText(lang, d.choice ?? "") });
  if (!d.evaluated) return `${chosen} ${t(lang, "review.pending")}`;
  const grade = t(lang, `review.grade.${d.grade}`);
  const why = reasonText(lang, d.reason);
  const better = showsBetter(d) ? (why ?? `${t(lang, `review.better.${game}`, { choice: choiceText(lang, d.best), n: number(lang, d.loss) })}.`) : why;
  const because = showsBetter(d) ? reasonText(lang, d.best_reason) : null;
  return [`${chosen} — ${grade}.`, better, because].filter(Boolean).join(" ");
}

/** What the live region says at a step: its name, the cards of its trick, who took it, the decision. */
export function stepSaid(lang, game, step, count, decision) {
  const parts = [stepName(lang, step, count)];
  if (step.kind === "trick") {
    parts.push(step.trick.map(([seat, card]) => `${seatName(lang, seat, game)}: ${cardSaid(lang, card)}`).join(", "));
    parts.push(takenText(lang, game, step));
  }
  const said = decisionText(lang, game, decision);
  if (said) parts.push(said);
  return parts.map((p) => p.replace(/[.!]$/, "")).join(". ") + ".";
}

export class ReviewView {
  constructor() {
    this.root = null;
  }

  /** The panel's body, made once per review; render() draws into it. */
  body(lang, hand = null) {
    const nav = (by, id, key) => h("button", { type: "button", id, class: "secondary", dataset: { intent: "review-step", by: String(by) } }, t(lang, key));
    this.parts = {
      summary: h("p", { id: "review-summary", class: "review-summary" }),
      result: h("p", { id: "review-result", class: "review-result" }),
      // What the figures mean: one sentence in view, the whole of it one click away.
      explain: h("div", { id: "review-explain", class: "review-explain" }),
      progress: h("div", { id: "review-progress", class: "review-progress" }),
      back: nav(-1, "review-back", "review.back"),
      slider: h("input", { type: "range", id: "review-slider", min: "0", max: "0", value: "0", step: "1", dataset: { intent: "review-to" }, "aria-label": t(lang, "review.slider") }),
      next: nav(1, "review-next", "review.next"),
      step: h("h3", { id: "review-step", class: "review-step" }),
      table: h("div", { class: "review-table", id: "review-table" }),
      decision: h("p", { id: "review-decision", class: "review-decision" }),
      list: h("ol", { id: "review-decisions", class: "review-decisions", "aria-label": t(lang, "review.decisions") }),
      live: h("p", { id: "review-live", class: "sr-only", role: "status" }),
    };
    const p = this.parts;
    this.root = h(
      "div",
      { id: "review", class: "review", dataset: { stepper: "" } },
      // Verify and Audit first: the summary and progress below grow as the review runs, and a
      // button under them would move while it is being pressed.
      hand === null ? null : h("p", { class: "review-fair" }, verifyButton(lang, hand), " ", auditButton(lang, hand)),
      p.summary, p.result, p.explain, p.progress,
      h("div", { class: "review-nav", role: "group", "aria-label": t(lang, "review.nav") }, p.back, p.slider, p.next),
      p.step, p.table, p.decision,
      h("h3", {}, t(lang, "review.decisions")), p.list, p.live,
    );
    return [this.root];
  }

  /**
   * @param {{lang, game, steps, at, decisions, figures, running, error, result}} m
   *   at: the step shown; decisions: reviewDecisions(); figures: reviewFigures(); result: the
   *   hand's result from the outline (Spades: every seat's bid is shown); thresholds: the
   *   outline's; daily: the day's deal's result beside the par ({result, par, grade}) or null
   */
  render(m) {
    const p = this.parts;
    if (!p) return;
    const { lang, game, steps, at } = m;
    const step = steps[at];
    const here = m.decisions.find((d) => d.step === at) ?? null;
    Object.assign(this.root.dataset, { game, step: String(at), steps: String(steps.length), done: String(m.figures.done), total: String(m.figures.total), state: m.running ? "running" : m.figures.complete ? "complete" : "stopped" });
    clear(p.summary, m.figures.done ? summaryText(lang, game, m.figures) : t(lang, "review.nothingYet"));
    clear(p.result, resultText(lang, game, m.result, m.daily ?? null));
    if (m.daily) Object.assign(p.result.dataset, { result: String(m.daily.result), par: String(m.daily.par ?? ""), grade: m.daily.grade ?? "" });
    if (p.explainLang !== lang) {
      p.explainLang = lang; // drawn once (a details element keeps its open state)
      clear(p.explain, h("p", { class: "help" }, t(lang, "rv.short")), h("details", {}, h("summary", {}, t(lang, "rv.how")), h("p", { class: "help" }, explainText(lang, game, m.thresholds ?? null))));
    }
    this.renderProgress(m);
    const count = steps.filter((s) => s.kind === "trick").length;
    p.slider.max = String(steps.length - 1);
    p.slider.value = String(at);
    p.slider.setAttribute("aria-valuetext", stepName(lang, step, count));
    // aria-disabled, not disabled: a button pressed to the end keeps the focus.
    p.back.setAttribute("aria-disabled", String(at === 0));
    p.next.setAttribute("aria-disabled", String(at === steps.length - 1));
    clear(p.step, stepName(lang, step, count), step.kind === "trick" ? h("span", { class: "taken" }, ` · ${takenText(lang, game, step)}`) : null);
    this.renderTable(lang, game, step, here, m.result);
    p.decision.className = `review-decision${here?.evaluated ? ` grade-${here.grade}` : ""}`;
    clear(p.decision, decisionText(lang, game, here) ?? t(lang, "review.noDecision"));
    this.renderList(lang, m, at, count);
  }

  renderProgress({ lang, figures, running, error }) {
    const p = this.parts;
    const mode = running ? "running" : figures.complete ? "complete" : "stopped";
    // The progress's elements are made when its state changes and updated in place as the review
    // goes on: a Stop button made again at every decision reviewed could be replaced between the
    // press and the release of a click, and the click lost.
    if (p.progressMode !== mode || p.progressLang !== lang) {
      p.progressMode = mode;
      p.progressLang = lang;
      if (mode === "running") {
        p.barLabel = h("label", { for: "review-bar", id: "review-bar-label" });
        p.bar = h("progress", { id: "review-bar" });
        clear(p.progress, p.barLabel, p.bar, h("button", { type: "button", id: "review-cancel", class: "secondary small", dataset: { intent: "review-cancel" } }, t(lang, "review.cancel")));
      } else if (mode === "stopped") {
        p.stoppedText = h("p", { id: "review-stopped" });
        clear(p.progress, p.stoppedText, h("button", { type: "button", id: "review-resume", class: "secondary small", dataset: { intent: "review-resume" } }, t(lang, "review.resume")));
      } else {
        clear(p.progress);
      }
    }
    if (mode === "running") {
      p.barLabel.textContent = t(lang, "review.running", { done: figures.done, total: figures.total });
      p.bar.max = figures.total;
      p.bar.value = figures.done;
    } else if (mode === "stopped") {
      p.stoppedText.className = error ? "bad" : "";
      p.stoppedText.textContent = error ? t(lang, "review.error", { message: error }) : t(lang, "review.stopped", { done: figures.done, total: figures.total });
    }
    p.progress.hidden = !p.progress.childElementCount;
  }

  renderTable(lang, game, step, here, result = null) {
    const better = showsBetter(here) ? here.best : null;
    const betterCards = new Set(better === null ? [] : Array.isArray(better) ? better : [better]);
    const passed = step.kind === "pass" ? step.passed : null;
    const seats = SEATS_SHOWN.map((seat) => {
      const classesOf = (code) => {
        const out = [];
        if (passed && passed[seat].includes(code)) out.push("passed");
        if (seat === 0 && betterCards.has(code)) out.push("better");
        return out;
      };
      const label = seat === 0 ? t(lang, "seat.0.long") : seatName(lang, seat, game);
      return h(
        "section",
        { class: `review-seat review-seat-${seat}${step.winner === seat ? " winner" : ""}`, dataset: { seat }, "aria-label": t(lang, "review.cards", { seat: label }) },
        h(
          "div",
          { class: "name" },
          label,
          step.leader === seat ? h("span", { class: "badge" }, ` ${t(lang, "review.led")}`) : null,
          Array.isArray(result?.bids) ? h("span", { class: "bid" }, ` · ${t(lang, "hud.bid", { bid: bidText(lang, result.bids[seat], result.blind_nil?.[seat]) })}`) : null,
        ),
        h("div", { class: "review-hand" }, step.hands[seat].map((code) => cardElement(lang, code, { classes: classesOf(code) }))),
        passed ? h("p", { class: "review-passed" }, t(lang, "review.passed", { cards: passed[seat].map(shortName).join(" "), received: step.received[seat].map(shortName).join(" ") })) : null,
      );
    });
    const trick = step.trick.map(([seat, code]) =>
      h("div", { class: `slot slot-${seat}${step.winner === seat ? " winner" : ""}`, dataset: { seat } }, cardElement(lang, code)),
    );
    const ghost = better !== null && !Array.isArray(better) && step.kind === "trick"
      ? h("div", { class: "review-better", id: "review-better", dataset: { card: better } }, cardElement(lang, better, { classes: ["better"] }), h("span", {}, t(lang, "review.betterMark", { n: number(lang, here.loss) })))
      : null;
    // The table's centre only when a trick is on it (the deal and the pass have none).
    const centre = trick.length ? h("div", { class: "review-centre", role: "group", "aria-label": t(lang, "trick.label") }, h("div", { class: "trick" }, trick), ghost) : null;
    clear(this.parts.table, seats[0], seats[1], centre, seats[2], seats[3]);
  }

  renderList(lang, m, at, count) {
    const p = this.parts;
    const active = this.root.ownerDocument.activeElement;
    const focusedStep = p.list.contains(active) ? active.dataset.step : null;
    clear(
      p.list,
      m.decisions.map((d) => {
        const where = d.phase === "play" ? t(lang, "review.decision.trick", { n: d.trick, total: count }) : t(lang, `review.decision.${d.phase}`);
        // A figure only beside a grade worse than good, said as what it is: an average.
        const name = d.evaluated ? t(lang, `review.grade.${d.grade}`) : t(lang, "review.grade.pending");
        const grade = d.evaluated && d.grade !== "good" && d.loss > 0 ? t(lang, "rv.listCost", { grade: name, n: number(lang, d.loss) }) : name;
        return h(
          "li",
          { class: `grade-${d.evaluated ? d.grade : "pending"}`, dataset: { grade: d.evaluated ? d.grade : "pending", index: d.index } },
          h(
            "button",
            { type: "button", class: "linkish", dataset: { intent: "review-to", step: String(d.step) }, "aria-current": d.step === at ? "step" : undefined },
            h("span", { class: "mark", "aria-hidden": "true" }, MARKS[d.evaluated ? d.grade : "pending"]),
            ` ${where}: ${choiceText(lang, d.choice ?? "")} — ${grade}`,
          ),
        );
      }),
    );
    if (focusedStep !== null) p.list.querySelector(`button[data-step="${focusedStep}"]`)?.focus();
  }

  /** Before the engine's outline arrives: only the summary line says what is happening. */
  renderLoading(lang, error = null) {
    const p = this.parts;
    if (!p) return;
    this.root.dataset.state = error ? "failed" : "loading";
    clear(p.summary, error ? t(lang, "review.error", { message: error }) : t(lang, "review.preparing"));
  }

  /** Say the step in the panel's live region (the page's own log is outside the modal panel). */
  say(text) {
    if (this.parts) this.parts.live.textContent = text;
  }
}

// Chess's marks, beside the grade's name (never colour alone).
const MARKS = { good: "✓", inaccuracy: "?!", mistake: "?", blunder: "??", pending: "…" };
