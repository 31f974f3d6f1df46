// Issue 48, findings 8 and 9 where one process shows them: the Workers door, the log line, content errors, MCP.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../src/content/errors.js';
import { loadSite } from '../src/content/load-site.js';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { formatRequestLog, logPath } from '../src/http/request-log.js';
import { copyContent } from './helpers/content-copy.js';
import { postMcp } from './helpers/mcp-request.js';
import { createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();

/** A Request as workerd hands one over: a GET or HEAD may carry an empty body stream. */
const workerdRequest = (method: string, headers: Record<string, string>): Request =>
  ({
    method,
    url: `${TEST_BASE_URL}/api/offer`,
    headers: new Headers(headers),
    body: new ReadableStream({ start: (controller) => controller.close() }),
  }) as unknown as Request;

describe('the Workers door agrees with Node (finding 8)', () => {
  it('GET and HEAD with Content-Length: 0 and an empty body stream are 200, as on Node', async () => {
    const door = createFetchDoor(site);
    for (const method of ['GET', 'HEAD']) {
      const res = await door.fetch(workerdRequest(method, { 'content-length': '0' }));
      expect(res.status, method).toBe(200);
    }
    // A body that is declared is still refused.
    expect((await door.fetch(workerdRequest('GET', { 'content-length': '5' }))).status).toBe(400);
  });

  it('where the clock stands still while code runs, a line has a duration only if the answer waited on I/O', async () => {
    const lines: string[] = [];
    const door = createFetchDoor(site, { logRequest: (line) => lines.push(line), clockStopsInCode: true });
    await door.fetch(new Request(`${TEST_BASE_URL}/api/offer`));
    await door.fetch(
      new Request(`${TEST_BASE_URL}/api/fit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"role":"coach"}',
      }),
    );
    const [hit, fit] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(hit).not.toHaveProperty('durationMs');
    expect(fit?.durationMs).toBeTypeOf('number');
    // Node's door (and the tests' fetch door) time every answer.
    const timed: string[] = [];
    await createFetchDoor(site, { logRequest: (line) => timed.push(line) }).fetch(
      new Request(`${TEST_BASE_URL}/api/offer`),
    );
    expect(JSON.parse(timed[0] ?? '{}').durationMs).toBeTypeOf('number');
  });
});

describe('what a line logs of the target (finding 9)', () => {
  it('an absolute-form target is logged as its path: no userinfo, no host', () => {
    expect(logPath('http://user:secret@offer.example.com/api/offer?x=1')).toBe('/api/offer');
    expect(logPath('https://user:secret@offer.example.com')).toBe('/');
    expect(logPath('ftp://user:secret@offer.example.com/x')).toBe('-');
    expect(logPath('/about#team')).toBe('/about');
    const line = formatRequestLog(0, {
      method: 'GET',
      url: 'http://u:p@offer.example.com/api/offer',
      status: 200,
      durationMs: 1,
      requestId: 'id',
    });
    expect(line).not.toMatch(/u:p|offer\.example\.com/);
  });
});

describe('a raw # in a request target (finding 9)', () => {
  it('is a fragment, dropped as a URL parser drops it: the page, not a 404 naming it', async () => {
    const core = createTestApp(site).core;
    const answer = core.answer({
      method: 'GET',
      target: '/about#team',
      header: (name) => (name === 'accept' ? 'text/markdown' : undefined),
    });
    expect('status' in answer && answer.status).toBe(200);
  });
});

describe('content errors name their file (finding 9)', () => {
  it('a YAML alias bomb is a content problem of its file, not a bare ReferenceError', () => {
    const dir = copyContent();
    const anchors = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [i, name] of [...'bcdefghi'].entries()) {
      const previous = String.fromCharCode(97 + i);
      anchors.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const offer = join(dir, 'offer.yaml');
    writeFileSync(offer, `${readFileSync(offer, 'utf8')}\n${anchors.join('\n')}\n`);
    let thrown: unknown;
    try {
      loadSite(dir, TEST_BASE_URL);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentError);
    const [problem] = (thrown as ContentError).problems;
    expect(problem?.file).toBe('offer.yaml');
    expect(problem?.message).toMatch(/alias/i);
  });
});

describe('get_page with a bad argument (finding 9)', () => {
  it('says the argument is not part of get_page, never of FitRequest', async () => {
    const app = createTestApp(site);
    const res = await postMcp(app, 'tools/call', { name: 'get_page', arguments: { slug: 'about', page: 2 } });
    const text = JSON.stringify(await res.json());
    expect(text).toContain('isError');
    expect(text).not.toContain('FitRequest');
    expect(text).toContain('not part of get_page');
  });
});
