// The owner's own content folder: it loads, its words are the site's language, and the whole shared e2e suite
// passes on it. This is the one test that reads the owner's folder: CONTENT_DIR (as `npm run dev` and `npm start`
// read it), else content/; every other test runs on the fixtures under test/, so editing content never breaks them.
import { describe, expect, it } from 'vitest';
import { defineE2ESuite } from './e2e/suite.js';
import { englishLeftovers } from './helpers/owner-words.js';
import { startTestServer } from './helpers/server.js';

const OWNER_CONTENT = process.env.CONTENT_DIR || process.env.OWNER_CONTENT_DIR || 'content';

describe(`the owner's content (${OWNER_CONTENT})`, () => {
  it('loads, and on a site in another language no word of words.yaml is left in English', () => {
    expect(englishLeftovers(OWNER_CONTENT), 'translate these keys of words.yaml').toEqual([]);
  });
});

defineE2ESuite(
  `smoke test of the owner's content (${OWNER_CONTENT})`,
  async () => {
    const running = await startTestServer({ CONTENT_DIR: OWNER_CONTENT });
    return { url: running.url, baseUrl: running.config.baseUrl, stop: running.close };
  },
  OWNER_CONTENT,
);
