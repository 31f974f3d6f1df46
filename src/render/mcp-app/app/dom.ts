// A small element builder for the views: text goes in as text nodes, so nothing from a tool result is parsed as HTML.
type Child = Node | string | false | undefined;

export function el(tag: string, className?: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    if (child === false || child === undefined) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}
