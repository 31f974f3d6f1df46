// What the shared e2e suite expects, derived from the content model the server was started with.
import type { Site } from '../../src/content/site.js';
import { exampleProfile } from '../../src/domain/fit/fit-example.js';
import { apiPages, fitPage, pagePath } from '../../src/domain/pages.js';

/** Every page's public path, home first. */
export function pagePaths(site: Site): string[] {
  return site.pages.map((p) => pagePath(p.slug));
}

export function apiSlugs(site: Site): string[] {
  return apiPages(site).map((p) => p.slug);
}

/** An API page other than home (the first in menu order), for single-page checks. */
export function somePage(site: Site): string {
  return apiPages(site).find((p) => p.slug !== 'index')?.slug ?? 'index';
}

export function fitPath(site: Site): string {
  return pagePath(fitPage(site).slug);
}

/** A profile that passes every criterion of this content. */
export function strongProfile(site: Site) {
  return exampleProfile(site);
}

/** A revenue outside the band, so a required revenue criterion fails (or, if optional, at least it fails). */
export function revenueOutsideBand(site: Site): number {
  const { min, max } = site.offer.bestFit.revenueRange;
  return min > 0 ? Math.floor(min / 2) : max * 2;
}

/** The verdict a profile holding only a failing revenue gets on this content. */
export function onlyRevenueFailsVerdict(site: Site): string {
  const required = site.offer.criteria.filter((c) => c.required);
  if (required.some((c) => c.id === 'revenue-band')) return 'poor-fit';
  return required.length > 0 ? 'unknown' : 'possible-fit';
}
