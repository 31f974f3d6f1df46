// Bytes of rendered text: UTF-8 encoding, byte counts, and the content hash behind ETags and asset names.
import { sha256Hex } from './sha256.js';

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

/**
 * A content hash for strong ETags and hashed asset names (not for security): node:crypto's SHA-256, the same
 * digest in Node and in Workers (nodejs_compat), in hex so a name never differs only by letter case. 128 bits
 * are kept: enough that two bodies of one site never share a tag.
 */
export function hashBytes(bytes: Uint8Array): string {
  return sha256Hex(bytes).slice(0, 32);
}
