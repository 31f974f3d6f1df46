// The discovery documents and what does not apply, in Markdown: the developers page's blocks and agents.md share them.

import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import {
  DISCOVERY_PATHS,
  notApplicable,
  SERVER_CARD_ALIASES,
  siteDiscoveryLinks,
} from '../../domain/discovery.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { buildSkills } from '../skills/skills-index.js';

const code = (text: string) => `\`${text}\``;

export function renderDiscoveryBlock(site: Site): string {
  const w = site.words.agents.discovery;
  const base = site.baseUrl;
  const rels = siteDiscoveryLinks(site, { home: true }).map((l) => code(`rel="${l.rel}"`));
  const skills = buildSkills(site).map((s) => code(s.name));
  // Addresses as code, not links: they are JSON documents to fetch, and link checkers would read them as pages.
  const at = (path: string) => code(`${base}${path}`);
  const rows: [string, string][] = [
    [
      w.linkHeaders,
      fillWords(w.linkHeadersText, {
        twin: code('rel="alternate"; type="text/markdown"'),
        rels: rels.slice(0, -1).join(', '),
        home: rels.at(-1) ?? '',
      }),
    ],
    [
      w.skills,
      fillWords(w.skillsText, { index: at(DISCOVERY_PATHS.skillsIndex), skills: skills.join(` ${w.and} `) }),
    ],
    // The MCP card and the catalogs that point to it exist only where an MCP endpoint answers.
    ...(liveEndpoints(site)
      ? ([
          [
            w.card,
            fillWords(w.cardText, {
              card: at(DISCOVERY_PATHS.serverCard),
              aliases: SERVER_CARD_ALIASES.map(code).join(', '),
            }),
          ],
          [w.aiCatalog, fillWords(w.aiCatalogText, { catalog: at(DISCOVERY_PATHS.aiCatalog) })],
          [w.mcpCatalog, fillWords(w.mcpCatalogText, { catalog: at(DISCOVERY_PATHS.mcpCatalog) })],
        ] as [string, string][])
      : []),
    [w.apiCatalog, fillWords(w.apiCatalogText, { catalog: at(DISCOVERY_PATHS.apiCatalog) })],
  ];
  return [`| ${w.what} | ${w.where} |`, '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
}

export function renderNotApplicableBlock(site: Site): string {
  return notApplicable(site)
    .map((item) => `- **${item.what}${site.words.typography.colon}** ${item.why}`)
    .join('\n');
}

/** agents.md's sections: the discovery documents and skills, then what is left out and why. */
export function renderAgentsDiscoverySections(site: Site): string[] {
  const w = site.words.agents.discovery;
  return [
    `## ${w.heading}`,
    '',
    w.intro,
    '',
    renderDiscoveryBlock(site),
    '',
    `## ${w.notPublishedHeading}`,
    '',
    renderNotApplicableBlock(site),
    '',
  ];
}
