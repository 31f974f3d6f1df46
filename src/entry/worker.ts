// Cloudflare Workers entry: the same Hono app, built once per isolate from content compiled into the bundle.
import { z } from 'zod';
import { parseConfig } from '../content/config.js';
import { type ContentFiles, parseSite } from '../content/parse-site.js';
import { createApp } from '../http/app.js';
import { jsonResponse, toWebResponse } from '../http/plain-response.js';

/** Injected by scripts/build-worker.ts (esbuild `define`): the content folder and site.yaml's url. */
declare const __OFFER_SITE_CONTENT__: { files: ContentFiles; siteUrl: string };

export interface WorkerEnv {
  /** Public base URL of the deployment; defaults to site.yaml's url. */
  BASE_URL?: string;
}

type AppFetch = (request: Request) => Response | Promise<Response>;

// workerd forbids code generation; zod already detects it, this makes the choice explicit and skips the probe.
z.config({ jitless: true });

let current: { key: string; fetch: AppFetch } | undefined;

/** Builds the site for one base URL; a bad BASE_URL or bundle fails here, loudly, never half-working. */
function buildFetch(rawBaseUrl: string | undefined): AppFetch {
  if (typeof __OFFER_SITE_CONTENT__ === 'undefined') {
    throw new Error('worker bundle has no content: build it with `npm run build:worker`, not from source');
  }
  const { files, siteUrl } = __OFFER_SITE_CONTENT__;
  const { baseUrl } = parseConfig({ BASE_URL: rawBaseUrl || siteUrl });
  const site = parseSite(files, baseUrl);
  const app = createApp(site, { onError: (error) => console.error(error) });
  return (request) => app.fetch(request);
}

function startupFailure(error: unknown): AppFetch {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return () => {
    // Logged on every request so `wrangler tail` shows the cause whichever isolate answers.
    console.error(`offer-site worker cannot start: ${message}`);
    return toWebResponse(
      jsonResponse(500, {
        error: {
          code: 'startup_failed',
          message: 'The service could not start; its operator has the cause in the Worker log.',
          status: 500,
        },
      }),
    );
  };
}

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    const key = env.BASE_URL ?? '';
    if (current?.key !== key) {
      let fetch: AppFetch;
      try {
        fetch = buildFetch(env.BASE_URL);
      } catch (error) {
        fetch = startupFailure(error);
      }
      current = { key, fetch };
    }
    return current.fetch(request);
  },
};
