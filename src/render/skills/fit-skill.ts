// The skill "check whether this offer fits, and hand the buyer the right next step", written from the model.
import type { FitCriterion } from '../../content/fit-criteria.js';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { buildOffer, formatPrice, listActions } from '../../domain/offer.js';
import { fitPage, pagePath } from '../../domain/pages.js';
import type { FitResult } from '../../domain/schemas.js';
import { verdictLabel } from '../fit-labels.js';
import { checkFitTool } from '../tools/check-fit.js';
import { cell, composeSkill, fence, type Skill, skillPrefix } from './skill-file.js';

/** An answer as people type it: its words capitalised and spaced ("Thought Leader" for thought-leader). */
export function typedAnswer(answer: string): string {
  return answer
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`)
    .join(' ');
}

type FitSkillWords = Site['words']['agents']['skills']['fit'];

const code = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ');

function fieldType(w: FitSkillWords, c: FitCriterion): string {
  const options = c.declared.type === 'one-of' ? code(c.declared.options) : '';
  return fillWords(w.types[c.type], { currency: c.currency, options });
}

function profileSection(site: Site): string[] {
  const w = site.words.agents.skills.fit;
  // The site's question, as the MCP prompt asks it: the form's help speaks of widgets an agent lacks.
  const rows = site.criteria.map((c) => `| \`${c.field}\` | ${fieldType(w, c)} | ${cell(c.question)} |`);
  const textRules = site.criteria.flatMap((c) =>
    c.declared.type === 'text'
      ? [
          fillWords(w.textRule, {
            field: c.field,
            accepts: code(c.declared.accepts),
            example: typedAnswer(c.declared.accepts[0] ?? ''),
          }),
          '',
        ]
      : [],
  );
  return [
    `## ${w.gatherHeading}`,
    '',
    w.gather,
    '',
    `| ${w.fieldColumn} | ${w.typeColumn} | ${w.questionColumn} |`,
    '|---|---|---|',
    ...rows,
    '',
    ...textRules,
  ];
}

function callSection(site: Site): string[] {
  const w = site.words.agents.skills.fit;
  // Where the endpoints answer: BASE_URL, or a static export's live origin (which serves agents.md too).
  const base = liveEndpoints(site)?.base ?? site.baseUrl;
  const profile = exampleProfile(site);
  return [
    `## ${w.runHeading}`,
    '',
    fillWords(w.runHttp, { base }),
    '',
    fence(
      'sh',
      `curl -s -X POST ${base}/api/fit \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(profile)}'`,
    ),
    '',
    fillWords(w.runMcp, { base, tool: checkFitTool.name }),
    '',
    w.runErrors,
    '',
  ];
}

function resultSection(site: Site): string[] {
  const w = site.words.agents.skills.fit;
  const [checkout, call, email] = listActions(site, 'llms');
  const link = (a: { name: string; url: string } | undefined) => ({
    link: a ? ` (${a.name}${site.words.typography.colon} ${a.url})` : '',
  });
  const next: Record<FitResult['verdict'], string> = {
    'strong-fit': fillWords(w.nextStrong, link(checkout)),
    'possible-fit': fillWords(w.nextPossible, link(call)),
    'poor-fit': fillWords(w.nextPoor, link(email)),
    unknown: w.nextUnknown,
  };
  return [
    `## ${w.resultHeading}`,
    '',
    w.result,
    '',
    `| ${w.verdictColumn} | ${w.nextColumn} |`,
    '|---|---|',
    ...Object.entries(next).map(
      ([verdict, step]) =>
        `| \`${verdict}\` (${verdictLabel(site, verdict as FitResult['verdict'])}) | ${cell(step)} |`,
    ),
    '',
    fillWords(w.links, { base: site.baseUrl }),
    '',
  ];
}

function rulesSection(site: Site): string[] {
  const w = site.words.agents.skills.fit;
  const page = fitPage(site);
  const criteria = site.criteria.map(
    (c) => `| \`${c.id}\` | ${cell(c.text)} | ${c.weight} | ${c.required ? w.yes : w.no} |`,
  );
  return [
    `## ${w.criteriaHeading}`,
    '',
    `| ${w.criterionColumn} | ${w.textColumn} | ${w.weightColumn} | ${w.requiredColumn} |`,
    '|---|---|---|---|',
    ...criteria,
    '',
    `- ${w.score}`,
    `- ${w.verdicts}`,
    '',
    fillWords(w.rulesLink, {
      url: `${site.baseUrl}${pagePath(page.slug)}`,
      markdown: `${site.baseUrl}/${page.slug}.md`,
    }),
  ];
}

export const fitSkillName = (site: Site) => `${skillPrefix(site)}-check-fit`;

export function buildFitSkill(site: Site): Skill {
  const w = site.words.agents.skills.fit;
  const offer = buildOffer(site);
  const values = {
    offer: offer.name,
    name: site.identity.name,
    price: formatPrice(site),
    disclaimer: site.offer.fitDisclaimer,
    base: site.baseUrl,
  };
  const body = [
    `# ${fillWords(w.title, values)}`,
    '',
    fillWords(w.intro, values),
    '',
    `## ${w.rulesHeading}`,
    '',
    `- ${fillWords(w.ruleIndicative, values)}`,
    `- ${w.rulePurchase}`,
    `- ${fillWords(w.ruleQuote, values)}`,
    '',
    ...profileSection(site),
    ...callSection(site),
    ...resultSection(site),
    ...rulesSection(site),
  ].join('\n');
  return composeSkill(fitSkillName(site), fillWords(w.description, values), body);
}
