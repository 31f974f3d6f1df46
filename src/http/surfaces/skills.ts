// The agent skills index and one SKILL.md per skill as response-table entries; the digests name these bytes.
import type { Site } from '../../content/site.js';
import { DISCOVERY_PATHS, skillPath } from '../../domain/discovery.js';
import { buildSkills, buildSkillsIndex, listSkillNames } from '../../render/skills/skills-index.js';
import type { TableEntry } from '../response-table.js';
import { JSON_TYPE, MARKDOWN, PAGE_CACHE } from './headers.js';

export function skillEntries(site: Site): TableEntry[] {
  // The index hashes every skill: made on its first request, as each SKILL.md; the skills are built once per site.
  const index = () => ({ body: `${JSON.stringify(buildSkillsIndex(site), null, 2)}\n` });
  const markdown = (name: string) => {
    const skill = buildSkills(site).find((s) => s.name === name);
    if (!skill) throw new Error(`agent skill "${name}" is listed but not built`);
    return { body: skill.markdown };
  };
  return [
    {
      path: DISCOVERY_PATHS.skillsIndex,
      variants: [{ type: JSON_TYPE, render: index }],
      cacheControl: PAGE_CACHE,
    },
    ...listSkillNames(site).map((name) => ({
      path: skillPath(name),
      variants: [{ type: MARKDOWN, render: () => markdown(name) }],
      cacheControl: PAGE_CACHE,
    })),
  ];
}
