// Development only: a request listener that reloads the content folder when it changes and survives mistakes.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { watch } from 'chokidar';
import type { Config } from '../content/config.js';
import { EN_WORDS } from '../content/words/defaults.js';
import { renderContentProblemsHtml, wantsHtml } from '../render/html/content-problems.js';
import type { ListenerOptions, NodeListener } from './node-door/node-listener.js';
import { createNodeHandler } from './node-door/node-server.js';

export interface ReloadingListener extends NodeListener {
  /** Loads the folder again: on success the new content is served, on failure the last good stays. */
  reload: () => void;
  /** The problems of the last load, or undefined when it succeeded. */
  problems: () => string | undefined;
}

/**
 * While the content is broken, browsers get a page listing the problems (so the owner sees them where they
 * look), and every other request (API, Markdown, MCP, assets) is still answered from the last good content.
 * With no good content yet, every request gets the problems.
 */
export function createReloadingListener(
  config: Config,
  options: Partial<ListenerOptions>,
  report: (problems: string | undefined) => void,
): ReloadingListener {
  let good: NodeListener | undefined;
  let problems: string | undefined;
  const reload = () => {
    try {
      good = createNodeHandler(config, options);
      problems = undefined;
    } catch (error) {
      problems = error instanceof Error ? error.message : String(error);
    }
    report(problems);
  };
  reload();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (problems !== undefined && (!good || wantsHtml(req.headers.accept)))
      sendProblems(req, res, problems, !!good);
    else good?.(req, res);
  };
  return Object.assign(listener, {
    reload,
    problems: () => problems,
    refuseInFlight: () => good?.refuseInFlight() ?? 0,
    // Before any content has loaded there are no words of the site's own: English.
    errorWords: () => good?.errorWords() ?? EN_WORDS.errors,
  });
}

function sendProblems(req: IncomingMessage, res: ServerResponse, problems: string, serving: boolean): void {
  const note = serving
    ? 'The last good content is still served to everything but browser pages. Save a fix and reload this page.'
    : 'Nothing is served until the content loads. Save a fix and reload this page.';
  const html = wantsHtml(req.headers.accept);
  const body = html ? renderContentProblemsHtml(problems, note) : `${problems}\n\n${note}\n`;
  res.writeHead(500, {
    'content-type': html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Calls `onChange` once per burst of changes under `dir` (an editor's save is several events). chokidar, not
 * fs.watch: an atomic save (sed -i, vim, JetBrains) writes a new file and renames it over the old one, and
 * fs.watch's watch on the old file's inode then never fired again; chokidar re-arms on the new file.
 */
export function watchFolder(
  dir: string,
  onChange: () => void,
  onReady?: () => void,
  delayMs = 150,
): { close: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, { ignoreInitial: true, atomic: true });
  // Saves before the first scan of the folder ends are not seen: say when watching has begun.
  if (onReady) watcher.on('ready', onReady);
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, delayMs);
  });
  // A folder that cannot be watched (it does not exist yet) is said by the problems page already.
  watcher.on('error', () => undefined);
  return { close: () => watcher.close() };
}
