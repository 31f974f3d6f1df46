// Rules across the files of the content folder: referenced assets exist, engine tokens need an engine, no BOMs.
import type { ContentProblem, LocateIssue } from './errors.js';
import { usesToken } from './page-tokens.js';
import type { ContentFiles, SitePage } from './site.js';

/** Each [field, path] whose path is set must be a file under assets/ (read and checked as an image). */
export function checkAssetReferences(
  file: string,
  references: readonly (readonly [string, string | undefined])[],
  assets: ReadonlyMap<string, unknown>,
  problems: ContentProblem[],
  locate?: LocateIssue,
): void {
  for (const [field, path] of references) {
    if (path && !assets.has(path)) {
      const message = `${path} is not in the content folder; add the file under assets/ or correct the path`;
      const keys = field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      const line = locate?.(keys);
      problems.push({ file, field, message, ...(line ? { line } : {}) });
    }
  }
}

const ENGINE_TOKENS = ['engine', 'engine_url'] as const;

/** Without an engine in site.yaml there is nothing for {{engine}} or {{engine_url}} to say. */
export function checkEngineTokens(pages: readonly SitePage[], problems: ContentProblem[]): void {
  for (const page of pages) {
    const token = ENGINE_TOKENS.find((t) => usesToken(page.body, t));
    if (token) {
      const message = `{{${token}}} needs an engine section in site.yaml; add one or remove the token`;
      problems.push({ file: page.file, field: 'body', message });
    }
  }
}

/** A UTF-8 byte-order mark (some Windows editors write one) is not part of the text. */
export function withoutByteOrderMarks(files: ContentFiles): ContentFiles {
  const marked = Object.entries(files).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].charCodeAt(0) === 0xfeff,
  );
  if (marked.length === 0) return files;
  return { ...files, ...Object.fromEntries(marked.map(([key, text]) => [key, text.slice(1)])) };
}
