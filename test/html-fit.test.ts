// The human fit self-check: GET /fit?… rendered server-side (HTML and Markdown), with the API's own problems.

import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { checkFit } from '../src/domain/fit/fit.js';
import { handoffUrl } from '../src/domain/handoff.js';
import { ErrorSchema } from '../src/domain/schemas.js';
import { readFitQuery } from '../src/http/fit-query.js';
import { HTML_SECURITY_HEADERS } from '../src/http/surfaces/headers.js';
import { pageText } from './helpers/page-text.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const fitUrl = (params: Record<string, string>) => `/fit?${new URLSearchParams(params)}`;
const escapeText = (t: string) => pageText(site, t);

async function get(path: string, accept = 'text/html') {
  const res = await app.request(path, { headers: { accept } });
  return { res, text: await res.text() };
}

/** What a person reads: text outside tags, scripts and JSON-LD. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const STRONG = { annualRevenue: '2400000', founderLed: 'true', role: 'coach', priorPositioningWork: 'true' };

describe('readFitQuery', () => {
  it('omits blanks, converts numbers and booleans, keeps the unconvertible as typed and ignores other parameters', () => {
    const q = readFitQuery(
      site,
      new URLSearchParams(
        'annualRevenue=2,400,000&founderLed=yes&role=&priorPositioningWork=maybe&utm_source=x',
      ),
    );
    expect(q.present).toBe(true);
    expect(q.input).toEqual({ annualRevenue: 2_400_000, founderLed: true, priorPositioningWork: 'maybe' });
    expect(q.values).toEqual({
      annualRevenue: '2,400,000',
      founderLed: 'yes',
      role: '',
      priorPositioningWork: 'maybe',
    });
    expect(readFitQuery(site, new URLSearchParams('annualRevenue=abc&founderLed=false')).input).toEqual({
      annualRevenue: 'abc',
      founderLed: false,
    });
    expect(readFitQuery(site, new URLSearchParams('utm_source=x')).present).toBe(false);
  });
});

describe('GET /fit?…', () => {
  it('renders the verdict, score, every criterion with its note, the recommendation and the disclaimer', async () => {
    const { res, text } = await get(fitUrl(STRONG));
    const expected = checkFit(site, {
      annualRevenue: 2_400_000,
      founderLed: true,
      role: 'coach',
      priorPositioningWork: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS))
      expect(res.headers.get(name)).toBe(value);
    expect(text).toContain(
      `<span class="verdict verdict-${expected.verdict}">${site.words.verdict[expected.verdict]}</span>`,
    );
    // The required criteria decide the verdict, so they are counted: no bar of points.
    expect(text).toContain('<p class="tally">Required: 2 of 2 met · Optional: 2 of 2</p>');
    expect(text).not.toContain('class="pips"');
    for (const check of expected.checks) {
      expect(text).toMatch(new RegExp(`<li class="check check-${check.result}"><svg.*?</svg>`));
      expect(text).toContain(
        `<span class="check-status">${site.words.checkResult[check.result]}</span> <strong>${escapeText(check.criterion)}</strong>`,
      );
      expect(text).toContain(escapeText(check.note ?? ''));
    }
    expect(text).toContain(escapeText(expected.disclaimer));
    // The next step is a button with the action's own label, not a bare URL in a sentence.
    const checkout = site.offer.actions.checkout.name;
    expect(text).toMatch(
      new RegExp(
        `<a class="button button-primary" href="${handoffUrl(site, 'checkout', 'web')}" data-action="checkout">${escapeText(checkout)}</a>`,
      ),
    );
    const result = text.slice(text.indexOf('id="fit-result"'));
    expect(visibleText(result.slice(0, result.indexOf('</section>')))).not.toMatch(/https?:\/\//);
    // The form is refilled, so the shared link shows what was asked.
    expect(text).toContain('value="2400000"');
    expect(text).toMatch(/id="founderLed-true" name="founderLed" value="true" checked/);
  });

  it('shows the problems the API reports beside the fields, with aria-invalid and aria-describedby, form refilled', async () => {
    const params = { annualRevenue: '-5', founderLed: 'maybe', role: 'coach' };
    const { res, text } = await get(fitUrl(params));
    expect(res.status).toBe(422);
    const api = await app.request('/api/fit', {
      method: 'POST',
      body: JSON.stringify({ annualRevenue: -5, founderLed: 'maybe', role: 'coach' }),
    });
    const issues = ErrorSchema.parse(await api.json()).error.issues ?? [];
    expect(issues.map((i) => i.path).sort()).toEqual(['annualRevenue', 'founderLed']);
    // A number out of range and an answer the form does not offer read in the site's words (fit.form.tooSmall,
    // fit.form.notAnswer), not as the API words them for programs ("expected boolean, received string").
    const shown = (issue: { path: string; message: string }) =>
      issue.path === 'annualRevenue' ? 'must be 0 or more' : 'is not one of the answers offered';
    for (const issue of issues) {
      expect(text).toContain(
        `<p class="field-error" id="${issue.path}-error">${escapeText(shown(issue))}</p>`,
      );
      expect(text).toContain(`aria-describedby="${issue.path}-hint ${issue.path}-error"`);
    }
    expect(text).toMatch(/id="annualRevenue" name="annualRevenue" [^>]*value="-5" [^>]*aria-invalid="true"/);
    expect(text).toMatch(/id="founderLed-true" [^>]*aria-invalid="true"/);
    expect(text).toMatch(/id="role" [^>]*value="coach"/);
    expect(text).not.toMatch(/id="role" [^>]*aria-invalid/);
    expect(text).not.toContain('class="verdict ');
  });

  it('an all-blank submission asks for at least one answer; unrelated parameters alone show the plain form', async () => {
    const empty = await get(
      fitUrl({ annualRevenue: '', founderLed: '', role: '', priorPositioningWork: '' }),
    );
    expect(empty.res.status).toBe(422);
    expect(empty.text).toContain('Answer at least one of the four questions');
    const tracking = await get(fitUrl({ utm_source: 'newsletter' }));
    expect(tracking.res.status).toBe(200);
    expect(tracking.text).not.toContain('error-summary');
    expect(tracking.text).toContain('class="result-empty"');
  });

  it('speaks to people: no field names, criterion ids or weights in the tool and its criteria list', async () => {
    const forbidden = [
      ...site.offer.criteria.map((c) => c.id),
      'annualRevenue',
      'founderLed',
      'priorPositioningWork',
      /weight \d/,
    ];
    for (const path of ['/fit', fitUrl({ founderLed: 'true' }), fitUrl(STRONG)]) {
      const html = (await get(path)).text;
      // The tool (form and result) and the criteria list are ours; the page's own prose is the owner's.
      const tool = html.slice(html.indexOf('class="grid fit-tool"'), html.indexOf('</section>') + 10);
      const criteria = html.slice(
        html.indexOf('<ul class="criteria">'),
        html.indexOf('</ul>', html.indexOf('<ul class="criteria">')),
      );
      expect(tool.length).toBeGreaterThan(1000);
      const text = visibleText(tool + criteria);
      for (const word of forbidden) expect(text).not.toMatch(word);
    }
    const partial = (await get(fitUrl({ founderLed: 'true' }))).text;
    expect(partial).toContain('class="verdict verdict-possible-fit"');
    // A possible fit is pointed at the call, with the call's own label.
    expect(partial).toContain(`data-action="call">${escapeText(site.offer.actions.call.name)}</a>`);
    expect(partial).not.toContain('data-action="checkout"');
  });

  it('escapes whatever is typed: a role of <script> is text, never markup', async () => {
    const payload = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { res, text } = await get(fitUrl({ role: payload, founderLed: 'true' }));
    expect(res.status).toBe(200);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('<img src=x');
    expect(text).toContain(escapeText(payload));
    const md = await get(fitUrl({ role: payload }), 'text/markdown');
    expect(md.text).not.toContain('<script>');
  });

  it('answers Markdown when preferred, 406 when neither type is acceptable, 405 for other methods, HEAD without body', async () => {
    const md = await get(fitUrl(STRONG), 'text/markdown, text/html;q=0.5');
    expect(md.res.status).toBe(200);
    expect(md.res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(md.text).toContain('**Verdict:** Strong fit (`strong-fit`), 9 of 9 points');
    expect(md.text).toMatch(/\| Annual revenue between [^|]+ \| Met \|/);
    const bad = await get(fitUrl({ annualRevenue: '-1' }), 'text/markdown');
    expect([bad.res.status, bad.text]).toEqual([422, expect.stringContaining('- `annualRevenue`: ')]);
    const none = await get(fitUrl(STRONG), 'application/json');
    expect(none.res.status).toBe(406);
    expect(none.res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(ErrorSchema.parse(JSON.parse(none.text)).error.code).toBe('not_acceptable');
    const post = await app.request(fitUrl(STRONG), { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
    const head = await app.request(fitUrl(STRONG), { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
  });

  it('renders valid HTML for results, problems, blanks and hostile input (html-validate)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const cases: Record<string, string>[] = [
      STRONG,
      { annualRevenue: '12000' },
      { annualRevenue: 'abc', founderLed: 'maybe' },
      { role: '' },
      { role: '<b>"x"</b>' },
    ];
    for (const params of cases) {
      const report = await validator.validateString((await get(fitUrl(params))).text, 'fit.html');
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});
