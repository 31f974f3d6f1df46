// Hand-offs: GET /go/{action}[/{via}] redirects to the owner's link and nowhere else; the pages' buttons go
// through it; the agent surfaces keep the exact links unless the owner opts in per action.
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../src/content/load-site.js';
import { parseSite } from '../src/content/parse-site.js';
import type { Site } from '../src/content/site.js';
import { handoffUrl, listHandoffPaths } from '../src/domain/handoff.js';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { buildWebMcpScript } from '../src/render/html/scripts/webmcp-script.js';
import { buildViewConfig } from '../src/render/mcp-app/view-page.js';
import { postMcp } from './helpers/mcp-request.js';
import { createTestApp, FIXTURE_CONTENT, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const { checkout, booking } = site.identity.links;

/** The fixture with the checkout opted into /go/ links and attribution; the call and e-mail left as they are. */
function optedIn(): Site {
  const files = readContentFiles(FIXTURE_CONTENT);
  const offer = String(files['offer.yaml']).replace(
    '    method: stripe\n',
    '    method: stripe\n    handoff:\n      route: true\n      attribution: true\n',
  );
  expect(offer).toContain('route: true');
  return parseSite({ ...files, 'offer.yaml': offer }, TEST_BASE_URL);
}

const logged = (site: Site) => {
  const lines: string[] = [];
  return { lines, door: createFetchDoor(site, { logRequest: (line) => lines.push(line) }) };
};

describe('GET /go/{action}', () => {
  it("answers 303 to the owner's link, no-store, with no body; HEAD the same", async () => {
    const expected = {
      '/go/checkout': checkout,
      '/go/call': booking,
      '/go/email': `mailto:${site.identity.email}`,
    };
    for (const [path, location] of Object.entries(expected)) {
      for (const method of ['GET', 'HEAD']) {
        const res = await app.request(path, { method, redirect: 'manual' });
        expect(res.status, `${method} ${path}`).toBe(303);
        expect(res.headers.get('location')).toBe(location);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await res.text()).toBe('');
      }
    }
  });

  it('takes nothing else from the request: a query, a Host or a Referer never changes where it leads', async () => {
    const res = await app.request('https://evil.example/go/checkout?to=https://evil.example&url=//evil', {
      redirect: 'manual',
      headers: { referer: 'https://evil.example/', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(checkout);
    // A percent-encoded spelling of the same path is the same hand-off.
    const encoded = await app.request('/go/%63heckout', { redirect: 'manual' });
    expect(encoded.headers.get('location')).toBe(checkout);
  });

  it('an unknown action or surface is the normal 404; another method is a 405', async () => {
    const unknown = await app.request('/no-such-page', { headers: { accept: 'application/json' } });
    for (const path of ['/go/refund', '/go/checkout/evil', '/go/checkout/', '/go/', '/go/Checkout']) {
      const res = await app.request(path, { headers: { accept: 'application/json' }, redirect: 'manual' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    }
    const post = await app.request('/go/checkout', { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('logs {action, via} for every hand-off, from the path alone', async () => {
    const { lines, door } = logged(site);
    for (const { path } of listHandoffPaths()) await door.request(path, { redirect: 'manual' });
    const handoffs = lines.map((l) => JSON.parse(l).handoff);
    expect(handoffs).toEqual(listHandoffPaths().map(({ action, via }) => ({ action, via })));
  });
});

describe('which link each surface gives', () => {
  it("the pages' buttons go through /go/; the API, MCP, llms.txt and agents.md keep the exact links", async () => {
    const home = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    expect(home).toContain('href="/go/checkout" data-action="checkout"');
    expect(home).not.toContain(`href="${checkout}" data-action`);
    const offer = (await (await app.request('/api/offer')).json()) as {
      actions: Record<string, { url: string }>;
    };
    expect(offer.actions.checkout?.url).toBe(checkout);
    expect(offer.actions.call?.url).toBe(booking);
    const mcp = await (await postMcp(app, 'tools/call', { name: 'get_offer', arguments: {} })).json();
    expect(mcp.result.structuredContent.actions.checkout.url).toBe(checkout);
    for (const file of ['/llms-full.txt', '/agents.md']) {
      const text = await (await app.request(file)).text();
      expect(text, file).toContain(checkout);
      expect(text, file).not.toContain('/go/');
    }
    // The MCP App view is the site's own button in a chat: it goes through /go/ as chat-view.
    const view = buildViewConfig(site, 'offer');
    expect(view.actions.find((a) => a.key === 'checkout')?.url).toBe(
      `${TEST_BASE_URL}/go/checkout/chat-view`,
    );
    expect(buildWebMcpScript(site)).not.toContain('LINKS');
  });

  it('an opted-in action gives each agent surface its own /go/ link, which adds attribution', async () => {
    const opted = optedIn();
    const door = createTestApp(opted);
    const go = (via: string) => `${TEST_BASE_URL}/go/checkout/${via}`;
    const offer = (await (await door.request('/api/offer')).json()) as {
      actions: Record<string, { url: string }>;
    };
    expect(offer.actions.checkout?.url).toBe(go('api'));
    expect(offer.actions.call?.url).toBe(booking);
    const mcp = await (await postMcp(door, 'tools/call', { name: 'get_offer', arguments: {} })).json();
    expect(mcp.result.structuredContent.actions.checkout.url).toBe(go('mcp'));
    for (const file of ['/llms-full.txt', '/agents.md']) {
      expect(await (await door.request(file)).text(), file).toContain(go('llms'));
    }
    // A strong fit's recommendation names the checkout: through /go/ with the surface that gave it.
    const strong = { annualRevenue: 2_000_000, founderLed: true, role: 'coach', priorPositioningWork: true };
    const api = await door.request('/api/fit', { method: 'POST', body: JSON.stringify(strong) });
    expect(((await api.json()) as { recommendation: string }).recommendation).toContain(go('api'));
    const webmcp = await door.request('/api/fit', {
      method: 'POST',
      body: JSON.stringify(strong),
      headers: { 'x-offer-surface': 'webmcp' },
    });
    expect(((await webmcp.json()) as { recommendation: string }).recommendation).toContain(go('webmcp'));
    const fit = await (await postMcp(door, 'tools/call', { name: 'check_fit', arguments: strong })).json();
    expect(fit.result.structuredContent.recommendation).toContain(go('mcp'));
    // The WebMCP tools read GET /api/offer, one file for every caller: the script swaps the API's link for its own.
    expect(buildWebMcpScript(opted)).toContain(JSON.stringify({ [go('api')]: go('webmcp') }));
    // Where it leads: the owner's link with utm_* and Stripe's client_reference_id; the call is untouched.
    const res = await door.request('/go/checkout/mcp', { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(checkout);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      utm_source: 'offer.example.com',
      utm_medium: 'mcp',
      utm_campaign: opted.offer.id,
      client_reference_id: 'mcp',
    });
    expect((await door.request('/go/call/mcp', { redirect: 'manual' })).headers.get('location')).toBe(
      booking,
    );
    expect(handoffUrl(opted, 'checkout', 'web')).toBe('/go/checkout');
  });
});
