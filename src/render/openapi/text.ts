// The prose of the OpenAPI document: API overview and the fit rules, written from the content's criteria.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { BODY_LIMIT_BYTES } from '../../domain/api-errors.js';
import { criterionText } from '../../domain/fit/fit.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/mcp-versions.js';
import { type FIT_CRITERION_IDS, MAX_REPORTED_ISSUES } from '../../domain/schemas.js';
import { describeApiPageSet } from '../agent-files/docs.js';

type CriterionId = (typeof FIT_CRITERION_IDS)[number];

/**
 * A role as a person might type it ("Senior Thought Leader" for thought-leader), to show that roles match as
 * whole words: the words' `typedRole` around the role written as words, capitalised.
 */
export function typedRole(site: Site, role: string): string {
  const words = role.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const written = words.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`).join(' ');
  return fillWords(site.words.agents.openapi.typedRole, { role: written });
}

type OpenApiWords = Site['words']['agents']['openapi'];

/** How each criterion id is decided: the code's rule, stated with the content's numbers and roles. */
function passRule(site: Site, w: OpenApiWords, id: CriterionId): string {
  const { revenueRange: band, roles } = site.offer.bestFit;
  switch (id) {
    case 'revenue-band':
      return fillWords(w.ruleRevenue, {
        min: site.locale.number(band.min),
        max: site.locale.number(band.max),
        currency: band.currency,
      });
    case 'founder-led':
      return w.ruleFounder;
    case 'expert-role':
      return fillWords(w.ruleRole, {
        roles: roles.map((r) => `\`${r}\``).join(', '),
        typed: typedRole(site, roles[0] ?? ''),
        role: roles[0] ?? '',
      });
    default:
      return w.rulePrior;
  }
}

export function describeFitRules(site: Site): string {
  const w = site.words.agents.openapi;
  const criteria = site.offer.criteria;
  const required = criteria.filter((c) => c.required).map((c) => `\`${c.id}\``);
  const available = criteria.reduce((sum, c) => sum + c.weight, 0);
  const { checkout, booking } = site.identity.links;
  return [
    w.fit,
    '',
    w.fitCriteria,
    '',
    ...criteria.map(
      (c) =>
        `- ${fillWords(w.fitCriterion, {
          id: c.id,
          text: criterionText(site, c.criterion),
          weight: c.weight,
          required: c.required ? w.fitRequired : '',
          rule: passRule(site, w, c.id),
        })}`,
    ),
    '',
    fillWords(w.fitScore, { available }),
    '',
    w.fitVerdict,
    '',
    `1. ${fillWords(w.fitPoor, { required: required.join(', ') })}`,
    `2. ${w.fitStrong}`,
    `3. ${w.fitUnknown}`,
    `4. ${w.fitPossible}`,
    '',
    fillWords(w.fitRecommendation, { checkout, booking }),
    '',
    fillWords(w.fitParsing, { issues: MAX_REPORTED_ISSUES, limit: BODY_LIMIT_BYTES / 1024 }),
  ].join('\n');
}

export function describeApi(site: Site): string {
  const w = site.words.agents.openapi;
  const base = site.baseUrl;
  const files = [
    '/llms.txt',
    '/llms-full.txt',
    '/agents.md',
    '/.well-known/mcp.json',
    '/.well-known/api-catalog',
  ];
  return [
    fillWords(w.api, {
      name: site.identity.name,
      offer: site.offer.name,
      pageSet: describeApiPageSet(site),
      base,
      versions: MCP_PROTOCOL_VERSIONS.join(', '),
    }),
    '',
    ...[w.apiAuth, w.apiCors, w.apiHead, w.apiRefusals, w.apiErrors, w.apiNegotiation, w.apiVersioning].map(
      (t) => `- ${t}`,
    ),
    '',
    fillWords(w.apiFiles, { files: files.map((f) => `\`${base}${f}\``).join(', ') }),
  ].join('\n');
}

/** Without a licence in content the site grants none; robots.txt's content signals are its only usage terms. */
export function describeLicense(site: Site): { name: string; url?: string; identifier?: string } {
  const declared = site.identity.license;
  if (declared) return declared;
  return {
    name: fillWords(site.words.agents.openapi.licence, {
      name: site.identity.legalName ?? site.identity.name,
    }),
    url: `${site.baseUrl}/robots.txt`,
  };
}
