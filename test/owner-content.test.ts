// The owner's own content/ folder: it loads, and the whole shared e2e suite passes on it. This is the one test
// that reads content/; every other test runs on the fixtures under test/, so editing content/ never breaks them.
import { defineE2ESuite } from './e2e/suite.js';
import { startTestServer } from './helpers/server.js';

const OWNER_CONTENT = process.env.OWNER_CONTENT_DIR || 'content';

defineE2ESuite(
  `smoke test of the owner's content (${OWNER_CONTENT})`,
  async () => {
    const running = await startTestServer({ CONTENT_DIR: OWNER_CONTENT });
    return { url: running.url, baseUrl: running.config.baseUrl, stop: running.close };
  },
  OWNER_CONTENT,
);
