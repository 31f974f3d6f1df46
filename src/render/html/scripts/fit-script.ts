// The fit form's enhancement: fetch the same GET /fit?… page the form would load and swap the form and the
// result in place, so both paths show the server's one rendering and the page never reloads. When a browser
// agent submits the form as the declarative WebMCP tool check_fit, it also answers the agent with POST /api/fit.
import { TOOL_CALL_JS } from './tool-calls.js';

/**
 * Plain ES2017 served as a static file (the CSP allows no inline script). Anything unexpected (no fetch,
 * a network error, a status other than 200 or 422) falls back to the plain GET the form was built for.
 *
 * An agent-invoked submit (SubmitEvent.agentInvoked and respondWith(), from the WebMCP declarative API
 * explainer, github.com/webmachinelearning/webmcp declarative-api-explainer.md) must not navigate, or the
 * agent gets no answer: respondWith() hands it the same tool result the imperative check_fit returns, while
 * the person watching sees the result appear in place as usual.
 *
 * The fields are the owner's (offer.yaml), so the script knows none of them: each control says whether its
 * answer is a number or a yes/no (`data-answer`), and the form's own methods are called through their
 * prototypes, since a control named like one ("submit", "action") shadows it on the form element.
 */
export function buildFitScript(): string {
  return `(function () {
  'use strict';
  var form = document.getElementById('fit-form');
  var out = document.getElementById('fit-result');
  if (!form || !out || !window.fetch || !window.DOMParser || !window.URLSearchParams || !window.FormData) return;
  var F = HTMLFormElement.prototype;
  var E = Element.prototype;
  var main = document.getElementById('main');
  // The page's words (data-words on <main>): the script is one file for every site and language.
  var WORDS = JSON.parse((main && main.getAttribute('data-words')) || '{}');
${TOOL_CALL_JS}
  function kindsOf() {
    var kinds = new Map();
    document.querySelectorAll('#fit-form [data-answer]').forEach(function (control) {
      kinds.set(control.getAttribute('name'), control.getAttribute('data-answer'));
    });
    return kinds;
  }
  // The controls already sanitise what was typed or filled in (a number input holds a number or nothing).
  function profileOf(data) {
    var profile = {};
    var kinds = kindsOf();
    data.forEach(function (value, name) {
      if (typeof value !== 'string' || value.trim() === '') return;
      var kind = kinds.get(name);
      if (kind === 'number') profile[name] = Number(value);
      else if (kind === 'yes-no') profile[name] = value === 'true' ? true : value === 'false' ? false : value;
      else profile[name] = value;
    });
    return profile;
  }
  var busy = false;
  EventTarget.prototype.addEventListener.call(form, 'submit', function (event) {
    event.preventDefault();
    if (event.agentInvoked && typeof event.respondWith === 'function') {
      event.respondWith(callApi('/api/fit', profileOf(new FormData(form))));
    }
    if (busy) return;
    busy = true;
    var query = new URLSearchParams(new FormData(form)).toString();
    var path = E.getAttribute.call(form, 'action').split('#')[0];
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
        E.replaceChildren.apply(form, Array.prototype.slice.call(nextForm.childNodes));
        E.replaceChildren.apply(out, Array.prototype.slice.call(nextOut.childNodes));
        out.removeAttribute('aria-busy');
        history.replaceState(null, '', path + '?' + query);
        out.focus();
        busy = false;
      })
      .catch(function () {
        F.submit.call(form);
      });
  });
})();
`;
}
