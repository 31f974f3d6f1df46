// The skills as the other agent documents list them: a section of llms.txt and service-doc links of the api-catalog.

import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { DISCOVERY_PATHS, skillPath } from '../../domain/discovery.js';
import { buildSkills } from './skills-index.js';

export interface SkillLink {
  href: string;
  type: 'text/markdown';
  title: string;
}

/** Each SKILL.md, for the api-catalog's service-doc relations of the API and the MCP endpoint. */
export function skillLinks(site: Site): SkillLink[] {
  return buildSkills(site).map((skill) => ({
    href: `${site.baseUrl}${skillPath(skill.name)}`,
    type: 'text/markdown',
    title: fillWords(site.words.agents.catalog.skill, { name: skill.name }),
  }));
}

/** llms.txt's section: the index as a file to fetch, then each skill as a Markdown document to read. */
export function renderSkillsLlmsSection(site: Site): string[] {
  const w = site.words.agents.llms;
  const base = site.baseUrl;
  return [
    `## ${w.skillsHeading}`,
    '',
    fillWords(w.skills, { index: `<${base}${DISCOVERY_PATHS.skillsIndex}>` }),
    '',
    ...buildSkills(site).map(
      (s) => `- [${s.name}](${base}${skillPath(s.name)})${site.words.typography.colon} ${s.description}`,
    ),
    '',
  ];
}
