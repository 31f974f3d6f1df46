// DNS-rebinding protection on /mcp: a loopback BASE_URL refuses other Hosts and Origins on the fetch door; public
// does not. The Node server's answers to the same cases: mcp-origin-node.test.ts.
import { describe, expect, it } from 'vitest';
import { accepted, BODY, HEADERS, refusals } from './helpers/mcp-origin-cases.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

describe('loopback BASE_URL, app.request()', () => {
  const app = createTestApp(loadSampleSite('http://127.0.0.1:3000'));
  it.each(refusals)('%s: 403', async (_name, headersAt) => {
    const headers = headersAt(3000);
    const url = headers.host ? `http://${headers.host}/mcp` : 'http://127.0.0.1:3000/mcp';
    const { host: _h, ...rest } = headers;
    const res = await app.request(url, { method: 'POST', headers: { ...HEADERS, ...rest }, body: BODY });
    expect(res.status).toBe(403);
  });
  it.each(accepted)('%s: answered', async (_name, headers) => {
    const res = await app.request('http://127.0.0.1:3000/mcp', {
      method: 'POST',
      headers: { ...HEADERS, ...headers(3000) },
      body: BODY,
    });
    expect(res.status).toBe(200);
  });
});

describe('public BASE_URL', () => {
  const app = createTestApp(loadSampleSite('https://offer.example.com'));
  it.each([...refusals, ...accepted])('%s: answered, the endpoint is public', async (_name, headersAt) => {
    const headers = headersAt(3000);
    const { host: _h, ...rest } = headers;
    const url = headers.host ? `http://${headers.host}/mcp` : 'https://offer.example.com/mcp';
    const res = await app.request(url, { method: 'POST', headers: { ...HEADERS, ...rest }, body: BODY });
    expect(res.status).toBe(200);
  });
});

describe('BASE_URL under .localhost (app.localhost)', () => {
  const app = createTestApp(loadSampleSite('http://app.localhost:3000'));
  const send = (host: string, origin?: string) =>
    app.request(`http://${host}/mcp`, {
      method: 'POST',
      headers: { ...HEADERS, ...(origin ? { origin } : {}) },
      body: BODY,
    });
  it('its own name is loopback: Host and Origin app.localhost:3000 are answered', async () => {
    expect((await send('app.localhost:3000', 'http://app.localhost:3000')).status).toBe(200);
  });
  it('another name under .localhost is not: 403', async () => {
    expect((await send('evil.localhost:3000')).status).toBe(403);
    expect((await send('app.localhost:3000', 'http://evil.localhost:3000')).status).toBe(403);
  });
});
