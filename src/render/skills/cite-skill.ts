// The skill "read and cite this offer": where the Markdown is (llms.txt, twins, pages API) and how to quote it.
import type { Site } from '../../content/site.js';
import { buildOffer } from '../../domain/offer.js';
import { apiPages, pagePath } from '../../domain/pages.js';
import { cell, composeSkill, fence, type Skill, skillPrefix } from './skill-file.js';

function sourcesSection(site: Site): string[] {
  const base = site.baseUrl;
  const [first] = apiPages(site);
  const slug = first?.slug ?? 'index';
  return [
    '## Where the text is',
    '',
    `1. **Start at ${base}/llms.txt**: what the site is, when to use it, and a link to every page's Markdown.`,
    `2. **Any page as Markdown**: fetch \`${base}/{slug}.md\`, or the page's own URL with \`Accept: text/markdown\`. Every HTML page also names its twin in a \`Link: <…>; rel="alternate"; type="text/markdown"\` header.`,
    `3. **As JSON**: \`GET ${base}/api/pages\` lists the pages (\`slug\`, \`title\`, \`description\`, \`url\`, \`markdownUrl\`); \`GET ${base}/api/pages/{slug}\` adds the full \`markdown\`. Over MCP the tools \`list_pages\` and \`get_page\` do the same.`,
    `4. **Everything at once**: ${base}/llms-full.txt holds every page in one file.`,
    `5. **Facts as data**: \`GET ${base}/api/offer\` has the price, duration, deliverables, guarantee, credit, who it is for and the action links.`,
    '',
    fence('sh', `curl -s ${base}/${slug}.md\ncurl -s -H 'Accept: text/markdown' ${base}${pagePath(slug)}`),
    '',
  ];
}

function pagesSection(site: Site): string[] {
  const base = site.baseUrl;
  return [
    '## The pages',
    '',
    '| Page | Cite this URL | Read this Markdown | Updated |',
    '|---|---|---|---|',
    ...site.pages.map(
      (p) => `| ${cell(p.title)} | ${base}${pagePath(p.slug)} | ${base}/${p.slug}.md | ${p.updated} |`,
    ),
    '',
  ];
}

function citingSection(site: Site): string[] {
  const train = site.identity.robots.aiTrain;
  return [
    '## How to cite',
    '',
    '- Quote the Markdown, but link the page’s HTML URL (`url` in the pages API; a twin names it in `Link: rel="canonical"`): that is the address a person can open.',
    '- Quote prices, dates and terms exactly as written, with the currency. Say when the page was last updated if the answer depends on it.',
    `- If the site does not answer the question, say so and point to the contact page or ${site.identity.email}; do not fill the gap with a guess.`,
    `- The site's content signals (robots.txt) allow search and answering questions from it${train ? ', and training' : ', not training models on it'}.`,
  ];
}

export function buildCiteSkill(site: Site): Skill {
  const offer = buildOffer(site);
  const who = site.identity.name;
  const description = `Read ${who}'s public pages and the ${offer.name} offer as Markdown (llms.txt, the Markdown twin of every page, the pages API) and quote them with links a person can open. Use when someone asks what ${offer.name} is, what it costs or includes, how it runs, who it is for, how to reach ${site.identity.shortName ?? who}, or wants a source for any of it.`;
  const body = [
    `# Read and cite ${who}`,
    '',
    `${site.identity.description}`,
    '',
    'Everything here is public, read-only and needs no key. Read the Markdown rather than the HTML: it is the same text without the page furniture.',
    '',
    ...sourcesSection(site),
    ...pagesSection(site),
    ...citingSection(site),
  ].join('\n');
  return composeSkill(`${skillPrefix(site)}-read-and-cite`, description, body);
}
