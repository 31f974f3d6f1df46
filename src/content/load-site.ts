// Reads the content folder from disk (the one place content touches node:fs) and parses it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isAssetFile } from './assets.js';
import { ContentError } from './errors.js';
import { type ContentFiles, parseSite } from './parse-site.js';
import type { Site } from './site.js';

/** Every .yaml and .md file below dir as text, and every asset under assets/ as bytes, keyed by forward-slash path. */
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
  const files: Record<string, string | Uint8Array> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      const key = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(entry.name)) files[key] = readFileSync(path, 'utf8');
      else if (isAssetFile(key)) files[key] = new Uint8Array(readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

export function loadSite(dir: string, baseUrl: string): Site {
  return parseSite(readContentFiles(dir), baseUrl);
}
