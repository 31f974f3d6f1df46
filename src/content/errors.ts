// ContentError: a start-up failure that names the file, the field and what to fix.
import type { z } from 'zod';

export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    const lines = problems.map((p) => `  - ${p.file}${p.field ? `: ${p.field}` : ''}: ${p.message}`);
    super(
      `Invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Turns zod issues into problems that point at a file and a dotted field path. */
export function describeIssues(file: string, error: z.ZodError, prefix = ''): ContentProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
    const field = [prefix, path, keys].filter(Boolean).join(prefix && !path && !keys ? '' : '.');
    return { file, field: field.replace(/^\./, ''), message: issue.message };
  });
}
