// The hard level's effort on a slow device (web/js/game/effort.js): every hard decision is timed and
// the next one asks for the largest effort step that keeps it well under half a second.
import { test } from "node:test";
import assert from "node:assert/strict";
import { AIM, DECISION_LIMIT_MS, EffortGauge, WINDOW } from "../../web/js/game/effort.js";
import { GameSession } from "../../web/js/game/session.js";

test("a fast device keeps the full effort; a slow one drops at once to a step that fits", () => {
  const gauge = new EffortGauge();
  for (let i = 0; i < 20; i += 1) gauge.record(120, 1);
  assert.equal(gauge.effort, 1);
  gauge.record(700, 1); // 700 ms at full effort: a half would still take 350 ms, over 300
  assert.equal(gauge.effort, 0.25);
  assert.ok(0.25 * 700 <= DECISION_LIMIT_MS * AIM && 0.5 * 700 > DECISION_LIMIT_MS * AIM);
});

test("the effort comes back up once the slow decisions have left the window", () => {
  const gauge = new EffortGauge();
  gauge.record(6000, 1); // even a sixteenth would take 375 ms: the least effort there is
  assert.equal(gauge.effort, 0.0625);
  for (let i = 0; i < WINDOW - 1; i += 1) gauge.record(10, gauge.effort);
  assert.equal(gauge.effort, 0.0625, "the slow one is still remembered");
  gauge.record(10, gauge.effort);
  assert.ok(gauge.effort >= 0.5, `effort ${gauge.effort}`);
});

test("a decision is timed at the effort it was asked with; a device slower than every step gets the least", async () => {
  let clock = 0;
  const gauge = new EffortGauge({ now: () => clock });
  const asked = [];
  const decide = async (effort) => {
    asked.push(effort);
    clock += 5000 * effort; // a very slow device: 5 s at full effort
    return "2C";
  };
  assert.equal(await gauge.measure(decide), "2C");
  await gauge.measure(decide);
  assert.deepEqual(asked, [1, 0.0625]);
  assert.equal(gauge.last, 0.0625, "the effort the last decision was asked with (the tests repeat it)");
  assert.equal(gauge.effort, 0.0625);
});

test("a decision of more work than usual is asked with less effort, and not taken for a slower device", async () => {
  let clock = 0;
  const gauge = new EffortGauge({ now: () => clock });
  const asked = [];
  const decide = (work) => async (effort) => {
    asked.push(effort);
    clock += 200 * effort * work; // 200 ms for a usual decision at full effort: effort 1 fits
    return "3";
  };
  await gauge.measure(decide(1));
  assert.equal(gauge.effort, 1);
  await gauge.measure(decide(3), 3); // 600 ms at full effort: a half (300 ms) fits
  assert.deepEqual(asked, [1, 0.5]);
  assert.equal(gauge.last, 0.5);
  assert.equal(gauge.effort, 1, "the next usual decision keeps the full effort");
  gauge.record(700, 1); // 700 ms for a usual decision: that device is slower (a half: 350 ms)
  assert.equal(gauge.effort, 0.25);
});

test("the session weighs a decision by the work the engine's view says it takes", async () => {
  const works = [];
  const engine = { call: async () => "3" };
  const session = new GameSession(engine);
  Object.assign(session, { record: { seed: 7, actions: [] }, view: { work: 3 }, level: "hard" });
  session.gauge.measure = async (decide, work) => (works.push(work), decide(1));
  await session.botAction(1);
  await session.hint();
  assert.deepEqual(works, [3, 3]);
});

test("the session sends the effort with the hard level's moves and hints, and none with the others", async () => {
  const calls = [];
  const engine = { call: async (type, payload) => (calls.push([type, payload]), "2C") };
  const session = new GameSession(engine);
  Object.assign(session, { record: { seed: 7, actions: [] }, view: {}, level: "normal" });
  session.gauge.effort = 0.5;
  await session.botAction(1);
  session.level = "hard";
  await session.botAction(1);
  await session.hint();
  assert.equal(calls[0][1].effort, undefined);
  assert.equal(calls[1][1].effort, 0.5);
  assert.equal(calls[2][0], "hint");
  assert.ok(calls[2][1].effort > 0);
});
