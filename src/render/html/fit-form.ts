// The fit self-check form: one control per criterion, by its type, refilled from the query, problems beside them;
// marked up as the declarative WebMCP tool check_fit, so a browser agent can fill it in and submit it.
import type { FitCriterion } from '../../content/fit-criteria.js';
import { MAX_TEXT_ANSWER } from '../../content/schemas/criterion-file.js';
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import type { FieldIssue } from '../../domain/fit/fit.js';
import { fitPage, pagePath } from '../../domain/pages.js';
import { booleanChoices } from '../fit-labels.js';
import { checkFitTool } from '../tools/check-fit.js';
import { describeTools } from '../tools/tool-json-schema.js';
import { escapeHtml as e } from './escape.js';
import { ICONS } from './parts/icons.js';

/** What was typed or chosen, by field: the form refilled as sent. */
export type FitFormValues = Readonly<Record<string, string>>;

/** Past this many options a one-of is a select; up to it, radios that show every choice at once. */
const MAX_RADIOS = 6;

const usesRadios = (c: FitCriterion) =>
  c.declared.type === 'yes-no' || (c.declared.type === 'one-of' && c.declared.options.length <= MAX_RADIOS);

/** The choices of a radio group or select: value and label, the "rather not say" one last. */
function choicesOf(site: Site, c: FitCriterion): { value: string; label: string; id: string }[] {
  if (c.declared.type === 'yes-no')
    return booleanChoices(site).map((choice) => ({ ...choice, id: `${c.field}-${choice.value || 'none'}` }));
  // Options are the owner's words: numbered ids, so none can meet the "none" of the blank choice.
  const options = c.declared.type === 'one-of' ? c.declared.options : [];
  return [
    ...options.map((o, i) => ({ value: o, label: c.optionLabels.get(o) ?? o, id: `${c.field}-${i}` })),
    { value: '', label: site.words.fit.form.skip, id: `${c.field}-none` },
  ];
}

/** The id a problem links to: the input itself, or the first radio of a group. */
export function fieldAnchor(site: Site, c: FitCriterion): string {
  return usesRadios(c) ? (choicesOf(site, c)[0]?.id ?? c.field) : c.field;
}

function describe(field: string, issue: FieldIssue | undefined): string {
  const ids = issue ? `${field}-hint ${field}-error` : `${field}-hint`;
  return ` aria-describedby="${ids}"`;
}

const invalid = (issue: FieldIssue | undefined) => (issue ? ' aria-invalid="true"' : '');

const errorText = (field: string, issue: FieldIssue | undefined) =>
  issue ? `\n<p class="field-error" id="${field}-error">${e(issue.message)}</p>` : '';

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
  const param = (field: string) => {
    const description = Object.hasOwn(properties, field) ? properties[field]?.description : undefined;
    return description ? ` toolparamdescription="${e(description)}"` : '';
  };
  return {
    form: `toolname="${e(tool.name)}" tooldescription="${e(tool.description)}" toolautosubmit`,
    params: new Map(site.criteria.map((c) => [c.field, param(c.field)])),
  };
});

/**
 * The script turns the form's strings into the API's types by this mark (src/render/html/scripts/fit-script.ts);
 * an unmarked control's answer is a string.
 */
const ANSWER_KIND: Partial<Record<FitCriterion['type'], string>> = {
  amount: ' data-answer="number"',
  number: ' data-answer="number"',
  'yes-no': ' data-answer="yes-no"',
};

