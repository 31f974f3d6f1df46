// Bytes of rendered text: UTF-8 encoding and a small, fast content hash for strong ETags (not for security).
const encoder = new TextEncoder();

export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** cyrb53-style 53-bit hash, printed in base 36, run twice with different seeds for 106 bits. */
export function hashBytes(bytes: Uint8Array): string {
  return `${hash53(bytes, 0x9e3779b9).toString(36)}${hash53(bytes, 0x85ebca6b).toString(36)}`;
}

function hash53(bytes: Uint8Array, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    h1 = Math.imul(h1 ^ b, 2654435761);
    h2 = Math.imul(h2 ^ b, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
