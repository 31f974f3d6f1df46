// The UCP catalog's REST binding: POST /ucp/catalog/{search,lookup,product}, the domain's answer as a response.
import type { Site } from '../content/site.js';
import { answerUcpText, type UcpOperation } from '../domain/ucp/answer.js';
import { UCP_PATHS } from '../domain/ucp/version.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

/** The operation each REST path answers. */
export const UCP_REST_OPERATIONS: ReadonlyMap<string, UcpOperation> = new Map([
  [UCP_PATHS.search, 'search'],
  [UCP_PATHS.lookup, 'lookup'],
  [UCP_PATHS.product, 'product'],
]);

export function answerUcp(site: Site, op: UcpOperation, text: string): PlainResponse {
  const { status, body } = answerUcpText(site, op, text);
  return jsonResponse(status, body);
}
