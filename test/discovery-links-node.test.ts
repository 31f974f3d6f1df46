// A page title that is not ASCII on the real Node server: the Link header carries it as title* (RFC 8187) and the
// HTML head as is. Slow lane: a socket (the links themselves: discovery-links.test.ts).
import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from '../tools/readiness/link-header.js';
import { copyContent, edit } from './helpers/content-copy.js';
import { startTestServer } from './helpers/server.js';

describe('discovery links on the real server', () => {
  it('the real server sends a page whose title is not ASCII, Link header and all', async () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (text) => text.replace(/^title: .*$/m, 'title: "Über das Studio"'));
    const server = await startTestServer({ CONTENT_DIR: dir });
    try {
      const res = await fetch(`${server.url}/about`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const [twin] = parseLinkHeader(res.headers.get('link'));
      expect(twin?.params['title*']).toBe(`UTF-8''%C3%9Cber%20das%20Studio%20%28Markdown%29`);
      expect(await res.text()).toContain('title="Über das Studio (Markdown)"');
    } finally {
      await server.close();
    }
  });
});
