// The discovery documents and what does not apply, in Markdown: the developers page's blocks and agents.md share them.
import type { Site } from '../../content/site.js';
import { DISCOVERY_PATHS, notApplicable, siteDiscoveryLinks } from '../../domain/discovery.js';
import { buildSkills } from '../skills/skills-index.js';

const code = (text: string) => `\`${text}\``;

export function renderDiscoveryBlock(site: Site): string {
  const base = site.baseUrl;
  const rels = siteDiscoveryLinks(site, { home: true }).map((l) => code(`rel="${l.rel}"`));
  const skills = buildSkills(site).map((s) => code(s.name));
  const rows: [string, string][] = [
    [
      'Link headers',
      `Every HTML page sends RFC 8288 \`Link\` headers (and the same links in its head): its Markdown twin as ${code('rel="alternate"; type="text/markdown"')}, then ${rels.slice(0, -1).join(', ')}; the home page adds ${rels.at(-1)}. A \`HEAD\` request is enough.`,
    ],
    [
      `[Agent skills](${base}${DISCOVERY_PATHS.skillsIndex})`,
      `${skills.join(' and ')}: one \`SKILL.md\` each, listed with its SHA-256 digest (Agent Skills Discovery v0.2.0).`,
    ],
    [
      `[MCP server card](${base}${DISCOVERY_PATHS.serverCard})`,
      `Served as \`application/mcp-server-card+json\` at the draft's reserved location, and the same card at ${['/.well-known/mcp.json', '/.well-known/mcp/server-card.json', '/.well-known/mcp-server-card'].map(code).join(', ')}.`,
    ],
    [
      `[AI Catalog](${base}${DISCOVERY_PATHS.aiCatalog})`,
      'The entry for the server card, as the server-card draft discovers it.',
    ],
    [
      `[MCP Catalog](${base}${DISCOVERY_PATHS.mcpCatalog})`,
      'The same entry, for clients of the draft’s earlier revision.',
    ],
    [
      `[API catalog](${base}${DISCOVERY_PATHS.apiCatalog})`,
      'RFC 9727 links to the JSON API and its OpenAPI description.',
    ],
  ];
  return [
    '| Document | What it gives an agent |',
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
