// Issue 48: no regular expression in src/ may backtrack super-linearly unless it only ever reads the owner's content.
import { describe, expect, it } from 'vitest';
import { checkPattern } from './helpers/redos.js';
import { type FoundPattern, findPatterns, sourceFiles } from './helpers/regex-literals.js';

/** Folders whose code reads what a client sends: a pattern here must be linear, with no exception. */
const REQUEST_PATH = ['src/http/', 'src/mcp/', 'src/entry/', 'src/domain/'];

/**
 * Patterns recheck calls super-linear, or cannot judge (built at run time, or with a lookaround or a
 * back-reference, which its automaton checker does not read), that only ever read content the owner wrote or
 * configuration the operator set: at start-up, at build time, or once per text of the site's own words, and
 * never a request. Keyed by
 * file and the literal as written (or the RegExp call), so moving a line does not break the entry. A new
 * pattern lands here only with the reason it never reads a request.
 */
const CONTENT_ONLY: Record<string, string> = {
  'src/content/assets.ts /<svg\\b[^>]*>/i': "an SVG asset's root element, read once at start-up",
  "src/content/assets.ts new RegExp(`\\\\s${name}\\\\s*=\\\\s*[\"']([^\"']*)[\"']`, 'i')":
    "an attribute of that root element (name is the code's own: width, height, viewBox)",
  'src/content/colors.ts /^(rgb|hsl)a?\\(\\s*([^)]*)\\)$/i': "a theme colour from the owner's site.yaml",
  'src/content/config.ts /\\/+$/': 'BASE_URL from the environment, read once at start-up',
  'src/content/page-links.ts /(`+)[\\s\\S]*?\\1/g':
    'code spans on a line of a content page, checked at start-up',
  'src/content/page-tokens.ts new RegExp(`\\\\{\\\\{\\\\s*${token}\\\\s*\\\\}\\\\}`)':
    'a block token (a fixed name of the code) in a content page, checked at start-up',
  'src/content/schemas/engine.ts /\\{([^}]*)\\}/g': "a URL template in the owner's engine.yaml",
  'src/content/schemas/engine.ts /\\/+$/': "a URL in the owner's engine.yaml",
  'src/content/tokens.ts /\\{\\{\\s*([^}]*?)\\s*\\}\\}/g': '{{token}} expansion in content text, at start-up',
  "src/render/html/body.ts new RegExp(`^\\\\{\\\\{\\\\s*(${COMPONENT_TOKENS.join('|')})\\\\s*\\\\}\\\\}[ \\\\t]*$`, 'gm')":
    "block-token lines of a content page (the code's own token names), rendered once",
  'src/render/html/body.ts /^##\\s+(.+?)\\s*#*\\s*$/': 'section headings of a content page, rendered once',
  'src/render/html/body.ts /\\s*#*\\s*$/': 'FAQ questions of a content page, rendered once',
  'src/render/html/home.ts /^\\*\\*[^*\\n]+\\*\\*\\s+\\S[\\s\\S]*?\\n\\s*\\n\\*\\*[^*\\n]+\\*\\*\\s+\\S/m':
    "the home page's step list in content, rendered once",
  'src/render/skills/skill-file.ts /^-+|-+$/g': "the site's short name as a skill-name prefix, once",
  'src/render/skills/skill-file.ts /\\s*\\n\\s*/g': 'table cells of the skills, from content, built once',
  'src/content/parse-page.ts /^(```|~~~)[\\s\\S]*?^\\1/gm':
    'fenced code blocks of a content page (a back-reference), read at start-up',
  'src/content/tokens.ts /\\{\\{(?![^{}\\n]*\\}\\})\\s*([^{}\\s]{0,40})/g':
    'unclosed {{tokens}} in content text (a lookahead), checked at start-up',
  'src/content/tokens.ts /\\W+$/': 'the name of an unclosed token in a content error message, at start-up',
  'src/content/words/parse-words.ts /(?<!\\{)\\{(\\w+)\\}(?!\\})/g':
    "placeholders in the owner's words files (lookarounds), read at start-up",
  'src/render/fit-tally.ts /(?<=[.!?])\\s+(?=\\p{Lu})/u':
    "sentences of a verdict's recommendation, a text of the site's words, split once per text (the fit page keeps it per text; the chat's view splits the one result it shows)",
  'src/render/skills/skill-file.ts /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/':
    "the skill names made from the site's name (lookarounds), checked once",
};

const keyOf = (p: FoundPattern) => `${p.where.slice(0, p.where.lastIndexOf(':'))} ${p.text}`;

/** recheck's verdict: "safe", or why not (with the attack it found), as one line for the failure message. */
async function verdict(p: FoundPattern): Promise<string> {
  if (!p.pattern) return 'built at run time: recheck cannot read it';
  const d = await checkPattern(p.pattern.source, p.pattern.flags);
  if (d.status === 'safe') return 'safe';
  if (d.status === 'unknown') return `not judged (${d.error.kind})`;
  return `${d.complexity.type} (${d.checker}), attack ${d.attack.pattern.slice(0, 60)}`;
}

describe('regular expressions in src/ (recheck, the ReDoS checker)', () => {
  const found = sourceFiles('src').flatMap(findPatterns);

  it('finds the patterns (the scanner reads every file)', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found.some((p) => p.where.startsWith('src/http/'))).toBe(true);
  });

  it('every pattern is linear, or only ever reads content and says why; none on the request path', async () => {
    const refused: string[] = [];
    const excused = new Set<string>();
    for (const p of found) {
      const key = keyOf(p);
      const why = await verdict(p);
      if (why === 'safe') continue;
      if (CONTENT_ONLY[key] !== undefined && !REQUEST_PATH.some((dir) => key.startsWith(dir)))
        excused.add(key);
      else refused.push(`${p.where} ${p.text}: ${why}`);
    }
    expect(refused).toEqual([]);
    // An entry that no longer names a flagged pattern goes, so the list never excuses more than it says.
    expect(Object.keys(CONTENT_ONLY).filter((key) => !excused.has(key))).toEqual([]);
  }, 300_000);
});
