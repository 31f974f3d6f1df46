// Copy buttons for code blocks: added by script, so a page without JavaScript shows no button that cannot work.

export function buildCopyScript(): string {
  return `(function () {
  'use strict';
  if (!navigator.clipboard) return;
  document.querySelectorAll('pre > code').forEach(function (code) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.addEventListener('click', function () {
      navigator.clipboard.writeText(code.textContent || '').then(function () {
        button.textContent = 'Copied';
        setTimeout(function () { button.textContent = 'Copy'; }, 2000);
      });
    });
    code.parentNode.classList.add('has-copy');
    code.parentNode.appendChild(button);
  });
})();
`;
}
