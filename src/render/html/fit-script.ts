// The fit form's enhancement script: POST /api/fit and show the result in place; the plain GET form stays the fallback.
import { FIT_FIELDS, RESULT_LABELS, VERDICT_LABELS } from '../fit-labels.js';
import { problemsLead } from './fit-result.js';

/**
 * Plain ES2017 served as a static file (the CSP allows no inline script). It mirrors the server's markup
 * (html-fit-result.ts, html-fit-form.ts) so both paths look the same; labels come from the same constants.
 */
export function buildFitScript(): string {
  const config = {
    verdicts: VERDICT_LABELS,
    results: RESULT_LABELS,
    fields: FIT_FIELDS.map(({ name, kind, label }) => ({ name, kind, label })),
    leads: { empty_profile: problemsLead('empty_profile'), other: problemsLead('validation_failed') },
  };
  return `(function () {
  'use strict';
  var C = ${JSON.stringify(config)};
  var form = document.getElementById('fit-form');
  var out = document.getElementById('fit-result');
  if (!form || !out || !window.fetch || !window.URLSearchParams) return;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { node.append(c); });
    return node;
  }
  function linkify(text) {
    var parts = text.split(/(https?:\\/\\/[^\\s;,]*[^\\s;,.]|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)/);
    return parts.map(function (part, i) {
      if (i % 2 === 0) return part;
      return el('a', { href: part.indexOf('@') > 0 && part.indexOf('//') < 0 ? 'mailto:' + part : part }, [part]);
    });
  }
  function readForm() {
    var data = new FormData(form);
    var body = {};
    var query = new URLSearchParams();
    C.fields.forEach(function (f) {
      var raw = String(data.get(f.name) || '').trim();
      if (raw === '') return;
      query.set(f.name, raw);
      if (f.kind === 'number') body[f.name] = /^-?[0-9][0-9,_ ]*(\\.[0-9]+)?$/.test(raw) ? Number(raw.replace(/[,_ ]/g, '')) : raw;
      else if (f.kind === 'boolean') body[f.name] = raw === 'true' ? true : raw === 'false' ? false : raw;
      else body[f.name] = raw;
    });
    return { body: body, query: query.toString() };
  }
  function describedBy(name) {
    return form.querySelector('[aria-describedby~="' + name + '-hint"]');
  }
  function clearProblems() {
    C.fields.forEach(function (f) {
      var old = document.getElementById(f.name + '-error');
      if (old) old.remove();
      form.querySelectorAll('[name="' + f.name + '"]').forEach(function (input) { input.removeAttribute('aria-invalid'); });
      var described = describedBy(f.name);
      if (described) described.setAttribute('aria-describedby', f.name + '-hint');
    });
  }
  function showProblems(error) {
    var items = [];
    (error.issues || []).forEach(function (issue) {
      if (issue.path === '') return;
      var field = C.fields.filter(function (f) { return f.name === issue.path; })[0];
      if (!field) { items.push(el('li', {}, [issue.message])); return; }
      var inputs = form.querySelectorAll('[name="' + field.name + '"]');
      inputs.forEach(function (input) { input.setAttribute('aria-invalid', 'true'); });
      var described = describedBy(field.name);
      if (described) {
        described.setAttribute('aria-describedby', field.name + '-hint ' + field.name + '-error');
        if (!document.getElementById(field.name + '-error')) described.closest('.field').append(el('p', { id: field.name + '-error', class: 'field-error' }, [issue.message]));
      }
      items.push(el('li', {}, [el('a', { href: '#' + inputs[0].id }, [field.label + ': ' + issue.message])]));
    });
    out.replaceChildren(
      el('h2', { id: 'fit-result-title' }, ['Please check your answers']),
      el('div', { class: 'error-summary' }, [el('p', {}, [C.leads[error.code] || C.leads.other]), items.length ? el('ul', {}, items) : ''])
    );
  }
  function showResult(result) {
    var checks = result.checks.map(function (c) {
      return el('li', { class: 'check check-' + c.result }, [
        el('span', { class: 'check-status' }, [C.results[c.result]]), ' ',
        el('strong', {}, [c.criterion]),
        el('p', {}, [c.note || ''])
      ]);
    });
    var head = [el('span', { class: 'verdict verdict-' + result.verdict }, [C.verdicts[result.verdict]])];
    if (result.score) head.push(' ', el('span', { class: 'score' }, [result.score.earned + ' of ' + result.score.available + ' points']));
    out.replaceChildren(
      el('h2', { id: 'fit-result-title' }, ['Your result']),
      el('p', { class: 'verdict-line' }, head),
      el('p', { class: 'recommendation' }, linkify(result.recommendation || '')),
      el('h3', {}, ['Criterion by criterion']),
      el('ol', { class: 'checks' }, checks),
      el('p', { class: 'disclaimer' }, [result.disclaimer])
    );
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var input = readForm();
    out.setAttribute('aria-busy', 'true');
    fetch('/api/fit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input.body)
    }).then(function (res) {
      return res.json().then(function (json) {
        if (res.status === 200) { clearProblems(); showResult(json); }
        else if (res.status === 422 && json.error) { clearProblems(); showProblems(json.error); }
        else throw new Error('unexpected status ' + res.status);
      });
    }).then(function () {
      out.removeAttribute('aria-busy');
      history.replaceState(null, '', location.pathname + (input.query ? '?' + input.query : ''));
      out.focus();
    }).catch(function () {
      // Anything unexpected: let the browser do the plain GET the form was built for.
      form.submit();
    });
  });
})();
`;
}
