// Cloudflare Workers entry: the fetch door over the request core, built once per isolate from content compiled into the bundle.
import { env as startupEnv } from 'cloudflare:workers';
import { z } from 'zod';
import { decodeContentFiles } from '../content/bundle-files.js';
import { parseConfig } from '../content/config.js';
import { parseSite } from '../content/parse-site.js';
import { warmFormatters } from '../domain/warm-formatters.js';
import { jsonResponse, toWebResponse } from '../http/plain-response.js';
import { pickRequestId } from '../http/request-log.js';
import { renderContentProblemsHtml, wantsHtml } from '../render/html/content-problems.js';
import { createFetchDoor, type WaitUntil } from './fetch-door.js';

/**
 * Injected by scripts/build-worker.ts (esbuild `define`): the content folder, assets as base64, and (only in a
 * `npm run dev:worker` build of broken content) the problems to show instead of the site.
 */
declare const __OFFER_SITE_CONTENT__: { files: Parameters<typeof decodeContentFiles>[0]; problems?: string };

export interface WorkerEnv {
  /** Public base URL of the deployment (wrangler.jsonc `vars.BASE_URL`); required. */
  BASE_URL?: string;
  /** `info` (the default) writes one JSON line per request to Workers Logs; `silent` or `error` none. */
  LOG_LEVEL?: string;
  /** Web Bot Auth verification: `on` (the default), `off`, or the key directory hosts allowed (docs/operations.md). */
  WEB_BOT_AUTH?: string;
}

type AppFetch = (request: Request, context?: WaitUntil) => Response | Promise<Response>;

// workerd forbids code generation; zod already detects it, this makes the choice explicit and skips the probe.
z.config({ jitless: true });

/** Builds the site for one base URL; a bad BASE_URL or bundle fails here, loudly, never half-working. */
function buildFetch(env: WorkerEnv, logging: boolean): AppFetch {
  const rawBaseUrl = env.BASE_URL;
  if (typeof __OFFER_SITE_CONTENT__ === 'undefined') {
    throw new Error('worker bundle has no content: build it with `npm run build:worker`, not from source');
  }
  if (!rawBaseUrl) {
    throw new Error(
      'BASE_URL is not set: add your public URL to wrangler.jsonc, e.g. "vars": { "BASE_URL": "https://www.example.com" }',
    );
  }
  const { baseUrl, webBotAuth } = parseConfig({ BASE_URL: rawBaseUrl, WEB_BOT_AUTH: env.WEB_BOT_AUTH });
  const { problems } = __OFFER_SITE_CONTENT__;
  if (problems !== undefined) return showProblems(problems);
  const site = parseSite(decodeContentFiles(__OFFER_SITE_CONTENT__.files), baseUrl);
  warmFormatters(site);
  // No compression: the edge compresses. The same core as on Node answers; this door only adapts fetch.
  const door = createFetchDoor(site, {
    onError: (error) => console.error(error),
    logRequest: logging ? (line) => console.log(line) : undefined,
    webBotAuth,
    clockStopsInCode: true,
  });
  return door.fetch;
}

/** Development builds only: the same page and text as `npm run dev`, and the problems in wrangler's log. */
function showProblems(problems: string): AppFetch {
  const note =
    'Nothing is served until the content loads. Save a fix; wrangler rebuilds, then reload this page.';
  return (request) => {
    console.error(problems);
    const html = wantsHtml(request.headers.get('accept') ?? undefined);
    return new Response(html ? renderContentProblemsHtml(problems, note) : `${problems}\n\n${note}\n`, {
      status: 500,
      headers: {
        'content-type': html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-request-id': requestIdOf(request),
      },
    });
  };
}

/** The door sets it on every answer of a working site; the two start-up failure answers set it here. */
const requestIdOf = (request: Request) => pickRequestId(request.headers.get('x-request-id') ?? undefined);

function startupFailure(error: unknown): AppFetch {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (request) => {
    // Logged on every request so `wrangler tail` shows the cause whichever isolate answers.
    console.error(`offer-site worker cannot start: ${message}`);
    return toWebResponse(
      jsonResponse(
        500,
        {
          error: {
            code: 'startup_failed',
            message: 'The service could not start; its operator has the cause in the Worker log.',
            status: 500,
          },
        },
        { 'x-request-id': requestIdOf(request) },
      ),
    );
  };
}

function prepare(env: WorkerEnv): { key: string; fetch: AppFetch } {
  const key = env.BASE_URL ?? '';
  try {
    return { key, fetch: buildFetch(env, (env.LOG_LEVEL ?? 'info') === 'info') };
  } catch (error) {
    return { key, fetch: startupFailure(error) };
  }
}

// Built in the global scope, which has its own start-up CPU budget, so no request pays for the ~100 ms.
let current = prepare(startupEnv as WorkerEnv);

export default {
  fetch(request: Request, env: WorkerEnv, context?: WaitUntil): Response | Promise<Response> {
    // The request's env is authoritative; it only differs from the start-up one if bindings change.
    if (current.key !== (env.BASE_URL ?? '')) current = prepare(env);
    // A signed request's Web Bot Auth check runs after the response, in waitUntil.
    return current.fetch(request, context);
  },
};
