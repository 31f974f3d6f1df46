// RFC 8288 Link header fields parsed the way a client reads them: targets with their parameters, lower-cased names.

export interface ParsedLink {
  href: string;
  /** Parameter names lower-cased; rel keeps its value as sent (a space-separated list of relation types). */
  params: Record<string, string>;
}

/** Splits on a separator outside <…> and "…" (a title may hold commas and semicolons). */
function splitOutside(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let current = '';
  let angle = false;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted && c === '\\') {
      current += c + (text[++i] ?? '');
      continue;
    }
    if (c === '"' && !angle) quoted = !quoted;
    else if (c === '<' && !quoted) angle = true;
    else if (c === '>' && !quoted) angle = false;
    if (c === separator && !angle && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

function unquote(value: string): string {
  const v = value.trim();
  return v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

/** Every link in the field; a link without <URI-reference> is dropped (it would be malformed). */
export function parseLinkHeader(value: string | null | undefined): ParsedLink[] {
  if (!value) return [];
  return splitOutside(value, ',').flatMap((link) => {
    const [target = '', ...rest] = splitOutside(link, ';');
    const match = /^<([^>]*)>$/.exec(target);
    if (!match) return [];
    const params: Record<string, string> = {};
    for (const param of rest) {
      const eq = param.indexOf('=');
      const name = (eq === -1 ? param : param.slice(0, eq)).trim().toLowerCase();
      if (!(name in params)) params[name] = eq === -1 ? '' : unquote(param.slice(eq + 1));
    }
    return [{ href: match[1] as string, params }];
  });
}

/** The links whose rel names `rel` (relation types compare case-insensitively). */
export function linksWithRel(links: readonly ParsedLink[], rel: string): ParsedLink[] {
  const wanted = rel.toLowerCase();
  return links.filter((l) => (l.params.rel ?? '').toLowerCase().split(/\s+/).includes(wanted));
}
