// Shared e2e tests of the human self-check: the fit page with a query renders the verdict server-side.
import { expect, it } from 'vitest';
import type { Site } from '../../src/content/site.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import { type E2ETarget, type Fetched, mediaType, type Send } from './http.js';
import { failingProfile, failingVerdict, firstField, fitPath, invalidQuery, strongProfile } from './model.js';

const html = { headers: { accept: 'text/html' } };

/** The verdict the page shows in its result section, or undefined when it shows none. */
function shownVerdict(site: Site, res: Fetched): string | undefined {
  const match = /<span class="verdict verdict-([a-z-]+)">([^<]*)<\/span>/.exec(res.text);
  if (!match) return undefined;
  expect(match[2]).toBe(escapeHtml(site.words.verdict[match[1] as keyof Site['words']['verdict']]));
  return match[1];
}

export function registerFitPageTests(send: Send, target: () => E2ETarget): void {
  const query = (params: Record<string, string>) =>
    `${fitPath(target().site)}?${new URLSearchParams(params)}`;

  it('GET on the fit page with a query renders the same verdict as the API, one line per criterion', async () => {
    const { site } = target();
    const profile = Object.fromEntries(Object.entries(strongProfile(site)).map(([k, v]) => [k, String(v)]));
    const strong = await send(query(profile), html);
    expect(strong.status).toBe(200);
    expect(mediaType(strong)).toBe('text/html');
    expect(strong.headers.get('cache-control')).toBe('no-store');
    expect(shownVerdict(site, strong)).toBe('strong-fit');
    expect(strong.text.match(/class="check check-pass"/g)).toHaveLength(site.criteria.length);
    const outside = Object.fromEntries(Object.entries(failingProfile(site)).map(([k, v]) => [k, String(v)]));
    const poor = await send(query({ ...outside, utm_source: 'newsletter' }), html);
    expect(poor.status).toBe(200);
    expect(shownVerdict(site, poor)).toBe(failingVerdict(site));
  });

  it('the bare fit page is the empty form (from the table, with an ETag)', async () => {
    const form = await send(fitPath(target().site), html);
    expect(form.status).toBe(200);
    expect(form.headers.get('etag')).toMatch(/^"[^"]+"$/);
    for (const c of target().site.criteria) expect(form.text).toContain(`name="${c.field}"`);
    expect(shownVerdict(target().site, form)).toBeUndefined();
  });

  it('invalid input is 422 and re-renders the form with the problem, never a verdict', async () => {
    const res = await send(query(invalidQuery(target().site)), html);
    expect(res.status).toBe(422);
    expect(mediaType(res)).toBe('text/html');
    expect(res.text).toContain(`name="${firstField(target().site)}"`);
    expect(shownVerdict(target().site, res)).toBeUndefined();
  });
}
