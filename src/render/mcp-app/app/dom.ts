// A small element builder for the views: text goes in as text nodes, so nothing from a tool result is parsed as HTML,
// and its straight quotes become the language's curly ones, as on the site's pages.
import { curlPlainText } from '../../html/typography.js';

type Child = Node | string | false | undefined;

/** The page's language (the view's <html lang>), read once. */
const language = document.documentElement.lang || 'en';

export function el(tag: string, className?: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    if (child === false || child === undefined) continue;
    node.append(typeof child === 'string' ? document.createTextNode(curlPlainText(child, language)) : child);
  }
  return node;
}
