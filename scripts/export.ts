// Static export: the request core's answer to a GET of every surface, as files, plus _headers and _redirects for static hosts.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseConfig } from '../src/content/config.js';
import { readContentFiles } from '../src/content/load-site.js';
import { parseSite } from '../src/content/parse-site.js';
import type { Site } from '../src/content/site.js';
import { fitPage, pagePath } from '../src/domain/pages.js';
import { createRequestCore, isBodyRoute, type RequestCore } from '../src/http/core/request-core.js';
import { joinBody, type PlainResponse } from '../src/http/plain-response.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { renderStaticFitNote } from '../src/render/html/static-fit-note.js';
import { exportHandoffs } from './export-handoffs.js';
import { type ExportedFile, renderHeadersFile, renderRedirectsFile } from './export-host-files.js';
import { pagesNamingLiveEndpoints, readLiveOrigin, withLiveConnect } from './export-live.js';

export interface ExportOptions {
  contentDir?: string;
  outDir?: string;
  /** The public URL the export will be served from (BASE_URL): an export is for a public host, not localhost. */
  baseUrl: string;
  /**
   * The BASE_URL of a running server of the same content (LIVE_ORIGIN), which answers POST /api/fit and /mcp
   * for the export: the agent files, OpenAPI, server card, skills and health then point there. Without one the
   * export publishes no fit check and no MCP endpoint anywhere.
   */
  liveOrigin?: string;
}

export interface ExportResult {
  outDir: string;
  files: ExportedFile[];
  /** Owner pages that still mention an endpoint this export does not serve: worth rewording or a LIVE_ORIGIN. */
  warnings: string[];
}

export type { ExportedFile } from './export-host-files.js';

/** Per-connection or per-variant headers the static host computes itself (and Vary: Accept no longer applies). */
const HOST_HEADERS = new Set(['content-length', 'etag', 'vary', 'content-encoding']);

/**
 * Clean URLs on Workers static assets (html_handling auto-trailing-slash) and Netlify: /about is served
 * from about.html. A path that is also a folder (/api/pages beside /api/pages/about) gets a file with
 * an extension and a 200 rewrite in _redirects.
 */
export function filePathFor(urlPath: string, contentType: string, folders: Set<string>): string {
  if (urlPath === '/') return 'index.html';
  const path = urlPath.slice(1);
  if (contentType.startsWith('text/html') && !/\.[a-z0-9]+$/i.test(path)) return `${path}.html`;
  if (folders.has(urlPath)) return `${path}.${contentType.includes('json') ? 'json' : 'txt'}`;
  return path;
}

