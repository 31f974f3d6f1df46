// The static export's fit page: no form that would fail silently, a note that says so and links the booking call.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, describe, expect, it } from 'vitest';
import { exportSite, withoutLiveFitCheck } from '../scripts/export.js';
import { handoffUrl } from '../src/domain/handoff.js';
import { escapeHtml } from '../src/render/html/escape.js';
import { ALT_FIXTURE_CONTENT, FIXTURE_CONTENT, FR_FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const BASE = 'https://static.example.org';
const root = mkdtempSync(join(tmpdir(), 'export-fit-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, FR_FIXTURE_CONTENT])(
  'the exported fit page of %s',
  (contentDir) => {
    const outDir = join(root, contentDir.replaceAll('/', '-'));
    const { files } = exportSite({ contentDir, outDir, baseUrl: BASE });
    const site = loadSampleSite(BASE, contentDir);
    const fit = site.pages.find((p) => p.tool === 'fit');
    const fitFile = files.find((f) => f.urlPath === `/${fit?.slug}`)?.file ?? '';
    const html = readFileSync(join(outDir, fitFile), 'utf8');

    it('says the self-check is not available and links the booking call', () => {
      expect(html).toContain('<aside id="fit-static-note"');
      expect(html).toContain(`href="${escapeHtml(handoffUrl(site, 'call', 'web'))}">`);
      expect(html).toContain(escapeHtml(site.offer.actions.call.name));
    });

    it('has no form or result panel left to fail silently', () => {
      expect(html).not.toContain('id="fit-form"');
      expect(html).not.toContain('id="fit-result"');
    });

    it('is still valid HTML (html-validate)', async () => {
      const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html, 'fit.html');
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    });

    it('leaves every other page as the server renders it', () => {
      const others = files.filter((f) => f.file.endsWith('.html') && f.file !== fitFile);
      expect(others.length).toBeGreaterThan(0);
      for (const f of others)
        expect(readFileSync(join(outDir, f.file), 'utf8')).not.toContain('fit-static-note');
    });
  },
);

it('refuses to export a fit page whose form it cannot find, instead of leaving it to fail', () => {
  expect(() => withoutLiveFitCheck(loadSampleSite(), '<main>no form</main>')).toThrow(/#fit-form/);
});
