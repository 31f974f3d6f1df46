// /llms.txt, the llmstxt.org index: pages by their Markdown twins, the API and MCP as calls, derived from the site.
import { PROMPT_NAMES } from '../../content/schemas/prompts-file.js';
import type { Site, SitePage } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/mcp-versions.js';
import {
  buildOffer,
  describePriceModel,
  formatDuration,
  formatPrice,
  listActions,
} from '../../domain/offer.js';
import { apiPages } from '../../domain/pages.js';
import { renderSkillsLlmsSection } from '../skills/skills-docs.js';
import { TOOLS } from '../tools/all.js';
import { describeApiPageSet, developerDocs, pageLink } from './docs.js';

export interface EndpointDoc {
  method: 'GET' | 'POST';
  /** The path as documented, with {slug} where the path has a parameter. */
  path: string;
  /** A concrete path that answers, for links and examples. */
  example: string;
  note: string;
}

/** The fields of the fit profile, in the criteria's order: the same list the FitRequest schema is built from. */
export function fitFields(site: Site): string[] {
  return site.criteria.map((c) => c.field);
}

export function apiEndpoints(site: Site): EndpointDoc[] {
  const w = site.words.agents.endpoints;
  const slugs = apiPages(site).map((p) => p.slug);
  const code = (items: string[]) => items.map((s) => `\`${s}\``).join(', ');
  return [
    { method: 'GET', path: '/api/health', example: '/api/health', note: w.health },
    { method: 'GET', path: '/api/offer', example: '/api/offer', note: w.offer },
    {
      method: 'POST',
      path: '/api/fit',
      example: '/api/fit',
      note: fillWords(w.fit, { fields: code(fitFields(site)) }),
    },
    {
      method: 'GET',
      path: '/api/pages',
      example: '/api/pages',
      note: fillWords(w.pages, { pageSet: describeApiPageSet(site) }),
    },
    {
      method: 'GET',
      path: '/api/pages/{slug}',
      example: `/api/pages/${slugs[0] ?? 'index'}`,
      note: fillWords(w.page, { slugs: code(slugs) }),
    },
  ];
}

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
  const tool = page.tool === 'fit' ? ` ${site.words.agents.llms.toolPage}` : '';
  return `${link(page.title, markdown, page.description)} ([HTML](${html}))${tool}`;
}

export function renderLlmsTxt(site: Site): string {
  const w = site.words.agents;
  const base = site.baseUrl;
  const tools = TOOLS.map((t) => `\`${t.name}\``).join(', ');
  const docs = developerDocs(site);
  const agents = (note: string) => link(w.headings.agentsTitle, `${base}/agents.md`, note);
  const fit = apiEndpoints(site).find((e) => e.method === 'POST');
  const mcp = fillWords(w.llms.mcp, {
    tools,
    prompts: PROMPT_NAMES.map((p) => `\`${p}\``).join(', '),
    url: `${base}/mcp`,
    versions: MCP_PROTOCOL_VERSIONS.join(', '),
    card: file(`${base}/.well-known/mcp.json`),
    cardAlias: file(`${base}/mcp/server-card`),
  });
  return [
    `# ${site.identity.name}`,
    '',
    `> ${site.identity.description}`,
    '',
    describeUse(site),
    '',
    w.llms.intro,
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
    ...apiEndpoints(site).map((e) => `- \`${e.method} ${e.path}\`${site.words.typography.colon} ${e.note}`),
    '',
    `${w.llms.forExample} \`curl -X POST ${base}${fit?.example ?? '/api/fit'} -H 'Content-Type: application/json' -d '${JSON.stringify(exampleProfile(site))}'\``,
    '',
    ...(docs
      ? [
          link(
            w.llms.docsTitle,
            docs.markdown,
            `${site.identity.engine ? w.llms.docsNoteEngine : w.llms.docsNote} ([HTML](${docs.html}))`,
          ),
        ]
      : []),
    agents(w.llms.agentsApi),
    '',
    `## ${w.llms.mcpHeading}`,
    '',
    `${mcp} ${w.llms.forExample} \`curl -X POST ${base}/mcp -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'\``,
    '',
    agents(w.llms.agentsMcp),
    '',
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
