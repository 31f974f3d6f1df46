// Test helpers for Web Bot Auth: an Ed25519 key pair with its RFC 7638 keyid, a request signed as an agent
// signs it (by http-message-sig itself), and a local key directory served through an injected fetch.
import { createSignature, webcrypto } from 'http-message-sig';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { DIRECTORY_PATH } from '../../src/http/bot-auth/key-directory.js';

export interface KeyPair {
  jwk: JWK;
  keyid: string;
  privateKey: CryptoKey;
}

export async function ed25519(): Promise<KeyPair> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JWK;
  const keyid = await calculateJwkThumbprint(jwk);
  return { jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, kid: keyid }, keyid, privateKey: pair.privateKey };
}

/** A key directory at `origin`'s well-known path: counts its fetches, says how long it may be kept. */
export function localDirectory(origin: string, keys: () => JWK[], cacheControl = 'max-age=3600') {
  const fetched: string[] = [];
  const fetchDirectory = async (url: string, init: RequestInit) => {
    fetched.push(url);
    if (init.redirect !== 'manual') throw new Error('a key directory fetch must not follow redirects');
    if (url !== `${origin}${DIRECTORY_PATH}`) return new Response('no', { status: 404 });
    return new Response(JSON.stringify({ keys: keys() }), {
      headers: {
        'content-type': 'application/http-message-signatures-directory+json',
        'cache-control': cacheControl,
      },
    });
  };
  return { fetched, fetchDirectory };
}

export interface SignOptions {
  key: KeyPair;
  /** The absolute URL signed: its authority is @authority. */
  url: string;
  /** The directory's origin the request names. */
  agent: string;
  /** 'dictionary' (sig1="…", covered by key) or 'legacy' ("…", covered whole). */
  form?: 'dictionary' | 'legacy';
  created?: number;
  expires?: number;
  tag?: string;
  keyid?: string;
}

export type SignedHeaders = { signature: string; 'signature-input': string; 'signature-agent': string };

/** Signs a GET of `url` as a Web Bot Auth agent would: @authority and its Signature-Agent member. */
export async function signRequest(o: SignOptions): Promise<SignedHeaders> {
  const form = o.form ?? 'dictionary';
  const agentHeader = form === 'dictionary' ? `sig1="${o.agent}"` : `"${o.agent}"`;
  const created = o.created ?? Math.floor(Date.now() / 1000) - 10;
  const fields = await createSignature(
    {
      kind: 'request',
      method: 'GET',
      targetUri: o.url,
      fields: [{ name: 'signature-agent', value: agentHeader }],
    },
    {
      label: 'sig1',
      components: [
        '@authority',
        form === 'dictionary' ? { name: 'signature-agent', parameters: { key: 'sig1' } } : 'signature-agent',
      ],
      parameters: {
        created,
        expires: o.expires ?? created + 600,
        keyid: o.keyid ?? o.key.keyid,
        tag: o.tag ?? 'web-bot-auth',
      },
      signer: webcrypto.signer(o.key.privateKey),
    },
  );
  return {
    signature: fields.signature,
    'signature-input': fields.signatureInput,
    'signature-agent': agentHeader,
  };
}
