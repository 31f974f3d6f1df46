// The shared end-to-end suite: one set of tests run against any running door (Node server, workerd worker).
import { afterAll, beforeAll, describe } from 'vitest';
import { loadSite } from '../../src/content/load-site.js';
import type { Site } from '../../src/content/site.js';
import { FIXTURE_CONTENT } from '../helpers/site.js';
import { registerAgentFileTests } from './agent-file-tests.js';
import { registerApiTests } from './api-tests.js';
import { registerDiscoveryTests } from './discovery-tests.js';
import { registerFitPageTests } from './fit-page-tests.js';
import { createSend, type E2ETarget } from './http.js';
import { registerMcpPathTests } from './mcp-path-tests.js';
import { registerMcpTests } from './mcp-tests.js';
import { registerNegotiationTests } from './negotiation-tests.js';
import { registerUcpTests } from './ucp-tests.js';

export interface StartedTarget {
  url: string;
  /** Defaults to url: the server was started with BASE_URL pointing at itself. */
  baseUrl?: string;
  stop: () => Promise<void>;
}

/**
 * Runs every shared test against the server `start` returns, which must serve `contentDir`: the same folder
 * is loaded here as the model the tests compare with, so the suite holds for any valid content.
 */
export function defineE2ESuite(
  name: string,
  start: () => Promise<StartedTarget>,
  contentDir: string = FIXTURE_CONTENT,
): void {
  describe(name, () => {
    let started: (StartedTarget & { site: Site }) | undefined;
    const target = (): E2ETarget => {
      if (!started) throw new Error(`${name}: the server did not start`);
      return { url: started.url, baseUrl: started.baseUrl ?? started.url, site: started.site };
    };
    const send = createSend(target);

    beforeAll(async () => {
      const running = await start();
      started = { ...running, site: loadSite(contentDir, running.baseUrl ?? running.url) };
    });
    afterAll(async () => {
      await started?.stop();
    });

    describe('API', () => registerApiTests(send, target));
    describe('negotiation', () => registerNegotiationTests(send, target));
    describe('agent files', () => registerAgentFileTests(send, target));
    describe('discovery without HTML', () => registerDiscoveryTests(send, target));
    describe('fit page', () => registerFitPageTests(send, target));
    describe('MCP (official SDK client)', () => registerMcpTests(send, target));
    describe('MCP client paths (mixed eras, legacy only, skills)', () => registerMcpPathTests(send, target));
    describe('UCP catalog (conformance checks for a catalog-only business)', () =>
      registerUcpTests(send, target));
  });
}
