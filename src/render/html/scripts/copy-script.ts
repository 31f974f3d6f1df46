// Copy buttons for code blocks: added by script, so a page without JavaScript shows no button that cannot work.

export function buildCopyScript(): string {
  return `(function () {
  'use strict';
  var main = document.getElementById('main');
  if (!navigator.clipboard || !main) return;
  // The page's words (data-words on <main>): the script is one file for every site and language.
  var words = JSON.parse(main.getAttribute('data-words') || '{}');
  document.querySelectorAll('pre > code').forEach(function (code) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = words.copy;
    button.addEventListener('click', function () {
      navigator.clipboard.writeText(code.textContent || '').then(function () {
        button.textContent = words.copied;
        setTimeout(function () { button.textContent = words.copy; }, 2000);
      });
    });
    code.parentNode.classList.add('has-copy');
    code.parentNode.appendChild(button);
  });
})();
`;
}
