// The official MCP registry: server.json from content against the registry's own schema, and the domain proof.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { buildRegistryServerJson, REGISTRY_AUTH_PATH } from '../src/mcp/registry.js';
import { copyContent, editYaml, loadError } from './helpers/content-copy.js';
import { ALT_FIXTURE_CONTENT, createTestApp, DE_FIXTURE_CONTENT, FIXTURE_CONTENT } from './helpers/site.js';

/**
 * test/fixtures/mcp-registry-server.schema.json is docs/reference/server-json/draft/server.schema.json of
 * modelcontextprotocol/registry (MIT) at commit 13760d0, as published there: the 2025-12-11 format plus two
 * optional additions server.json does not use (post-install steps on packages, a template variable at the
 * start of a remote URL). Data only, unchanged.
 */
const schema = JSON.parse(readFileSync('test/fixtures/mcp-registry-server.schema.json', 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(schema);

/** An Ed25519 public key as the registry's openssl recipe prints it (32 bytes, base64). */
const PUBLIC_KEY = Buffer.alloc(32, 7).toString('base64');

describe('server.json for the official MCP registry', () => {
  it.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT])(
    'validates against the registry schema for %s, named under the owner’s domain',
    (dir) => {
      const site = loadSite(dir, 'https://www.owner-domain.example');
      const serverJson = buildRegistryServerJson(site);
      expect(validate(serverJson), JSON.stringify(validate.errors)).toBe(true);
      expect(serverJson.name).toBe('example.owner-domain.www/offer');
      expect(serverJson.description.length).toBeLessThanOrEqual(100);
      expect(serverJson.remotes).toEqual([
        { type: 'streamable-http', url: 'https://www.owner-domain.example/mcp' },
      ]);
    },
  );

  it('the schema is the registry’s: it refuses a description over 100 characters and a name without a slash', () => {
    const good = buildRegistryServerJson(loadSite(FIXTURE_CONTENT, 'https://www.owner-domain.example'));
    expect(validate({ ...good, description: 'x'.repeat(101) })).toBe(false);
    expect(validate({ ...good, name: 'example.owner-domain.www' })).toBe(false);
  });
});

describe(REGISTRY_AUTH_PATH, () => {
  it('serves the proof record when site.yaml sets the public key, and nothing when it does not', async () => {
    const plain = createTestApp(loadSite(FIXTURE_CONTENT, 'https://www.owner-domain.example'));
    expect((await plain.request(REGISTRY_AUTH_PATH)).status).toBe(404);
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (site) => {
      site.mcpRegistry = { publicKey: PUBLIC_KEY };
    });
    const app = createTestApp(loadSite(dir, 'https://www.owner-domain.example'));
    const res = await app.request(REGISTRY_AUTH_PATH, { headers: { accept: 'text/plain' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await res.text()).trim()).toBe(`v=MCPv1; k=ed25519; p=${PUBLIC_KEY}`);
  });

  it('refuses a key of the wrong length for its algorithm, naming the field', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (site) => {
      site.mcpRegistry = { algorithm: 'ecdsap384', publicKey: PUBLIC_KEY };
    });
    expect(loadError(dir).message).toMatch(/mcpRegistry.*wrong length/s);
  });
});
