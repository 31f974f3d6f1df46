// The fit page: its frame rendered once per site, and the form and result spliced in per request.
import type { Site, SitePage } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { encodeUtf8, joinBytes } from '../bytes.js';
import { siteLook } from './assets.js';
import { splitSections } from './body.js';
import { type FitFormValues, renderFitForm } from './fit-form.js';
import { type FitOutcome, renderFitOutcome } from './fit-result.js';
import { renderDocument } from './layout.js';
import { pageHead, renderProse } from './page-prose.js';
import { curlQuotes } from './typography.js';

export interface FitPageState {
  values: FitFormValues;
  outcome?: FitOutcome;
}

function renderFitMain(site: Site, page: SitePage, tool: string): string {
  const { intro, sections } = splitSections(page.body);
  // The form comes right under the title, in the first screen at every width; the explanations follow it, side
  // by side on wide screens (the criteria beside how the verdict works), so no half of the page stands empty.
  return `${pageHead(site, page, ' page-head-tool')}
<div class="page-body page-body-tool">
<div class="wrap">
<div class="grid fit-tool">
${tool}
</div>
<div class="fit-notes">
${renderProse(site, page, intro, sections)}
</div>
</div>
</div>`;
}

/**
 * The only part of the fit page that depends on the request: the form as filled in, and its result. Its quotes
 * are made curly here, as the rest of the page's were once (a note quotes the role typed: "plumber"), so the
 * page spliced from its frame is the page rendered whole.
 */
function renderFitTool(site: Site, state: FitPageState): string {
  const issues = state.outcome?.kind === 'problems' ? state.outcome.issues : [];
  return curlQuotes(
    `${renderFitForm(site, state.values, issues)}
${renderFitOutcome(site, state.outcome)}`,
    site.identity.language,
  );
}

/** The whole document around a tool's HTML: its prose, header, footer and head. */
function renderAroundTool(site: Site, page: SitePage, tool: string): string {
  const { paths } = siteLook(site);
  const scripts = [paths.fitScript, paths.webMcpScript];
  const { arguments: args } = site.words.errors.tools;
  const scriptWords = { ...site.words.errors.browser, arguments: args };
  return renderDocument({ site, page, main: renderFitMain(site, page, tool), scripts, scriptWords });
}

/** The fit page rendered whole: its prose, header, footer and head included. */
export function renderFitDocument(site: Site, page: SitePage, state: FitPageState): string {
  return renderAroundTool(site, page, renderFitTool(site, state));
}

/** Marks where the tool goes; escaped content never holds a raw "<", and the split is checked anyway. */
const TOOL_SLOT = '<!--fit-tool-->';

/**
 * The fit page around its tool, rendered once per site and split where the tool goes (null when the split
 * is not clean). Every result link renders this page, and rendering its prose and layout each time was
 * ~0.5 ms a request (the bench's p99 of 58 ms at 50 connections).
 */
const fitFrames = perSite('html:fit-page-frame', () => new Map<SitePage, Frame | null>());

/** The text before and after the tool, and the same as UTF-8 bytes: a request encodes only its own part. */
interface Frame {
  before: string;
  after: string;
  beforeBytes: Uint8Array;
  afterBytes: Uint8Array;
}

function fitFrame(site: Site, page: SitePage): Frame | null {
  const frames = fitFrames(site);
  let frame = frames.get(page);
  if (frame === undefined) {
    const parts = renderAroundTool(site, page, TOOL_SLOT).split(TOOL_SLOT);
    const [before, after] = parts as [string, string];
    frame =
      parts.length === 2
        ? { before, after, beforeBytes: encodeUtf8(before), afterBytes: encodeUtf8(after) }
        : null;
    frames.set(page, frame);
  }
  return frame;
}

/** The fit page for a request: the frame made once, the tool made now. */
export function renderFitPage(site: Site, page: SitePage, state: FitPageState): string {
  const frame = fitFrame(site, page);
  return frame
    ? `${frame.before}${renderFitTool(site, state)}${frame.after}`
    : renderFitDocument(site, page, state);
}

/**
 * The same page as UTF-8 bytes, for a response: the frame's ~20 KB were encoded again on every request
 * (a cons string of frame and tool, flattened, then encoded), where copying its bytes is a memcpy.
 */
export function renderFitPageBytes(site: Site, page: SitePage, state: FitPageState): Uint8Array {
  const frame = fitFrame(site, page);
  if (!frame) return encodeUtf8(renderFitDocument(site, page, state));
  const tool = encodeUtf8(renderFitTool(site, state));
  // In Node's unzeroed Buffer (joinBytes): the Node door then writes it as it is.
  return joinBytes([frame.beforeBytes, tool, frame.afterBytes]);
}
