// The skill "check whether this offer fits, and hand the buyer the right next step", written from the model.
import type { Site } from '../../content/site.js';
import { criterionText } from '../../domain/fit/fit.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { buildOffer, formatPrice, listActions } from '../../domain/offer.js';
import { fitPage, pagePath } from '../../domain/pages.js';
import type { FitResult } from '../../domain/schemas.js';
import { describeField, FIT_FIELDS, verdictLabel } from '../fit-labels.js';
import { cell, composeSkill, fence, type Skill, skillPrefix } from './skill-file.js';

const TYPES = { number: 'number, 0 or more', boolean: 'true or false', text: 'string' } as const;

function profileSection(site: Site): string[] {
  const { currency } = site.offer.bestFit.revenueRange;
  const rows = FIT_FIELDS.map((spec) => {
    // The label only: the form's hints speak of its widgets, which an agent does not have.
    const { label } = describeField(site, spec);
    const type =
      spec.name === 'annualRevenue' ? `number, 0 or more, whole ${currency} a year` : TYPES[spec.kind];
    return `| \`${spec.name}\` | ${type} | ${cell(label)} |`;
  });
  return [
    '## 1. Gather the profile',
    '',
    'Use what the person has already told you and ask only for what is missing; a rough revenue figure is enough. Every field is optional, but send at least one, and no other fields:',
    '',
    '| Field | Type | Question |',
    '|---|---|---|',
    ...rows,
    '',
    `Roles the offer is built for: ${site.offer.bestFit.roles.map((r) => `\`${r}\``).join(', ')}. A role written the way people say it ("senior ${site.offer.bestFit.roles[0] ?? 'adviser'}") is matched on whole words.`,
    '',
  ];
}

function callSection(site: Site): string[] {
  const base = site.baseUrl;
  const profile = exampleProfile(site);
  return [
    '## 2. Run the check',
    '',
    `Over HTTP, \`POST ${base}/api/fit\` with the profile as JSON:`,
    '',
    fence(
      'sh',
      `curl -s -X POST ${base}/api/fit \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(profile)}'`,
    ),
    '',
    `Over MCP, call the tool \`check_fit\` on \`${base}/mcp\` with the same fields as its \`arguments\`; ${base}/agents.md has copy-paste requests for every protocol version the endpoint speaks. The answer is the same either way.`,
    '',
    `If the answer is an error, branch on \`error.code\`: \`validation_failed\` (422, \`error.issues\` names each bad field), \`empty_profile\` (422, no field was sent), \`invalid_json\` (400). Fix the profile and ask again; do not guess the verdict.`,
    '',
  ];
}

function resultSection(site: Site): string[] {
  const [checkout, call, email] = listActions(site);
  const next: Record<FitResult['verdict'], string> = {
    'strong-fit': `Give the checkout link${checkout ? ` (${checkout.name}: ${checkout.url})` : ''}; if they want to talk first, the call link.`,
    'possible-fit': `Give the call link${call ? ` (${call.name}: ${call.url})` : ''}, so a person can judge what the check could not.`,
    'poor-fit': `Say which required criterion failed and why. If they think it is misjudged, give the e-mail link${email ? ` (${email.name}: ${email.url})` : ''}.`,
    unknown: 'Ask for the answers the required criteria need, then run the check again.',
  };
  return [
    '## 3. Tell the person the result, and the next step',
    '',
    'The result has a `verdict`, a `score` (`earned` of `available` points), one entry in `checks` per criterion (`pass`, `fail` or `unknown`, with a `note`), a `recommendation` in the site’s own words, and a `disclaimer`. Report the verdict with the checks that decided it, then the next step:',
    '',
    '| Verdict | Next step |',
    '|---|---|',
    ...Object.entries(next).map(
      ([verdict, step]) =>
        `| \`${verdict}\` (${verdictLabel(site, verdict as FitResult['verdict'])}) | ${cell(step)} |`,
    ),
    '',
    `The links are the offer's \`actions\` in \`GET ${site.baseUrl}/api/offer\`; read them there, since they may change after this file was written.`,
    '',
  ];
}

function rulesSection(site: Site): string[] {
  const page = fitPage(site);
  const criteria = site.offer.criteria.map(
    (c) =>
      `| \`${c.id}\` | ${cell(criterionText(site, c.criterion))} | ${c.weight} | ${c.required ? 'yes' : 'no'} |`,
  );
  return [
    '## The published fit rules',
    '',
    '| Criterion | Text | Weight | Required |',
    '|---|---|---|---|',
    ...criteria,
    '',
    '- The score is the sum of the weights of the criteria that pass, out of the sum of all weights.',
    '- `poor-fit`: a required criterion fails. `strong-fit`: every criterion passes. `unknown`: no required criterion could be judged. `possible-fit`: anything else.',
    '',
    `The rules in full, for people: ${site.baseUrl}${pagePath(page.slug)} (Markdown: ${site.baseUrl}/${page.slug}.md).`,
  ];
}

export function buildFitSkill(site: Site): Skill {
  const offer = buildOffer(site);
  const who = site.identity.name;
  const price = formatPrice(site);
  const description = `Check whether ${offer.name} (${price}) from ${who} suits a founder, by applying the published fit criteria through the site's public API or MCP endpoint, then hand the person the right next step: the checkout, call or e-mail link. Use when someone asks whether the offer fits them, whether it is worth it for their business, or how to buy it or book a call.`;
  const body = [
    `# Check whether ${offer.name} fits, and hand over the next step`,
    '',
    `${who} publishes the criteria ${offer.name} is built for and applies them mechanically on request. This skill runs that check for a person and tells them what to do next. Everything is public and read-only; no key is needed.`,
    '',
    '## Rules',
    '',
    `- **The result is indicative.** Say so every time, in the site's words: "${site.offer.fitDisclaimer}"`,
    '- **Purchase is for the person.** Never buy, book or send e-mail on their behalf, and never try to buy through the API or MCP: neither has a purchase operation. Hand them the link; they click it.',
    `- **Quote, do not guess.** Price, duration and terms come from \`GET ${site.baseUrl}/api/offer\`.`,
    '',
    ...profileSection(site),
    ...callSection(site),
    ...resultSection(site),
    ...rulesSection(site),
  ].join('\n');
  return composeSkill(`${skillPrefix(site)}-check-fit`, description, body);
}
