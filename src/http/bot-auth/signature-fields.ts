// The parts of a Web Bot Auth request the verifier reads: bounded fields, the signature's label and covered
// fields, and the key directory's origin from Signature-Agent in its current and older forms.
import type { UntrustedSignatureCandidate } from 'http-message-sig';
import { type Dictionary, parseDictionary, parseItem, Token } from 'structured-headers';

export const WEB_BOT_AUTH_TAG = 'web-bot-auth';

/** Past these, a field is not verified: no real signature is near them, and the library's trim is quadratic. */
const MAX_FIELD_CHARS = 1024;
const MAX_BLANK_RUN = 16;
const MAX_COMPONENTS = 16;

/** A field value the verifier will read: bounded, and no long run of blanks. */
export function boundedField(value: string | undefined): string | undefined {
  if (value === undefined || value.length > MAX_FIELD_CHARS) return undefined;
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    run = c === 32 || c === 9 ? run + 1 : 0;
    if (run > MAX_BLANK_RUN) return undefined;
  }
  return value;
}

/** The Web Bot Auth signature's label: the one tagged web-bot-auth (or the only one), with its field names. */
export function pickSignature(inputs: Dictionary): { label: string; fields: string[] } | undefined {
  for (const [label, member] of inputs) {
    if (!Array.isArray(member[0])) continue;
    const [items, params] = member as [[unknown, unknown][], Map<string, unknown>];
    if (params.get('tag') !== WEB_BOT_AUTH_TAG && inputs.size > 1) continue;
    const names = items.map(([name]) => name).filter((n): n is string => typeof n === 'string');
    return { label, fields: names.filter((n) => !n.startsWith('@')).slice(0, MAX_COMPONENTS) };
  }
  return undefined;
}

/**
 * The directory origin the signature covers: the Signature-Agent member keyed by the component's `key`
 * (the current dictionary form), or the whole header as one quoted string (the older form). Only the
 * `directory` type is resolved; an https origin, with no path but `/`.
 */
export function directoryOrigin(candidate: UntrustedSignatureCandidate, header: string): string {
  const covered = candidate.components.find((c) => c.name === 'signature-agent');
  if (!covered) throw new Error('Signature-Agent is not covered');
  const key = covered.parameters.key;
  let value: unknown;
  let type: unknown;
  if (typeof key === 'string') {
    const member = parseDictionary(header).get(key);
    if (!member || Array.isArray(member[0])) throw new Error(`no Signature-Agent member ${key}`);
    value = member[0];
    type = member[1].get('type');
  } else {
    if (!header.startsWith('"')) throw new Error('a dictionary Signature-Agent must be covered by key');
    value = parseItem(header)[0];
  }
  if (type !== undefined && !(type instanceof Token && type.toString() === 'directory')) {
    throw new Error('only directory Signature-Agents are resolved');
  }
  if (typeof value !== 'string') throw new Error('Signature-Agent is not a string');
  const url = new URL(value);
  if (url.protocol !== 'https:' || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error('Signature-Agent is not an https origin');
  }
  return url.origin;
}
