// The shared end-to-end suite: one set of tests run against any running door (Node server, workerd worker).
import { afterAll, beforeAll, describe } from 'vitest';
import { registerAgentFileTests } from './agent-file-tests.js';
import { registerApiTests } from './api-tests.js';
import { registerFitPageTests } from './fit-page-tests.js';
import { createSend, type E2ETarget } from './http.js';
import { registerMcpTests } from './mcp-tests.js';
import { registerNegotiationTests } from './negotiation-tests.js';

export interface StartedTarget {
  url: string;
  /** Defaults to url: the server was started with BASE_URL pointing at itself. */
  baseUrl?: string;
  stop: () => Promise<void>;
}

export function defineE2ESuite(name: string, start: () => Promise<StartedTarget>): void {
  describe(name, () => {
    let started: StartedTarget | undefined;
    const target = (): E2ETarget => {
      if (!started) throw new Error(`${name}: the server did not start`);
      return { url: started.url, baseUrl: started.baseUrl ?? started.url };
    };
    const send = createSend(target);

    beforeAll(async () => {
      started = await start();
    });
    afterAll(async () => {
      await started?.stop();
    });

    describe('API', () => registerApiTests(send, target));
    describe('negotiation', () => registerNegotiationTests(send, target));
    describe('agent files', () => registerAgentFileTests(send, target));
    describe('fit page', () => registerFitPageTests(send));
    describe('MCP (official SDK client)', () => registerMcpTests(send, target));
  });
}
