// Test helpers: the bundled sample content as a Site, and an app built from it (no sockets).
import { loadSite } from '../../src/content/load-site.js';
import type { Site } from '../../src/content/site.js';
import { compressWithZlib } from '../../src/entry/node-server.js';
import { createApp } from '../../src/http/app.js';

export const TEST_BASE_URL = 'https://offer.example.com';

export function loadSampleSite(baseUrl = TEST_BASE_URL): Site {
  return loadSite('content', baseUrl);
}

export function createTestApp(site: Site = loadSampleSite()) {
  return createApp(site, { compress: compressWithZlib });
}
