// Fit pages kept per form, representation and coding: the same answer as rendering anew, and never another form's.
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FitCriterion } from '../src/content/fit-criteria.js';
import { listBuiltFor } from '../src/content/site-cache.js';
import { fitPage } from '../src/domain/pages.js';
import { compressWithZlib } from '../src/entry/node-door/node-server.js';
import { answerFitPage, MAX_KEPT_FIT_PAGES } from '../src/http/fit-page.js';
import { evaluateFitQuery, fitQueryKey, readFitQuery } from '../src/http/fit-query.js';
import { renderFitDocument } from '../src/render/html/fit-page.js';
import { DE_FIXTURE_CONTENT, FIXTURE_CONTENT, FR_FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const sites = [
  loadSampleSite(undefined, FIXTURE_CONTENT),
  loadSampleSite(undefined, DE_FIXTURE_CONTENT),
  loadSampleSite(undefined, FR_FIXTURE_CONTENT),
];
const decode = (body: unknown) => new TextDecoder().decode(body as Uint8Array);

/** What a form, a hand-edited link or a hostile client sends for one criterion: absent, empty or odd. */
function queryValue(c: FitCriterion): fc.Arbitrary<string> {
  const d = c.declared;
  if (d.type === 'amount' || d.type === 'number')
    return fc.constantFrom('', '2400000', '2,400,000', '10', 'lots', '-0', ' 1e6 ');
  if (d.type === 'yes-no') return fc.constantFrom('', 'yes', 'no', 'maybe', 'TRUE', 'on', 'off', '0');
  if (d.type === 'one-of') return fc.constantFrom('', 'other', ...d.options);
  return fc.oneof(
    fc.constantFrom('', ...d.accepts, 'Executive Coach', '%00', '<b>'),
    fc.string({ maxLength: 12 }),
  );
}

/** Query strings for a site's fields, with tracking parameters beside them. */
const queriesOf = (site: (typeof sites)[0]) =>
  fc
    .record(
      {
        ...Object.fromEntries(site.criteria.map((c) => [c.field, queryValue(c)])),
        utm_source: fc.constantFrom('news', 'x'),
      },
      { requiredKeys: [] },
    )
    .map((fields) => new URLSearchParams(fields as Record<string, string>).toString());

/** The page as rendered anew from the query, without any kept answer. */
function renderedAnew(site: (typeof sites)[0], query: string): string {
  const q = readFitQuery(site, new URLSearchParams(query));
  return renderFitDocument(site, fitPage(site), { values: q.values, outcome: evaluateFitQuery(site, q) });
}

describe('the kept fit pages', () => {
  it('answer every form with the page rendered anew, on every owner, asked for twice', () => {
    for (const site of sites) {
      fc.assert(
        fc.property(queriesOf(site), (query) => {
          const first = answerFitPage(site, 'GET', `/fit?${query}`, 'text/html');
          const again = answerFitPage(site, 'GET', `/fit?${query}`, 'text/html');
          expect(again).toBe(first);
          expect(decode(first.body)).toBe(renderedAnew(site, query));
          expect(first.headers['content-length']).toBe(String((first.body as Uint8Array).byteLength));
        }),
        { numRuns: 200 },
      );
    }
  });

  it.each(sites.map((site) => [site.identity.name, site] as const))(
    'never give one form another’s page on %s: equal keys only for equal forms',
    (_name, site) => {
      const queries = queriesOf(site);
      fc.assert(
        fc.property(queries, queries, (a, b) => {
          const [qa, qb] = [
            readFitQuery(site, new URLSearchParams(a)),
            readFitQuery(site, new URLSearchParams(b)),
          ];
          if (fitQueryKey(site, qa) === fitQueryKey(site, qb))
            expect(renderedAnew(site, a)).toBe(renderedAnew(site, b));
        }),
        { numRuns: 1000 },
      );
      // The near misses a careless key would merge: absent against empty, a value in another field.
      const [a = '', b = ''] = site.criteria.map((c) => c.field);
      const keys = ['', `${a}=`, `${a}=coach`, `${b}=coach`, `${a}=%01`, `${a}=coach&${b}=`].map((q) =>
        fitQueryKey(site, readFitQuery(site, new URLSearchParams(q))),
      );
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('keep representation and coding apart, and answer HEAD without a body', () => {
    const site = sites[1] as (typeof sites)[0];
    const url = '/fit?annualRevenue=2400000&founderLed=yes&role=coach';
    const html = answerFitPage(site, 'GET', url, 'text/html', { accept: 'gzip', compress: compressWithZlib });
    const markdown = answerFitPage(site, 'GET', url, 'text/markdown');
    const plain = answerFitPage(site, 'GET', url, 'text/html');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.body as Uint8Array).toString('utf8')).toBe(decode(plain.body));
    expect(markdown.headers['content-type']).toMatch(/^text\/markdown/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const head = answerFitPage(site, 'HEAD', url, 'text/html');
    expect(head.body).toBeNull();
    expect(head.headers).toEqual(plain.headers);
    // The door writes the flat list as it is: it must say what the headers say.
    expect(plain.headerList).toEqual(Object.entries(plain.headers).flat());
  });

  it('hold a bounded number of forms in the named per-site cache, and a flood only costs renders', () => {
    const site = loadSampleSite('https://flood.example', FIXTURE_CONTENT);
    expect(listBuiltFor(site)).not.toContain('http:fit-page-answers');
    const first = answerFitPage(site, 'GET', '/fit?role=first', 'text/html');
    expect(listBuiltFor(site)).toContain('http:fit-page-answers');
    for (let i = 0; i < MAX_KEPT_FIT_PAGES; i++) answerFitPage(site, 'GET', `/fit?role=r${i}`, 'text/html');
    // Past the bound the memory started over: the first form is rendered again, to the same bytes.
    const again = answerFitPage(site, 'GET', '/fit?role=first', 'text/html');
    expect(again).not.toBe(first);
    expect(decode(again.body)).toBe(decode(first.body));
  });
});
