// The skill "read and cite this offer": where the Markdown is (llms.txt, twins, pages API) and how to quote it.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { buildOffer } from '../../domain/offer.js';
import { apiPages, pagePath } from '../../domain/pages.js';
import { describeContact } from '../agent-files/contact.js';
import { cell, composeSkill, fence, type Skill, skillPrefix } from './skill-file.js';

function sourcesSection(site: Site): string[] {
  const w = site.words.agents.skills.cite;
  const base = site.baseUrl;
  const [first] = apiPages(site);
  const slug = first?.slug ?? 'index';
  return [
    `## ${w.sourcesHeading}`,
    '',
    // Without an MCP endpoint (a static export), the JSON step names no MCP tools.
    ...[w.start, w.twin, liveEndpoints(site) ? w.json : w.jsonStatic, w.full, w.facts].map(
      (t, i) => `${i + 1}. ${fillWords(t, { base })}`,
    ),
    '',
    fence('sh', `curl -s ${base}/${slug}.md\ncurl -s -H 'Accept: text/markdown' ${base}${pagePath(slug)}`),
    '',
  ];
}

function pagesSection(site: Site): string[] {
  const w = site.words.agents.skills.cite;
  const base = site.baseUrl;
  return [
    `## ${w.pagesHeading}`,
    '',
    `| ${w.pageColumn} | ${w.citeColumn} | ${w.readColumn} | ${w.updatedColumn} |`,
    '|---|---|---|---|',
    ...site.pages.map(
      (p) => `| ${cell(p.title)} | ${base}${pagePath(p.slug)} | ${base}/${p.slug}.md | ${p.updated} |`,
    ),
    '',
  ];
}

function citingSection(site: Site): string[] {
  const w = site.words.agents.skills.cite;
  return [
    `## ${w.howHeading}`,
    '',
    `- ${w.quote}`,
    `- ${w.exact}`,
    `- ${fillWords(w.gap, { contact: describeContact(site) })}`,
    `- ${site.identity.robots.aiTrain ? w.signalsTrain : w.signalsNoTrain}`,
  ];
}

export const citeSkillName = (site: Site) => `${skillPrefix(site)}-read-and-cite`;

export function buildCiteSkill(site: Site): Skill {
  const w = site.words.agents.skills.cite;
  const offer = buildOffer(site);
  const values = {
    name: site.identity.name,
    offer: offer.name,
    shortName: site.identity.shortName ?? site.identity.name,
  };
  const body = [
    `# ${fillWords(w.title, values)}`,
    '',
    `${site.identity.description}`,
    '',
    w.intro,
    '',
    ...sourcesSection(site),
    ...pagesSection(site),
    ...citingSection(site),
  ].join('\n');
  return composeSkill(citeSkillName(site), fillWords(w.description, values), body);
}
