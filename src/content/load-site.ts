// Reads the content folder from disk (the one place content touches node:fs) and parses it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ContentError } from './errors.js';
import { type ContentFiles, parseSite } from './parse-site.js';
import type { Site } from './site.js';

/** Every .yaml and .md file below dir, keyed by its forward-slash path relative to dir. */
export function readContentFiles(dir: string): ContentFiles {
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
  } catch (error) {
    throw new ContentError([
      {
        file: dir,
        field: '',
        message: `content folder not readable (${(error as Error).message}); set CONTENT_DIR`,
      },
    ]);
  }
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(entry.name))
        files[relative(dir, path).split(sep).join('/')] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

export function loadSite(dir: string, baseUrl: string): Site {
  return parseSite(readContentFiles(dir), baseUrl);
}
