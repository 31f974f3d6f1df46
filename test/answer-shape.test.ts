// Every answer the core gives has one V8 shape and, under Node, Buffer bodies: what the Node door writes fastest.
import { describe, expect, it } from 'vitest';
import { fitPage } from '../src/domain/page-set.js';
import { pagePath } from '../src/domain/pages.js';
import { compressWithZlib } from '../src/entry/node-door/node-server.js';
import { type CoreRequest, createRequestCore, isBodyRoute } from '../src/http/core/request-core.js';
import { isSplitBody, type PlainResponse, plainResponse } from '../src/http/plain-response.js';
import { DE_FIXTURE_CONTENT, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';
import { sameMapCheck } from './helpers/v8-shape.js';

const request = (method: string, target: string, headers: Record<string, string> = {}): CoreRequest => ({
  method,
  target,
  header: (name) => headers[name],
  httpVersion: '1.1',
});

const MCP = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-06-18',
};
const rpc = (method: string, params: object, id?: number) =>
  JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, params });

/** One of every kind of answer: table hits, HEAD, 304, refusals, 404s, the fit page, fit checks and MCP. */
function everyKind(fit: string, etag: string): [CoreRequest, string?][] {
  const form = `${fit}?annualRevenue=2400000&founderLed=yes&role=coach`;
  return [
    [request('GET', '/api/offer')],
    [request('GET', '/api/offer', { 'accept-encoding': 'br' })],
    [request('HEAD', '/api/offer')],
    [request('GET', '/api/offer', { 'if-none-match': etag })],
    [request('GET', '/', { accept: 'text/markdown' })],
    [request('GET', '/', { accept: 'image/png' })],
    [request('OPTIONS', '/api/fit')],
    [request('DELETE', '/api/offer')],
    [request('GET', '/nowhere', { accept: 'application/json' })],
    [request('GET', '/nowhere', { accept: 'text/html' })],
    [request('GET', '/nowhere', { accept: 'text/markdown' })],
    [request('GET', '/api/pages/nowhere')],
    [request('GET', form, { accept: 'text/html' })],
    [request('HEAD', form, { accept: 'text/markdown' })],
    [request('GET', `${fit}?annualRevenue=-1`, { accept: 'text/html' })],
    [request('POST', '/api/fit', { 'content-type': 'application/json' }), '{"annualRevenue":2400000}'],
    [request('POST', '/api/fit', { 'content-type': 'application/json' }), '{'],
    [request('POST', '/mcp', MCP), rpc('tools/call', { name: 'get_offer', arguments: {} }, 1)],
    [request('POST', '/mcp', MCP), rpc('notifications/initialized', {})],
    [request('POST', '/mcp', MCP), 'not json'],
  ];
}

describe('the shape of every answer', () => {
  for (const dir of [undefined, DE_FIXTURE_CONTENT]) {
    it(`is one V8 map for every kind of answer (${dir ?? 'main fixture'})`, () => {
      const haveSameMap = sameMapCheck();
      const site = loadSampleSite(TEST_BASE_URL, dir);
      const core = createRequestCore(site, { compress: compressWithZlib });
      const reference = plainResponse(200, {}, null);
      const etag = (core.answer(request('GET', '/api/offer')) as PlainResponse).headers.etag ?? '';
      const cases = everyKind(pagePath(fitPage(site).slug), etag);
      const answers: PlainResponse[] = cases.map(([req, body]) => {
        const answer = core.answer(req);
        if (!isBodyRoute(answer)) return answer;
        return answer.answer(req, { ok: true, text: body ?? '' });
      });
      const statuses = new Set(answers.map((a) => a.status));
      // The cases reach the kinds they name: hits, 202, 204, 304, 400, 404, 405, 406, 422.
      for (const s of [200, 202, 204, 304, 400, 404, 405, 406, 422]) expect(statuses).toContain(s);
      for (const [i, a] of answers.entries())
        expect(haveSameMap(a, reference), `${cases[i]?.[0].method} ${cases[i]?.[0].target}`).toBe(true);
      // Under Node every body is a Buffer (or text, or none): Node would wrap any other Uint8Array on each write.
      for (const [i, a] of answers.entries()) {
        const bytes = isSplitBody(a.body) ? a.body[1] : a.body;
        if (bytes instanceof Uint8Array) expect(Buffer.isBuffer(bytes), cases[i]?.[0].target).toBe(true);
      }
      // A kept MCP result goes out as its head and its kept bytes, never copied per answer.
      expect(answers.filter((a) => isSplitBody(a.body)).length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.body instanceof Uint8Array).length).toBeGreaterThan(10);
      // The check tells shapes apart: the same members in another order are another map.
      const { status, headers, body, headerList, facts } = reference;
      expect(haveSameMap({ headers, status, body, headerList, facts }, reference)).toBe(false);
    });
  }
});
