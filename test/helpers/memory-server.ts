// The Node server in a child process (node --expose-gc --import tsx) that reports its memory after full collections.
// Why a child: a test's own heap (vitest, its fixtures) would hide what requests leave behind in a server.
import { startTestServer } from './server.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('start this file with node --expose-gc');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Request logging on, as by default: the log's agent cache is part of what a request may leave behind.
const server = await startTestServer({ LOG_LEVEL: 'info', ...JSON.parse(process.env.SERVER_ENV ?? '{}') });
process.send?.({ url: server.url });
process.on('message', async (message) => {
  if (message === 'measure') {
    // Sweeping finishes after a collection returns: a second one and a pause let freed pages go back.
    gc();
    await pause(50);
    gc();
    await pause(200);
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send?.({ rss, heapUsed, external });
  } else if (message === 'stop') {
    await server.close();
    process.exit(0);
  }
});