function renderChoices(
  site: Site,
  c: FitCriterion,
  value: string,
  param: string,
  issue?: FieldIssue,
): string {
  const kind = ANSWER_KIND[c.type] ?? '';
  const hint = `<span class="hint" id="${c.field}-hint">${e(c.help)}</span>`;
  if (!usesRadios(c)) {
    const options = choicesOf(site, c).map((choice) => {
      const selected = value === choice.value ? ' selected' : '';
      return `<option value="${e(choice.value)}"${selected}>${e(choice.label)}</option>`;
    });
    return `<div class="field">
<label for="${c.field}">${e(c.label)}</label>
${hint}
<select id="${c.field}" name="${c.field}"${describe(c.field, issue)}${invalid(issue)}${param}>
${options.join('\n')}
</select>${errorText(c.field, issue)}
</div>`;
  }
  const choices = choicesOf(site, c).map((choice) => {
    const checked = value === choice.value ? ' checked' : '';
    return `<label><input type="radio" id="${choice.id}" name="${c.field}" value="${e(choice.value)}"${checked}${kind}${invalid(issue)}> ${e(choice.label)}</label>`;
  });
  // A radio group is one parameter: Chromium reads its description from the fieldset, its values from the radios.
  return `<fieldset class="field"${describe(c.field, issue)}${param}>
<legend>${e(c.label)}</legend>
${hint}
<div class="choices">
${choices.join('\n')}
</div>${errorText(c.field, issue)}
</fieldset>`;
}

function renderField(site: Site, c: FitCriterion, value: string, param: string, issue?: FieldIssue): string {
  if (c.type === 'yes-no' || c.type === 'one-of') return renderChoices(site, c, value, param, issue);
  const hint = `<span class="hint" id="${c.field}-hint">${e(c.help)}</span>`;
  const attrs =
    c.type === 'text'
      ? `type="text" list="${c.field}-options" maxlength="${MAX_TEXT_ANSWER}" autocomplete="off"`
      : `type="number" min="0" step="any" inputmode="${c.type === 'amount' ? 'numeric' : 'decimal'}"${ANSWER_KIND[c.type]}`;
  // A text answer offers the answers that pass as suggestions; any other may be typed.
  const options =
    c.declared.type === 'text'
      ? `\n<datalist id="${c.field}-options">\n${c.declared.accepts.map((a) => `<option value="${e(a)}"></option>`).join('\n')}\n</datalist>`
      : '';
  const valueAttr = value === '' ? '' : ` value="${e(value)}"`;
  return `<div class="field">
<label for="${c.field}">${e(c.label)}</label>
${hint}
<input id="${c.field}" name="${c.field}" ${attrs}${valueAttr}${describe(c.field, issue)}${invalid(issue)}${param}>${options}${errorText(c.field, issue)}
</div>`;
}

/**
 * A GET form, so the result is a shareable URL and works without JavaScript. The browser's own validation is
 * off (novalidate): the server applies the API's rules and shows the API's messages, the same with or without script.
 */
export function renderFitForm(site: Site, values: FitFormValues, issues: FieldIssue[] = []): string {
  const tool = declarativeTool(site);
  const w = site.words.fit.form;
  const fields = site.criteria.map((c) =>
    renderField(
      site,
      c,
      Object.hasOwn(values, c.field) ? (values[c.field] ?? '') : '',
      tool.params.get(c.field) ?? '',
      issues.find((i) => i.path === c.field),
    ),
  );
  // The page's title says what the form is: its own heading stays for screen readers' outline but is not shown
  // twice. The one reassurance sits under the button, where the decision to send is made. The form is for people
  // (agents have the API, the MCP tool and this form's declared tool), so the twin has no form and parity
  // checkers skip it (data-markdown-ignore); the twin lists the same criteria.
  return `<form id="fit-form" class="fit-form card" method="get" action="${pagePath(fitPage(site).slug)}#fit-result" novalidate aria-labelledby="fit-form-title" data-markdown-ignore ${tool.form}>
<h2 id="fit-form-title" class="visually-hidden">${e(w.title)}</h2>
<p class="form-intro">${e(w.intro)}</p>
${fields.join('\n')}
<button type="submit" class="button button-primary">${e(w.submit)}</button>
<p class="form-reassurance">${ICONS.shield}<span>${e(w.reassurance)}</span></p>
</form>`;
}
