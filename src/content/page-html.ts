// Raw HTML in a page body is refused, with its line: the page for people escapes it and the Markdown twin would
// carry it raw, so one text would say two things. Code spans and blocks show markup as text and are not HTML.
import MarkdownIt from 'markdown-it';
import type { ContentProblem } from './errors.js';

const md = new MarkdownIt({ html: true });

/** Something that may open a tag or comment: only a body with one is parsed (start-up pays nothing otherwise). */
const MAYBE_HTML = /<[A-Za-z!?/]/;

/** Each raw HTML block or inline tag of `body` as a problem of `file`, on its line (`bodyLine`: the body's first). */
export function checkPageHtml(
  file: string,
  body: string,
  bodyLine: number,
  problems: ContentProblem[],
): void {
  if (!MAYBE_HTML.test(body)) return;
  for (const token of md.parse(body, {})) {
    const found =
      token.type === 'html_block'
        ? [token.content]
        : (token.children ?? []).filter((c) => c.type === 'html_inline').map((c) => c.content);
    const line = bodyLine + (token.map?.[0] ?? 0);
    for (const html of found) {
      const shown = html.trim().split('\n')[0]?.slice(0, 40) ?? '';
      problems.push({
        file,
        field: 'body',
        message: `raw HTML (${shown}) is not published: write it in Markdown, or in a code span (\`${shown}\`) to show it as text`,
        line,
      });
    }
  }
}