export function exportSite(options: ExportOptions): ExportResult {
  const contentDir = options.contentDir ?? 'content';
  const outDir = options.outDir ?? 'export';
  const files = readContentFiles(contentDir);
  const { baseUrl } = parseConfig({ BASE_URL: options.baseUrl });
  const liveBase = options.liveOrigin ? readLiveOrigin(options.liveOrigin) : null;
  const site = parseSite(files, baseUrl, { liveBase });
  const entries = buildSurfaces(site);
  // The same core as the server's doors answers each file; no compression: static hosts compress on the fly.
  const core = createRequestCore(site);
  const folders = new Set(
    entries.flatMap((e) =>
      e.path
        .split('/')
        .slice(1, -1)
        .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`),
    ),
  );
  prepareOutDir(outDir);
  const fitPath = pagePath(fitPage(site).slug);
  const exported: ExportedFile[] = entries.map((entry) => {
    // A static host cannot negotiate: the bare URL gets the server's first choice (HTML); twins have their own URL.
    const type = entry.variants[0]?.type ?? '';
    const hit = answerGet(core, entry.path, type.split(';')[0] ?? type);
    const body = joinBody(hit.body);
    if (hit.status !== 200 || !body) throw new Error(`export: ${entry.path} did not answer 200`);
    const file = filePathFor(entry.path, type, folders);
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), entry.path === fitPath ? withoutLiveFitCheck(site, body) : body);
    const headers = withLiveConnect(
      site,
      Object.fromEntries(Object.entries(hit.headers).filter(([name]) => !HOST_HEADERS.has(name))),
    );
    return { urlPath: entry.path, file, headers };
  });
  // Static hosts (Workers static assets with not_found_handling "404-page", Netlify) serve this for unknown paths.
  const missing = exportNotFound(core, outDir);
  const handoffs = exportHandoffs(core, site, outDir);
  writeFileSync(join(outDir, '_headers'), renderHeadersFile([...exported, missing, ...handoffs.pages]));
  writeFileSync(join(outDir, '_redirects'), renderRedirectsFile(exported, handoffs.rules));
  return { outDir, files: exported, warnings: liveBase === null ? pagesNamingLiveEndpoints(site) : [] };
}

/** A GET as a browser (or an agent asking for `accept`) would send it, answered by the core. */
function answerGet(core: RequestCore, path: string, accept: string): PlainResponse {
  const answer = core.answer({
    method: 'GET',
    target: path,
    header: (name) => (name === 'accept' ? accept : undefined),
  });
  if (isBodyRoute(answer)) throw new Error(`export: GET ${path} asked for a body`);
  return answer;
}

/**
 * The server's HTML 404, as the core answers a browser's request for a path that does not exist, written
 * as 404.html with its headers; the URL itself is not a page, so not for indexing.
 */
function exportNotFound(core: RequestCore, outDir: string): ExportedFile {
  const page = answerGet(core, '/404.html', 'text/html');
  const body = joinBody(page.body);
  if (page.status !== 404 || !body) throw new Error('export: the core did not answer 404 for /404.html');
  writeFileSync(join(outDir, '404.html'), body);
  const headers = Object.fromEntries(
    Object.entries(page.headers).filter(([name]) => !HOST_HEADERS.has(name)),
  );
  return { urlPath: '/404.html', file: '404.html', headers: { ...headers, 'x-robots-tag': 'noindex' } };
}

/**
 * A static host has no POST /api/fit and ignores the form's query: the fit page's form and its result panel
 * are replaced by a note that says so and links the booking call, so nothing on the page fails silently.
 */
export function withoutLiveFitCheck(site: Site, body: Uint8Array | string): string {
  const html = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const form = /<form id="fit-form"[\s\S]*?<\/form>/;
  const result = /\n?<section id="fit-result"[\s\S]*?<\/section>/;
  if (!form.test(html) || !result.test(html)) {
    throw new Error(
      'export: the fit page has no #fit-form and #fit-result to replace; update withoutLiveFitCheck',
    );
  }
  return html.replace(form, renderStaticFitNote(site)).replace(result, '');
}

/** Refuses to wipe a folder that is not a previous export. */
function prepareOutDir(outDir: string): void {
  if (existsSync(outDir) && readdirSync(outDir).length > 0 && !existsSync(join(outDir, '_headers'))) {
    throw new Error(`export: ${outDir} is not empty and holds no _headers; refusing to overwrite it`);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (!process.env.BASE_URL) {
      throw new Error(
        'BASE_URL is required: the export is for a public host, and every absolute link starts with it.\n' +
          '  Example: BASE_URL=https://www.example.com npm run export',
      );
    }
    const result = exportSite({
      contentDir: process.env.CONTENT_DIR || undefined,
      outDir: process.argv[2] || undefined,
      baseUrl: process.env.BASE_URL,
      liveOrigin: process.env.LIVE_ORIGIN || undefined,
    });
    for (const warning of result.warnings) console.warn(`warning: ${warning}`);
    const live = process.env.LIVE_ORIGIN
      ? `the fit check and MCP at ${process.env.LIVE_ORIGIN}`
      : 'no fit check and no MCP endpoint (LIVE_ORIGIN names a server that has them)';
    console.log(
      `Exported ${result.files.length} URLs to ${result.outDir}/ (with _headers and _redirects); ${live}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
