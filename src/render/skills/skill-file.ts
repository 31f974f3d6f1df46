// An Agent Skill as published here: a SKILL.md (agentskills.io front matter, then Markdown) and where it is served.
import { stringify } from 'yaml';
import type { Site } from '../../content/site.js';

export interface Skill {
  /** agentskills.io name: 1-64 of a-z, 0-9 and single inner hyphens; also the skill's folder in the URL. */
  name: string;
  /** What the skill does and when to use it; at most 1024 characters. */
  description: string;
  /** The whole SKILL.md, front matter included: the bytes served and digested. */
  markdown: string;
}

const NAME = /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/;
const MAX_DESCRIPTION = 1024;
const MAX_PREFIX = 40;

/**
 * The site's own prefix for skill names ("Halden" gives halden-check-fit), so skills installed from several
 * sites do not collide; a name with no Latin letters or digits falls back to "offer".
 */
export function skillPrefix(site: Site): string {
  const slug = (site.identity.shortName ?? site.identity.name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_PREFIX)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'offer' : slug;
}

/** The name as given, or an error if the agentskills.io naming rules reject it. */
export function checkSkillName(name: string): string {
  if (!NAME.test(name)) throw new Error(`agent skill name "${name}" breaks the agentskills.io naming rules`);
  return name;
}

/**
 * Front matter plus body; a name or description the spec would reject fails the build of the skill, which the
 * Workers build and the first reader of the skills on Node do (names are checked at start-up: listSkillNames).
 */
export function composeSkill(name: string, description: string, body: string): Skill {
  checkSkillName(name);
  if (description.length === 0 || description.length > MAX_DESCRIPTION) {
    throw new Error(`agent skill "${name}": description must be 1-${MAX_DESCRIPTION} characters`);
  }
  // lineWidth 0: one line per field, so a reader that does not fold YAML still sees the whole description.
  const front = stringify({ name, description }, { lineWidth: 0 });
  return { name, description, markdown: `---\n${front}---\n\n${body.trim()}\n` };
}

export const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

/** A Markdown table cell: pipes escaped, line breaks flattened. */
export const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s*\n\s*/g, ' ');
