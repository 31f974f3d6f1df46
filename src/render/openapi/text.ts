// The prose of the OpenAPI document: API overview and the fit rules, written from the content's criteria.
import type { Site } from '../../content/site.js';
import { BODY_LIMIT_BYTES } from '../../domain/api-errors.js';
import { criterionText } from '../../domain/fit/fit.js';
import { type FIT_CRITERION_IDS, MAX_REPORTED_ISSUES } from '../../domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/tool-catalog.js';
import { describeApiPageSet } from '../agent-files/docs.js';

type CriterionId = (typeof FIT_CRITERION_IDS)[number];

/** A role as a person might type it ("Senior Thought Leader" for thought-leader). */
function typedRole(role: string): string {
  const words = role.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return ['Senior', ...words.map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`)].join(' ');
}

/** How each criterion id is decided: the code's rule, stated with the content's numbers and roles. */
function passRule(site: Site, id: CriterionId): string {
  const { revenueRange: band, roles } = site.offer.bestFit;
  switch (id) {
    case 'revenue-band':
      return `passes when ${site.locale.number(band.min)} <= \`annualRevenue\` <= ${site.locale.number(band.max)} (${band.currency}, both ends included)`;
    case 'founder-led':
      return 'passes when `founderLed` is `true`';
    case 'expert-role':
      return `passes when \`role\` contains one of ${roles.map((r) => `\`${r}\``).join(', ')} as whole words: both are lower-cased and split into words at every character that is not a letter or digit, so "${typedRole(roles[0] ?? '')}" contains \`${roles[0]}\`, while a role inside a longer word does not count; the check's note names the role that matched`;
    default:
      return 'passes when `priorPositioningWork` is `true`';
  }
}

export function describeFitRules(site: Site): string {
  const criteria = site.offer.criteria;
  const required = criteria.filter((c) => c.required).map((c) => `\`${c.id}\``);
  const available = criteria.reduce((sum, c) => sum + c.weight, 0);
  const { checkout, booking } = site.identity.links;
  return [
    'Applies the published fit criteria mechanically to a founder profile and returns a verdict, a score, one check per criterion in `checks` (always all of them, in this order) and a recommended next step. The result is indicative only: it is neither an acceptance nor a refusal, nothing is stored, and purchase is done by a human through the offer’s action links.',
    '',
    '**Criteria** (each check is `pass`, `fail`, or `unknown` when its field is absent, with a note in plain words):',
    '',
    ...criteria.map(
      (c) =>
        `- \`${c.id}\`: ${criterionText(site, c.criterion)}. Weight ${c.weight}${c.required ? ', required' : ''}; ${passRule(site, c.id)}.`,
    ),
    '',
    `**Score:** \`earned\` is the sum of the weights of the passing checks; \`available\` is the sum of all weights (${available}).`,
    '',
    '**Verdict**, first match wins:',
    '',
    `1. \`poor-fit\` if a required criterion (${required.join(', ')}) fails;`,
    '2. `strong-fit` if every criterion passes;',
    '3. `unknown` if no required criterion is known;',
    '4. `possible-fit` otherwise.',
    '',
    `**Recommendation:** \`strong-fit\` points to checkout (${checkout}), \`possible-fit\` to a call (${booking}), \`unknown\` says what to come back with, \`poor-fit\` says honestly why not and where to write if something is wrong.`,
    '',
    `The body is parsed as JSON whatever \`Content-Type\` says (so \`curl -d\` works). Every field is optional but at least one is required (\`{}\` gives 422 \`empty_profile\`); unknown properties, \`null\`, wrong types, a negative \`annualRevenue\` and bodies that are not objects give 422 \`validation_failed\` with the fields listed in \`error.issues\` (the first ${MAX_REPORTED_ISSUES}; \`error.issueCount\` counts them all). Bodies over ${BODY_LIMIT_BYTES / 1024} KB give 413, with or without \`Content-Length\`.`,
  ].join('\n');
}

export function describeApi(site: Site): string {
  const base = site.baseUrl;
  return [
    `The public, read-only JSON API of ${site.identity.name}: the offer (${site.offer.name}), an indicative fit self-check, and the site's pages as Markdown: ${describeApiPageSet(site)}. The same four capabilities are MCP tools at \`POST ${base}/mcp\` (protocol versions ${MCP_PROTOCOL_VERSIONS.join(', ')}; server card at \`${base}/.well-known/mcp.json\`).`,
    '',
    '- **No authentication, no rate limit, no writes.** Nothing returned is private; no engagement is accepted or refused through the API, and purchase is done by a human through the action links in the offer.',
    '- **CORS** is open: `Access-Control-Allow-Origin: *` on every response, errors included; `OPTIONS` preflight answers `204`.',
    '- **HEAD** works wherever GET does (same status and headers, no body) and **OPTIONS** answers the CORS preflight on every path; both are listed as operations. GET responses carry strong `ETag`s and answer `If-None-Match` with `304`.',
    '- **Refusals before routing:** a request target over the URL limit gives `414` `uri_too_long`, oversized or too many headers `431` `headers_too_large`, on every path (the connection is then closed).',
    '- **Errors** are always the `Error` JSON shape, never HTML: branch on `error.code`. An unknown path under `/api/` gives `404` `not_found`; a wrong method gives `405` `method_not_allowed` with an `Allow` header.',
    '- **Content negotiation:** API operations always answer `application/json`, whatever `Accept` says, so `406` never applies to them; it applies only to the HTML/Markdown pages.',
    '- **Versioning:** paths carry no version; `GET /api/health` reports the running `apiVersion`.',
    '',
    `Agent-readable files: \`${base}/llms.txt\`, \`${base}/llms-full.txt\`, \`${base}/agents.md\`, \`${base}/.well-known/mcp.json\`, \`${base}/.well-known/api-catalog\`. Every page also has a Markdown twin (\`/{slug}.md\`, or \`Accept: text/markdown\`); Markdown responses carry \`X-Markdown-Tokens\`, an estimate of their size in tokens (characters divided by four, rounded up).`,
  ].join('\n');
}

/** Without a licence in content the site grants none; robots.txt's content signals are its only usage terms. */
export function describeLicense(site: Site): { name: string; url?: string; identifier?: string } {
  const declared = site.identity.license;
  if (declared) return declared;
  return {
    name: `All rights reserved by ${site.identity.legalName ?? site.identity.name} (no licence granted)`,
    url: `${site.baseUrl}/robots.txt`,
  };
}
