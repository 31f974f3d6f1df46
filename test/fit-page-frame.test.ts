// The fit page's frame is rendered once per site: a spliced page must be byte for byte the page rendered whole.
import { describe, expect, it } from 'vitest';
import { listBuiltFor } from '../src/content/site-cache.js';
import { fitPage } from '../src/domain/pages.js';
import { evaluateFitQuery, readFitQuery } from '../src/http/fit-page.js';
import { renderFitDocument, renderFitPage, renderFitPageBytes } from '../src/render/html/fit-page.js';
import { ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT, FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const QUERIES = [
  '',
  'annualRevenue=2400000&founderLed=yes&role=coach&priorPositioningWork=yes',
  'annualRevenue=2400000&founderLed=yes&role=plumber',
  'annualRevenue=10&founderLed=no',
  'role=',
  'annualRevenue=lots&founderLed=maybe',
  // Client text that looks like the frame's marker must come back escaped, never split anything.
  'role=%3C!--fit-tool--%3E%20%3Cscript%3E',
];

describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT])('the fit page of %s', (dir) => {
  const site = loadSampleSite('https://offer.example.com', dir);
  const page = fitPage(site);

  it.each(QUERIES)('spliced equals rendered whole for "%s"', (query) => {
    const q = readFitQuery(new URLSearchParams(query));
    const state = { values: q.values, outcome: evaluateFitQuery(site, q) };
    const spliced = renderFitPage(site, page, state);
    expect(spliced).toBe(renderFitDocument(site, page, state));
    expect(spliced).not.toContain('<!--fit-tool-->');
    // The response's bytes: the frame's, encoded once, around the tool's.
    expect(Buffer.from(renderFitPageBytes(site, page, state))).toEqual(Buffer.from(spliced, 'utf8'));
  });

  it('keeps its frame in the named per-site cache, built once', () => {
    const fresh = loadSampleSite('https://frame.example', dir);
    expect(listBuiltFor(fresh)).not.toContain('html:fit-page-frame');
    renderFitPage(fresh, fitPage(fresh), { values: {} });
    expect(listBuiltFor(fresh)).toContain('html:fit-page-frame');
    // Another site's frame holds its own base URL, never this one's.
    expect(renderFitPage(site, page, { values: {} })).not.toContain('frame.example');
  });
});
