// The fit page: its frame rendered once per site, and the form and result spliced in per request.
import type { Site, SitePage } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { siteLook } from './assets.js';
import { splitSections } from './body.js';
import { type FitFormValues, renderFitForm } from './fit-form.js';
import { type FitOutcome, renderFitOutcome } from './fit-result.js';
import { renderDocument } from './layout.js';
import { pageHead, renderProse } from './page-prose.js';

export interface FitPageState {
  values: FitFormValues;
  outcome?: FitOutcome;
}

function renderFitMain(site: Site, page: SitePage, tool: string): string {
  const { intro, sections } = splitSections(page.body);
  // The form comes right under the title, in the first screen at every width; the explanations follow it.
  return `${pageHead(site, page, ' page-head-tool')}
<div class="page-body page-body-tool">
<div class="wrap">
<div class="grid fit-tool">
${tool}
</div>
<div class="prose">
${renderProse(site, page, intro, sections)}
</div>
</div>
</div>`;
}

/** The only part of the fit page that depends on the request: the form as filled in, and its result. */
function renderFitTool(site: Site, state: FitPageState): string {
  const issues = state.outcome?.kind === 'problems' ? state.outcome.issues : [];
  return `${renderFitForm(site, state.values, issues)}
${renderFitOutcome(site, state.outcome, state.values.role)}`;
}

/** The fit page rendered whole: its prose, header, footer and head included. */
export function renderFitDocument(site: Site, page: SitePage, state: FitPageState): string {
  const { paths } = siteLook(site);
  const scripts = [paths.fitScript, paths.webMcpScript];
  return renderDocument({ site, page, main: renderFitMain(site, page, renderFitTool(site, state)), scripts });
}

/** Marks where the tool goes; escaped content never holds a raw "<", and the split is checked anyway. */
const TOOL_SLOT = '<!--fit-tool-->';

/**
 * The fit page around its tool, rendered once per site and split where the tool goes (null when the split
 * is not clean). Every result link renders this page, and rendering its prose and layout each time was
 * ~0.5 ms a request (the bench's p99 of 58 ms at 50 connections).
 */
const fitFrames = perSite('html:fit-page-frame', () => new Map<SitePage, readonly [string, string] | null>());

function fitFrame(site: Site, page: SitePage): readonly [string, string] | null {
  const frames = fitFrames(site);
  let frame = frames.get(page);
  if (frame === undefined) {
    const { paths } = siteLook(site);
    const scripts = [paths.fitScript, paths.webMcpScript];
    const parts = renderDocument({ site, page, main: renderFitMain(site, page, TOOL_SLOT), scripts }).split(
      TOOL_SLOT,
    );
    frame = parts.length === 2 ? [parts[0] as string, parts[1] as string] : null;
    frames.set(page, frame);
  }
  return frame;
}

/** The fit page for a request: the frame made once, the tool made now. */
export function renderFitPage(site: Site, page: SitePage, state: FitPageState): string {
  const frame = fitFrame(site, page);
  return frame ? `${frame[0]}${renderFitTool(site, state)}${frame[1]}` : renderFitDocument(site, page, state);
}
