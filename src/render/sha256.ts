// SHA-256 of bytes as hex, synchronous: the agent-skills index publishes digests that clients verify, and it
// is built at start-up on Node and on Workers, where Web Crypto's digest is async only. node:crypto is
// synchronous on both (Workers through the nodejs_compat flag in wrangler.jsonc).
import { createHash } from 'node:crypto';

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
