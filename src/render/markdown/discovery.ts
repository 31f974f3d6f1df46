// The discovery documents and what does not apply, in Markdown: the developers page's blocks and agents.md share them.
import type { Site } from '../../content/site.js';
import {
  DISCOVERY_PATHS,
  notApplicable,
  SERVER_CARD_ALIASES,
  siteDiscoveryLinks,
} from '../../domain/discovery.js';
import { buildSkills } from '../skills/skills-index.js';

const code = (text: string) => `\`${text}\``;

export function renderDiscoveryBlock(site: Site): string {
  const base = site.baseUrl;
  const rels = siteDiscoveryLinks(site, { home: true }).map((l) => code(`rel="${l.rel}"`));
  const skills = buildSkills(site).map((s) => code(s.name));
  // Addresses as code, not links: they are JSON documents to fetch, and link checkers would read them as pages.
  const at = (path: string) => code(`${base}${path}`);
  const rows: [string, string][] = [
    [
      'Link headers',
      `Every HTML page sends RFC 8288 \`Link\` headers (and the same links in its head): its Markdown twin as ${code('rel="alternate"; type="text/markdown"')}, then ${rels.slice(0, -1).join(', ')}; the home page adds ${rels.at(-1)}. A \`HEAD\` request is enough.`,
    ],
    [
      'Agent skills',
      `${at(DISCOVERY_PATHS.skillsIndex)}: ${skills.join(' and ')}, one \`SKILL.md\` each, listed with its SHA-256 digest (Agent Skills Discovery v0.2.0).`,
    ],
    [
      'MCP server card',
      `${at(DISCOVERY_PATHS.serverCard)}, the draft's reserved location, as \`application/mcp-server-card+json\`; the same card at ${SERVER_CARD_ALIASES.map(code).join(', ')}.`,
    ],
    [
      'AI Catalog',
      `${at(DISCOVERY_PATHS.aiCatalog)}: the entry for the server card, as the server-card draft finds it.`,
    ],
    [
      'MCP Catalog',
      `${at(DISCOVERY_PATHS.mcpCatalog)}: the same entry, for clients of the draft’s earlier revision.`,
    ],
    [
      'API catalog',
      `${at(DISCOVERY_PATHS.apiCatalog)}: RFC 9727 links to the JSON API and its OpenAPI description.`,
    ],
  ];
  return [
    '| What | Where, and what it gives an agent |',
    '|---|---|',
    ...rows.map(([a, b]) => `| ${a} | ${b} |`),
  ].join('\n');
}

export function renderNotApplicableBlock(site: Site): string {
  return notApplicable(site)
    .map((item) => `- **${item.what}:** ${item.why}`)
    .join('\n');
}

/** agents.md's sections: the discovery documents and skills, then what is left out and why. */
export function renderAgentsDiscoverySections(site: Site): string[] {
  return [
    '## Discover without parsing HTML',
    '',
    'Every page answers `HEAD` with `Link` headers to its twin and to these documents, so one request finds the rest. The skills are instructions to load when a task matches: one to check fit and hand over the next step, one to read and cite the site.',
    '',
    renderDiscoveryBlock(site),
    '',
    '## What this site does not publish, and why',
    '',
    renderNotApplicableBlock(site),
    '',
  ];
}
