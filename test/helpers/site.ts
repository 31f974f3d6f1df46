// Test helpers: the test fixture content as a Site, and the request core behind the fetch door (no sockets).
// Tests never read content/: that folder belongs to the owner and may say anything.
import { loadSite } from '../../src/content/load-site.js';
import type { Site } from '../../src/content/site.js';
import { createFetchDoor } from '../../src/entry/fetch-door.js';
import { compressWithZlib } from '../../src/entry/node-door/node-server.js';

/** The main fixture: a complete site the tests know word for word. */
export const FIXTURE_CONTENT = 'test/fixtures/content';

/** A second, deliberately different owner: other name, currency, prices, weights, pages, menus and theme. */
export const ALT_FIXTURE_CONTENT = 'test/fixtures/content-alt';

/** A third owner, written entirely in German: a solo founder, EUR with its symbol, a two-week engagement. */
export const DE_FIXTURE_CONTENT = 'test/fixtures/content-de';

/**
 * A fourth owner, in French: a two-person studio in Lyon selling a ten-day pricing audit to SaaS companies, EUR
 * excluding VAT, five deliverables, and six fit criteria of every type with French fields and option values.
 */
export const FR_FIXTURE_CONTENT = 'test/fixtures/content-fr';

/** The main fixture's API page set in menu order: exactly the contract's five slugs. */
export const FIXTURE_PAGE_SLUGS = ['index', 'about', 'developers', 'contact', 'privacy'] as const;

export const TEST_BASE_URL = 'https://offer.example.com';

export function loadSampleSite(baseUrl = TEST_BASE_URL, dir = FIXTURE_CONTENT): Site {
  return loadSite(dir, baseUrl);
}

export function createTestApp(site: Site = loadSampleSite()) {
  return createFetchDoor(site, { compress: compressWithZlib });
}
