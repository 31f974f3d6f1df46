// Answer bytes cut from one slab: Buffers under Node, never overlapping, and large answers on their own.
import { describe, expect, it } from 'vitest';
import { allocAnswerBytes } from '../src/domain/utf8-length.js';

describe('allocAnswerBytes', () => {
  it('cuts answers of one slab that never overlap, each a Buffer of the size asked', () => {
    const sizes = [3197, 1, 2048, 3197, 7];
    const answers = sizes.map((size, i) => {
      const bytes = allocAnswerBytes(size);
      bytes.fill(i + 1);
      return bytes;
    });
    for (const [i, bytes] of answers.entries()) {
      expect(Buffer.isBuffer(bytes)).toBe(true);
      expect(bytes.byteLength).toBe(sizes[i]);
      // Each still holds what was written into it after all the others were filled.
      expect(bytes.every((b) => b === i + 1)).toBe(true);
    }
    // Cut from one ArrayBuffer, not one ArrayBuffer each.
    expect(new Set(answers.map((b) => b.buffer)).size).toBe(1);
  });

  it('moves to a new slab when one is full, and gives a large answer its own bytes', () => {
    const first = allocAnswerBytes(4000);
    const seen = new Set([first.buffer]);
    for (let i = 0; i < 80; i++) seen.add(allocAnswerBytes(4000).buffer);
    // 81 × 4 KB do not fit in one 256 KB slab.
    expect(seen.size).toBeGreaterThan(1);
    const large = allocAnswerBytes(64 * 1024);
    expect(large.byteLength).toBe(64 * 1024);
    expect(seen.has(large.buffer)).toBe(false);
  });
});
