// Markdown to HTML for page bodies and short generated texts, with the markup tweaks the HTML checks need.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

// Header cells of Markdown tables are column headers; saying so lets assistive technology announce them.
md.core.ruler.push('th_scope', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'inline') continue;
    if (token.type === 'th_open') token.attrSet('scope', 'col');
  }
});

const inline = new MarkdownIt({ html: false, linkify: true, typographer: true });

export function renderMarkdownHtml(markdown: string): string {
  return md.render(markdown);
}

/** One line of plain text (a recommendation, a note) with its URLs and e-mail addresses made into links. */
export function renderLinkifiedText(text: string): string {
  return inline.renderInline(text);
}
