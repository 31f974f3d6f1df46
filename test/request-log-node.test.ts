// Request ids on every door of the real Node server and one JSON log line per request, without queries or
// bodies. Slow lane: sockets (the id and line rules themselves: request-log.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchange, head } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Log lines are written after the answer: on a loaded machine that can take far longer than vi.waitFor's 1 s. */
const WAIT = { timeout: 30_000 };

describe('on the real server', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Starts a server at LOG_LEVEL, capturing the log lines it writes to stdout and to stderr. */
  async function withServer(logLevel: string) {
    const lines: string[] = [];
    const errors: string[] = [];
    const captureInto = (stream: NodeJS.WriteStream, into: string[]) => {
      const write = stream.write.bind(stream);
      const capture = (chunk: string | Uint8Array, ...rest: unknown[]) => {
        const text = String(chunk);
        if (!text.startsWith('{"time"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
        // Log lines arrive batched: one write may carry several.
        into.push(...text.split('\n').filter(Boolean));
        return true;
      };
      vi.spyOn(stream, 'write').mockImplementation(capture as typeof stream.write);
    };
    captureInto(process.stdout, lines);
    captureInto(process.stderr, errors);
    const running = await startTestServer({ LOG_LEVEL: logLevel });
    return { running, lines, errors };
  }

  const requests = (base: string) => [
    { name: 'table', url: `${base}/api/offer?secret-query=1`, init: {} },
    {
      name: 'fit door',
      url: `${base}/api/fit`,
      init: { method: 'POST', body: '{"annualRevenue": 1, "role": "SECRET-BODY"}' },
    },
    {
      name: 'mcp door',
      url: `${base}/mcp`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      },
    },
    { name: 'hono 404', url: `${base}/api/nothing-here`, init: {} },
    { name: 'hono preflight', url: `${base}/api/fit`, init: { method: 'OPTIONS' } },
  ];

  it('sets X-Request-Id on every door: a sane one echoed, an insane one replaced', async () => {
    const { running } = await withServer('silent');
    try {
      for (const r of requests(running.url)) {
        const sane = await fetch(r.url, {
          ...r.init,
          headers: { ...r.init.headers, 'x-request-id': 'trace-42' },
        });
        expect(sane.headers.get('x-request-id'), r.name).toBe('trace-42');
        const insane = await fetch(r.url, {
          ...r.init,
          headers: { ...r.init.headers, 'x-request-id': 'no way' },
        });
        expect(insane.headers.get('x-request-id'), r.name).toMatch(UUID);
        const none = await fetch(r.url, r.init);
        expect(none.headers.get('x-request-id'), r.name).toMatch(UUID);
      }
    } finally {
      await running.close();
    }
  });

  it('LOG_LEVEL=info writes one JSON line per request with its id, no query and no body', async () => {
    const { running, lines } = await withServer('info');
    const ids: string[] = [];
    try {
      for (const r of requests(running.url)) {
        const res = await fetch(r.url, r.init);
        await res.arrayBuffer();
        ids.push(res.headers.get('x-request-id') ?? '');
      }
      // The Hono door logs on 'close', a moment after the client has the response.
      await vi.waitFor(
        () => expect(lines.filter((l) => l.includes('"msg":"request"'))).toHaveLength(5),
        WAIT,
      );
    } finally {
      await running.close();
    }
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request');
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/offer', 200],
      ['POST', '/api/fit', 200],
      ['POST', '/mcp', 200],
      ['GET', '/api/nothing-here', 404],
      ['OPTIONS', '/api/fit', 204],
    ]);
    expect(entries.map((e) => e.requestId)).toEqual(ids);
    // The report's fields (docs/logs.md): agent, variant and bytes always; mcp and fit on those answers only.
    expect(entries.map((e) => [e.variant, Boolean(e.fit), Boolean(e.mcp)])).toEqual([
      ['json', false, false],
      ['json', true, false],
      ['json', false, true],
      ['json', false, false],
      ['none', false, false],
    ]);
    for (const e of entries) {
      expect(
        Object.keys(e)
          .filter((k) => k !== 'fit' && k !== 'mcp')
          .sort(),
      ).toEqual([
        'agent',
        'bytes',
        'durationMs',
        'level',
        'method',
        'msg',
        'path',
        'requestId',
        'status',
        'time',
        'variant',
      ]);
      expect(e.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(lines.join('')).not.toMatch(/SECRET|secret-query/);
  });

  it('a client leaving mid-body, on either door, is one "client left" line: no error, no status, no refusal', async () => {
    const { running, lines, errors } = await withServer('info');
    const port = Number(new URL(running.url).port);
    try {
      // /api/fit is the raw door's; /api/%66it is the same route, spelt with an escape.
      for (const [i, path] of ['/api/fit', '/api/%66it'].entries()) {
        const headers = ['Content-Type: application/json', 'Content-Length: 100', `X-Request-Id: left-${i}`];
        await exchange(port, [head('POST', path, headers), '{"annualRe', { pauseMs: 200 }], 0);
      }
      await vi.waitFor(() => expect(lines.filter((l) => l.includes('"client left"'))).toHaveLength(2), WAIT);
      // Anything else the abort would cause (an error, a late request line) has had time to show.
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await running.close();
    }
    const entries = lines
      .map((l) => JSON.parse(l))
      .filter((e) => e.msg !== 'listening' && e.msg !== 'stopped');
    expect(entries.map((e) => [e.msg, e.method, e.path, e.requestId])).toEqual([
      ['client left', 'POST', '/api/fit', 'left-0'],
      ['client left', 'POST', '/api/%66it', 'left-1'],
    ]);
    for (const e of entries) expect(e).not.toHaveProperty('status');
    expect(errors).toEqual([]);
  });

  it('LOG_LEVEL=silent writes nothing', async () => {
    const { running, lines } = await withServer('silent');
    await (await fetch(`${running.url}/api/offer`)).arrayBuffer();
    await running.close();
    expect(lines).toEqual([]);
  });
});
