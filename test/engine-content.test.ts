// site.yaml `engine` and `license`: the private engine's facts written once, validated with clear messages,
// and the same facts on the developers page, agents.md and the api-catalog of both fixtures.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { renderAgentsMd } from '../src/render/agent-files/agents-md.js';
import { buildApiCatalog } from '../src/render/agent-files/api-catalog.js';
import { renderRobotsTxt } from '../src/render/agent-files/robots.js';
import { renderEngineBlock } from '../src/render/markdown/engine-block.js';
import { renderPageMarkdown } from '../src/render/markdown/page.js';
import { copyContent, editYaml, loadError } from './helpers/content-copy.js';
import { requireEngine } from './helpers/engine.js';
import { ALT_FIXTURE_CONTENT, FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const messages = (dir: string) => loadError(dir).problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
type Engine = Record<string, unknown>;
const editEngine = (dir: string, change: (engine: Engine) => void) =>
  editYaml(dir, 'site.yaml', (d) => change(d.engine as Engine));

describe('engine in site.yaml', () => {
  it('expands {brand} in method names, drops a trailing slash from the URL, and fills defaults', () => {
    const alt = loadSampleSite(undefined, ALT_FIXTURE_CONTENT);
    const engine = requireEngine(alt);
    expect(engine.url).not.toMatch(/\/$/);
    expect(engine.mcpUrl).toBe(`${engine.url}/mcp`);
    expect(engine.healthUrl).toBe(`${engine.url}/health`);
    expect(engine.methods.map((m) => m.name)).toContain(`${engine.brand}_fee_check`);
    expect(engine.methods.some((m) => m.name.includes('{'))).toBe(false);
    // Not written in the alt site.yaml: the contract's defaults.
    expect(engine.watermarked).toBe(true);
    expect(engine.returnsMethodology).toBe(false);
    const main = requireEngine(loadSampleSite());
    expect(main.accessEmail).toBe(loadSampleSite().identity.email);
    expect(main.methods.filter((m) => m.name.startsWith(`${main.brand}_`))).toHaveLength(2);
  });

  it('names each problem: a placeholder without a brand, an unknown placeholder, a bad or repeated name', () => {
    const dir = copyContent();
    editEngine(dir, (e) => {
      delete e.brand;
      e.methods = ['{brand}_voice_match', '{studio}_x', 'Voice Match', 'pr_booking', { name: 'pr_booking' }];
    });
    const found = messages(dir);
    expect(found).toContainEqual('site.yaml: engine.methods.0: uses {brand}, but engine.brand is not set');
    expect(found).toContainEqual(
      'site.yaml: engine.methods.1: unknown placeholder {studio}; only {brand} is known',
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^site\.yaml: engine\.methods\.2: "Voice Match" must be snake_case/),
    );
    expect(found).toContainEqual('site.yaml: engine.methods.4: "pr_booking" is listed twice');
  });

  it('requires a stated includedWithOffer and a brand that is one lower-case word', () => {
    const dir = copyContent();
    editEngine(dir, (e) => {
      delete e.includedWithOffer;
      e.brand = 'Halden Studio';
    });
    const found = messages(dir);
    expect(found).toContainEqual(
      'site.yaml: engine.includedWithOffer: say whether buying the offer includes engine access (true or false)',
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^site\.yaml: engine\.brand: must be one lower-case word/),
    );
  });

  it('refuses an engine without methods', () => {
    const dir = copyContent();
    editEngine(dir, (e) => {
      e.methods = [];
    });
    expect(messages(dir)).toContainEqual('site.yaml: engine.methods: list the methods the engine offers');
  });
});

describe('the engine boundary on every surface', () => {
  it.each([
    ['main fixture', FIXTURE_CONTENT],
    ['second owner', ALT_FIXTURE_CONTENT],
  ])(
    '%s: the developers page (through {{engine}}), agents.md and the api-catalog state the same facts',
    (_n, dir) => {
      const site = loadSampleSite(undefined, dir);
      const engine = requireEngine(site);
      const block = renderEngineBlock(site);
      for (const fact of [
        `POST ${engine.mcpUrl}`,
        `GET ${engine.healthUrl}`,
        'Authorization: Bearer <API_KEY>',
        '`401`',
        '`{"ok": true}`',
        `[${engine.accessEmail}](mailto:${engine.accessEmail})`,
        'naming the workspace you want to connect',
        engine.usageLogged ? 'logged per client' : 'not logged',
        engine.watermarked ? 'watermarked for the client' : 'not watermarked',
        'the methodology itself is never returned',
        `Buying ${site.offer.name} ${engine.includedWithOffer ? 'includes' : 'does not include'} access to the engine.`,
        'never calls, proxies or imitates it',
        ...engine.methods.map((m) => `\`${m.name}\``),
      ]) {
        expect(block, fact).toContain(fact);
      }
      const developers = site.pages.find((p) => /\{\{\s*engine\s*\}\}/.test(p.body));
      expect(developers && renderPageMarkdown(site, developers)).toContain(block);
      expect(renderAgentsMd(site)).toContain(block);
      const entry = buildApiCatalog(site).linkset.find((c) => c.anchor === engine.mcpUrl);
      expect(entry?.status).toEqual([expect.objectContaining({ href: engine.healthUrl })]);
    },
  );

  it('lists methods with descriptions as a table, and bare names inline', () => {
    const main = renderEngineBlock(loadSampleSite());
    expect(main).toMatch(/\n\| Method \| What it does \|\n\|---\|---\|\n\| `jtbd_interview` \| /);
    const alt = renderEngineBlock(loadSampleSite(undefined, ALT_FIXTURE_CONTENT));
    expect(alt).not.toContain('| Method |');
    expect(alt).toMatch(
      /- \*\*Methods \(3\):\*\* `value_map`, `price_ladder`, `brightwater_fee_check`; the ones starting with `brightwater_` carry the brand word/,
    );
  });
});

describe('license in site.yaml', () => {
  it('takes a name with an SPDX identifier or a URL, never both, and robots.txt states it', () => {
    const both = copyContent();
    editYaml(both, 'site.yaml', (d) => {
      d.license = {
        name: 'CC BY 4.0',
        identifier: 'CC-BY-4.0',
        url: 'https://creativecommons.org/licenses/by/4.0/',
      };
    });
    expect(messages(both)).toContainEqual(
      'site.yaml: license: give either identifier (SPDX, such as CC-BY-4.0) or url, not both and not neither',
    );
    const good = copyContent();
    editYaml(good, 'site.yaml', (d) => {
      d.license = { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' };
    });
    const site = loadSite(good, 'https://offer.example.com');
    expect(renderRobotsTxt(site)).toContain('# Content licence: CC BY 4.0 (CC-BY-4.0).');
    expect(renderRobotsTxt(loadSampleSite())).toContain(
      '# No licence is granted for this content (all rights reserved)',
    );
  });
});
