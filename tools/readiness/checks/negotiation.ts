// Markdown negotiation on every page, with and without compression: the right type, Vary intact, q-values, 406.
import { type Client, mediaType, type Reply, varyOf } from '../client.js';
import { type CheckResult, Finding } from '../report.js';
import { type Context, described, twinPath } from './context.js';

const GROUP = 'negotiation';
const CODINGS = ['identity', 'gzip', 'br'] as const;
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const MARKDOWN_ACCEPT = 'text/markdown, text/html;q=0.5, */*;q=0.1';

export const ACCEPT_FIX =
  'Something between the app and the client rewrites or drops Accept, or a cache ignores it: forward the Accept header to the origin unchanged and key the cache on it (honour Vary: Accept), or bypass the cache for pages.';
export const VARY_FIX =
  'A proxy or CDN strips or rewrites Vary: keep the origin’s Vary: Accept, Accept-Encoding on every page, or a shared cache will hand HTML to agents and Markdown to browsers.';
const ENCODING_FIX =
  'The compressed response is not the same document: make the CDN compress the origin’s own variant (and key its cache on Accept-Encoding) instead of serving a stored copy of another one.';

interface Variant {
  accept: string;
  type: 'text/html' | 'text/markdown';
}

const VARIANTS: Variant[] = [
  { accept: HTML_ACCEPT, type: 'text/html' },
  { accept: MARKDOWN_ACCEPT, type: 'text/markdown' },
];

function checkVary(f: Finding, r: Reply, label: string): void {
  const vary = varyOf(r);
  if (vary.includes('*')) return;
  if (!vary.includes('accept'))
    f.fail(`${label}: Vary is "${r.headers.get('vary') ?? ''}", without Accept`, VARY_FIX);
  else if (!vary.includes('accept-encoding'))
    f.fail(`${label}: Vary is "${r.headers.get('vary') ?? ''}", without Accept-Encoding`, VARY_FIX);
}

async function checkVariant(
  client: Client,
  f: Finding,
  path: string,
  v: Variant,
): Promise<Reply | undefined> {
  let identity: Reply | undefined;
  for (const coding of CODINGS) {
    const label = `${path} as ${v.type === 'text/html' ? 'HTML' : 'Markdown'} (${coding})`;
    const r = await client.request(path, { headers: { accept: v.accept, 'accept-encoding': coding } });
    if (r.status !== 200) {
      f.fail(`${label}: ${described(r)}`, ACCEPT_FIX);
      continue;
    }
    if (mediaType(r) !== v.type)
      f.fail(`${label}: Accept asked for ${v.type}, got ${mediaType(r) || 'no type'}`, ACCEPT_FIX);
    checkVary(f, r, label);
    if (coding === 'identity') identity = r;
    else if (identity && r.text !== identity.text)
      f.fail(`${label}: the body differs from the uncompressed one`, ENCODING_FIX);
  }
  return identity;
}

async function checkPage(ctx: Context, path: string): Promise<CheckResult> {
  const { client } = ctx;
  const f = new Finding(`page ${path}`, GROUP);
  const [html, markdown] = [
    await checkVariant(client, f, path, VARIANTS[0] as Variant),
    await checkVariant(client, f, path, VARIANTS[1] as Variant),
  ];
  for (const [accept, type] of [
    ['text/html, text/markdown;q=0.5', 'text/html'],
    ['text/html;q=0.4, text/markdown', 'text/markdown'],
  ] as const) {
    const r = await client.request(path, { headers: { accept } });
    if (mediaType(r) !== type)
      f.fail(`${path}: Accept "${accept}" got ${mediaType(r) || r.status}, not ${type}`, ACCEPT_FIX);
  }
  const refused = await client.request(path, { headers: { accept: 'image/png' } });
  if (refused.status !== 406) {
    f.fail(`${path}: Accept "image/png" got ${refused.status}, not 406`, ACCEPT_FIX);
  } else checkVary(f, refused, `${path} 406`);
  const twin = await client.request(twinPath(path), { headers: { accept: 'text/markdown' } });
  if (twin.status !== 200 || mediaType(twin) !== 'text/markdown') {
    f.fail(`twin ${described(twin)}`, 'Serve /{slug}.md for every page (route .md paths to the app).');
  } else if (markdown && twin.text !== markdown.text) {
    f.fail(`${twinPath(path)} differs from ${path} as Markdown`, ACCEPT_FIX);
  }
  if (html && markdown && html.text === markdown.text)
    f.fail(`${path}: HTML and Markdown are the same body`, ACCEPT_FIX);
  return f.result('HTML and Markdown at one URL in every coding, Vary intact, q-values, 406, twin');
}

export function negotiationChecks(ctx: Context): Promise<CheckResult>[] {
  return ctx.pages.map((path) => checkPage(ctx, path));
}
