// The shared end-to-end suite against the real Node server, started in-process on 127.0.0.1, once per fixture:
// the second owner's content (other name, currency, pages, menus, theme) proves nothing is tied to the first,
// the third, in German, that nothing is tied to English, and the fourth, in French, that the fit check is the
// owner's: six criteria of every type, with French fields.
import { defineE2ESuite } from './e2e/suite.js';
import { startTestServer } from './helpers/server.js';
import {
  ALT_FIXTURE_CONTENT,
  DE_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
} from './helpers/site.js';

for (const [name, contentDir] of [
  ['e2e on Node', FIXTURE_CONTENT],
  ["e2e on Node with a second owner's content", ALT_FIXTURE_CONTENT],
  ["e2e on Node with a German owner's content", DE_FIXTURE_CONTENT],
  ["e2e on Node with a French owner's content (six criteria of every type)", FR_FIXTURE_CONTENT],
] as const) {
  defineE2ESuite(
    name,
    async () => {
      const running = await startTestServer({ CONTENT_DIR: contentDir });
      return { url: running.url, baseUrl: running.config.baseUrl, stop: running.close };
    },
    contentDir,
  );
}
