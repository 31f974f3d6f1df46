// The fit page's frame is rendered once per site: a spliced page must be byte for byte the page rendered whole.
import { describe, expect, it } from 'vitest';
import { listBuiltFor } from '../src/content/site-cache.js';
import { buildOffer } from '../src/domain/offer.js';
import { fitPage } from '../src/domain/pages.js';
import { evaluateFitQuery, readFitQuery } from '../src/http/fit-query.js';
import { escapeHtml } from '../src/render/html/escape.js';
import { renderFitDocument, renderFitPage, renderFitPageBytes } from '../src/render/html/fit-page.js';
import {
  ALT_FIXTURE_CONTENT,
  DE_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
} from './helpers/site.js';

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

describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT, FR_FIXTURE_CONTENT])(
  'the fit page of %s',
  (dir) => {
    const site = loadSampleSite('https://offer.example.com', dir);
    const page = fitPage(site);

    it.each(QUERIES)('spliced equals rendered whole for "%s"', (query) => {
      const q = readFitQuery(site, new URLSearchParams(query));
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
  },
);

describe('the parts every fit result page shares', () => {
  const STRONG = 'annualRevenue=2400000&founderLed=yes&role=coach&priorPositioningWork=yes';
  const render = (site: ReturnType<typeof loadSampleSite>) => {
    const q = readFitQuery(site, new URLSearchParams(STRONG));
    return renderFitPage(site, fitPage(site), { values: q.values, outcome: evaluateFitQuery(site, q) });
  };

  it('are made once per site, in named caches, and a second request renders the same page', () => {
    const site = loadSampleSite('https://parts.example', FIXTURE_CONTENT);
    const first = render(site);
    expect(listBuiltFor(site)).toEqual(
      expect.arrayContaining(['html:fit-advice', 'html:fit-form-tool', 'offer']),
    );
    expect(render(site)).toBe(first);
    // One Offer per site, shared by every caller, so none may change it.
    expect(buildOffer(site)).toBe(buildOffer(site));
    expect(Object.isFrozen(buildOffer(site))).toBe(true);
  });

  it("stay each site's own: a German site after an English one shows only its own words", () => {
    const en = loadSampleSite('https://en.example', FIXTURE_CONTENT);
    const de = loadSampleSite('https://de.example', DE_FIXTURE_CONTENT);
    const enPage = render(en);
    const dePage = render(de);
    for (const field of ['annualRevenue', 'role'] as const) {
      const enLabel = en.criteria.find((c) => c.field === field)?.label ?? '?';
      const deLabel = de.criteria.find((c) => c.field === field)?.label ?? '?';
      expect(enLabel).not.toBe(deLabel);
      expect(dePage).toContain(escapeHtml(deLabel));
      expect(dePage).not.toContain(escapeHtml(enLabel));
      expect(enPage).toContain(escapeHtml(enLabel));
    }
    expect(buildOffer(de)).not.toBe(buildOffer(en));
  });
});
