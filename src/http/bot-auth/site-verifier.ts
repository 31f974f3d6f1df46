// The verifier a door builds from the owner's WEB_BOT_AUTH: none when it is off, else one whose key
// directories come from any public host or only the hosts listed, read with the door's own fetch.
import type { WebBotAuth } from '../../content/config.js';
import type { DirectoryFetch } from './directory-read.js';
import { createKeyDirectories } from './key-directory.js';
import { createSignatureVerifier, type SignatureVerifier } from './verify-request.js';

/** Undefined when verification is off: a signed request's line then says `unchecked`, and nothing is fetched. */
export function createSiteVerifier(
  baseUrl: string,
  webBotAuth: WebBotAuth,
  fetchDirectory: DirectoryFetch | undefined,
): SignatureVerifier | undefined {
  if (webBotAuth === 'off') return undefined;
  const hosts = webBotAuth === 'on' ? 'any' : webBotAuth;
  const directories = createKeyDirectories({ hosts, ...(fetchDirectory ? { fetch: fetchDirectory } : {}) });
  return createSignatureVerifier({ baseUrl, directories });
}
