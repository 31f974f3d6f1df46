// The fit self-check form: the four FitRequest fields, refilled from the query, with problems beside the fields.
import type { Site } from '../../content/site.js';
import type { FieldIssue } from '../../domain/fit.js';
import { fitPage, pagePath } from '../../domain/pages.js';
import {
  BOOLEAN_CHOICES,
  describeField,
  FIT_FIELDS,
  type FitField,
  type FitFieldSpec,
} from '../fit-labels.js';
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

function renderField(site: Site, spec: FitFieldSpec, value: string, issue?: FieldIssue): string {
  const text = describeField(site, spec);
  const hint = `<span class="hint" id="${spec.name}-hint">${e(text.hint)}</span>`;
  if (spec.kind === 'boolean') {
    const choices = BOOLEAN_CHOICES.map((c) => {
      const id = `${spec.name}-${c.value || 'none'}`;
      const checked = value === c.value ? ' checked' : '';
      return `<label><input type="radio" id="${id}" name="${spec.name}" value="${c.value}"${checked}${invalid(issue)}> ${e(c.label)}</label>`;
    });
    return `<fieldset class="field"${describe(spec, issue)}>
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
<input id="${spec.name}" name="${spec.name}" ${attrs}${valueAttr}${describe(spec, issue)}${invalid(issue)}>${options}${errorText(spec, issue)}
</div>`;
}

/**
 * A GET form, so the result is a shareable URL and works without JavaScript. The browser's own validation is
 * off (novalidate): the server applies the API's rules and shows the API's messages, the same with or without script.
 */
export function renderFitForm(site: Site, values: FitFormValues, issues: FieldIssue[] = []): string {
  const fields = FIT_FIELDS.map((spec) =>
    renderField(
      site,
      spec,
      values[spec.name] ?? '',
      issues.find((i) => i.path === spec.name),
    ),
  );
  return `<form id="fit-form" class="fit-form card" method="get" action="${pagePath(fitPage(site).slug)}#fit-result" novalidate aria-labelledby="fit-form-title">
<h2 id="fit-form-title">Check your fit</h2>
<p class="hint">Answer any of the four questions; leave the rest blank. Nothing is stored.</p>
${fields.join('\n')}
<button type="submit" class="button button-primary">Check my fit</button>
</form>`;
}
