// /agents.md: instructions for agents (when to use the site, exact API and MCP requests, the private engine's boundary).
import type { Site } from '../../content/site.js';
import { checkFit } from '../../domain/fit/fit.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { listActions } from '../../domain/offer.js';
import { apiPages } from '../../domain/pages.js';
import { renderAgentsDiscoverySections } from '../markdown/discovery.js';
import { renderEngineBlock } from '../markdown/engine-block.js';
import { renderMcpSection } from './agents-mcp.js';
import { curlPost, fence } from './curl.js';
import { apiEndpoints, describeUse, fitFields } from './llms.js';

function apiSection(site: Site): string[] {
  const base = site.baseUrl;
  const profile = exampleProfile(site);
  const result = checkFit(site, profile);
  const calls = apiEndpoints(site).flatMap((e) => [
    `### ${e.method} ${e.path}`,
    '',
    `Returns ${e.note}.`,
    '',
    fence(
      'sh',
      e.method === 'GET'
        ? `curl -s ${base}${e.example}`
        : curlPost(`${base}${e.example}`, profile, ['Content-Type: application/json']),
    ),
    '',
  ]);
  return [
    '## Call the JSON API',
    '',
    `Base URL: \`${base}\`. No authentication, no rate limit, no writes; paths carry no version. Every response is JSON and every failure is the same Error shape (\`error.code\`, \`error.message\`, \`error.status\`, optional \`error.hint\` and \`error.docs\`): branch on \`error.code\`. The full contract is \`${base}/openapi.json\` (OpenAPI 3.1). Call \`GET /api/pages\` before \`GET /api/pages/{slug}\` when you do not know the slug.`,
    '',
    ...calls,
    `The example profile above currently gets the verdict \`${result.verdict}\` (score ${result.score?.earned} of ${result.score?.available}), with one entry per criterion in \`checks\`. The fields are ${fitFields()
      .map((f) => `\`${f}\``)
      .join(', ')}; send at least one and no others.`,
    '',
  ];
}

/** One short decision list: which door fits which job. */
function chooseSection(site: Site): string[] {
  const slug = apiPages(site).find((p) => p.slug !== 'index')?.slug ?? 'index';
  return [
    '## API, MCP or pages?',
    '',
    '- **One question about the offer, from code or a function call:** the JSON API (`GET /api/offer`, `POST /api/fit`). It has an OpenAPI 3.1 description, so generated clients and tool-calling frameworks can use it as it is.',
    '- **You are an MCP client** (a desktop assistant, an IDE, an agent framework): the MCP endpoint. Same four capabilities as tools, every page as a resource, no key.',
    `- **Reading or quoting what the site says** (how the week runs, terms, privacy): the pages as Markdown, \`/${slug}.md\` or any page URL with \`Accept: text/markdown\`; \`llms-full.txt\` has them all in one file.`,
    '- **A person wants to buy, book a call or write:** none of these. Give them the action links below; purchase never goes through the API or MCP.',
    '',
  ];
}

function engineSection(site: Site): string[] {
  if (!site.identity.engine) return [];
  return ['## The private engine (not this service)', '', renderEngineBlock(site), ''];
}

export function renderAgentsMd(site: Site): string {
  const base = site.baseUrl;
  const actions = listActions(site);
  return [
    `# Instructions for agents: ${site.identity.name}`,
    '',
    `> ${site.identity.description}`,
    '',
    '## When to use this site',
    '',
    describeUse(site),
    '',
    ...chooseSection(site),
    '## Rules',
    '',
    `- **The fit check is indicative.** Say so when you report it. In ${site.identity.shortName ?? site.identity.name}'s words: "${site.offer.fitDisclaimer}"`,
    '- **Purchase is for a human.** Do not buy, book or send e-mail on anyone’s behalf; give the person these links from `GET /api/offer` (`actions`):',
    ...actions.map((a) => `  - ${a.name}: ${a.url}`),
    '- **Quote, do not guess.** Prices, dates and terms come from `GET /api/offer` or the pages; if something is not there, say so and point to the contact page.',
    '',
    '## Read the pages',
    '',
    `Every page has a Markdown twin at the same URL: send \`Accept: text/markdown\` (q-values are honoured, and \`text/markdown, text/html, */*\` gets Markdown) or fetch \`/{slug}.md\` directly. Links inside twins are absolute, so a twin you split or quote keeps its targets. Every Markdown response (twins, this file, llms.txt and llms-full.txt) carries \`X-Markdown-Tokens\`, an estimate of its size in tokens (characters divided by four, rounded up): read it from a \`HEAD\` request to budget before you fetch. \`${base}/llms.txt\` indexes everything; \`${base}/llms-full.txt\` has every page in one file.`,
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
