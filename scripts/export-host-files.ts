// The static host's own files for an export: _headers (a catch-all and exact-path rules) and _redirects.

export interface ExportedFile {
  /** The URL path a visitor requests. */
  urlPath: string;
  /** Where its bytes are, relative to the export folder. */
  file: string;
  headers: Record<string, string>;
}

const titleCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** The headers every file carries with the same value (CORS, nosniff): what any response should have. */
function commonHeaders(files: ExportedFile[]): Record<string, string> {
  const [first, ...rest] = files;
  return Object.fromEntries(
    Object.entries(first?.headers ?? {}).filter(([name, value]) =>
      rest.every((f) => f.headers[name] === value),
    ),
  );
}

/**
 * A catch-all rule with the headers every response shares, so a 404 for any unknown path (which the host
 * answers with 404.html) still carries CORS and nosniff; then exact-path rules with the rest. Hosts join
 * the values of every rule that matches a path, so no header is in both.
 */
export function renderHeadersFile(files: ExportedFile[]): string {
  const common = commonHeaders(files);
  const line = ([name, value]: [string, string]) => `  ${titleCase(name)}: ${value}`;
  const rules = files.flatMap((f) => {
    const block = Object.entries(f.headers)
      .filter(([name]) => common[name] === undefined)
      .map(line);
    const paths = rewritten(f) ? [f.urlPath, `/${f.file}`] : [f.urlPath];
    return paths.map((path) => [path, ...block].join('\n'));
  });
  const catchAll = ['/*', ...Object.entries(common).map(line)].join('\n');
  return `# Response headers per path, read by Cloudflare Workers static assets and Netlify.\n${[catchAll, ...rules].join('\n\n')}\n`;
}

const rewritten = (f: ExportedFile) =>
  f.file !== 'index.html' && f.file !== f.urlPath.slice(1) && f.file !== `${f.urlPath.slice(1)}.html`;

/** The 200 rewrites, then the hand-offs' 303s (`handoffs`: whole lines, from export-handoffs.ts). */
export function renderRedirectsFile(files: ExportedFile[], handoffs: readonly string[] = []): string {
  const lines = files.filter(rewritten).map((f) => `${f.urlPath} /${f.file} 200`);
  const rewrites = `# 200 rewrites: URLs that are also folders are served from a file with an extension.\n${lines.join('\n')}\n`;
  if (handoffs.length === 0) return rewrites;
  return `${rewrites}\n# Hand-offs: the site's /go/ links, 303 to the owner's links (a static host keeps no log of them).\n${handoffs.join('\n')}\n`;
}
