// Text in neighbouring elements stays apart when a page is read as text (a screen reader's linear reading, an
// agent's extraction): "Claire Morel Associée", never "Claire MorelAssociée". And the home page's twin names the
// founder the page shows beside its headline, so the page and its Markdown say the same things.
import { describe, expect, it } from 'vitest';
import { pagePath } from '../src/domain/pages.js';
import { findFounder } from '../src/render/html/parts/people.js';
import {
  ALT_FIXTURE_CONTENT,
  createTestApp,
  DE_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
} from './helpers/site.js';

const INLINE = 'span|strong|em|b|q|small|code|abbr|time|label';
/** An inline element closed and the next opened with nothing between them: their texts would run together. */
const GLUED = new RegExp(`</(${INLINE})><(${INLINE})[\\s>]`);

async function html(app: ReturnType<typeof createTestApp>, path: string): Promise<string> {
  const res = await app.request(path, { headers: { accept: 'text/html' } });
  // Icons are drawings, not text; a <pre> keeps code as written.
  return (await res.text()).replace(/<svg[\s\S]*?<\/svg>|<pre[\s\S]*?<\/pre>/g, '');
}

describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT, FR_FIXTURE_CONTENT])('%s', (dir) => {
  const site = loadSampleSite(undefined, dir);
  const app = createTestApp(site);

  it('no page glues the text of two neighbouring elements', async () => {
    for (const path of [...site.pages.map((p) => pagePath(p.slug)), '/no-such-page']) {
      const page = await html(app, path);
      expect(page.match(GLUED)?.[0], path).toBeUndefined();
    }
  });

  // content-alt lists no people.
  it.runIf(dir !== ALT_FIXTURE_CONTENT)(
    "the home page's twin names the founder the page shows, with their role and line",
    async () => {
      const founder = findFounder(site);
      if (!founder) throw new Error(`${dir} has no founder`);
      const res = await app.request('/', { headers: { accept: 'text/markdown' } });
      const twin = await res.text();
      expect(twin).toContain(`${founder.name}, ${founder.role}`);
      if (founder.caption) expect(twin).toContain(founder.caption);
    },
  );
});
