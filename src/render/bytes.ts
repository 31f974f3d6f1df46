// Bytes of rendered text: UTF-8 encoding and a small, fast content hash for strong ETags (not for security).
const encoder = new TextEncoder();

export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text);
}

const NON_ASCII = /[\u0080-\uffff]/;

/** The portable count (Workers without nodejs_compat has no Buffer); lone surrogates count as U+FFFD. */
export function countUtf8Bytes(text: string): number {
  // Most JSON is ASCII: one native regex scan instead of a loop over every character.
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (
      c >= 0xd800 &&
      c <= 0xdbff &&
      i + 1 < text.length &&
      (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    ) {
      bytes += 2; // a surrogate pair: 4 bytes for 2 code units
      i++;
    } else bytes += 2;
  }
  return bytes;
}

const nodeBuffer = (globalThis as { Buffer?: { byteLength(text: string, encoding: 'utf8'): number } }).Buffer;

/**
 * Bytes of text in UTF-8 without encoding it, as TextEncoder would write them. Node's native count where
 * there is one: every dynamic answer (fit, MCP) measures its body, and it is twice as fast as the regex scan.
 */
export const utf8Length: (text: string) => number = nodeBuffer
  ? (text) => nodeBuffer.byteLength(text, 'utf8')
  : countUtf8Bytes;

const M1 = 2654435761;
const M2 = 1597334677;

/**
 * cyrb53-style hash with two seeds at once (106 bits), printed in base 36. It reads four bytes per step: every
 * start-up hashes each surface (~300 KB) while the code is still cold, where a byte-wise loop per seed cost ~10%
 * of the Node server's start-up. Plain JS so Node and Workers produce the same ETags and asset URLs.
 */
export function hashBytes(bytes: Uint8Array): string {
  const n = bytes.length;
  let a = 0xdeadbeef ^ 0x9e3779b9;
  let b = 0x41c6ce57 ^ 0x9e3779b9;
  let c = 0xdeadbeef ^ 0x85ebca6b;
  let d = 0x41c6ce57 ^ 0x85ebca6b;
  const whole = n - (n % 4);
  for (let i = 0; i < n; i += 4) {
    const w =
      i < whole
        ? (bytes[i] as number) |
          ((bytes[i + 1] as number) << 8) |
          ((bytes[i + 2] as number) << 16) |
          ((bytes[i + 3] as number) << 24)
        : tail(bytes, i);
    // The shift feeds high bits back down: multiplication alone never moves a difference in bit 31.
    a = Math.imul(a ^ w, M1);
    a ^= a >>> 15;
    b = Math.imul(b ^ w, M2);
    b ^= b >>> 15;
    c = Math.imul(c ^ w, M2);
    c ^= c >>> 13;
    d = Math.imul(d ^ w, M1);
    d ^= d >>> 13;
  }
  // The length goes in last: a short tail word is zero-padded, so [x] and [x, 0] differ only by length.
  return `${finish(Math.imul(a ^ n, M2), b).toString(36)}${finish(Math.imul(c ^ n, M2), d).toString(36)}`;
}

function tail(bytes: Uint8Array, from: number): number {
  let w = 0;
  for (let i = from; i < bytes.length; i++) w |= (bytes[i] as number) << ((i - from) * 8);
  return w;
}

function finish(h1: number, h2: number): number {
  const x = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const y = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(x ^ (x >>> 13), 3266489909);
  return 4294967296 * (2097151 & y) + (x >>> 0);
}
