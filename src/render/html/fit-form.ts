// The fit self-check form: the four FitRequest fields, refilled from the query, with problems beside the fields;
// marked up as the declarative WebMCP tool check_fit, so a browser agent can fill it in and submit it.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import type { FieldIssue } from '../../domain/fit/fit.js';
import { fitPage, pagePath } from '../../domain/pages.js';
import {
  booleanChoices,
  describeField,
  FIT_FIELDS,
  type FitField,
  type FitFieldSpec,
} from '../fit-labels.js';
import { checkFitTool } from '../tools/check-fit.js';
import { describeTools } from '../tools/tool-json-schema.js';
import { escapeHtml as e } from './escape.js';

export type FitFormValues = Partial<Record<FitField, string>>;

/** The id a problem links to: the input itself, or the first radio of a yes/no group. */
export function fieldAnchor(spec: FitFieldSpec): string {
  return spec.kind === 'boolean' ? `${spec.name}-true` : spec.name;
}

function describe(spec: FitFieldSpec, issue: FieldIssue | undefined): string {
  const ids = issue ? `${spec.name}-hint ${spec.name}-error` : `${spec.name}-hint`;
  return ` aria-describedby="${ids}"`;
}

const invalid = (issue: FieldIssue | undefined) => (issue ? ' aria-invalid="true"' : '');

const errorText = (spec: FitFieldSpec, issue: FieldIssue | undefined) =>
  issue ? `\n<p class="field-error" id="${spec.name}-error">${e(issue.message)}</p>` : '';

/**
 * The attributes of the WebMCP declarative API (github.com/webmachinelearning/webmcp,
 * declarative-api-explainer.md; Chrome's "Declarative API" docs at developer.chrome.com/docs/ai/webmcp):
 * `toolname` and `tooldescription` on the form, `toolparamdescription` on each control (on the fieldset of a
 * radio group), and the boolean
 * `toolautosubmit`, which lets the agent submit without waiting for the person: the check is read-only and
 * stores nothing. Name, description and parameter descriptions are MCP's check_fit, word for word. Escaped
 * once per site: escaping these long texts on every result page was ~3% of its time (V8 CPU profile).
 */
const declarativeTool = perSite('html:fit-form-tool', (site) => {
  const tool = describeTools(site).find((t) => t.name === checkFitTool.name);
  if (!tool) throw new Error('renderFitForm: the tool catalog has no check_fit');
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
  const param = (name: FitField) => {
    const description = properties[name]?.description;
    return description ? ` toolparamdescription="${e(description)}"` : '';
  };
  return {
    form: `toolname="${e(tool.name)}" tooldescription="${e(tool.description)}" toolautosubmit`,
    params: new Map(FIT_FIELDS.map((spec) => [spec.name, param(spec.name)])),
  };
});

function renderField(
  site: Site,
  spec: FitFieldSpec,
  value: string,
  param: string,
  issue?: FieldIssue,
): string {
  const text = describeField(site, spec);
  const hint = `<span class="hint" id="${spec.name}-hint">${e(text.hint)}</span>`;
  if (spec.kind === 'boolean') {
    const choices = booleanChoices(site).map((c) => {
      const id = `${spec.name}-${c.value || 'none'}`;
      const checked = value === c.value ? ' checked' : '';
      return `<label><input type="radio" id="${id}" name="${spec.name}" value="${c.value}"${checked}${invalid(issue)}> ${e(c.label)}</label>`;
    });
    // A radio group is one parameter: Chromium reads its description from the fieldset, its values from the radios.
    return `<fieldset class="field"${describe(spec, issue)}${param}>
<legend>${e(text.label)}</legend>
${hint}
<div class="choices">
${choices.join('\n')}
</div>${errorText(spec, issue)}
</fieldset>`;
  }
  const attrs =
    spec.kind === 'number'
      ? 'type="number" min="0" step="any" inputmode="numeric"'
      : `type="text" list="${spec.name}-options" maxlength="200" autocomplete="organization-title"`;
  const options =
    spec.kind === 'text'
      ? `\n<datalist id="${spec.name}-options">\n${site.offer.bestFit.roles.map((r) => `<option value="${e(r)}"></option>`).join('\n')}\n</datalist>`
      : '';
  const valueAttr = value === '' ? '' : ` value="${e(value)}"`;
  return `<div class="field">
<label for="${spec.name}">${e(text.label)}</label>
${hint}
<input id="${spec.name}" name="${spec.name}" ${attrs}${valueAttr}${describe(spec, issue)}${invalid(issue)}${param}>${options}${errorText(spec, issue)}
</div>`;
}

/**
 * A GET form, so the result is a shareable URL and works without JavaScript. The browser's own validation is
 * off (novalidate): the server applies the API's rules and shows the API's messages, the same with or without script.
 */
export function renderFitForm(site: Site, values: FitFormValues, issues: FieldIssue[] = []): string {
  const tool = declarativeTool(site);
  const w = site.words.fit.form;
  const fields = FIT_FIELDS.map((spec) =>
    renderField(
      site,
      spec,
      values[spec.name] ?? '',
      tool.params.get(spec.name) ?? '',
      issues.find((i) => i.path === spec.name),
    ),
  );
  return `<form id="fit-form" class="fit-form card" method="get" action="${pagePath(fitPage(site).slug)}#fit-result" novalidate aria-labelledby="fit-form-title" ${tool.form}>
<h2 id="fit-form-title">${e(w.title)}</h2>
<p class="hint">${e(w.intro)}</p>
${fields.join('\n')}
<button type="submit" class="button button-primary">${e(w.submit)}</button>
</form>`;
}
