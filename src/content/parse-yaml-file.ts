// YAML text to schema-checked data, every problem placed on its line (yaml's LineCounter over the parsed nodes).
import { isMap, isNode, isScalar, LineCounter, type Node, parseDocument } from 'yaml';
import type { z } from 'zod';
import { type ContentProblem, describeIssues, type LocateIssue } from './errors.js';
import { describeYamlError } from './yaml-errors.js';

/**
 * Content is parsed once per start: zod's eval-compiled fast path for objects costs more to generate than it
 * saves on one pass (measured ~4% of start-up instructions), and V8's code cache cannot hold generated code.
 */
export const CONTENT_PARSE = { jitless: true } as const;

export interface YamlTarget<S extends z.ZodType> {
  file: string;
  schema: S;
  problems: ContentProblem[];
  /** Lines of the file before `text` (1 for front matter after its opening ---). */
  lineOffset?: number;
  /** Field prefix of every problem ("front matter"). */
  prefix?: string;
  /** Runs on the plain data before the schema (retired keys are reported and removed here). */
  prepare?: (data: unknown) => void;
  /** Receives the file's locator, so later checks of the parsed data can name lines too. */
  onLocate?: (locate: LocateIssue) => void;
  /** Receives a reader of a scalar's text as written (`8.500`, which YAML reads as 8.5). */
  onSource?: (source: SourceOf) => void;
}

/** A scalar's text as the file writes it, by its path; undefined when the path is not a plain scalar. */
export type SourceOf = (path: readonly PropertyKey[]) => string | undefined;

export function parseYamlText<S extends z.ZodType>(
  text: string,
  target: YamlTarget<S>,
): z.infer<S> | undefined {
  const { file, schema, problems, lineOffset = 0, prefix = '' } = target;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  const [error] = doc.errors;
  if (error) {
    problems.push({ file, field: prefix, message: describeYamlError(error, text, lineOffset) });
    return undefined;
  }
  let data: unknown;
  try {
    data = doc.toJS();
  } catch (thrown) {
    // Parsed, but too costly to expand: yaml refuses an alias bomb (a billion laughs) here, naming no file.
    const why = describeYamlError(thrown, text, lineOffset);
    const note = thrown instanceof ReferenceError ? ' (aliases, *name, may not expand this far)' : '';
    problems.push({ file, field: prefix, message: `${why}${note}` });
    return undefined;
  }
  target.prepare?.(data);
  const result = schema.safeParse(data, CONTENT_PARSE);
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + lineOffset;
  const locate: LocateIssue = (path, key) => {
    // The deepest node the path reaches: a missing field is placed on the map that lacks it.
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
      if (!isNode(node)) continue;
      if (key !== undefined && depth === path.length && isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
        const keyNode = pair?.key as Node | undefined;
        if (keyNode?.range) return lineAt(keyNode.range[0]);
      }
      if (node.range) return lineAt(node.range[0]);
    }
    return undefined;
  };
  target.onLocate?.(locate);
  target.onSource?.((path) => {
    const node = doc.getIn(path, true);
    return isScalar(node) && typeof node.source === 'string' ? node.source : undefined;
  });
  if (result.success) return result.data;
  problems.push(...describeIssues(file, result.error, prefix, { schema, locate }));
  return undefined;
}

/** Fields that moved: a clear pointer instead of a bare "unrecognized key". */
const RETIRED: Record<string, Record<string, string>> = {
  'site.yaml': { url: 'the public URL is the BASE_URL environment variable now; delete this line' },
  'offer.yaml': { provider: 'the provider is site.yaml `name` now (written once); delete this line' },
};

/** One YAML file of the folder (`text` is undefined when the folder lacks it). */
export function parseYamlFile<S extends z.ZodType>(
  text: string | Uint8Array | undefined,
  file: string,
  schema: S,
  problems: ContentProblem[],
  locators?: Map<string, LocateIssue>,
  sources?: Map<string, SourceOf>,
): z.infer<S> | undefined {
  if (typeof text !== 'string') {
    problems.push({ file, field: '', message: 'missing: the content folder must contain this file' });
    return undefined;
  }
  const retired = RETIRED[file] ?? {};
  const prepare = (data: unknown) => {
    if (typeof data !== 'object' || data === null) return;
    for (const key of Object.keys(retired).filter((k) => k in data)) {
      problems.push({ file, field: key, message: retired[key] ?? '' });
      delete (data as Record<string, unknown>)[key];
    }
  };
  const onLocate = (locate: LocateIssue) => locators?.set(file, locate);
  const onSource = (source: SourceOf) => sources?.set(file, source);
  return parseYamlText(text, { file, schema, problems, prepare, onLocate, onSource });
}
