// The prose of the OpenAPI document: API overview and the fit rules, written from the content's criteria.
import type { FitCriterion } from '../../content/fit-criteria.js';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { BODY_LIMIT_BYTES } from '../../domain/api-errors.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/mcp-versions.js';
import { MAX_REPORTED_ISSUES } from '../../domain/schemas.js';
import { describeApiPageSet } from '../agent-files/docs.js';

/**
 * An answer as a person might type it ("Senior Thought Leader" for thought-leader), to show that text answers
 * match as whole words: the words' `typedRole` around the answer written as words, capitalised.
 */
export function typedAnswer(site: Site, answer: string): string {
  const words = answer.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const written = words.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`).join(' ');
  return fillWords(site.words.agents.openapi.typedRole, { role: written });
}

type RuleWords = Site['words']['agents']['openapi']['rules'];

const code = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');

/** A range's rule: both ends, or the one end it has. */
function rangeRule(site: Site, w: RuleWords, c: FitCriterion, min?: number, max?: number): string {
  const end = min !== undefined && max !== undefined ? '' : min !== undefined ? 'AtLeast' : 'AtMost';
  const key = `${c.type === 'amount' ? 'amount' : 'number'}${end}` as keyof RuleWords;
  return fillWords(w[key], {
    field: c.field,
    min: min === undefined ? '' : site.locale.number(min),
    max: max === undefined ? '' : site.locale.number(max),
    currency: c.currency,
  });
}

/** How a criterion is decided: the code's rule for its type, stated with its field and values. */
function passRule(site: Site, w: RuleWords, c: FitCriterion): string {
  const d = c.declared;
  switch (d.type) {
    case 'amount':
    case 'number':
      return rangeRule(site, w, c, d.min, d.max);
    case 'yes-no':
      return fillWords(w.yesNo, { field: c.field, pass: String(d.pass) });
    case 'one-of':
      return fillWords(w.oneOf, { field: c.field, accepts: code(d.accepts), options: code(d.options) });
    default:
      return fillWords(w.text, {
        field: c.field,
        accepts: code(d.accepts),
        typed: typedAnswer(site, d.accepts[0] ?? ''),
        match: d.accepts[0] ?? '',
      });
  }
}

export function describeFitRules(site: Site): string {
  const w = site.words.agents.openapi;
  const criteria = site.criteria;
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
          text: c.text,
          weight: c.weight,
          required: c.required ? w.fitRequired : '',
          rule: passRule(site, w.rules, c),
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
  const live = liveEndpoints(site);
  // The MCP server card is published only where an MCP endpoint answers.
  const files = [
    '/llms.txt',
    '/llms-full.txt',
    '/agents.md',
    ...(live ? ['/.well-known/mcp.json'] : []),
    '/.well-known/api-catalog',
  ];
  return [
    fillWords(live ? w.api : w.apiStatic, {
      name: site.identity.name,
      offer: site.offer.name,
      pageSet: describeApiPageSet(site),
      // The MCP endpoint and its card, where they answer: this site, or a static export's live origin.
      base: live?.base ?? base,
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
