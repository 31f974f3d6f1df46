// Contract on the real Node server: the refusals its own parser makes before routing (414 for an over-long target,
// 431 for oversized headers) validated for every operation against the document it serves. Slow lane: a socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { type ContractChecker, createContractChecker, NODE_DOOR_STATUSES } from './helpers/contract.js';
import { exchange, head, parseResponses } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

let running: RunningServer;
let port: number;
let contract: ContractChecker;
beforeAll(async () => {
  running = await startTestServer();
  port = Number(new URL(running.url).port);
  contract = createContractChecker(await (await fetch(`${running.url}/openapi.json`)).json());
});
afterAll(() => running.close());

/** One raw request; the answer as a fetch Response (HEAD answers carry no body). */
async function raw(method: string, target: string, lines: string[] = []): Promise<Response> {
  const ex = await exchange(port, [head(method.toUpperCase(), target, lines)]);
  const [res] = parseResponses(ex.data);
  if (!res) throw new Error(`no answer to ${method} ${target}`);
  return new Response(method === 'head' ? null : res.body, { status: res.status, headers: res.headers });
}

describe('refusals before routing, on the real server (every operation)', () => {
  it('414 for an over-long target and 431 for oversized headers, as documented for each operation', async () => {
    for (const [operationId, method, path] of contract.operations()) {
      const target = path.replace('{slug}', 'about');
      await contract.expectConforms(operationId, await raw(method, `${target}?q=${'a'.repeat(9 * 1024)}`));
      await contract.expectConforms(
        operationId,
        await raw(method, target, [`X-Big: ${'b'.repeat(20 * 1024)}`]),
      );
    }
  });

  it('covered every documented pair of the statuses only this door produces', () => {
    const expected = contract
      .documented()
      .filter((pair) => NODE_DOOR_STATUSES.includes(pair.split(' ')[1] ?? ''));
    expect(expected.length).toBeGreaterThan(0);
    expect([...contract.covered].filter((pair) => expected.includes(pair)).sort()).toEqual(expected.sort());
  });
});
