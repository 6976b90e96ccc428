// The Lab's pure parts (web/js/lab/protocol.js, lab-rules.js, bot-store.js): the sandbox's answers
// turned into the match's replies, the frame's messages checked, names and wheels, the form's
// spec and its rules (kawu's, the player's, a preset) in words, the chart's running means, and
// bots kept under their own key without touching anything else.
import { test } from "node:test";
import assert from "node:assert/strict";
import { KINDS, LIMIT_S, frameMessage, isPureWheel, loadFailureReply, nameProblem, replyOf, runningMeans, specOf, timeoutReply } from "../../web/js/lab/protocol.js";
import { BOTS_KEY, BotStore, MAX_SOURCE } from "../../web/js/lab/bot-store.js";
import { notKawu, rulesChoices, rulesLabel, rulesOptions, rulesWords } from "../../web/js/lab/lab-rules.js";
import { MemoryStorage } from "./memory-storage.mjs";
import { HEARTS } from "./house-describe.mjs";

test("an action answered in time is the match's reply, with the bot's seconds", () => {
  assert.deepEqual(replyOf({ action: "QS", seconds: 0.01 }), { action: "QS", seconds: 0.01 });
  assert.deepEqual(replyOf({ action: ["2C", "3C", "4C"], seconds: 0 }), { action: ["2C", "3C", "4C"], seconds: 0 });
  assert.deepEqual(replyOf({ action: null }), { action: null, seconds: 0 }, "null is the match's to refuse (garbage), as in CPython");
});

test("an answer in time by the page's clock but over the limit by the bot's own is a timeout", () => {
  const reply = replyOf({ action: "QS", seconds: LIMIT_S + 0.5 });
  assert.equal(reply.error.kind, "timeout");
  assert.equal(reply.seconds, LIMIT_S + 0.5);
});

test("the bot's failures pass through; anything else the sandbox says is a crash", () => {
  for (const kind of KINDS) {
    const reply = replyOf({ error: { kind, message: "m", traceback: "t" }, seconds: 1 });
    assert.deepEqual(reply, { error: { kind, message: "m", traceback: "t" }, seconds: 1 });
  }
  for (const junk of [null, 3, "QS", [], { error: { kind: "oops" } }, { error: null }, { nothing: 1 }]) {
    const reply = replyOf(junk);
    assert.equal(reply.error.kind, "crash", JSON.stringify(junk));
    assert.match(reply.error.message, /sandbox answered/);
  }
  assert.equal(timeoutReply().error.kind, "timeout");
  assert.match(timeoutReply(2).error.message, /time limit of 2 s/);
  assert.deepEqual(loadFailureReply({ message: "bad", traceback: "line 3" }).error, { kind: "exception", message: "bad", traceback: "line 3" });
});

test("only the frame's own messages are taken, checked", () => {
  assert.deepEqual(frameMessage({ type: "ready", extra: 1 }), { type: "ready" });
  assert.deepEqual(frameMessage({ type: "answer", id: 3, answer: { action: "2C" } }), { type: "answer", id: 3, answer: { action: "2C" } });
  assert.deepEqual(frameMessage({ type: "crash", message: 5 }), { type: "crash", message: "5" });
  for (const junk of [null, "ready", { type: "answer", id: "3", answer: {} }, { type: "answer", id: 3 }, { type: "hello" }]) {
    assert.equal(frameMessage(junk), null, JSON.stringify(junk));
  }
});

test("a bot's name is a .py file name; a wheel must be pure Python", () => {
  for (const ok of ["bot.py", "my bot-2.py", "a.b.py"]) assert.equal(nameProblem(ok), null, ok);
  for (const bad of ["bot", ".py", "../x.py", "a/b.py", "", 3, "x".repeat(70) + ".py"]) assert.equal(nameProblem(bad), "name", String(bad));
  assert.ok(isPureWheel("six-1.17.0-py2.py3-none-any.whl"));
  assert.ok(!isPureWheel("numpy-2.0.0-cp312-cp312-manylinux_2_17_x86_64.whl"));
  assert.ok(!isPureWheel("six-1.17.0.tar.gz"));
});

