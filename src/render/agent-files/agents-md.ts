// /agents.md: instructions for agents (when to use the site, exact API and MCP requests, the private engine's boundary).
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { checkFit } from '../../domain/fit/fit.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { listActions } from '../../domain/offer.js';
import { apiPages } from '../../domain/pages.js';
import { renderAgentsDiscoverySections } from '../markdown/discovery.js';
import { renderEngineBlock } from '../markdown/engine-block.js';
import { renderMcpSection } from './agents-mcp.js';
import { apiEndpoints, fitFields, operationTarget } from './api-endpoints.js';
import { describeContact } from './contact.js';
import { curlPost, fence } from './curl.js';
import { describeUse } from './llms.js';

function apiSection(site: Site): string[] {
  const w = site.words.agents.agentsMd;
  const base = site.baseUrl;
  const profile = exampleProfile(site);
  const result = checkFit(site, profile);
  const calls = apiEndpoints(site).flatMap((e) => [
    `### ${e.method} ${operationTarget(site, e)}`,
    '',
    fillWords(w.returns, { note: e.note }),
    '',
    fence(
      'sh',
      e.method === 'GET'
        ? `curl -s ${e.base}${e.example}`
        : curlPost(`${e.base}${e.example}`, profile, ['Content-Type: application/json']),
    ),
    '',
  ]);
  // The example answer is the fit check's: said only where an endpoint answers it.
  const example = liveEndpoints(site)
    ? [
        fillWords(w.example, {
          verdict: result.verdict,
          earned: result.score?.earned ?? 0,
          available: result.score?.available ?? 0,
          fields: fitFields(site)
            .map((f) => `\`${f}\``)
            .join(', '),
        }),
        '',
      ]
    : [];
  return [`## ${w.apiHeading}`, '', fillWords(w.api, { base }), '', ...calls, ...example];
}

/** One short decision list: which door fits which job. */
function chooseSection(site: Site): string[] {
  const w = site.words.agents.agentsMd;
  const page = apiPages(site).find((p) => p.slug !== 'index')?.slug ?? 'index';
  const live = liveEndpoints(site);
  return [
    `## ${w.chooseHeading}`,
    '',
    `- ${live ? w.chooseApi : w.chooseApiStatic}`,
    ...(live ? [`- ${w.chooseMcp}`] : []),
    `- ${fillWords(w.choosePages, { page })}`,
    `- ${w.chooseBuy}`,
    '',
  ];
}

function engineSection(site: Site): string[] {
  if (!site.identity.engine) return [];
  return [`## ${site.words.agents.headings.engine}`, '', renderEngineBlock(site), ''];
}

export function renderAgentsMd(site: Site): string {
  const w = site.words.agents.agentsMd;
  const base = site.baseUrl;
  const actions = listActions(site, 'llms');
  const values = {
    name: site.identity.name,
    shortName: site.identity.shortName ?? site.identity.name,
    disclaimer: site.offer.fitDisclaimer,
    contact: describeContact(site),
    base,
  };
  return [
    `# ${fillWords(w.title, values)}`,
    '',
    `> ${site.identity.description}`,
    '',
    `## ${w.whenHeading}`,
    '',
    describeUse(site),
    '',
    ...chooseSection(site),
    `## ${w.rulesHeading}`,
    '',
    `- ${fillWords(w.ruleIndicative, values)}`,
    `- ${w.rulePurchase}`,
    ...actions.map((a) => `  - ${a.name}${site.words.typography.colon} ${a.url}`),
    `- ${fillWords(w.ruleQuote, values)}`,
    '',
    `## ${w.pagesHeading}`,
    '',
    fillWords(w.pages, values),
    '',
    fence(
      'sh',
      `curl -s -H 'Accept: text/markdown' ${base}/\ncurl -s ${base}/${site.pages[0]?.slug ?? 'index'}.md`,
    ),
    '',
    ...apiSection(site),
    ...renderMcpSection(site),
    ...renderAgentsDiscoverySections(site),
    ...engineSection(site),
  ].join('\n');
}
