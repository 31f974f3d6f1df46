// Fills a word's {placeholders} with values known only when it is used (an amount, a typed answer, a link).

type Part = string | { name: string };

/** Each text split once into literal parts and placeholders: notes of every fit check are filled here. */
const compiled = new Map<string, Part[]>();

function compile(text: string): Part[] {
  let parts = compiled.get(text);
  if (!parts) {
    parts = text.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? { name: part } : part));
    compiled.set(text, parts);
  }
  return parts;
}

/** The text with each {name} replaced by values[name]; a placeholder without a value stays as written. */
export function fillWords(text: string, values: Readonly<Record<string, string | number>>): string {
  let out = '';
  for (const part of compile(text)) {
    if (typeof part === 'string') out += part;
    else out += Object.hasOwn(values, part.name) ? String(values[part.name]) : `{${part.name}}`;
  }
  return out;
}

/** Like fillWords for HTML: the text is escaped with `escapeText`, the values are inserted as given (markup). */
export function fillHtml(
  text: string,
  values: Readonly<Record<string, string>>,
  escapeText: (text: string) => string,
): string {
  let out = '';
  for (const part of compile(text)) {
    if (typeof part === 'string') out += escapeText(part);
    else out += Object.hasOwn(values, part.name) ? values[part.name] : escapeText(`{${part.name}}`);
  }
  return out;
}
