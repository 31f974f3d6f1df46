// The site's agent skills over MCP (SEP-2640, io.modelcontextprotocol/skills): skill:// resources and entries.

import type { ReadResourceResult, Resource, Result } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { publishSkills } from '../render/skills/skills-index.js';
import { withJsonText } from './json-text.js';

export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
/** Settings inline under the identifier (SEP-2133): we also answer resources/directory/read. */
export const SKILLS_SETTINGS = { directoryRead: true } as const;

const MARKDOWN = 'text/markdown';

export interface SkillEntry {
  uri: string;
  /** The SKILL.md front matter as JSON: exactly what parsing the file's YAML gives. */
  frontmatter: { name: string; description: string };
  /** Every file of the skill with its digest and size; ours are one SKILL.md each. */
  resources: { uri: string; digest: string; size: number }[];
}

export interface SkillShelf {
  /** The SKILL.md of each skill, for resources/list: name and description from its front matter. */
  list: Resource[];
  reads: [string, ReadResourceResult][];
  entries: SkillEntry[];
  /** By the SKILL.md URI, for skills/get. */
  byUri: ReadonlyMap<string, SkillEntry>;
  /** resources/directory/read results by directory URI (skill://{name}, no trailing slash). */
  directories: ReadonlyMap<string, Result>;
}

/** skill://{name}/SKILL.md: the skill name is both the authority and the final path segment, as SEP-2640 asks. */
export const skillUri = (name: string) => `skill://${name}/SKILL.md`;

export function buildSkillShelf(site: Site): SkillShelf {
  const skills = publishSkills(site);
  const entries = skills.map(
    (s): SkillEntry => ({
      uri: skillUri(s.name),
      frontmatter: { name: s.name, description: s.description },
      resources: [{ uri: skillUri(s.name), digest: s.digest, size: s.size }],
    }),
  );
  const list = skills.map(
    (s): Resource => ({
      uri: skillUri(s.name),
      name: s.name,
      title: fillWords(site.words.agents.skills.resourceTitle, { name: s.name }),
      description: s.description,
      mimeType: MARKDOWN,
      size: s.size,
    }),
  );
  const reads = skills.map((s): [string, ReadResourceResult] => [
    skillUri(s.name),
    { contents: [withJsonText({ uri: skillUri(s.name), mimeType: MARKDOWN, text: s.markdown })] },
  ]);
  const directories = new Map(
    skills.map((s) => [
      `skill://${s.name}`,
      { resources: [{ uri: skillUri(s.name), name: 'SKILL.md', mimeType: MARKDOWN, size: s.size }] },
    ]),
  );
  return { list, reads, entries, byUri: new Map(entries.map((e) => [e.uri, e])), directories };
}
