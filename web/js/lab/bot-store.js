// The person's bots, kept in this browser: several, named, under a localStorage key of their own
// (never the saves' or the preferences'). A bot is {name, game, source}; its wheels are not kept
// (bytes, picked again from their files when needed). Writes are guarded: a full or refused
// storage says so and changes nothing.
import { nameProblem } from "./protocol.js";

export const BOTS_KEY = "kawu-bots-v1";
export const MAX_SOURCE = 200_000;

export class BotStore {
  /** @param {() => Storage} storage */
  constructor(storage) {
    this.storage = storage;
  }

  list() {
    try {
      const data = JSON.parse(this.storage().getItem(BOTS_KEY) ?? "null");
      if (data?.v !== 1 || !Array.isArray(data.bots)) return [];
      return data.bots.filter((b) => b && !nameProblem(b.name) && typeof b.source === "string" && ["hearts", "spades"].includes(b.game));
    } catch {
      return [];
    }
  }

  get(name) {
    return this.list().find((b) => b.name === name) ?? null;
  }

  /** Keep ``bot`` (replacing the one of that name): null, or why not ("name", "size", "storage"). */
  save({ name, game, source }) {
    if (nameProblem(name)) return "name";
    if (source.length > MAX_SOURCE) return "size";
    const bots = this.list().filter((b) => b.name !== name);
    bots.push({ name, game, source });
    bots.sort((a, b) => a.name.localeCompare(b.name));
    return this.write(bots);
  }

  remove(name) {
    return this.write(this.list().filter((b) => b.name !== name));
  }

  write(bots) {
    try {
      this.storage().setItem(BOTS_KEY, JSON.stringify({ v: 1, bots }));
      return null;
    } catch {
      return "storage";
    }
  }
}
