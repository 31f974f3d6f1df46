// /llms.txt, the llmstxt.org index: pages by their Markdown twins, the API and MCP as calls, derived from the site.
import { PROMPT_NAMES } from '../../content/schemas/prompts-file.js';
import type { Site, SitePage } from '../../content/site.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { buildOffer, formatDuration, formatPrice, listActions } from '../../domain/offer.js';
import { apiPages } from '../../domain/pages.js';
import { FitRequestSchema } from '../../domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS, TOOL_SUMMARIES } from '../../domain/tool-catalog.js';
import { renderSkillsLlmsSection } from '../skills/skills-docs.js';
import { describeApiPageSet, developerDocs, pageLink } from './docs.js';

export interface EndpointDoc {
  method: 'GET' | 'POST';
  /** The path as documented, with {slug} where the path has a parameter. */
  path: string;
  /** A concrete path that answers, for links and examples. */
  example: string;
  note: string;
}

/** The fields of the fit profile, read from the schema so the docs never drift from validation. */
export function fitFields(): string[] {
  return Object.keys(FitRequestSchema.shape);
}

export function apiEndpoints(site: Site): EndpointDoc[] {
  const slugs = apiPages(site).map((p) => p.slug);
  const code = (items: string[]) => items.map((s) => `\`${s}\``).join(', ');
  return [
    {
      method: 'GET',
      path: '/api/health',
      example: '/api/health',
      note: 'liveness, the running `apiVersion`, and where OpenAPI, MCP and llms.txt are',
    },
    {
      method: 'GET',
      path: '/api/offer',
      example: '/api/offer',
      note: 'the offer: price, duration, deliverables, guarantee, credit, best and poor fit, and the action links a human uses to buy, book a call or e-mail',
    },
    {
      method: 'POST',
      path: '/api/fit',
      example: '/api/fit',
      note: `an indicative verdict, score and one check per criterion for a founder profile sent as JSON with at least one of ${code(fitFields())}`,
    },
    {
      method: 'GET',
      path: '/api/pages',
      example: '/api/pages',
      note: `${describeApiPageSet(site)}, each with its HTML \`url\` and \`markdownUrl\``,
    },
    {
      method: 'GET',
      path: '/api/pages/{slug}',
      example: `/api/pages/${slugs[0] ?? 'index'}`,
      note: `one of those pages with its Markdown twin as \`markdown\`; slugs ${code(slugs)}`,
    },
  ];
}

/** The one-paragraph answer to "what is this and when do I use it", shared by llms.txt and agents.md. */
export function describeUse(site: Site): string {
  const offer = buildOffer(site);
  const actions = listActions(site)
    .map((a) => a.key)
    .join(', ');
  return [
    `This site publishes one offer, ${offer.name} (${formatPrice(site)}, ${offer.price.model ?? 'fixed'} price, ${formatDuration(site)}), from ${site.identity.name}.`,
    `Use it when a person asks what the engagement costs, what it delivers, how it runs, whether it suits a given founder, or how to buy it or reach ${site.identity.shortName ?? site.identity.name}.`,
    'Everything here is public and read-only and needs no key.',
    'The fit check is indicative: it applies the published criteria mechanically and never accepts or refuses anyone.',
    `Purchase is for a human: hand the person the offer's action links (${actions}); never try to buy through the API.`,
  ].join(' ');
}

const link = (name: string, url: string, note: string) => `- [${name}](${url}): ${note}`;
/** Machine-readable files are named as autolinks: a link to follow, not a page to read as a document. */
const file = (url: string) => `<${url}>`;

/** One page: its Markdown twin first (what agents should read), the HTML page for people beside it. */
function pageLine(site: Site, page: SitePage): string {
  const { html, markdown } = pageLink(site, page);
  const tool = page.tool === 'fit' ? ' The form is for people: agents call `POST /api/fit` (below).' : '';
  return `${link(page.title, markdown, page.description)} ([HTML](${html}))${tool}`;
}

export function renderLlmsTxt(site: Site): string {
  const base = site.baseUrl;
  const tools = TOOL_SUMMARIES.map((t) => `\`${t.name}\``).join(', ');
  const docs = developerDocs(site);
  const agents = (note: string) => link('Instructions for agents', `${base}/agents.md`, note);
  const fit = apiEndpoints(site).find((e) => e.method === 'POST');
  return [
    `# ${site.identity.name}`,
    '',
    `> ${site.identity.description}`,
    '',
    describeUse(site),
    '',
    'Pages are listed by their Markdown twins, with the HTML page for people beside each. The JSON API and the MCP endpoint are not pages: they are listed as calls, with links to their documentation.',
    '',
    '## Pages',
    '',
    ...site.pages.map((p) => pageLine(site, p)),
    '',
    '## API',
    '',
    `A read-only JSON API: no key, no rate limit, JSON in and out, every failure the same Error shape. Its OpenAPI 3.1 description is ${file(`${base}/openapi.json`)} (also ${file(`${base}/api/openapi.json`)}). The operations, relative to \`${base}\`:`,
    '',
    ...apiEndpoints(site).map((e) => `- \`${e.method} ${e.path}\`: ${e.note}`),
    '',
    `For example: \`curl -X POST ${base}${fit?.example ?? '/api/fit'} -H 'Content-Type: application/json' -d '${JSON.stringify(exampleProfile(site))}'\``,
    '',
    ...(docs
      ? [
          link(
            'Developer documentation',
            docs.markdown,
            `every operation with examples, errors and limits, the MCP endpoint${site.identity.engine ? " and the private engine's boundary" : ''} ([HTML](${docs.html}))`,
          ),
        ]
      : []),
    agents('when to use the API, MCP or the pages, with exact requests that work as written'),
    '',
    '## MCP',
    '',
    `The same four capabilities as MCP tools (${tools}), with prompts ${PROMPT_NAMES.map((p) => `\`${p}\``).join(', ')}, at \`POST ${base}/mcp\`: Streamable HTTP with JSON-RPC 2.0, stateless, no key; protocol versions ${MCP_PROTOCOL_VERSIONS.join(', ')}. Its server card is ${file(`${base}/.well-known/mcp.json`)} (also ${file(`${base}/mcp/server-card`)}). For example: \`curl -X POST ${base}/mcp -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'\``,
    '',
    agents('how to connect an MCP client, with the exact JSON-RPC requests'),
    '',
    ...renderSkillsLlmsSection(site),
    '## Optional',
    '',
    link('Full text', `${base}/llms-full.txt`, 'every page above in one Markdown file'),
    '',
    `Also machine-readable: the sitemap ${file(`${base}/sitemap.xml`)}, robots.txt with content signals ${file(`${base}/robots.txt`)}, and the RFC 9727 API catalog ${file(`${base}/.well-known/api-catalog`)}.`,
    '',
  ].join('\n');
}
