// Short sounds, made in the page with Web Audio (no files, no network): a card played, a trick
// taken, hearts broken, the queen of spades taken, a moon shot, a bid, "your turn". cuesOf() says
// which sounds an event of the session deserves (pure, tested in node); Sound plays them when the
// person has them on, the page is visible, and the person has touched the page (autoplay rules).
// Every sound that passes those checks is counted (the tests read the counts).

/** Each sound: notes [frequency Hz, start s, length s, wave, loudness 0..1]. */
export const CUES = {
  card: [[660, 0, 0.05, "triangle", 0.5]],
  trick: [[440, 0, 0.07, "sine", 0.45], [554, 0.07, 0.09, "sine", 0.45]],
  hearts: [[784, 0, 0.09, "triangle", 0.5], [659, 0.09, 0.09, "triangle", 0.5], [523, 0.18, 0.16, "triangle", 0.5]],
  queen: [[196, 0, 0.22, "sawtooth", 0.35], [185, 0.12, 0.3, "sawtooth", 0.35]],
  moon: [[523, 0, 0.1, "sine", 0.5], [659, 0.1, 0.1, "sine", 0.5], [784, 0.2, 0.1, "sine", 0.5], [1047, 0.3, 0.3, "sine", 0.5]],
  bid: [[587, 0, 0.07, "square", 0.25]],
  turn: [[880, 0, 0.08, "sine", 0.4], [1175, 0.1, 0.12, "sine", 0.4]],
};

const GAP = 0.12; // seconds between the sounds of one event
const MAX_GAIN = 0.35; // the loudest the page ever is, at volume 100

/** The sounds a session event deserves, in order (the same names as CUES). */
export function cuesOf(event) {
  if (event?.type !== "action") return [];
  const { before, after, action } = event;
  const out = [];
  if (before.phase === "play" && typeof action === "string") {
    out.push("card");
    if (after.game === "hearts" && !before.hearts_broken && after.hearts_broken) out.push("hearts");
    const last = after.last_trick;
    if (after.trick.length === 0 && last) {
      const queen = after.game === "hearts" && last.cards.some(([, code]) => code === "QS");
      out.push(queen ? "queen" : "trick");
    }
  } else if (before.phase === "bid" && action !== "look") {
    out.push("bid");
  }
  const ended = after.history.length > before.history.length ? after.history[after.history.length - 1] : null;
  if (after.game === "hearts" && ended?.moon !== null && ended?.moon !== undefined) out.push("moon");
  return out;
}

export class Sound {
  /**
   * @param {{doc: Document, win: Window, prefs: () => {sound: boolean, volume: number}}} p
   *   prefs gives the person's current preferences (the settings may change at any time)
   */
  constructor({ doc, win, prefs }) {
    Object.assign(this, { doc, win, prefs });
    this.context = null;
    this.touched = false;
    this.played = Object.fromEntries(Object.keys(CUES).map((name) => [name, 0]));
    this.silenced = { off: 0, hidden: 0, untouched: 0 };
    const touch = () => this.touch();
    for (const type of ["pointerdown", "keydown"]) doc.addEventListener(type, touch, { capture: true });
    doc.addEventListener("visibilitychange", () => {
      if (doc.visibilityState !== "visible") this.context?.suspend?.().catch(() => {});
    });
  }

  /** A gesture of the person: from now on the page may make sounds (created inside the gesture). */
  touch() {
    this.touched = true;
    if (!this.prefs().sound) return;
    try {
      const Context = this.win.AudioContext ?? this.win.webkitAudioContext;
      if (!this.context && Context) this.context = new Context();
      if (this.context?.state === "suspended" && this.doc.visibilityState === "visible") this.context.resume().catch(() => {});
    } catch {
      this.context = null; // no audio on this device: the page stays silent
    }
  }

  /** Whether a sound may be made now; the reason it may not is counted. */
  allowed() {
    const p = this.prefs();
    if (!p.sound || p.volume <= 0) return this.silence("off");
    if (this.doc.visibilityState !== "visible") return this.silence("hidden");
    const active = this.win.navigator?.userActivation?.hasBeenActive;
    if (!this.touched && !active) return this.silence("untouched");
    return true;
  }

  silence(why) {
    this.silenced[why] += 1;
    return false;
  }

  /** Play the sounds of a session event. */
  event(event) {
    this.play(...cuesOf(event));
  }

  /** Play ``names`` one after the other; returns how many were played. */
  play(...names) {
    const known = names.filter((name) => Object.hasOwn(CUES, name));
    if (!known.length || !this.allowed()) return 0;
    known.forEach((name, i) => {
      this.played[name] += 1;
      this.synth(CUES[name], i * GAP);
    });
    return known.length;
  }

  synth(notes, delay) {
    const ctx = this.context;
    if (!ctx || ctx.state === "closed") return;
    if (ctx.state === "suspended") ctx.resume().catch(() => {});
    const volume = Math.min(100, Math.max(0, this.prefs().volume)) / 100;
    const start = ctx.currentTime + 0.01 + delay;
    for (const [freq, at, length, wave, loud] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      const t0 = start + at;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, MAX_GAIN * volume * loud), t0 + 0.008);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + length + 0.02);
    }
  }

  /** The counts, for the tests and the measuring script. */
  figures() {
    return { played: { ...this.played }, silenced: { ...this.silenced } };
  }
}
