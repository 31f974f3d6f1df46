// End-to-end helper: starts the real Node server in-process on an ephemeral port of 127.0.0.1.
import { type RunningServer, startNodeServer } from '../../src/entry/node-door/node-server.js';
import { FIXTURE_CONTENT } from './site.js';
import { TEST_KEEP_ALIVE } from './wait-until.js';

export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startNodeServer({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CONTENT_DIR: FIXTURE_CONTENT,
    ...TEST_KEEP_ALIVE,
    ...env,
  });
}
