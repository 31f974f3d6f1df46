// MCP Apps views (ui://) and skills over MCP (skill://) on the wire: listing, reading, digests, version gating.
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_PATHS } from '../src/domain/discovery.js';
import { listActions } from '../src/domain/offer.js';
import { buildViewShelf } from '../src/mcp/apps.js';
import { readViewScript } from '../src/render/mcp-app/view-script.js';
import { ALT_FIXTURE_CONTENT, createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const VIEWS = { get_offer: 'ui://offer/offer-view.html', check_fit: 'ui://offer/fit-view.html' };

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
};
let nextId = 1;
async function rpc(version: string, method: string, params: Record<string, unknown> = {}) {
  const modern = version === '2026-07-28';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': version,
  };
  if (modern) {
    headers['mcp-method'] = method;
    if (method === 'resources/read') headers['mcp-name'] = String(params.uri);
    if (method === 'tools/call') headers['mcp-name'] = String(params.name);
  }
  const body = { jsonrpc: '2.0', id: nextId++, method, params: modern ? { ...params, _meta: META } : params };
  const res = await app.request('/mcp', { method: 'POST', headers, body: JSON.stringify(body) });
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers of many shapes
  return (await res.json()) as { result?: any; error?: { code: number; message: string } };
}

interface Listed {
  uri: string;
  name: string;
  description?: string;
  mimeType: string;
  size?: number;
  _meta?: { ui?: Record<string, unknown> };
}

describe.each(['2025-06-18', '2025-11-25', '2026-07-28'])('MCP Apps under %s', (version) => {
  it('get_offer and check_fit name their view in _meta.ui.resourceUri; the other tools name none', async () => {
    const { tools } = (await rpc(version, 'tools/list')).result as {
      tools: { name: string; _meta?: unknown }[];
    };
    for (const tool of tools) {
      const uri = VIEWS[tool.name as keyof typeof VIEWS];
      expect(tool._meta, tool.name).toEqual(uri ? { ui: { resourceUri: uri } } : undefined);
    }
  });

  it('resources/list lists both views with the MCP App media type; resources/read returns each', async () => {
    const { resources } = (await rpc(version, 'resources/list')).result as { resources: Listed[] };
    const views = resources.filter((r) => r.uri.startsWith('ui://'));
    expect(views.map((r) => r.uri)).toEqual(Object.values(VIEWS));
    for (const view of views) {
      expect(view.mimeType).toBe(RESOURCE_MIME_TYPE);
      const read = (await rpc(version, 'resources/read', { uri: view.uri })).result;
      const [content] = read.contents;
      expect(content).toMatchObject({ uri: view.uri, mimeType: RESOURCE_MIME_TYPE });
      // ChatGPT's format for a view's dedicated origin: the site's host name under its sandbox domain.
      expect(content._meta).toEqual({
        ui: { csp: {}, prefersBorder: false, domain: 'offer-example-com.oaiusercontent.com' },
      });
      expect(view._meta).toEqual(content._meta);
      expect(new TextEncoder().encode(content.text).byteLength).toBe(view.size);
    }
  });

  it('tool results are what a client without MCP Apps got before: content and structuredContent only', async () => {
    const offer = (await rpc(version, 'tools/call', { name: 'get_offer', arguments: {} })).result;
    const keys = version === '2026-07-28' ? ['_meta', 'content', 'resultType', 'structuredContent'] : [];
    expect(Object.keys(offer).sort()).toEqual(keys.length ? keys : ['content', 'structuredContent']);
    if (version === '2026-07-28')
      expect(Object.keys(offer._meta)).toEqual(['io.modelcontextprotocol/serverInfo']);
  });
});

