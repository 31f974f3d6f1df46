// The agent surfaces speak the site's language: on the German fixture no English word of the built-in
// defaults shows in agents.md, llms.txt, the skills, robots.txt, the MCP descriptions or the OpenAPI prose.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { DE_WORDS, EN_WORDS, listWordKeys, type WordTree } from '../src/content/words/defaults.js';
import { buildOpenApi } from '../src/render/openapi/document.js';
import { buildSkills } from '../src/render/skills/skills-index.js';
import { postMcp } from './helpers/mcp-request.js';
import { createTestApp, DE_FIXTURE_CONTENT, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSite(DE_FIXTURE_CONTENT, TEST_BASE_URL);
const app = createTestApp(site);

/** Lower-case words of prose: placeholders, code spans, fenced code, addresses and e-mails left out. */
function wordsOf(text: string): string[] {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\{?[^}]*\}?\}/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<https?:[^>]*>/g, ' ')
    .replace(/\b(https?:\/\/|mailto:)\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    // Paths, and names that are identifiers (skill and tool names, e-mail): the contract's, not prose.
    .replace(/\S*\/\S*/g, ' ')
    .replace(/\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b/g, ' ');
  return (plain.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
}

const textsOf = (words: object) => listWordKeys(words as WordTree).map(([, text]) => text);
const german = new Set(textsOf(DE_WORDS).flatMap(wordsOf));
/** English words of the agent defaults that no German default uses: the test fails when one shows. */
const ENGLISH = new Set(
  textsOf(EN_WORDS.agents)
    .flatMap(wordsOf)
    .filter((w) => w.length > 1 && !german.has(w)),
);

/** The content's slugs are names, not prose (every site has an `index`). */
const slugs = new Set(site.pages.map((p) => p.slug));
const englishIn = (text: string) => [
  ...new Set(wordsOf(text).filter((w) => ENGLISH.has(w) && !slugs.has(w))),
];

/** The prose of an OpenAPI document or MCP list: every description, summary and title, nothing else. */
function proseOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(proseOf);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    ['description', 'summary', 'title'].includes(key) && typeof value === 'string' ? [value] : proseOf(value),
  );
}

async function rpc(method: string, params: object = {}) {
  const res = await postMcp(app, method, params);
  const text = await res.text();
  const json = /^data: (.*)$/m.exec(text)?.[1] ?? text;
  return JSON.parse(json).result;
}

describe('agent surfaces on the German fixture', () => {
  it('has English words to look for, and finds them in the English sample (the test can fail)', async () => {
    for (const word of ['the', 'instructions', 'endpoint', 'purchase', 'verdict'])
      expect(ENGLISH).toContain(word);
    const english = await createTestApp(loadSampleSite()).request('/agents.md');
    expect(englishIn(await english.text()).length).toBeGreaterThan(50);
  });

  it.each(['/agents.md', '/llms.txt', '/llms-full.txt'])('%s has no English default word', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(englishIn(await res.text())).toEqual([]);
  });

  it('robots.txt: its comments have no English default word (the directives are the protocol’s)', async () => {
    const text = await (await app.request('/robots.txt')).text();
    const comments = text.split('\n').filter((line) => line.startsWith('#'));
    expect(comments.length).toBeGreaterThan(5);
    expect(englishIn(comments.join('\n'))).toEqual([]);
  });

  it('agents.md uses the German headings and sends open questions to the contact page', async () => {
    const text = await (await app.request('/agents.md')).text();
    expect(text).toContain('## Die JSON-API aufrufen');
    expect(text).toContain('## Den MCP-Endpunkt nutzen');
    expect(text).toContain(`verweise auf die Kontaktseite (${TEST_BASE_URL}/kontakt)`);
  });

  it('every skill (front matter and body) has no English default word', () => {
    const skills = buildSkills(site);
    expect(skills).toHaveLength(2);
    for (const skill of skills) {
      const body = skill.markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(englishIn(`${skill.description}\n${body}`), skill.name).toEqual([]);
    }
  });

  it('the fit skill asks the site’s own questions and gives a role example from its roles', () => {
    const fit = buildSkills(site).find((s) => s.name.endsWith('-check-fit'))?.markdown ?? '';
    for (const c of site.criteria) expect(fit).toContain(c.question);
    expect(fit).not.toMatch(/executive coach/i);
  });

  it('MCP: instructions, tools, their input schemas, prompts and resources have no English default word', async () => {
    const init = await rpc('initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'test', version: '1' },
    });
    const lists = [
      init.instructions,
      init.serverInfo.description,
      ...proseOf((await rpc('tools/list')).tools),
      ...proseOf((await rpc('prompts/list')).prompts),
      ...proseOf((await rpc('resources/templates/list')).resourceTemplates),
    ];
    for (const name of ['check_my_fit', 'explain_offer', 'prepare_for_fit_call']) {
      const prompt = await rpc('prompts/get', { name, arguments: { role: 'Beraterin' } });
      for (const message of prompt.messages)
        if (message.content.type === 'text') lists.push(message.content.text);
    }
    expect(lists.length).toBeGreaterThan(15);
    for (const text of lists) expect(englishIn(text), text).toEqual([]);
  });

  it('the OpenAPI descriptions of operations, responses, tags and the FitRequest fields are German', () => {
    const doc = buildOpenApi(site);
    const { schemas, ...rest } = doc.components as { schemas: Record<string, unknown> };
    const prose = [...proseOf({ ...doc, components: rest }), ...proseOf(schemas.FitRequest)];
    expect(prose.length).toBeGreaterThan(40);
    for (const text of prose) expect(englishIn(text), text).toEqual([]);
  });
});
