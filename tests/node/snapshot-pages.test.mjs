// The memory snapshot as the worker stores it (web/js/boot/boot.js): without its pages of zeros, and
// whole again, byte for byte, when read back; anything else read back is refused, never restored.
import { test } from "node:test";
import assert from "node:assert/strict";
import { packPages, unpackInto, unpackPages } from "../../web/js/boot/boot.js";

const PAGE = 4096;

/** A memory-like buffer: mostly zero pages, some pages with data, an odd tail. */
function memory(pages, filled, tail = 0) {
  const bytes = new Uint8Array(pages * PAGE + tail);
  for (const page of filled) bytes.fill(page % 251 + 1, page * PAGE + 7, page * PAGE + 300);
  if (tail) bytes[bytes.length - 1] = 9; // in the last, partial page
  return bytes;
}

test("a snapshot comes back byte for byte, its zero pages left out of what is stored", () => {
  const bytes = memory(64, [0, 3, 4, 40, 63]);
  const packed = packPages(bytes);
  assert.equal(packed.byteLength, 4 * (3 + 5) + 5 * PAGE);
  const back = unpackPages(packed);
  assert.equal(back.length, bytes.length);
  assert.deepEqual(back, bytes);
});

test("a length that is not whole pages, all zeros, or no zeros at all comes back the same", () => {
  for (const bytes of [memory(5, [1], 123), memory(8, []), memory(3, [0, 1, 2])]) {
    assert.deepEqual(unpackPages(packPages(bytes)), bytes);
  }
  assert.equal(packPages(memory(8, [])).byteLength, 12, "only the header");
});

test("a truncated, padded or foreign buffer is refused", () => {
  const packed = packPages(memory(16, [2, 9]));
  assert.throws(() => unpackPages(packed.slice(0, packed.byteLength - 1)), /truncated or damaged/);
  assert.throws(() => unpackPages(packed.slice(0, 8)), /truncated or damaged/);
  const longer = new Uint8Array(packed.byteLength + 4);
  longer.set(new Uint8Array(packed));
  assert.throws(() => unpackPages(longer.buffer), /truncated or damaged/);
  assert.throws(() => unpackPages(memory(4, [0, 1]).buffer), /truncated or damaged/, "a raw snapshot");
});

test("page indexes out of order or beyond the memory are refused", () => {
  const packed = packPages(memory(16, [2, 9]));
  const swapped = new Uint32Array(packed.slice(0));
  [swapped[3], swapped[4]] = [swapped[4], swapped[3]];
  assert.throws(() => unpackPages(swapped.buffer), /damaged/);
  const beyond = new Uint32Array(packed.slice(0));
  beyond[4] = 16;
  assert.throws(() => unpackPages(beyond.buffer), /damaged/);
  // Pages in a row are copied together: a row running past the memory's end is refused too.
  const row = new Uint32Array(packPages(memory(16, [14, 15])).slice(0));
  [row[3], row[4]] = [15, 16];
  assert.throws(() => unpackPages(row.buffer), /damaged/);
});

test("written out into a header and a memory, the snapshot replaces what that memory held", () => {
  const bytes = memory(16, [0, 1, 5, 6, 15], 77);
  const packed = packPages(bytes);
  for (const head of [12, 4096, 5000, 3 * PAGE]) {
    const header = new Uint8Array(head);
    const target = new Uint8Array(bytes.length - head + 3 * PAGE).fill(0xee); // a used memory
    assert.equal(unpackInto(packed, header, target), bytes.length);
    assert.deepEqual(header, bytes.subarray(0, head));
    assert.deepEqual(target.subarray(0, bytes.length - head), bytes.subarray(head), "zero pages zeroed too");
    assert.ok(target.subarray(bytes.length - head).every((b) => b === 0xee), "nothing past the snapshot");
  }
  assert.throws(() => unpackInto(packed, new Uint8Array(12), new Uint8Array(PAGE)), /larger than the memory/);
});
