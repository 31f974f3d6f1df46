// Web Bot Auth: a request signed with HTTP Message Signatures (RFC 9421) checked against the key directory its
// Signature-Agent names. The signature itself is verified by http-message-sig (Cloudflare's RFC 9421 library).
import { verifySignature, webcrypto } from 'http-message-sig';
import { calculateJwkThumbprint, importJWK } from 'jose';
import { parseDictionary } from 'structured-headers';
import type { HeaderReader } from '../response-table.js';
import { createKeyDirectories, type KeyDirectories } from './key-directory.js';
import { boundedField, directoryOrigin, pickSignature, WEB_BOT_AUTH_TAG } from './signature-fields.js';

/** `unchecked`: signed, but its key directory was not asked for (the owner's hosts, the fetch budget). */
export type Verified = { status: 'signed'; signer: string } | { status: 'invalid' } | { status: 'unchecked' };

export interface SignedRequest {
  method: string;
  /** The request target as sent (origin form, or absolute). */
  target: string;
  header: HeaderReader;
}

const INVALID: Verified = { status: 'invalid' };
const UNCHECKED: Verified = { status: 'unchecked' };

/** Thrown by the key lookup when the directory was not asked for; the library passes it on as the cause. */
class NotChecked extends Error {}
/** Keys imported, by origin, keyid and key material; past this the oldest is forgotten. */
const MAX_VERIFIERS = 256;

/** Whether a request carries a signature at all: two header reads, the only cost an unsigned request pays. */
export const isSigned = (header: HeaderReader): boolean =>
  header('signature-input') !== undefined && header('signature') !== undefined;

const ALGORITHMS: Record<string, string> = { OKP: 'Ed25519', RSA: 'PS512' };

export interface SignatureVerifier {
  verify(request: SignedRequest): Promise<Verified>;
}

/**
 * `scheme` and `host` are the site's public ones (BASE_URL): the signed @authority is the Host the client
 * sent, behind whatever proxy ends TLS. Never throws: anything that does not verify is `invalid`, a signature
 * whose directory was not asked for `unchecked`.
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
    const directory = await directories.keys(origin);
    if (directory === 'unchecked') throw new NotChecked(origin);
    const keys = directory === 'unavailable' ? [] : directory;
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
              if (candidate.parameters.tag !== WEB_BOT_AUTH_TAG)
                throw new Error(`tag is not ${WEB_BOT_AUTH_TAG}`);
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
      } catch (error) {
        return (error as { cause?: unknown }).cause instanceof NotChecked ? UNCHECKED : INVALID;
      }
    },
  };
}
