// The `verified` field of a signed request's log line, and the door-side step that waits for it.
import { formatRequestLog, type RequestLogEntry } from '../request-log.js';
import { isSigned, type SignatureVerifier, type SignedRequest, type Verified } from './verify-request.js';

/** `,"verified":"signed","signer":"chatgpt.com"`, `,"verified":"invalid"` or `"unchecked"`; unsigned: none. */
export function verifiedFragment(v: Verified): string {
  return v.status === 'signed'
    ? `,"verified":"signed","signer":${JSON.stringify(v.signer)}`
    : `,"verified":"${v.status}"`;
}

const UNCHECKED_FIELD = verifiedFragment({ status: 'unchecked' });

/**
 * Writes a request's line: at once for an unsigned request, and for a signed one when verification is off
 * (no verifier: `unchecked`); otherwise after its signature is checked, which may fetch a key directory. The
 * answer has been sent by then: verification never delays it. The promise is what a Worker hands to
 * waitUntil; on Node nothing waits for it.
 */
export function writeRequestLine(
  write: (line: string) => void,
  time: number,
  entry: RequestLogEntry,
  request: SignedRequest | undefined,
  verifier: SignatureVerifier | undefined,
): Promise<void> | undefined {
  if (request === undefined || !isSigned(request.header)) {
    write(formatRequestLog(time, entry));
    return undefined;
  }
  if (verifier === undefined) {
    write(formatRequestLog(time, { ...entry, fields: (entry.fields ?? '') + UNCHECKED_FIELD }));
    return undefined;
  }
  return verifier.verify(request).then((v) => {
    write(formatRequestLog(time, { ...entry, fields: (entry.fields ?? '') + verifiedFragment(v) }));
  });
}
