// /llms.txt (the llmstxt.org index) and /llms-full.txt (every page's Markdown in one file), derived from the site.
import { PROMPT_NAMES } from '../../content/schemas/prompts-file.js';
import type { Site } from '../../content/site.js';
import { buildOffer, formatDuration, formatMoney, listActions } from '../../domain/offer.js';
import { apiPages, pagePath } from '../../domain/pages.js';
import { FitRequestSchema } from '../../domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS, TOOL_SUMMARIES } from '../../domain/tool-catalog.js';
import { renderPageMarkdown } from '../markdown/page.js';

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
      note: 'every page with its HTML `url` and `markdownUrl`',
    },
    {
      method: 'GET',
      path: '/api/pages/{slug}',
      example: `/api/pages/${slugs[0] ?? 'index'}`,
      note: `one page with its full Markdown; slugs ${code(slugs)}`,
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
    `This site publishes one offer, ${offer.name} (${formatMoney(offer.price.amount, offer.price.currency)}, ${offer.price.model ?? 'fixed'} price, ${formatDuration(offer)}), from ${site.identity.name}.`,
    `Use it when a person asks what the engagement costs, what it delivers, how it runs, whether it suits a given founder, or how to buy it or reach ${site.identity.shortName ?? site.identity.name}.`,
    'Everything here is public and read-only and needs no key.',
    'The fit check is indicative: it applies the published criteria mechanically and never accepts or refuses anyone.',
    `Purchase is for a human: hand the person the offer's action links (${actions}); never try to buy through the API.`,
  ].join(' ');
}

const link = (name: string, url: string, note: string) => `- [${name}](${url}): ${note}`;

export function renderLlmsTxt(site: Site): string {
  const base = site.baseUrl;
  const tools = TOOL_SUMMARIES.map((t) => `\`${t.name}\``).join(', ');
  return [
    `# ${site.identity.name}`,
    '',
    `> ${site.identity.description}`,
    '',
    describeUse(site),
    '',
    '## Pages (Markdown)',
    '',
    ...site.pages.map((p) => link(p.title, `${base}/${p.slug}.md`, p.description)),
    '',
    '## API',
    '',
    ...apiEndpoints(site).map((e) => link(`${e.method} ${e.path}`, `${base}${e.example}`, e.note)),
    link('OpenAPI 3.1 description', `${base}/openapi.json`, 'every operation, schema and error of the API'),
    '',
    '## MCP',
    '',
    link(
      'MCP endpoint',
      `${base}/mcp`,
      `POST JSON-RPC 2.0 over Streamable HTTP, stateless, no key; protocol versions ${MCP_PROTOCOL_VERSIONS.join(', ')}; tools ${tools}; prompts ${PROMPT_NAMES.join(', ')}`,
    ),
    link(
      'MCP server card',
      `${base}/.well-known/mcp.json`,
      'name, endpoint, transport and protocol versions (also at /mcp/server-card)',
    ),
    '',
    '## Instructions',
    '',
    link(
      'agents.md',
      `${base}/agents.md`,
      'how an agent should use this site, with exact API and MCP requests',
    ),
    '',
    '## Optional',
    '',
    link('Full text', `${base}/llms-full.txt`, 'every page above in one Markdown file'),
    link('Sitemap', `${base}/sitemap.xml`, 'every indexable HTML page'),
    link('robots.txt', `${base}/robots.txt`, 'crawl policy and content signals'),
    link('API catalog', `${base}/.well-known/api-catalog`, 'RFC 9727 linkset pointing to the API and MCP'),
    link('Home page (HTML)', `${base}${pagePath('index')}`, 'the same content for people'),
    '',
  ].join('\n');
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?=[ \t]|$)/;

/** Adds one level to every ATX heading outside code fences (a shell comment in a fence is not a heading). */
export function demoteHeadings(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line)?.[1];
      if (f && (fence === null || (f[0] === fence[0] && f.length >= fence.length))) {
        fence = fence === null ? f : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(ATX, (hashes) => (hashes.endsWith('######') ? hashes : `${hashes}#`));
    })
    .join('\n');
}

export function renderLlmsFullTxt(site: Site): string {
  const base = site.baseUrl;
  const sections = site.pages.map((page) => {
    const [heading = '', ...rest] = demoteHeadings(renderPageMarkdown(site, page)).split('\n');
    const where = `URL: ${base}${pagePath(page.slug)} (Markdown: ${base}/${page.slug}.md, updated ${page.updated})`;
    return [heading, '', where, ...rest].join('\n').trimEnd();
  });
  return [
    `# ${site.identity.name}: every page in full`,
    '',
    `> ${site.identity.description}`,
    '',
    `The full Markdown of every public page of ${base}, one section per page, with each page's headings one level down. The short index is ${base}/llms.txt.`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
