// MCP prompts and completions through app.request(): texts from prompts.yaml (or defaults), facts from the model.

import { describe, expect, it } from 'vitest';
import { ContentError } from '../src/content/errors.js';
import { readContentFiles } from '../src/content/load-site.js';
import { parseSite } from '../src/content/parse-site.js';
import { PROMPT_NAMES } from '../src/content/schemas/prompts-file.js';
import type { Site } from '../src/content/site.js';
import { EN_WORDS } from '../src/content/words/defaults.js';
import { buildOffer } from '../src/domain/offer.js';
import { createTestApp, FIXTURE_CONTENT, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const files = readContentFiles(FIXTURE_CONTENT);
const { 'prompts.yaml': _prompts, ...withoutPrompts } = files;
const bare = parseSite(withoutPrompts, TEST_BASE_URL);

let nextId = 1;
async function rpc(
  app: ReturnType<typeof createTestApp>,
  method: string,
  params: unknown,
  version = '2025-11-25',
) {
  const res = await app.request('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': version,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are walked dynamically; the assertions check their shape.
  return (await res.json()) as { result?: any; error?: { code: number; message: string } };
}
const textOf = (result: { messages: { content: { type: string; text?: string } }[] }) =>
  result.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');

describe.each([
  ['prompts.yaml', site],
  ['the generic defaults', bare],
])('prompts with %s', (_from, s: Site) => {
  const app = createTestApp(s);
  const offer = buildOffer(s);

  it('lists the three prompts with titles, descriptions and an optional role argument', async () => {
    const { result } = await rpc(app, 'prompts/list', {});
    expect(result.prompts.map((p: { name: string }) => p.name)).toEqual([...PROMPT_NAMES]);
    for (const p of result.prompts) {
      expect(p.title).toBe(s.prompts[p.name as (typeof PROMPT_NAMES)[number]].title);
      expect(p.description).not.toContain('{{');
      expect(p.description).toBeTruthy();
      expect(p.arguments).toEqual([expect.objectContaining({ name: 'role', required: false })]);
    }
  });

  it('check_my_fit: the four questions in order, the check_fit call, and the link for each verdict', async () => {
    const { result } = await rpc(app, 'prompts/get', { name: 'check_my_fit' });
    const text = textOf(result);
    const order = s.criteria.map((c) => text.indexOf(c.question));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(text).toContain('`check_fit`');
    for (const key of ['checkout', 'call', 'email'] as const)
      expect(text).toContain(offer.actions?.[key]?.url ?? '?');
    expect(text).toContain('`annualRevenue` as a number (USD per year)');
    expect(text).toContain(
      '`role` in my words (it passes with coach, consultant, specialist, thought-leader)',
    );
    expect(text).not.toContain('{{');
  });

  it('check_my_fit with a role: states it and skips the role question', async () => {
    const { result } = await rpc(app, 'prompts/get', {
      name: 'check_my_fit',
      arguments: { role: '  Thought\nLeader ' },
    });
    const text = textOf(result);
    expect(text).toContain('Your role: Thought Leader.');
    expect(text).not.toContain(s.criteria.find((c) => c.field === 'role')?.question ?? '?');
  });

  it('explain_offer: the home page embedded as a Markdown resource', async () => {
    const { result } = await rpc(app, 'prompts/get', { name: 'explain_offer', arguments: { role: 'coach' } });
    expect(result.messages).toHaveLength(2);
    const twin = await (await app.request('/index.md')).text();
    expect(result.messages[1]).toEqual({
      role: 'user',
      content: {
        type: 'resource',
        resource: { uri: `${TEST_BASE_URL}/index.md`, mimeType: 'text/markdown', text: twin },
      },
    });
    expect(textOf(result)).toContain('Your role: coach.');
  });

  it('prepare_for_fit_call: what to bring, the criteria and the booking link', async () => {
    const text = textOf((await rpc(app, 'prompts/get', { name: 'prepare_for_fit_call' })).result);
    for (const item of s.prompts.prepare_for_fit_call.bring) expect(text).toContain(item);
    expect(text).toContain(offer.actions?.call?.url ?? '?');
    for (const c of s.criteria) expect(text).toContain(c.text);
  });

  it.each([
    [{ name: 'buy_now' }, /Unknown prompt "buy_now"/],
    [{}, /prompts\/get needs params.name/],
    [{ name: 'check_my_fit', arguments: { role: 5 } }, /object of strings/],
    [{ name: 'check_my_fit', arguments: { budget: '1' } }, /Unknown argument budget/],
    [{ name: 'check_my_fit', arguments: { role: 'x'.repeat(101) } }, /at most 100/],
  ])('prompts/get %j: -32602', async (params, message) => {
    const { error } = await rpc(app, 'prompts/get', params);
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(message);
  });
});

describe('prompts.yaml', () => {
  it('words from the file replace the defaults, tokens expanded', () => {
    expect(site.prompts.check_my_fit.title).not.toBe(bare.prompts.check_my_fit.title);
    expect(bare.prompts.check_my_fit.title).toBe('Check my fit');
  });

  it('the defaults name nothing of the sample: no literal of its offer, studio or links, only tokens', () => {
    const defaults = JSON.stringify(EN_WORDS.agents.promptDefaults);
    expect(defaults).toContain('{{offer_name}}');
    expect(JSON.stringify(bare.prompts)).toContain(site.offer.name);
    for (const word of [
      site.offer.name,
      site.identity.name,
      site.identity.email,
      site.identity.links.booking,
    ])
      expect(defaults).not.toContain(word);
  });

  it.each([
    ['an unknown prompt', 'buy_now:\n  title: x\n', /prompts.yaml: .*buy_now/],
    [
      'an unknown token',
      'explain_offer:\n  intro: "Hi {{nope}}"\n',
      /explain_offer.intro: unknown token \{\{nope\}\}/,
    ],
    ['an empty list', 'prepare_for_fit_call:\n  bring: []\n', /prepare_for_fit_call.bring/],
    [
      'questions, which moved to words.yaml',
      'check_my_fit:\n  questions:\n    role: "?"\n',
      /check_my_fit.questions: moved: write the questions in words.yaml/,
    ],
  ])('rejects %s with the file and field', (_name, yaml, message) => {
    expect(() => parseSite({ ...files, 'prompts.yaml': yaml }, TEST_BASE_URL)).toThrow(ContentError);
    expect(() => parseSite({ ...files, 'prompts.yaml': yaml }, TEST_BASE_URL)).toThrow(message);
  });
});

describe('completion/complete', () => {
  const app = createTestApp(site);
  const complete = async (ref: unknown, name: string, value: string, version?: string) =>
    rpc(app, 'completion/complete', { ref, argument: { name, value } }, version);
  const template = { type: 'ref/resource', uri: `${TEST_BASE_URL}/{slug}.md` };

  it('page slugs for the resource template: prefix matches first, then matches inside', async () => {
    const slugs = site.pages.map((p) => p.slug);
    const all = (await complete(template, 'slug', '')).result.completion;
    expect(all).toEqual({ values: slugs, total: slugs.length, hasMore: false });
    const typed = slugs[1]?.slice(0, 2) ?? 'a';
    const { values } = (await complete(template, 'slug', typed.toUpperCase())).result.completion;
    expect(values[0]?.startsWith(typed)).toBe(true);
    expect(values.every((v: string) => v.includes(typed))).toBe(true);
  });

  it.each(PROMPT_NAMES)('the role of %s from bestFit.roles', async (name) => {
    const roles = site.offer.bestFit.roles;
    const first = roles[0] ?? '';
    const { values } = (await complete({ type: 'ref/prompt', name }, 'role', first.slice(0, 1))).result
      .completion;
    expect(values[0]).toBe(first);
    expect(values.every((v: string) => roles.includes(v))).toBe(true);
  });

  it.each([
    [{ type: 'ref/prompt', name: 'nope' }, 'role', /Unknown prompt/],
    [{ type: 'ref/prompt', name: 'check_my_fit' }, 'arg1', /no argument "arg1"/],
    [{ type: 'ref/resource', uri: 'file:///{path}' }, 'path', /No resource template/],
    [{ type: 'ref/resource', uri: `${TEST_BASE_URL}/{slug}.md` }, 'id', /only variable is slug/],
    [{ type: 'ref/tool' }, 'x', /Unknown reference/],
  ])('%j %s: -32602', async (ref, name, message) => {
    const { error } = await complete(ref, name, '');
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(message);
  });

  it('works under 2024-11-05, which has completion/complete but no capability to announce it', async () => {
    const { result } = await complete(template, 'slug', 'ab', '2024-11-05');
    expect(result.completion.values).toContain('about');
  });
});
