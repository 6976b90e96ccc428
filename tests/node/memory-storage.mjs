// A Web Storage stand-in for the node:test units: a Map behind the Storage methods the page uses;
// set `failWrites` to an error and every setItem throws it (a full or disabled storage).
export class MemoryStorage {
  constructor(entries = {}) {
    this.map = new Map(Object.entries(entries));
    this.failWrites = null;
  }
  get length() {
    return this.map.size;
  }
  key(i) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k) {
    return this.map.has(k) ? this.map.get(k) : null;
  }
  setItem(k, v) {
    if (this.failWrites) throw this.failWrites;
    this.map.set(k, String(v));
  }
  removeItem(k) {
    this.map.delete(k);
  }
}
