// recheck, the ReDoS checker, as the tests run it: in-process (its pure JavaScript backend, no JVM, no binary), automaton only.
import type { Diagnostics } from 'recheck';

// Read by recheck on every check: the pure backend runs in this process, with no child process to start.
process.env.RECHECK_BACKEND = 'pure';
const { check } = await import('recheck');

/**
 * The automaton checker alone: it proves a pattern linear or finds its attack, the same on every run. The
 * fuzzing checker (recheck's default for lookarounds, back-references and long bounded repeats) judged one
 * lookbehind safe on a quiet machine and polynomial on a loaded one. A pattern the automaton cannot read is
 * "unsupported", never safe: on the request path it must be written without lookarounds.
 */
const PARAMS = { timeout: 60_000, checker: 'automaton' } as const;

/** recheck's verdict on one pattern. */
export function checkPattern(source: string, flags: string): Promise<Diagnostics> {
  return check(source, flags, PARAMS);
}

/** "safe", or what is wrong, with the attack string recheck found: a readable line for an assertion. */
export async function redosVerdict(pattern: RegExp): Promise<string> {
  const d = await checkPattern(pattern.source, pattern.flags);
  if (d.status === 'safe') return 'safe';
  if (d.status === 'vulnerable')
    return `vulnerable (${d.complexity.type}, ${d.checker}): ${d.attack.pattern.slice(0, 80)}`;
  return `unknown: ${d.error.kind}`;
}
