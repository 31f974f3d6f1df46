// The fit form's enhancement: fetch the same GET /fit?… page the form would load and swap the form and the
// result in place, so both paths show the server's one rendering and the page never reloads. When a browser
// agent submits the form as the declarative WebMCP tool check_fit, it also answers the agent with POST /api/fit.
import { FIT_FIELDS } from '../../fit-labels.js';
import { TOOL_CALL_JS } from './tool-calls.js';

/** Field name to kind, so the script turns the form's strings into the API's types as the server does. */
const FIELD_KINDS = JSON.stringify(Object.fromEntries(FIT_FIELDS.map((f) => [f.name, f.kind])));

/**
 * Plain ES2017 served as a static file (the CSP allows no inline script). Anything unexpected (no fetch,
 * a network error, a status other than 200 or 422) falls back to the plain GET the form was built for.
 *
 * An agent-invoked submit (SubmitEvent.agentInvoked and respondWith(), from the WebMCP declarative API
 * explainer, github.com/webmachinelearning/webmcp declarative-api-explainer.md) must not navigate, or the
 * agent gets no answer: respondWith() hands it the same tool result the imperative check_fit returns, while
 * the person watching sees the result appear in place as usual.
 */
export function buildFitScript(): string {
  return `(function () {
  'use strict';
  var form = document.getElementById('fit-form');
  var out = document.getElementById('fit-result');
  if (!form || !out || !window.fetch || !window.DOMParser || !window.URLSearchParams || !window.FormData) return;
  var KINDS = ${FIELD_KINDS};
  var main = document.getElementById('main');
  // The page's words (data-words on <main>): the script is one file for every site and language.
  var WORDS = JSON.parse((main && main.getAttribute('data-words')) || '{}');
${TOOL_CALL_JS}
  // The controls already sanitise what was typed or filled in (a number input holds a number or nothing).
  function profileOf(data) {
    var profile = {};
    data.forEach(function (value, name) {
      if (!KINDS[name] || typeof value !== 'string' || value.trim() === '') return;
      if (KINDS[name] === 'number') profile[name] = Number(value);
      else if (KINDS[name] === 'boolean') profile[name] = value === 'true' ? true : value === 'false' ? false : value;
      else profile[name] = value;
    });
    return profile;
  }
  var busy = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (event.agentInvoked && typeof event.respondWith === 'function') {
      event.respondWith(callApi('/api/fit', profileOf(new FormData(form))));
    }
    if (busy) return;
    busy = true;
    var query = new URLSearchParams(new FormData(form)).toString();
    var path = form.getAttribute('action').split('#')[0];
    out.setAttribute('aria-busy', 'true');
    fetch(path + '?' + query, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
      .then(function (res) {
        if (res.status !== 200 && res.status !== 422) throw new Error('unexpected status ' + res.status);
        return res.text();
      })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var nextForm = doc.getElementById('fit-form');
        var nextOut = doc.getElementById('fit-result');
        if (!nextForm || !nextOut) throw new Error('no fit form in the answer');
        form.replaceChildren.apply(form, Array.prototype.slice.call(nextForm.childNodes));
        out.replaceChildren.apply(out, Array.prototype.slice.call(nextOut.childNodes));
        out.removeAttribute('aria-busy');
        history.replaceState(null, '', path + '?' + query);
        out.focus();
        busy = false;
      })
      .catch(function () {
        form.submit();
      });
  });
})();
`;
}
