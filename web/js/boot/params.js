// The page's URL parameters, bounded so that a crafted link cannot freeze or stall the game:
//   ?pace=N          the computer players' pace, 0 (instant, the tests) to 4 (four times slower)
//   ?seed=N          a fixed seed for new games (the tests), a whole number below 2**53
//   ?boot_timeout=ms how long Python may take to boot, 1 s to 10 min (default 60 s)
//   ?review_effort=x the review's search effort, 0.05 to 1 (default 1; the tests use less)
//   ?autoplay=0|1    a forced card (the only one that may be played) waits for a click (0: the
//                    tests) or plays itself (1), whatever the setting; absent: the setting
//   ?now=ms          the page's clock starts at this instant (ms since 1970, 0 to 8.64e15) and runs
//                    on from there: the day's deal of another day or hour (the tests)
export const PACE_MAX = 4;
export const BOOT_TIMEOUT = { min: 1000, max: 600000, default: 60000 };
export const NOW_MAX = 8.64e15; // the last instant a Date can hold
export const REVIEW_EFFORT = { min: 0.05, max: 1, default: 1 };

export function pageParams(params) {
  const pace = Number.parseFloat(params.get("pace") ?? "");
  const seed = Number(params.get("seed") ?? "");
  const boot = Number(params.get("boot_timeout") ?? "");
  const effort = Number.parseFloat(params.get("review_effort") ?? "");
  const now = Number(params.get("now") ?? "");
  return {
    autoplay: { 0: false, 1: true }[params.get("autoplay")] ?? null,
    pace: Number.isFinite(pace) && pace >= 0 ? Math.min(pace, PACE_MAX) : null,
    now: /^\d{1,16}$/.test(params.get("now") ?? "") && now <= NOW_MAX ? now : null,
    seed: /^\d{1,16}$/.test(params.get("seed") ?? "") && Number.isSafeInteger(seed) ? seed : null,
    reviewEffort: Number.isFinite(effort) && effort > 0 ? Math.min(Math.max(effort, REVIEW_EFFORT.min), REVIEW_EFFORT.max) : REVIEW_EFFORT.default,
    bootTimeoutMs: Number.isFinite(boot) && boot > 0 ? Math.min(Math.max(boot, BOOT_TIMEOUT.min), BOOT_TIMEOUT.max) : BOOT_TIMEOUT.default,
  };
}
