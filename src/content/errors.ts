// ContentError: a start-up failure that names the file, the field (and line) and what to fix.
import type { z } from 'zod';
import { knownKeysAt, suggestKey } from './schema-keys.js';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
  /** 1-based line in the file, when the problem has a place in it. */
  line?: number;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    const lines = problems.map(
      (p) =>
        `  - ${p.file}${p.field ? `: ${p.field}` : ''}: ${p.message}${p.line ? ` (line ${p.line})` : ''}`,
    );
    super(
      `Invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Where an issue sits in the file: given the issue's path (and, for an unknown key, the key), its line. */
export type LocateIssue = (path: readonly PropertyKey[], key?: string) => number | undefined;

/**
 * Turns zod issues into problems that point at a file, a dotted field path and (with `locate`) a line. A
 * missing field reads "required"; an unknown key names the nearest known one when `schema` is given.
 */
export function describeIssues(
  file: string,
  error: z.ZodError,
  prefix = '',
  options: { schema?: z.ZodType; locate?: LocateIssue } = {},
): ContentProblem[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [''];
    return keys.map((key) => {
      const field = [prefix, ...issue.path.map(String), key].filter(Boolean).join('.');
      const line = options.locate?.(issue.path, key || undefined);
      return { file, field, message: describeMessage(issue, key, options.schema), ...(line ? { line } : {}) };
    });
  });
}

function describeMessage(issue: z.core.$ZodIssue, key: string, schema: z.ZodType | undefined): string {
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) return 'required';
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const known = schema ? knownKeysAt(schema, issue.path) : [];
  const near = suggestKey(key, known);
  if (near) return `unknown key; did you mean "${near}"?`;
  return known.length > 0 ? `unknown key; known keys: ${known.join(', ')}` : 'unknown key';
}
