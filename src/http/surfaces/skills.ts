// The agent skills index and one SKILL.md per skill as response-table entries; the digests name these bytes.
import type { Site } from '../../content/site.js';
import { DISCOVERY_PATHS, skillPath } from '../../domain/discovery.js';
import { buildSkills, buildSkillsIndex } from '../../render/skills/skills-index.js';
import type { TableEntry } from '../response-table.js';
import { JSON_TYPE, MARKDOWN, PAGE_CACHE } from './headers.js';

export function skillEntries(site: Site): TableEntry[] {
  // The index hashes every skill: made on its first request; the skills themselves are built once per site.
  const index = () => ({ body: `${JSON.stringify(buildSkillsIndex(site), null, 2)}\n` });
  return [
    {
      path: DISCOVERY_PATHS.skillsIndex,
      variants: [{ type: JSON_TYPE, render: index }],
      cacheControl: PAGE_CACHE,
    },
    ...buildSkills(site).map((skill) => ({
      path: skillPath(skill.name),
      variants: [{ type: MARKDOWN, body: skill.markdown }],
      cacheControl: PAGE_CACHE,
    })),
  ];
}