describe('MCP Apps before 2025-06-18 (no structuredContent to render)', () => {
  it('no view is named, listed or declared', async () => {
    const init = await rpc('2025-03-26', 'initialize', {
      protocolVersion: '2025-03-26',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    expect(init.result.capabilities.extensions).toBeUndefined();
    const { tools } = (await rpc('2025-03-26', 'tools/list')).result as { tools: object[] };
    expect(tools.every((t) => !('_meta' in t))).toBe(true);
    const { resources } = (await rpc('2025-03-26', 'resources/list')).result as { resources: Listed[] };
    expect(resources.some((r) => !r.uri.startsWith('https://'))).toBe(false);
  });
});

describe('the view documents', () => {
  const read = async (uri: string) =>
    (await rpc('2025-11-25', 'resources/read', { uri })).result.contents[0].text as string;

  it('are self-contained: inline style and the bundled script, nothing fetched from anywhere', async () => {
    for (const uri of Object.values(VIEWS)) {
      const html = await read(uri);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      // The bundle once, whole and last; the browser test checks that it requests nothing either.
      const scriptAt = html.indexOf(`<script>${readViewScript()}</script>`);
      expect(scriptAt).toBeGreaterThan(0);
      const markup = html.slice(0, scriptAt);
      expect(markup).toContain('<style>');
      expect(markup.match(/<\/script>/g)).toHaveLength(1);
      expect(/<(?:link|img|iframe)\b|\s(?:src|href)=|@import|url\(/i.test(markup)).toBe(false);
      // The owner's theme: the accent colour of the fixture's theme.yaml.
      expect(html).toContain(site.theme.palette.accent);
    }
  });

  it('are valid HTML (html-validate, the project config)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const uri of Object.values(VIEWS)) {
      const report = await validator.validateString(await read(uri), uri);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });

  it("carry the owner's actions and the view's labels in their config", async () => {
    for (const [tool, uri] of Object.entries(VIEWS)) {
      const html = await read(uri);
      const json = /<script type="application\/json" id="mcp-view-config">(.*?)<\/script>/s.exec(html)?.[1];
      const config = JSON.parse(json ?? 'null');
      expect(config.view).toBe(tool === 'get_offer' ? 'offer' : 'fit');
      expect(config.actions).toEqual(
        listActions(site, 'chat-view').map(({ key, name, url }) => ({ key, name, url })),
      );
      expect(config.words.verdicts['strong-fit']).toBe('Strong fit');
    }
  });

  it('are listed with the byte size of what their first read returns, made once', () => {
    const shelf = buildViewShelf(site);
    for (const [uri, read] of shelf.reads) {
      const text = (read().contents[0] as { text: string }).text;
      expect(shelf.list.find((r) => r.uri === uri)?.size).toBe(new TextEncoder().encode(text).byteLength);
      expect(read()).toBe(read());
    }
    expect(shelf.reads.map(([uri]) => uri)).toEqual(Object.values(VIEWS));
  });

  it("take a second owner's theme, offer and actions", () => {
    const alt = loadSampleSite(TEST_BASE_URL, ALT_FIXTURE_CONTENT);
    expect(alt.theme.palette.accent).not.toBe(site.theme.palette.accent);
    for (const [, read] of buildViewShelf(alt).reads) {
      const text = (read().contents[0] as { text: string }).text;
      expect(text).toContain(alt.theme.palette.accent);
      for (const action of listActions(alt, 'chat-view'))
        expect(text).toContain(JSON.stringify(action.url).slice(1, -1));
      expect(text).not.toContain(site.offer.name);
    }
  });
});

describe('skills over MCP (SEP-2640)', () => {
  const wellKnown = async () =>
    (await (await app.request(DISCOVERY_PATHS.skillsIndex)).json()) as {
      skills: { name: string; url: string; digest: string; description: string }[];
    };

  it('skills/list has every published skill with the digest and size of the bytes /.well-known serves', async () => {
    const index = await wellKnown();
    const { skills } = (await rpc('2025-11-25', 'skills/list')).result as {
      skills: {
        uri: string;
        frontmatter: object;
        resources: { uri: string; digest: string; size: number }[];
      }[];
    };
    expect(skills.map((s) => s.uri)).toEqual(index.skills.map((s) => `skill://${s.name}/SKILL.md`));
    for (const [i, entry] of skills.entries()) {
      const published = index.skills[i] as (typeof index.skills)[number];
      const bytes = new Uint8Array(await (await app.request(new URL(published.url).pathname)).arrayBuffer());
      expect(entry.frontmatter).toEqual({ name: published.name, description: published.description });
      expect(entry.resources).toEqual([{ uri: entry.uri, digest: published.digest, size: bytes.byteLength }]);
      const read = (await rpc('2025-11-25', 'resources/read', { uri: entry.uri })).result;
      expect(read.contents).toEqual([
        { uri: entry.uri, mimeType: 'text/markdown', text: new TextDecoder().decode(bytes) },
      ]);
      expect((await rpc('2025-11-25', 'skills/get', { uri: entry.uri })).result).toEqual({
        skill: entry,
        ttlMs: 3_600_000,
        cacheScope: 'public',
      });
    }
  });

  it('skills/get and resources/directory/read refuse a URI that is not ours with -32602', async () => {
    for (const method of ['skills/get', 'resources/directory/read']) {
      const answer = await rpc('2025-11-25', method, { uri: 'skill://nobody/SKILL.md' });
      expect(answer.error?.code, method).toBe(-32602);
    }
  });

  it('resources/directory/read lists a skill directory; the skill is listed as a resource too', async () => {
    const { skills } = (await rpc('2025-11-25', 'skills/list')).result as { skills: { uri: string }[] };
    const { resources } = (await rpc('2025-11-25', 'resources/list')).result as { resources: Listed[] };
    for (const { uri } of skills) {
      const dir = uri.slice(0, -'/SKILL.md'.length);
      const answer = (await rpc('2025-11-25', 'resources/directory/read', { uri: dir })).result;
      expect(answer.resources.map((r: Listed) => [r.uri, r.mimeType])).toEqual([[uri, 'text/markdown']]);
      const listed = resources.find((r) => r.uri === uri);
      expect(listed?.name).toBe(uri.split('/')[2]);
    }
  });

  // The stable spec (decision of 2026-09-08): both results are CacheableResults wherever the extension is declared.
  it.each(['2025-06-18', '2025-11-25', '2026-07-28'])(
    'under %s skills/list and skills/get carry ttlMs and cacheScope; skills/get answers every listed skill',
    async (version) => {
      const list = (await rpc(version, 'skills/list')).result;
      expect(list).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
      expect(list.skills.length).toBeGreaterThan(0);
      for (const skill of list.skills) {
        const get = (await rpc(version, 'skills/get', { uri: skill.uri })).result;
        expect(get).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public', skill });
        expect(get.nextCursor).toBeUndefined();
      }
      const init = version === '2026-07-28' ? 'server/discover' : 'initialize';
      const { capabilities } = (await rpc(version, init, { protocolVersion: version })).result;
      expect(capabilities.extensions['io.modelcontextprotocol/skills']).toEqual({ directoryRead: true });
      expect(capabilities.resources).toBeDefined();
    },
  );

  it.each(['2024-11-05', '2025-03-26'])(
    'under %s, where the extension is not declared, its methods are unknown (-32601)',
    async (version) => {
      const { capabilities } = (await rpc(version, 'initialize', { protocolVersion: version })).result;
      expect(capabilities.extensions).toBeUndefined();
      for (const [method, params] of [
        ['skills/list', {}],
        ['skills/get', { uri: 'skill://x/SKILL.md' }],
        ['resources/directory/read', { uri: 'skill://x' }],
      ] as const) {
        const answer = await rpc(version, method, params);
        expect(answer.error?.code, method).toBe(-32601);
        expect(answer.error?.message.split('Supported:')[1], method).not.toContain('skills/');
      }
    },
  );
});
