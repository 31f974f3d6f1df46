// Reads the content folder from disk (the one place content touches node:fs) and parses it.
import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isAssetFile } from './assets.js';
import { ContentError, type ContentProblem } from './errors.js';
import { type ContentFiles, type ParseOptions, parseSite } from './parse-site.js';
import type { Site } from './site.js';

const CONTENT_FILE = /\.(ya?ml|md)$/;
/** Never follow a last-component symlink at open, and never block on a FIFO swapped in after the checks. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** The folder with every symlink resolved, or a ContentError saying CONTENT_DIR is wrong. */
export function resolveContentRoot(dir: string): string {
  try {
    if (!statSync(dir).isDirectory()) throw new Error('not a directory');
    return realpathSync(dir);
  } catch (error) {
    throw new ContentError([
      {
        file: dir,
        field: '',
        message: `content folder not readable (${(error as Error).message}); set CONTENT_DIR`,
      },
    ]);
  }
}

const isInside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * The bytes of one file of the folder. A symlink may point anywhere inside the folder but not out of it
 * (a `pages/leak.md` linked to a file elsewhere would publish that file); the target must be a regular
 * file (no FIFO, device or folder), checked before opening and again on the open descriptor. Errors are
 * plain messages for the caller to attach to the file's name.
 */
export function readContentBytes(root: string, path: string): Buffer {
  const real = realpathSync(path);
  if (!isInside(root, real))
    throw new Error('is a symlink to a file outside the content folder; copy the file in');
  if (!statSync(real).isFile()) throw new Error('is not a regular file');
  const fd = openSync(real, OPEN_FLAGS);
  try {
    if (!fstatSync(fd).isFile()) throw new Error('is not a regular file');
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

const describeReadError = (error: unknown) => {
  const e = error as NodeJS.ErrnoException;
  return e.code === undefined ? e.message : `not readable (${e.code})`;
};

/** Every .yaml and .md file below dir as text, and every asset under assets/ as bytes, keyed by forward-slash path. */
export function readContentFiles(dir: string): ContentFiles {
  const root = resolveContentRoot(dir);
  const files: Record<string, string | Uint8Array> = {};
  const problems: ContentProblem[] = [];
  const keyOf = (path: string) => relative(root, path).split(sep).join('/');
  const problem = (path: string, message: string) => problems.push({ file: keyOf(path), field: '', message });
  // Real folders on the current path from the root: a symlink back to one of them is a loop, not followed.
  const ancestors = new Set<string>();

  const walk = (folder: string) => {
    let real: string;
    try {
      real = realpathSync(folder);
    } catch (error) {
      return problem(folder, describeReadError(error));
    }
    if (!isInside(root, real)) return problem(folder, 'is a symlink to a folder outside the content folder');
    if (ancestors.has(real)) return problem(folder, 'is a symlink to a folder that contains it (a loop)');
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      return problem(folder, describeReadError(error));
    }
    ancestors.add(real);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      const key = keyOf(path);
      const text = CONTENT_FILE.test(entry.name);
      const wanted = text || isAssetFile(key);
      const folderLike = entry.isDirectory() || (entry.isSymbolicLink() && isFolderLink(path));
      if (folderLike && wanted) problem(path, 'is a folder, not a file; rename or remove it');
      else if (folderLike) walk(path);
      else if (wanted) {
        try {
          const bytes = readContentBytes(root, path);
          files[key] = text ? bytes.toString('utf8') : new Uint8Array(bytes);
        } catch (error) {
          problem(path, describeReadError(error));
        }
      }
    }
    ancestors.delete(real);
    return undefined;
  };

  walk(root);
  if (problems.length > 0) throw new ContentError(problems);
  return files;
}

function isFolderLink(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    // A dangling link: reported when it is read, if its name makes it a content file.
    return false;
  }
}

export function loadSite(dir: string, baseUrl: string, options?: ParseOptions): Site {
  return parseSite(readContentFiles(dir), baseUrl, options);
}
