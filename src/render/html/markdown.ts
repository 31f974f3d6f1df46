// Markdown to HTML for page bodies and short generated texts, with the layout conventions owners write in
// plain Markdown: a run of paragraphs that open with a bold label is a timeline of steps, and a bullet list
// whose items all open with a bold label is a grid of cards (numbered when the list is ordered).
import MarkdownIt from 'markdown-it';
import { escapeHtml } from './escape.js';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

type Token = ReturnType<typeof md.parse>[number];
type CoreState = Parameters<Parameters<typeof md.core.ruler.push>[1]>[0];

/** Index of the strong_close that ends a bold label opening this inline token, or -1. */
function boldLeadEnd(inline: Token | undefined): number {
  const children = inline?.children ?? [];
  const start = children[0]?.type === 'text' && children[0].content === '' ? 1 : 0;
  if (children[start]?.type !== 'strong_open') return -1;
  const end = children.findIndex((c, i) => i > start && c.type === 'strong_close');
  const rest = children.slice(end + 1).some((c) => c.type !== 'text' || c.content.trim() !== '');
  return end > 0 && rest ? end : -1;
}

/**
 * "**Strong fit:** every criterion passes." shows as a card titled "Strong fit" over "Every criterion passes."
 * The label's stop stays in the text, visually hidden, so the page says word for word what its Markdown twin
 * says (agents and checkers compare the two).
 */
function tidyCardLabel(inline: Token, state: CoreState): void {
  const children = inline.children ?? [];
  const end = boldLeadEnd(inline);
  const last = children[end - 1];
  // French sets a no-break space before its colon ("Prix\u00a0:"): the space goes with the stop.
  const stopAt = last?.type === 'text' ? last.content.search(/[\u00a0\u202f]?[.:]$/) : -1;
  if (last && stopAt >= 0) {
    const stop = new state.Token('html_inline', '', 0);
    stop.content = `<span class="visually-hidden">${escapeHtml(last.content.slice(stopAt))}</span>`;
    last.content = last.content.slice(0, stopAt);
    children.splice(end, 0, stop);
    const next = children[end + 2];
    if (next?.type === 'text')
      next.content = next.content.replace(
        /^(\s*)(\p{Ll})/u,
        (_, space: string, c: string) => space + c.toUpperCase(),
      );
  }
}

const isLeadParagraph = (tokens: Token[], i: number) =>
  tokens[i]?.type === 'paragraph_open' && tokens[i]?.level === 0 && boldLeadEnd(tokens[i + 1]) > 0;

/** Markup made here from escaped parts; html_block tokens render verbatim whatever the `html` option says. */
function html(state: CoreState, content: string): Token {
  const token = new state.Token('html_block', '', 0);
  token.content = content;
  return token;
}

/** "Monday: the lineup." reads as kicker "Monday" and title "the lineup"; a label without a colon is a title. */
function renderStep(inline: Token, env: CoreState['env']): string {
  const children = inline.children ?? [];
  const end = boldLeadEnd(inline);
  const label = children
    .slice(0, end)
    .filter((c) => c.type === 'text' || c.type === 'code_inline')
    .map((c) => c.content)
    .join('')
    .trim()
    .replace(/[\u00a0\u202f]?[.:]$/, '');
  const rest = children.slice(end + 1);
  if (rest[0]?.type === 'text')
    rest[0] = Object.assign(Object.create(rest[0]), { content: rest[0].content.trimStart() });
  // "Monday: the lineup", or in French "Lundi\u00a0: la liste".
  const colon = label.search(/[\u00a0\u202f]?: /);
  // A line break, not CSS alone, parts the day from its title: read aloud or extracted, "Monday The lineup".
  const kicker =
    colon > 0 ? `<span class="step-kicker">${escapeHtml(label.slice(0, colon).trimEnd())}</span>\n` : '';
  // "Monday: the lineup." reads "Monday · The lineup" on one line: the title starts with a capital wherever it stands.
  const rawTitle = colon > 0 ? label.slice(label.indexOf(': ', colon) + 2) : label;
  const title = rawTitle.charAt(0).toLocaleUpperCase() + rawTitle.slice(1);
  const text = md.renderer.renderInline(rest, md.options, env);
  // Details on demand: on phones each day is one line that opens; wider screens show every day open (CSS).
  return `<li class="step"><details><summary><h3>${kicker}<span class="step-title">${escapeHtml(title)}</span></h3></summary><p>${text}</p></details></li>`;
}

md.core.ruler.push('layout_conventions', (state) => {
  const out: Token[] = [];
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    // Header cells of Markdown tables are column headers; saying so lets assistive technology announce them.
    if (token.type === 'th_open') token.attrSet('scope', 'col');
    // A wide table scrolls sideways on phones (code in it never wraps): focusable, so keyboards can scroll it.
    if (token.type === 'table_open') token.attrSet('tabindex', '0');
    if ((token.type === 'bullet_list_open' || token.type === 'ordered_list_open') && token.level === 0) {
      const closeType = token.type.replace('_open', '_close');
      const close = tokens.findIndex((t, j) => j > i && t.type === closeType && t.level === 0);
      const items = tokens.slice(i, close).filter((t) => t.type === 'list_item_open' && t.level === 1).length;
      const leads = tokens
        .slice(i, close)
        .filter(
          (t, j, all) => t.type === 'paragraph_open' && t.level === 2 && boldLeadEnd(all[j + 1]) > 0,
        ).length;
      if (items > 1 && leads === items && token.type === 'ordered_list_open')
        token.attrJoin('class', 'numbered-list');
      else if (items > 1 && leads === items) {
        token.attrJoin('class', 'feature-list');
        for (let j = i; j < close; j++)
          if (tokens[j]?.type === 'inline' && tokens[j]?.level === 3)
            tidyCardLabel(tokens[j] as Token, state);
      }
    }
    let run = 0;
    while (isLeadParagraph(tokens, i + run * 3)) run++;
    if (run >= 2) {
      out.push(html(state, '<ol class="steps">\n'));
      for (let k = 0; k < run; k++)
        out.push(html(state, `${renderStep(tokens[i + k * 3 + 1] as Token, state.env)}\n`));
      out.push(html(state, '</ol>\n'));
      i += run * 3 - 1;
      continue;
    }
    out.push(token);
  }
  state.tokens = out;
});

/**
 * Long inline code (a URL, a path) may wrap after a slash, where a reader expects it, rather than anywhere in a
 * word ("openapi.jso" / "n"): a <wbr> after each inner slash, in tables too (on phones their rows stack, and a
 * long URL must wrap there rather than run off the screen). Short code gets none.
 */
md.renderer.rules.code_inline = (tokens, idx) => {
  const text = escapeHtml(tokens[idx]?.content ?? '');
  const wraps = text.length > 24;
  const soft = wraps ? text.replace(/(?<=[^/:]\/)(?=[^/])/g, '<wbr>') : text;
  return `<code>${soft}</code>`;
};

const inline = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdownHtml(markdown: string): string {
  return md.render(markdown);
}

/** One line of plain text (a recommendation, a note) with its URLs and e-mail addresses made into links. */
export function renderLinkifiedText(text: string): string {
  return inline.renderInline(text);
}
