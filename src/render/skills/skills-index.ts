// The agent skills of this site and their discovery index (Agent Skills Discovery draft v0.2.0).
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { skillPath } from '../../domain/discovery.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { encodeUtf8 } from '../bytes.js';
import { sha256Hex } from '../sha256.js';
import { buildCiteSkill, citeSkillName } from './cite-skill.js';
import { buildFitSkill, fitSkillName } from './fit-skill.js';
import { checkSkillName, type Skill } from './skill-file.js';

/** The draft's schema URI: an opaque version identifier that clients match before reading the index. */
export const SKILLS_INDEX_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

export interface SkillsIndexEntry {
  name: string;
  type: 'skill-md';
  description: string;
  url: string;
  /** sha256:{hex} of the exact bytes served at url; clients must reject a mismatch. */
  digest: string;
}

export interface SkillsIndex {
  $schema: string;
  skills: SkillsIndexEntry[];
}

/** A skill as both surfaces serve it: the exact bytes of its SKILL.md, their length and their digest. */
export interface PublishedSkill extends Skill {
  bytes: Uint8Array;
  size: number;
  /** sha256:{hex} of bytes: the same string in the /.well-known index and in MCP's skills/list. */
  digest: string;
}

/**
 * The skills' names in buildSkills' order, checked, without building the skills: the response table lists their
 * URLs at start-up, while the fit skill's text formats amounts, and the first Intl formatter loads ICU's locale
 * data (~7 MB resident), which start-up should not pay.
 */
export function listSkillNames(site: Site): string[] {
  return [...(hasFitSkill(site) ? [fitSkillName(site)] : []), citeSkillName(site)].map(checkSkillName);
}

/** The fit skill runs the fit check: published only where an endpoint answers it (not a bare static export). */
const hasFitSkill = (site: Site) => liveEndpoints(site) !== undefined;

/** Built once per site: llms.txt, the API catalog, the skills index and each SKILL.md all list them. */
export const buildSkills = perSite('skills', (site): readonly Skill[] => [
  ...(hasFitSkill(site) ? [buildFitSkill(site)] : []),
  buildCiteSkill(site),
]);

/**
 * The one source of skill bytes and digests: the /.well-known index and the MCP skills extension both read it,
 * so a client comparing the two sees the same digest. Hashed on first use, then kept per site.
 */
export const publishSkills = perSite('published-skills', (site): readonly PublishedSkill[] =>
  buildSkills(site).map((skill) => {
    const bytes = encodeUtf8(skill.markdown);
    return { ...skill, bytes, size: bytes.byteLength, digest: `sha256:${sha256Hex(bytes)}` };
  }),
);

export function buildSkillsIndex(site: Site): SkillsIndex {
  return {
    $schema: SKILLS_INDEX_SCHEMA,
    skills: publishSkills(site).map((skill) => ({
      name: skill.name,
      type: 'skill-md',
      description: skill.description,
      url: `${site.baseUrl}${skillPath(skill.name)}`,
      digest: skill.digest,
    })),
  };
}
