// A fit result as people read it, the same on the fit page and in the chat's fit card: the required criteria
// counted (they decide the verdict), the optional ones beside them, and the recommendation without its URLs.
// Pure: the MCP App view bundles it for the browser.

interface Check {
  id: string;
  result: 'pass' | 'fail' | 'unknown';
}

export interface Tally {
  required: { met: number; total: number };
  optional: { met: number; total: number };
}

/** How many required and optional criteria were met; `optional` holds the ids the owner marked optional. */
export function tallyChecks(checks: readonly Check[], optional: readonly string[]): Tally {
  const tally: Tally = { required: { met: 0, total: 0 }, optional: { met: 0, total: 0 } };
  for (const check of checks) {
    const group = optional.includes(check.id) ? tally.optional : tally.required;
    group.total++;
    if (check.result === 'pass') group.met++;
  }
  return tally;
}

/** Which label a check takes: an optional criterion not met is not a failure ("Not met · optional"). */
export function checkKind(check: Check, optional: readonly string[]): Check['result'] | 'optional' {
  return check.result === 'fail' && optional.includes(check.id) ? 'optional' : check.result;
}

/** The recommendation without the sentences that spell out URLs: the buttons beside it carry those links. */
export function recommendationForPeople(text: string): string {
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .filter((sentence) => !/https?:\/\/|mailto:/.test(sentence))
    .join(' ');
}
