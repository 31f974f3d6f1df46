// A JSON-RPC answer whose result was built once, as bytes: the result's UTF-8 is encoded once and kept, only the id is new.
import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import { allocAnswerBytes, encodeUtf8Into, utf8Length } from '../domain/utf8-length.js';
import { keptJsonBytes } from './json-text.js';
import type { RpcResponse } from './jsonrpc.js';

const CLOSE = 0x7d; // '}'

/**
 * JSON.stringify(response) as UTF-8 when it is one result that was built once (lists, reads, get_offer, a
 * kept fit), else undefined. The answer is then copied from bytes made once instead of being written out
 * and encoded again per request: for a 3-8 KB answer, encoding was the larger part of the work.
 */
export function encodeKeptResponse(response: RpcResponse): Uint8Array | undefined {
  if (!('result' in response)) return undefined;
  const { id } = response;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const result = keptJsonBytes(response.result);
  if (result === undefined) return undefined;
  // The member order of rpcResult: jsonrpc, id, result.
  const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id satisfies RequestId)},"result":`;
  const headBytes = utf8Length(head);
  const out = allocAnswerBytes(headBytes + result.byteLength + 1);
  encodeUtf8Into(head, out);
  out.set(result, headBytes);
  out[out.length - 1] = CLOSE;
  return out;
}
