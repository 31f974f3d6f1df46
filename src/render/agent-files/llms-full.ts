// /llms-full.txt: every page's Markdown in one file, headings one level down, plus the engine's boundary once.

import { usesToken } from '../../content/page-tokens.js';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { pagePath } from '../../domain/pages.js';
import { renderEngineBlock } from '../markdown/engine-block.js';
import { renderPageBody } from '../markdown/page.js';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?=[ \t]|$)/;

/** Adds one level to every ATX heading outside code fences (a shell comment in a fence is not a heading). */
export function demoteHeadings(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line)?.[1];
      if (f && (fence === null || (f[0] === fence[0] && f.length >= fence.length))) {
        fence = fence === null ? f : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(ATX, (hashes) => (hashes.endsWith('######') ? hashes : `${hashes}#`));
    })
    .join('\n');
}

/** The engine's boundary as its own section, unless a page already carries it through {{engine}}. */
function engineSection(site: Site): string[] {
  if (!site.identity.engine || site.pages.some((p) => usesToken(p.body, 'engine'))) return [];
  return ['', `## ${site.words.agents.headings.engine}`, '', demoteHeadings(renderEngineBlock(site))];
}

/** Every page once: its title one level down, where it lives, then its body (headings demoted, links absolute). */
export function renderLlmsFullTxt(site: Site): string {
  const w = site.words.agents.llmsFull;
  const base = site.baseUrl;
  const sections = site.pages.map((page) => {
    const where = fillWords(w.where, {
      url: `${base}${pagePath(page.slug)}`,
      markdown: `${base}/${page.slug}.md`,
      updated: page.updated,
    });
    return [`## ${page.title}`, '', where, '', demoteHeadings(renderPageBody(site, page))]
      .join('\n')
      .trimEnd();
  });
  return [
    `# ${fillWords(w.title, { name: site.identity.name })}`,
    '',
    `> ${site.identity.description}`,
    '',
    fillWords(w.intro, { base }),
    '',
    sections.join('\n\n'),
    ...engineSection(site),
    '',
  ].join('\n');
}
