// JSON-RPC batches (2025-03-26 only): every request answered in order, bounded in entries and in answer size.

import type { RequestId } from '@modelcontextprotocol/sdk/types.js';
import { carryJsonText, toSizedJson } from './json-text.js';
import { classify, type RpcResponse } from './jsonrpc.js';

export const MAX_BATCH_ENTRIES = 32;
export const MAX_BATCH_RESPONSE_BYTES = 256 * 1024;

type AnswerOne = (id: RequestId, method: string, params: Record<string, unknown>) => RpcResponse;

/**
 * The answers of a batch (empty when it held only notifications and responses), or why it is refused: no
 * batch under 64 KB may cost more than 32 dispatches or write more than 256 KB.
 */
export function answerBatch(batch: unknown[], answer: AnswerOne): RpcResponse[] | { refused: string } {
  if (batch.length === 0) return { refused: 'empty batch.' };
  if (batch.length > MAX_BATCH_ENTRIES)
    return { refused: `a batch holds at most ${MAX_BATCH_ENTRIES} messages; this one has ${batch.length}.` };
  let bytes = 0;
  const responses: RpcResponse[] = [];
  for (const message of batch) {
    const m = classify(message);
    const response =
      m.kind === 'invalid'
        ? m.response
        : m.kind === 'request'
          ? answer(m.id, m.method, m.params ?? {})
          : undefined;
    if (!response) continue;
    // Each answer is serialised once here; the endpoint splices the same text into the array.
    const json = toSizedJson(response);
    bytes += json.bytes;
    if (bytes > MAX_BATCH_RESPONSE_BYTES)
      return {
        refused: `the answers to this batch would pass ${MAX_BATCH_RESPONSE_BYTES / 1024} KB; send fewer messages per batch.`,
      };
    responses.push(carryJsonText(response, json));
  }
  return responses;
}
