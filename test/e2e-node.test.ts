// The shared end-to-end suite against the real Node server, started in-process on 127.0.0.1.
import { defineE2ESuite } from './e2e/suite.js';
import { startTestServer } from './helpers/server.js';

defineE2ESuite('e2e on Node', async () => {
  const running = await startTestServer();
  return { url: running.url, baseUrl: running.config.baseUrl, stop: running.close };
});
