// GET /go/{action}[/{via}]: a 303 to the owner's link, built once per site; nothing but the path is read.
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { HANDOFF_PREFIX, handoffDestination, listHandoffPaths } from '../domain/handoff.js';
import { methodNotAllowed } from './errors.js';
import { type PlainResponse, SHARED_HEADERS, withHeaderList } from './plain-response.js';

/**
 * One answer per path, made at start-up: the destination comes from content alone, so no request can
 * choose where it is sent (no open redirect). `no-store`: each click reaches the server and is logged.
 * The log line's `handoff` rides on the answer's facts, so a hand-off costs a Map lookup.
 */
const handoffAnswers = perSite('handoff-answers', (site) => {
  const answers = new Map<string, PlainResponse>();
  for (const { path, action, via } of listHandoffPaths()) {
    const answer = withHeaderList({
      status: 303,
      headers: {
        ...SHARED_HEADERS,
        location: handoffDestination(site, action, via),
        'cache-control': 'no-store',
        'content-length': '0',
      },
      body: null,
      facts: { handoffAction: action, handoffVia: via },
    });
    answers.set(path, answer);
  }
  return answers;
});

/** The hand-off answer for a path, a 405 for another method, or undefined when the path is no hand-off. */
export function answerHandoff(site: Site, method: string, path: string): PlainResponse | undefined {
  if (!path.startsWith(HANDOFF_PREFIX)) return undefined;
  const answer = handoffAnswers(site).get(path);
  if (!answer) return undefined;
  // A HEAD answer is the GET answer: it has no body.
  return method === 'GET' || method === 'HEAD'
    ? answer
    : methodNotAllowed(site, method, 'GET, HEAD, OPTIONS');
}
