// Reads a Node request body under the 64 KB limit, the raw-door twin of src/http/read-body.ts (same results).
import type { IncomingMessage } from 'node:http';
import { BODY_LIMIT_BYTES, type BodyResult, payloadTooLarge } from '../../http/read-body.js';

/** Resolves undefined when the client goes away mid-body: there is nobody left to answer. */
export function readNodeBody(
  req: IncomingMessage,
  baseUrl: string,
  limit = BODY_LIMIT_BYTES,
): Promise<BodyResult | undefined> {
  const declared = req.headers['content-length'];
  // A declared size over the limit is refused before a byte of the body is read.
  if (declared !== undefined && Number(declared) > limit) {
    return Promise.resolve({ ok: false, response: payloadTooLarge(baseUrl) });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult | undefined) => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('close', onClose);
      req.removeListener('error', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      // Chunked or lying bodies are counted as they stream; nothing past the limit is buffered.
      if (size > limit) finish({ ok: false, response: payloadTooLarge(baseUrl) });
      else chunks.push(chunk);
    };
    const onEnd = () => {
      const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
      // Invalid UTF-8 becomes U+FFFD, as with TextDecoder in the other door.
      finish({ ok: true, text: bytes ? bytes.toString('utf8') : '' });
    };
    const onClose = () => finish(undefined);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.on('error', onClose);
  });
}