test("the form's spec, or which field is wrong", () => {
  const form = { game: "spades", level: "hard", deals: "25", seed: "7", games: false, onError: "stop", name: "b.py" };
  assert.deepEqual(specOf(form).spec, { game: "spades", level: "hard", deals: 25, seed: 7, games: false, options: {}, on_error: "stop", name: "b.py" });
  assert.deepEqual(specOf({ ...form, options: { mercy: true } }).spec.options, { mercy: true }, "the rules go into the spec, for the engine to check");
  for (const options of [null, [], "mercy"]) assert.equal(specOf({ ...form, options }).problem, "rules", JSON.stringify(options));
  assert.equal(specOf({ ...form, onError: "anything" }).spec.on_error, "replace");
  assert.equal(specOf({ ...form, game: "chess" }).problem, "game");
  for (const deals of ["0", "1.5", "", "1001", "x"]) assert.equal(specOf({ ...form, deals }).problem, "deals", deals);
  assert.equal(specOf({ ...form, seed: "-1" }).problem, "seed");
});

test("the rules offered: kawu's, the player's own when they hold a house rule, then the presets", () => {
  const values = (choices) => choices.map((c) => c.value);
  assert.deepEqual(values(rulesChoices("hearts", HEARTS, {})), ["kawu", "windows", "omnibus", "black_maria", "spot", "no_passing"]);
  const kawuAsChosen = { ...HEARTS.defaults, ...HEARTS.house_defaults };
  assert.deepEqual(values(rulesChoices("hearts", HEARTS, kawuAsChosen)), values(rulesChoices("hearts", HEARTS, undefined)), "kawu's rules chosen are no house rules");
  const mine = { ...kawuAsChosen, target: 50, pass_count: 4 };
  const offered = rulesChoices("hearts", HEARTS, mine);
  assert.deepEqual(values(offered).slice(0, 2), ["kawu", "mine"]);
  assert.deepEqual(offered[1].options, { target: 50, pass_count: 4 }, "only what is not kawu's");
  assert.deepEqual(values(rulesChoices("spades", { defaults: { target: 500 }, options: {} }, {})), ["kawu"], "Spades has no preset but kawu's");
  assert.deepEqual(values(rulesChoices("hearts", undefined, mine)), ["kawu"], "without describe()'s data, kawu's alone");
});

test("a choice's options are what the spec carries: the preset's rules that are not kawu's", () => {
  assert.deepEqual(rulesOptions("black_maria", "hearts", HEARTS, {}), { points: "black_maria", pass_directions: ["right"] });
  assert.deepEqual(rulesOptions("no_passing", "hearts", HEARTS, {}), { pass_directions: ["hold"] });
  assert.deepEqual(rulesOptions("kawu", "hearts", HEARTS, { pass_count: 5 }), {});
  assert.deepEqual(rulesOptions("mine", "hearts", HEARTS, { pass_count: 5, queen: "free" }), { pass_count: 5 });
  assert.deepEqual(rulesOptions("mine", "hearts", HEARTS, {}), {}, "no house rules of the player's: kawu's");
  assert.deepEqual(rulesOptions("poker", "hearts", HEARTS, {}), {});
  assert.deepEqual(notKawu(HEARTS, { pass_count: 3, points: "spot", unknown: 1 }), { points: "spot", unknown: 1 }, "an unknown option stays, for the engine to refuse");
});

