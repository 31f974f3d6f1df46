// An example fit profile that passes every criterion of this content: for hints, schema examples and docs.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { roundedMiddle } from '../../content/words/fit-questions.js';

export interface ExampleProfile {
  annualRevenue: number;
  founderLed: boolean;
  role: string;
  priorPositioningWork: boolean;
}

export function exampleProfile(site: Site): ExampleProfile {
  const { revenueRange, roles } = site.offer.bestFit;
  return {
    annualRevenue: roundedMiddle(revenueRange.min, revenueRange.max),
    founderLed: true,
    role: roles[0] ?? 'consultant',
    priorPositioningWork: true,
  };
}

/**
 * The example as the one-line JSON a hint shows (three fields: enough to make the point). Made once per site:
 * the fit answer reaches for it on every request (~1.5% of a POST /api/fit's CPU).
 */
export const exampleProfileJson = perSite('fit-example-json', (site) => {
  const { annualRevenue, founderLed, role } = exampleProfile(site);
  return JSON.stringify({ annualRevenue, founderLed, role }).replaceAll(',"', ', "').replaceAll('":', '": ');
});
