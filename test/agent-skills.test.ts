// Agent skills: the v0.2.0 discovery index, one SKILL.md per skill (agentskills.io front matter), digests of the bytes.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Site } from '../src/content/site.js';
import { DISCOVERY_PATHS, notApplicable } from '../src/domain/discovery.js';
import { listActions } from '../src/domain/offer.js';
import { pagePath } from '../src/domain/pages.js';
import { composeSkill, skillPrefix } from '../src/render/skills/skill-file.js';
import { SKILLS_INDEX_SCHEMA } from '../src/render/skills/skills-index.js';
import { copyContent, editYaml } from './helpers/content-copy.js';
import { ALT_FIXTURE_CONTENT, createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

interface IndexEntry {
  name: string;
  type: string;
  description: string;
  url: string;
  digest: string;
}

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readIndex(site: Site) {
  const app = createTestApp(site);
  const res = await app.request(DISCOVERY_PATHS.skillsIndex);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const index = (await res.json()) as { $schema: string; skills: IndexEntry[] };
  return { app, index };
}

/** The SKILL.md's front matter and body, split the way a skills client splits them. */
function splitSkill(text: string): { front: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  expect(match, 'SKILL.md starts with YAML front matter').not.toBeNull();
  return { front: parse(match?.[1] ?? '') as Record<string, unknown>, body: match?.[2] ?? '' };
}

describe.each([
  ['the main fixture', () => loadSampleSite()],
  ["a second owner's content", () => loadSampleSite(TEST_BASE_URL, ALT_FIXTURE_CONTENT)],
])('agent skills of %s', (_, load) => {
  const site = load();

  it('the index is the v0.2.0 shape: $schema and skill-md entries with absolute URLs and sha256 digests', async () => {
    const { index } = await readIndex(site);
    expect(index.$schema).toBe(SKILLS_INDEX_SCHEMA);
    expect(index.skills.length).toBeGreaterThanOrEqual(2);
    expect(new Set(index.skills.map((s) => s.name)).size).toBe(index.skills.length);
    for (const entry of index.skills) {
      expect(Object.keys(entry).sort()).toEqual(['description', 'digest', 'name', 'type', 'url']);
      expect(entry.name).toMatch(NAME);
      expect(entry.name.length).toBeLessThanOrEqual(64);
      expect(entry.name.startsWith(`${skillPrefix(site)}-`)).toBe(true);
      expect(entry.type).toBe('skill-md');
      expect(entry.description.length).toBeGreaterThan(0);
      expect(entry.description.length).toBeLessThanOrEqual(1024);
      expect(entry.url).toBe(`${TEST_BASE_URL}/.well-known/agent-skills/${entry.name}/SKILL.md`);
      expect(entry.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    }
  });

  it('every SKILL.md is text/markdown, its digest names its bytes in every content-coding, and HEAD agrees', async () => {
    const { app, index } = await readIndex(site);
    for (const entry of index.skills) {
      const path = new URL(entry.url).pathname;
      const plain = await app.request(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(plain.headers.get('access-control-allow-origin')).toBe('*');
      expect(plain.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const bytes = new Uint8Array(await plain.arrayBuffer());
      expect(`sha256:${sha256(bytes)}`, path).toBe(entry.digest);
      for (const [coding, unpack] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        const packed = await app.request(path, { headers: { 'accept-encoding': coding } });
        const raw = new Uint8Array(await packed.arrayBuffer());
        const body = packed.headers.get('content-encoding') === coding ? unpack(raw) : raw;
        expect(`sha256:${sha256(body)}`, `${path} (${coding})`).toBe(entry.digest);
      }
      const head = await app.request(path, { method: 'HEAD' });
      expect([head.status, head.headers.get('etag')]).toEqual([200, plain.headers.get('etag')]);
    }
  });

  it('front matter: name equal to the index and the folder, description equal to the index, nothing else', async () => {
    const { app, index } = await readIndex(site);
    for (const entry of index.skills) {
      const { front, body } = splitSkill(await (await app.request(new URL(entry.url).pathname)).text());
      expect(front).toEqual({ name: entry.name, description: entry.description });
      expect(body).toMatch(/^\n# \S/);
    }
  });

  it('the fit skill carries the API and MCP calls, the published rules, the disclaimer and the action links', async () => {
    const { app, index } = await readIndex(site);
    const entry = index.skills.find((s) => s.name.endsWith('-check-fit'));
    const text = await (await app.request(new URL(entry?.url ?? '').pathname)).text();
    expect(text).toContain(`POST ${TEST_BASE_URL}/api/fit`);
    expect(text).toContain('`check_fit`');
    expect(text).toContain(`${TEST_BASE_URL}/mcp`);
    expect(text).toContain(site.offer.fitDisclaimer);
    for (const c of site.criteria) expect(text).toContain(c.text);
    for (const a of listActions(site, 'llms')) expect(text).toContain(a.url);
    expect(text).toMatch(/never try to buy through the API/i);
  });

  it('the read-and-cite skill points to llms.txt, every Markdown twin and the pages API', async () => {
    const { app, index } = await readIndex(site);
    const entry = index.skills.find((s) => s.name.endsWith('-read-and-cite'));
    const text = await (await app.request(new URL(entry?.url ?? '').pathname)).text();
    expect(text).toContain(`${TEST_BASE_URL}/llms.txt`);
    expect(text).toContain(`${TEST_BASE_URL}/api/pages`);
    for (const page of site.pages) {
      expect(text).toContain(`${TEST_BASE_URL}/${page.slug}.md`);
      expect(text).toContain(`${TEST_BASE_URL}${pagePath(page.slug)}`);
    }
  });
});

describe.each([
  ['the main fixture', () => loadSampleSite()],
  ["a second owner's content", () => loadSampleSite(TEST_BASE_URL, ALT_FIXTURE_CONTENT)],
])('the skills are listed for %s', (_, load) => {
  const site = load();

  it('in llms.txt (each SKILL.md and the index), agents.md (with what does not apply) and the api-catalog', async () => {
    const { app, index } = await readIndex(site);
    const text = async (path: string) => (await app.request(path)).text();
    const llms = await text('/llms.txt');
    const agents = await text('/agents.md');
    const catalog = JSON.parse(await text('/.well-known/api-catalog')) as {
      linkset: { anchor: string; 'service-doc'?: { href: string; type: string }[] }[];
    };
    expect(llms).toContain(`<${TEST_BASE_URL}${DISCOVERY_PATHS.skillsIndex}>`);
    expect(agents).toContain(`${TEST_BASE_URL}${DISCOVERY_PATHS.skillsIndex}`);
    for (const item of notApplicable(site)) expect(agents).toContain(item.what);
    const api = catalog.linkset.find((c) => c.anchor === TEST_BASE_URL);
    const mcp = catalog.linkset.find((c) => c.anchor === `${TEST_BASE_URL}/mcp`);
    for (const skill of index.skills) {
      expect(llms).toContain(`- [${skill.name}](${skill.url}): ${skill.description}`);
      expect(agents).toContain(skill.name);
      for (const context of [api, mcp]) {
        expect(context?.['service-doc']).toContainEqual(
          expect.objectContaining({ href: skill.url, type: 'text/markdown' }),
        );
      }
    }
  });
});

describe('skills follow the content', () => {
  it('an owner who edits the disclaimer gets a new SKILL.md and a digest that still matches it', async () => {
    const before = (await readIndex(loadSampleSite())).index;
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (offer) => {
      offer.fitDisclaimer = 'Indicative only: a person reads every enquiry.';
    });
    const { app, index } = await readIndex(loadSampleSite(TEST_BASE_URL, dir));
    const [fitBefore] = before.skills;
    const [fitAfter] = index.skills;
    expect(fitAfter?.digest).not.toBe(fitBefore?.digest);
    const bytes = new Uint8Array(
      await (await app.request(new URL(fitAfter?.url ?? '').pathname)).arrayBuffer(),
    );
    expect(new TextDecoder().decode(bytes)).toContain('Indicative only: a person reads every enquiry.');
    expect(`sha256:${sha256(bytes)}`).toBe(fitAfter?.digest);
  });

  it('names come from the short name; a name without Latin letters or digits falls back to "offer"', () => {
    const site = loadSampleSite();
    const named = (shortName: string) => ({ ...site, identity: { ...site.identity, shortName } }) as Site;
    expect(skillPrefix(named('Café Ørsted & Co.'))).toBe('cafe-rsted-co');
    expect(skillPrefix(named('東京'))).toBe('offer');
    expect(skillPrefix(named(`${'a'.repeat(60)}-b`))).toMatch(/^a{40}$/);
  });

  it('refuses a name or description the agentskills.io spec would reject, at start-up', () => {
    expect(() => composeSkill('Bad-Name', 'x', '# x')).toThrow(/naming rules/);
    expect(() => composeSkill('bad--name', 'x', '# x')).toThrow(/naming rules/);
    expect(() => composeSkill('-bad', 'x', '# x')).toThrow(/naming rules/);
    expect(() => composeSkill('good-name', '', '# x')).toThrow(/1-1024/);
    expect(() => composeSkill('good-name', 'x'.repeat(1025), '# x')).toThrow(/1-1024/);
    const skill = composeSkill('good-name', 'Says: "hi" # not a comment', '# x');
    expect(splitSkill(skill.markdown).front).toEqual({
      name: 'good-name',
      description: 'Says: "hi" # not a comment',
    });
  });
});
