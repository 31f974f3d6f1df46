// Reads a Node request body under the 64 KB limit, the raw-door twin of src/http/read-body.ts (same results).
import type { IncomingMessage } from 'node:http';
import type { ErrorSite } from '../../domain/api-errors.js';
import { BODY_LIMIT_BYTES, type BodyResult, payloadTooLarge } from '../../http/read-body.js';

/**
 * Calls done once: with the body, with the 413 answer, or with undefined when the client goes away mid-body
 * (there is nobody left to answer). A callback, not a promise: every POST passes here, and the answer is
 * computed and sent in the same turn as the body's last byte. `willRead` runs once the body is going to be
 * read (after the declared size passed): where a client waits for 100 Continue, the door sends it there.
 */
export function readNodeBody(
  req: IncomingMessage,
  site: ErrorSite,
  done: (result: BodyResult | undefined) => void,
  limit = BODY_LIMIT_BYTES,
  willRead?: () => void,
): void {
  const declared = req.headers['content-length'];
  // A declared size over the limit is refused before a byte of the body is read, and before 100 Continue.
  if (declared !== undefined && Number(declared) > limit) {
    done({ ok: false, response: payloadTooLarge(site) });
    return;
  }
  willRead?.();
  const chunks: Buffer[] = [];
  let size = 0;
  // A flag, not three removeListener calls per request: listeners left on a finished request do nothing.
  let finished = false;
  const finish = (result: BodyResult | undefined) => {
    if (finished) return;
    finished = true;
    done(result);
  };
  const onData = (chunk: Buffer) => {
    if (finished) return;
    size += chunk.byteLength;
    // Chunked or lying bodies are counted as they stream; nothing past the limit is buffered.
    if (size > limit) finish({ ok: false, response: payloadTooLarge(site) });
    else chunks.push(chunk);
  };
  const onEnd = () => {
    if (finished) return;
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
    // Decoded as TextDecoder decodes in the other door: invalid UTF-8 becomes U+FFFD, and a leading UTF-8
    // BOM is dropped (RFC 8259 lets a JSON parser ignore one), so both doors read the same text.
    const from = bytes && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    finish({ ok: true, text: bytes ? bytes.toString('utf8', from) : '' });
  };
  const onClose = () => finish(undefined);
  req.on('data', onData);
  req.on('end', onEnd);
  // An aborted request is destroyed without an 'error' event when nobody listens for one: 'close' tells.
  req.on('close', onClose);
}
