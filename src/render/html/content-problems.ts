// The page a development server shows in the browser while the content folder has problems (never in production).
import { escapeHtml } from './escape.js';

/** `problems` is a ContentError's message, shown as written; `note` says what is still served. */
export function renderContentProblemsHtml(problems: string, note: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Content problems</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b2228}
h1{color:#a4161a}pre{white-space:pre-wrap;background:#fff4f2;border:1px solid #f1c4bd;padding:1rem;border-radius:.5rem}</style>
<h1>The content folder has problems</h1><p>${escapeHtml(note)}</p><pre>${escapeHtml(problems)}</pre></html>\n`;
}

/** Browsers (and anything else asking for HTML) get the page; other clients get the same words as text. */
export const wantsHtml = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? '');
