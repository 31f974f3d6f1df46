// The fit form's enhancement: fetch the same GET /fit?… page the form would load and swap the form and the
// result in place, so both paths show the server's one rendering and the page never reloads.

/**
 * Plain ES2017 served as a static file (the CSP allows no inline script). Anything unexpected (no fetch,
 * a network error, a status other than 200 or 422) falls back to the plain GET the form was built for.
 */
export function buildFitScript(): string {
  return `(function () {
  'use strict';
  var form = document.getElementById('fit-form');
  var out = document.getElementById('fit-result');
  if (!form || !out || !window.fetch || !window.DOMParser || !window.URLSearchParams || !window.FormData) return;
  var busy = false;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
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
