// /llms.txt, the llmstxt.org index: pages by their Markdown twins, the API and MCP as calls, derived from the site.
import { PROMPT_NAMES } from '../../content/schemas/prompts-file.js';
import type { Site, SitePage } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/mcp-versions.js';
import {
  buildOffer,
  describePriceModel,
  formatDuration,
  formatPrice,
  listActions,
} from '../../domain/offer.js';
import { renderSkillsLlmsSection } from '../skills/skills-docs.js';
import { TOOLS } from '../tools/all.js';
import { apiEndpoints, operationTarget } from './api-endpoints.js';
import { developerDocs, pageLink } from './docs.js';

/** The one-paragraph answer to "what is this and when do I use it", shared by llms.txt and agents.md. */
export function describeUse(site: Site): string {
  const w = site.words.agents.use;
  const offer = buildOffer(site);
  const actions = listActions(site, 'llms')
    .map((a) => `\`${a.key}\``)
    .join(', ');
  const values = {
    offer: offer.name,
    terms: [formatPrice(site), describePriceModel(site), formatDuration(site)].filter(Boolean).join(', '),
    name: site.identity.name,
    shortName: site.identity.shortName ?? site.identity.name,
    actions,
  };
  return [w.offer, w.when, w.open, w.indicative, w.purchase].map((t) => fillWords(t, values)).join(' ');
}

const link = (name: string, url: string, note: string) => `- [${name}](${url}): ${note}`;
/** Machine-readable files are named as autolinks: a link to follow, not a page to read as a document. */
const file = (url: string) => `<${url}>`;

/** One page: its Markdown twin first (what agents should read), the HTML page for people beside it. */
function pageLine(site: Site, page: SitePage): string {
  const { html, markdown } = pageLink(site, page);
  // The form page's note sends agents to the fit endpoint: said only where one answers.
  const tool = page.tool === 'fit' && liveEndpoints(site) ? ` ${site.words.agents.llms.toolPage}` : '';
  return `${link(page.title, markdown, page.description)} ([HTML](${html}))${tool}`;
}

/** The MCP section, where an MCP endpoint answers: the tools, the endpoint, its card and a request that works. */
function mcpSection(site: Site): string[] {
  const live = liveEndpoints(site);
  if (!live) return [];
  const w = site.words.agents;
  const base = site.baseUrl;
  const mcp = fillWords(w.llms.mcp, {
    tools: TOOLS.map((t) => `\`${t.name}\``).join(', '),
    prompts: PROMPT_NAMES.map((p) => `\`${p}\``).join(', '),
    url: live.mcp,
    versions: MCP_PROTOCOL_VERSIONS.join(', '),
    card: file(`${base}/.well-known/mcp.json`),
    cardAlias: file(`${base}/mcp/server-card`),
  });
  return [
    `## ${w.llms.mcpHeading}`,
    '',
    `${mcp} ${w.llms.forExample} \`curl -X POST ${live.mcp} -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'\``,
    '',
    link(w.headings.agentsTitle, `${base}/agents.md`, w.llms.agentsMcp),
    '',
  ];
}

export function renderLlmsTxt(site: Site): string {
  const w = site.words.agents;
  const base = site.baseUrl;
  const live = liveEndpoints(site);
  const docs = developerDocs(site);
  const agents = (note: string) => link(w.headings.agentsTitle, `${base}/agents.md`, note);
  const fit = apiEndpoints(site).find((e) => e.method === 'POST');
  return [
    `# ${site.identity.name}`,
    '',
    `> ${site.identity.description}`,
    '',
    describeUse(site),
    '',
    live ? w.llms.intro : w.llms.introStatic,
    '',
    `## ${w.llms.pagesHeading}`,
    '',
    ...site.pages.map((p) => pageLine(site, p)),
    '',
    `## ${w.llms.apiHeading}`,
    '',
    fillWords(w.llms.api, {
      openapi: file(`${base}/openapi.json`),
      openapiAlias: file(`${base}/api/openapi.json`),
      base,
    }),
    '',
    ...apiEndpoints(site).map(
      (e) => `- \`${e.method} ${operationTarget(site, e)}\`${site.words.typography.colon} ${e.note}`,
    ),
    '',
    ...(fit
      ? [
          `${w.llms.forExample} \`curl -X POST ${fit.base}${fit.example} -H 'Content-Type: application/json' -d '${JSON.stringify(exampleProfile(site))}'\``,
          '',
        ]
      : []),
    ...(docs
      ? [
          link(
            w.llms.docsTitle,
            docs.markdown,
            `${site.identity.engine ? w.llms.docsNoteEngine : w.llms.docsNote} ([HTML](${docs.html}))`,
          ),
        ]
      : []),
    agents(live ? w.llms.agentsApi : w.llms.agentsApiStatic),
    '',
    ...mcpSection(site),
    ...renderSkillsLlmsSection(site),
    `## ${w.llms.optionalHeading}`,
    '',
    link(w.llms.fullTitle, `${base}/llms-full.txt`, w.llms.fullNote),
    '',
    fillWords(w.llms.also, {
      sitemap: file(`${base}/sitemap.xml`),
      robots: file(`${base}/robots.txt`),
      catalog: file(`${base}/.well-known/api-catalog`),
    }),
    '',
  ].join('\n');
}
