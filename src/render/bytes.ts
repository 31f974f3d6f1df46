// Bytes of rendered text: UTF-8 encoding, and the content hash behind ETags and asset names.
import { sha256Hex } from './sha256.js';

export { encodeUtf8, joinBytes } from '../domain/utf8-length.js';

/**
 * A content hash for strong ETags and hashed asset names (not for security): node:crypto's SHA-256, the same
 * digest in Node and in Workers (nodejs_compat), in hex so a name never differs only by letter case. 128 bits
 * are kept: enough that two bodies of one site never share a tag.
 */
export function hashBytes(bytes: Uint8Array): string {
  return sha256Hex(bytes).slice(0, 32);
}
