// The traffic report on a log full of hostile client text: the Markdown prints no terminal escape, starts no
// line and makes no link or HTML; the HTML and JSON stay exact; `constructor` counts like any name.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORDS } from '../src/content/words/defaults.js';
import { Counter, MAX_NAMES, OTHER } from '../tools/report/counter.js';
import { createPeriods } from '../tools/report/periods.js';
import { renderHtml } from '../tools/report/render-html.js';
import { renderMarkdown } from '../tools/report/render-md.js';
import { NEUTRAL_THEME } from '../tools/report/report-style.js';
import { createReportText } from '../tools/report/report-text.js';
import { safeJson } from '../tools/report/safe-text.js';

const HOSTILE = [
  '\u001b]52;c;ZXZpbA==\u0007', // OSC 52: writes the clipboard
  '\u001b[2J\u001b[H', // clears the screen
  '\u009b2J\u009d0;title\u009c', // the same as C1 bytes
  '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007', // a terminal hyperlink
  'x\n# Injected heading\n- [pay here](javascript:alert(1))',
  '[link](javascript:alert(1))',
  '<img src=x onerror=alert(1)>',
  '<https://evil.example>',
  'https://evil.example/autolink',
  'www.evil.example',
  '`code` | pipe | ``double``',
  '\u202eevil\u202c reversed',
  'constructor',
  'toString',
  'valueOf',
  '__proto__',
  'hasOwnProperty',
];

const line = (i: number, fields: Record<string, unknown>) =>
  JSON.stringify({
    time: new Date(Date.UTC(2026, 10, 20, 12, 0, i % 60)).toISOString(),
    level: 'info',
    msg: 'request',
    method: 'POST',
    path: '/mcp',
    status: 200,
    durationMs: 1,
    requestId: `r${i}`,
    variant: 'json',
    bytes: 10,
    ...fields,
  });

/** Every hostile text as a client name, a method, a tool, a prompt, a resource, a path, an agent and a vendor. */
function hostileLog(): string[] {
  return HOSTILE.flatMap((text, i) => [
    line(i, {
      agent: { name: text, vendor: text, class: 'ai-user' },
      mcp: { method: 'initialize', version: text, client: { name: text } },
    }),
    line(i, { agent: { name: 'node', class: 'other-bot' }, mcp: { method: text, name: text } }),
    line(i, { mcp: { method: 'tools/call', name: text } }),
    line(i, { mcp: { method: 'prompts/get', name: text } }),
    line(i, { mcp: { method: 'resources/read', name: text } }),
    line(i, {
      method: 'GET',
      path: text,
      variant: 'html',
      agent: { name: 'Chrome', class: 'browser' },
      referral: { source: text, kind: 'ai' },
    }),
    line(i, {
      method: 'GET',
      path: '/',
      variant: 'html',
      agent: { name: text, vendor: text, class: 'ai-user' },
      verified: 'signed',
      signer: text,
    }),
  ]);
}

function reportOf(lines: string[]) {
  const periods = createPeriods({ current: {} });
  for (const l of lines) periods.add(JSON.parse(l));
  return periods.result();
}

/** Code points a terminal or Markdown renderer acts on: C0 but the newline, DEL, C1, bidi and zero-width marks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this test's point.
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

describe('the report on hostile client text', () => {
  const report = reportOf(hostileLog());

  it('counts every name exactly, `constructor` and `__proto__` included', () => {
    for (const text of HOSTILE) {
      expect(Object.hasOwn(report.mcp.clients, text), JSON.stringify(text)).toBe(true);
      expect(Object.getOwnPropertyDescriptor(report.mcp.tools, text)?.value).toBe(1);
      expect(Object.getOwnPropertyDescriptor(report.mcp.methods, text)?.value).toBe(1);
      expect(Object.getOwnPropertyDescriptor(report.mcp.prompts, text)?.value).toBe(1);
      expect(Object.getOwnPropertyDescriptor(report.mcp.resources, text)?.value).toBe(1);
    }
    expect(report.mcp.methods.initialize).toBe(HOSTILE.length);
    expect(report.mcp.methods['tools/call']).toBe(HOSTILE.length);
    for (const counts of [report.mcp.tools, report.mcp.clients, report.mcp.methods]) {
      for (const value of Object.values(counts)) expect(Number.isInteger(value)).toBe(true);
    }
  });

  /** Every built-in language: the words are the owner's, the names from the log stay client text in each. */
  const languages = Object.entries(DEFAULT_WORDS).map(
    ([tag, words]) => [tag, createReportText(tag, words)] as const,
  );

  it.each(languages)(
    'the Markdown in %s has no terminal escape, starts no line with client text, and makes no link or HTML',
    (_tag, text) => {
      const md = renderMarkdown(report, text);
      expect(md).not.toMatch(UNSAFE);
      // Rendered as GitHub would (HTML allowed, bare URLs linked): only the report's own structure comes out.
      const html = new MarkdownIt({ html: true, linkify: true }).render(md);
      expect(html).not.toMatch(/<a |<img|<script/i);
      // Client text is only ever code: outside code spans no `javascript:` or URL is left to link.
      const prose = html.replace(/<code>[^<]*<\/code>/g, '');
      expect(prose).not.toMatch(/javascript:|evil\.example/);
      expect(html.match(/<h[1-6]>/g)).toEqual(['<h1>', '<h2>', '<h2>', '<h2>', '<h2>', '<h2>']);
      // Every line is the report's own: a heading, a list item or bold label, a table row, an italic note.
      for (const l of md.split('\n')) expect(l).toMatch(/^(# |## |- \*\*|\*\*|_|\| |\|---|$)/);
    },
  );

  it.each(languages)('the HTML in %s escapes every name and carries no control character', (_tag, text) => {
    const html = renderHtml(report, NEUTRAL_THEME, text);
    expect(html).not.toMatch(UNSAFE);
    expect(html).not.toMatch(/<img|<a |<script/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('the JSON prints no control character raw', () => {
    const json = safeJson(report);
    expect(json).not.toMatch(UNSAFE);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(report)));
  });
});

describe('many distinct names', () => {
  it('counts the first MAX_NAMES names exactly and the rest as (other), in one Map', () => {
    const counter = new Counter();
    const names = Array.from({ length: 5000 }, (_, i) => `client-${i}`);
    for (const name of names) counter.add(name);
    for (const name of names.slice(0, 10)) counter.add(name);
    expect(counter.size).toBe(MAX_NAMES + 1);
    expect(counter.get('client-0')).toBe(2);
    expect(counter.get(OTHER)).toBe(5000 - MAX_NAMES);
    expect(counter.total()).toBe(5010);
  });

  it('a log with 5,000 distinct client names gives the same report whatever their order', () => {
    const lines = Array.from({ length: 5000 }, (_, i) =>
      line(i, { mcp: { method: 'initialize', version: '2025-06-18', client: { name: `client-${i}` } } }),
    );
    const forward = reportOf(lines);
    expect(Object.keys(forward.mcp.clients)).toHaveLength(MAX_NAMES + 1);
    expect(Object.values(forward.mcp.clients).reduce((a, b) => a + b, 0)).toBe(5000);
    expect(renderMarkdown(forward)).toContain('`(other)` 4,000');
  });
});
