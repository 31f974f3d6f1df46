// The referral field of a request line: where a person's page view came from, by source name only.
import { classifyReferral } from '../domain/agents/classify-referral.js';
import type { PlainResponse } from './plain-response.js';
import type { HeaderReader } from './response-table.js';

/** What the log reads of the request beyond its User-Agent: the door's own CoreRequest. */
export interface LoggedRequest {
  method: string;
  target: string;
  header: HeaderReader;
}

/** The source's name comes from the fixed table (referral-sources.ts), so a fragment per source is kept. */
const referralFragments = new Map<string, string>();

/**
 * A page view by a person (a browser's GET answered with an HTML page) that came from an AI assistant, a
 * search engine or another site: `,"referral":{"source":"ChatGPT","kind":"ai"}`. Only the source's name is
 * written, never the Referer or the query. Costs nothing on any other answer.
 */
export function referralFragment(
  person: boolean,
  r: PlainResponse,
  request: LoggedRequest | undefined,
  ownHost: string,
): string {
  if (!person || request === undefined || r.status !== 200 || request.method !== 'GET') return '';
  const type = r.headers['content-type'];
  if (type === undefined || !type.startsWith('text/html')) return '';
  const referer = request.header('referer');
  if (referer === undefined && !request.target.includes('?')) return '';
  const referral = classifyReferral(ownHost, request.target, referer);
  if (!referral) return '';
  let json = referralFragments.get(referral.source);
  if (json === undefined) {
    json = `,"referral":${JSON.stringify(referral)}`;
    referralFragments.set(referral.source, json);
  }
  return json;
}
