// Web Bot Auth: a request signed with HTTP Message Signatures (RFC 9421) checked against the key directory its
// Signature-Agent names. The signature itself is verified by http-message-sig (Cloudflare's RFC 9421 library).

import { type UntrustedSignatureCandidate, verifySignature, webcrypto } from 'http-message-sig';
import { calculateJwkThumbprint, importJWK } from 'jose';
import { type Dictionary, parseDictionary, parseItem, Token } from 'structured-headers';
import type { HeaderReader } from '../response-table.js';
import { createKeyDirectories, type KeyDirectories } from './key-directory.js';

export type Verified = { status: 'signed'; signer: string } | { status: 'invalid' };

export interface SignedRequest {
  method: string;
  /** The request target as sent (origin form, or absolute). */
  target: string;
  header: HeaderReader;
}

/** Past these, a field is not verified: no real signature is near them, and the library's trim is quadratic. */
const MAX_FIELD_CHARS = 1024;
const MAX_BLANK_RUN = 16;
const MAX_COMPONENTS = 16;
const TAG = 'web-bot-auth';
const INVALID: Verified = { status: 'invalid' };
/** Keys imported, by origin, keyid and key material; past this the oldest is forgotten. */
const MAX_VERIFIERS = 256;

/** Whether a request carries a signature at all: two header reads, the only cost an unsigned request pays. */
export const isSigned = (header: HeaderReader): boolean =>
  header('signature-input') !== undefined && header('signature') !== undefined;

/** A field value the verifier will read: bounded, and no long run of blanks. */
function boundedField(value: string | undefined): string | undefined {
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
function pickSignature(inputs: Dictionary): { label: string; fields: string[] } | undefined {
  for (const [label, member] of inputs) {
    if (!Array.isArray(member[0])) continue;
    const [items, params] = member as [[unknown, unknown][], Map<string, unknown>];
    if (params.get('tag') !== TAG && inputs.size > 1) continue;
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
function directoryOrigin(candidate: UntrustedSignatureCandidate, header: string): string {
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

const ALGORITHMS: Record<string, string> = { OKP: 'Ed25519', RSA: 'PS512' };

export interface SignatureVerifier {
  verify(request: SignedRequest): Promise<Verified>;
}

/**
 * `scheme` and `host` are the site's public ones (BASE_URL): the signed @authority is the Host the client
 * sent, behind whatever proxy ends TLS. Never throws: anything that does not verify is `invalid`.
 */
export function createSignatureVerifier(options: {
  baseUrl: string;
  directories?: KeyDirectories;
  now?: () => number;
}): SignatureVerifier {
  const base = new URL(options.baseUrl);
  const directories = options.directories ?? createKeyDirectories();
  const now = options.now ?? Date.now;
  const verifiers = new Map<string, ReturnType<typeof webcrypto.verifier>>();

  const resolve = async (origin: string, keyid: string) => {
    const keys = (await directories.keys(origin)) ?? [];
    for (const jwk of keys) {
      const alg = ALGORITHMS[jwk.kty ?? ''];
      if (!alg || (jwk.kid !== undefined && jwk.kid !== keyid)) continue;
      const cacheKey = `${origin} ${keyid} ${jwk.x ?? jwk.n ?? ''}`;
      const known = verifiers.get(cacheKey);
      if (known) return known;
      // The keyid is the key's RFC 7638 thumbprint: checked, not taken from the directory's kid.
      if ((await calculateJwkThumbprint(jwk)) !== keyid) continue;
      const key = await importJWK(jwk, alg);
      if (!(key instanceof CryptoKey)) continue;
      const verifier = webcrypto.verifier(key);
      if (verifiers.size >= MAX_VERIFIERS) verifiers.delete(verifiers.keys().next().value as string);
      verifiers.set(cacheKey, verifier);
      return verifier;
    }
    throw new Error('no key in the directory matches keyid');
  };

  return {
    async verify({ method, target, header }) {
      const signature = boundedField(header('signature'));
      const input = boundedField(header('signature-input'));
      const agent = boundedField(header('signature-agent'));
      if (!signature || !input || !agent) return INVALID;
      let signer = '';
      try {
        const picked = pickSignature(parseDictionary(input));
        if (!picked) return INVALID;
        const fields = [
          { name: 'signature', value: signature },
          { name: 'signature-input', value: input },
        ];
        for (const name of new Set(picked.fields)) {
          const value = boundedField(header(name));
          if (value === undefined) return INVALID;
          if (name !== 'signature' && name !== 'signature-input') fields.push({ name, value });
        }
        const authority = header('host') ?? base.host;
        const targetUri = target.startsWith('/') ? `${base.protocol}//${authority}${target}` : target;
        await verifySignature(
          { kind: 'request', method, targetUri, requestTarget: target, fields },
          {
            label: picked.label,
            policy: {
              algorithms: ['ed25519', 'rsa-pss-sha512'],
              requiredComponents: [],
              requiredParameters: ['created', 'expires', 'keyid', 'tag'],
              clockSkew: 60,
              now: Math.floor(now() / 1000),
            },
            resolveVerifier: async (candidate) => {
              if (candidate.parameters.tag !== TAG) throw new Error(`tag is not ${TAG}`);
              const names = new Set(candidate.components.map((c) => c.name));
              if (!names.has('@authority') && !names.has('@target-uri')) {
                throw new Error('neither @authority nor @target-uri is covered');
              }
              const origin = directoryOrigin(candidate, agent);
              signer = new URL(origin).host;
              return resolve(origin, String(candidate.parameters.keyid));
            },
          },
        );
        return { status: 'signed', signer };
      } catch {
        return INVALID;
      }
    },
  };
}