test("the rules in words: the select's labels and the result's line", () => {
  assert.equal(rulesWords("en", "hearts", HEARTS, {}), "Standard rules");
  assert.equal(rulesWords("it", "hearts", HEARTS, {}), "Regole standard");
  assert.equal(rulesWords("en", "hearts", HEARTS, { points: "black_maria", pass_directions: ["right"] }), "Black Maria · pass right · 3 cards");
  assert.equal(rulesWords("en", "hearts", HEARTS, { pass_count: 4 }), "pass left, right, across, hold · 4 cards");
  assert.equal(rulesWords("en", "hearts", undefined, { pass_count: 4, pass_directions: ["right"] }), "pass_count=4 · pass_directions=right");
  assert.equal(rulesLabel("en", "hearts", HEARTS, { value: "kawu", options: {} }), "Standard rules");
  assert.equal(rulesLabel("en", "hearts", HEARTS, { value: "mine", options: { pass_count: 5 } }), "My house rules: pass left, right, across, hold · 5 cards");
  assert.equal(rulesLabel("it", "hearts", HEARTS, { value: "no_passing", options: { pass_directions: ["hold"] } }), "Senza passaggio");
});

test("the chart's lines are the running means deal by deal", () => {
  assert.deepEqual(runningMeans([{ bot: 10, ours: 6 }, { bot: 20, ours: 8 }, { bot: 0, ours: 4 }]), { bot: [10, 15, 10], ours: [6, 7, 6] });
  assert.deepEqual(runningMeans([]), { bot: [], ours: [] });
});

test("bots are kept under their own key, named, replaced by name, and nothing else is touched", () => {
  const storage = new MemoryStorage({ "kawu:prefs:v1": '{"lang":"it"}', "kawu:game:hearts:v1": "{}" });
  const store = new BotStore(() => storage);
  assert.deepEqual(store.list(), []);
  assert.equal(store.save({ name: "b.py", game: "hearts", source: "def choose(v): pass" }), null);
  assert.equal(store.save({ name: "a.py", game: "spades", source: "x" }), null);
  assert.equal(store.save({ name: "b.py", game: "hearts", source: "y" }), null);
  assert.deepEqual(store.list().map((b) => [b.name, b.source]), [["a.py", "x"], ["b.py", "y"]]);
  assert.equal(store.save({ name: "no", game: "hearts", source: "" }), "name");
  assert.equal(store.save({ name: "big.py", game: "hearts", source: "x".repeat(MAX_SOURCE + 1) }), "size");
  assert.equal(store.remove("a.py"), null);
  assert.deepEqual(store.list().map((b) => b.name), ["b.py"]);
  assert.equal(storage.getItem("kawu:prefs:v1"), '{"lang":"it"}');
  assert.equal(storage.getItem("kawu:game:hearts:v1"), "{}");
  assert.deepEqual(JSON.parse(storage.getItem(BOTS_KEY)).v, 1);
  storage.failWrites = new Error("QuotaExceededError");
  assert.equal(store.save({ name: "c.py", game: "hearts", source: "z" }), "storage");
  assert.deepEqual(store.list().map((b) => b.name), ["b.py"], "a refused write changes nothing");
  storage.failWrites = null;
  storage.setItem(BOTS_KEY, "not json");
  assert.deepEqual(store.list(), [], "a damaged entry reads as no bot");
});

test("at the table, only an action the view allows is taken from the person's bot", async () => {
  const { usable } = await import("../../web/js/game/session.js");
  const play = { phase: "play", legal: ["2C", "QS"] };
  assert.ok(usable(play, "QS"));
  for (const bad of ["AH", ["QS"], null, undefined, 3]) assert.ok(!usable(play, bad), JSON.stringify(bad));
  const pass = { phase: "pass", legal: ["2C", "3C", "4C", "5C"] };
  assert.ok(usable(pass, ["2C", "3C", "5C"]));
  for (const bad of [["2C", "2C", "3C"], ["2C", "3C"], ["2C", "3C", "AS"], "2C"]) assert.ok(!usable(pass, bad), JSON.stringify(bad));
  const bid = { phase: "bid", legal: [0, 1, 2, "blind_nil"] };
  assert.ok(usable(bid, 2) && usable(bid, "blind_nil") && !usable(bid, "2") && !usable(bid, 14));
});
