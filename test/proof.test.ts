// proof.yaml: optional, validated with errors that name the file and field, and required by {{proof}}.
import { describe, expect, it } from 'vitest';
import { ContentError } from '../src/content/errors.js';
import { readContentFiles } from '../src/content/load-site.js';
import { parseSite } from '../src/content/parse-site.js';
import { createTestApp, FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

const files = readContentFiles(FIXTURE_CONTENT);
const problemsOf = (changed: Record<string, string | undefined>) => {
  const variant = Object.fromEntries(
    Object.entries({ ...files, ...changed }).filter(
      (e): e is [string, string | Uint8Array] => e[1] !== undefined,
    ),
  );
  try {
    parseSite(variant, TEST_BASE_URL);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
  }
};

describe('proof.yaml', () => {
  it('loads into the model when present', () => {
    const site = parseSite(files, TEST_BASE_URL);
    expect(site.proof?.quotes.length).toBeGreaterThan(0);
  });

  it('is optional, but a page that writes {{proof}} needs it', () => {
    const withoutToken = Object.fromEntries(
      Object.entries(files).map(([f, t]) => [f, typeof t === 'string' ? t.replace(/\{\{proof\}\}/g, '') : t]),
    );
    expect(problemsOf({ ...withoutToken, 'proof.yaml': undefined })).toEqual([]);
    const problems = problemsOf({ 'proof.yaml': undefined });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^pages\/[a-z0-9-]+\.md: body: \{\{proof\}\} needs content\/proof\.yaml/);
  });

  it('names the file and field of every mistake', () => {
    const problems = problemsOf({
      'proof.yaml': [
        'quotes:',
        '  - quote: "Good."',
        '    name: "A"',
        '    role: "B"',
        '    photo: "photos/a.jpg"',
        'results:',
        '  - value: "a very long figure indeed"',
        '    label: "x"',
        '    source: "y"',
        'extra: 1',
      ].join('\n'),
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^proof\.yaml: quotes\.0\.company: /),
        expect.stringMatching(/^proof\.yaml: quotes\.0\.photo: must be a path (under|inside) assets\//),
        expect.stringMatching(/^proof\.yaml: results\.0\.value: keep the figure short/),
        expect.stringMatching(/^proof\.yaml: extra: /),
      ]),
    );
  });

  it('shows a photo from the content folder at its hashed URL, and names a photo that is not there', async () => {
    const withPhoto = (photo: string) =>
      (typeof files['proof.yaml'] === 'string' ? files['proof.yaml'] : '').replace(
        /(\n {4}company: [^\n]+)/,
        `$1\n    photo: "${photo}"`,
      );
    expect(problemsOf({ 'proof.yaml': withPhoto('assets/nobody.jpg') })).toEqual([
      'proof.yaml: quotes.0.photo: assets/nobody.jpg is not in the content folder; add the file under assets/ or correct the path',
    ]);
    const site = parseSite({ ...files, 'proof.yaml': withPhoto('assets/og.png') }, TEST_BASE_URL);
    const html = await (await createTestApp(site).request('/')).text();
    expect(html).toMatch(
      /<img class="avatar" src="\/assets\/og\.[a-z0-9]+\.png" alt="" width="48" height="60"/,
    );
  });

  it('refuses an empty file with a hint', () => {
    expect(problemsOf({ 'proof.yaml': 'quotes: []\n' })).toEqual([
      'proof.yaml: : add at least one quote or result, or delete proof.yaml',
    ]);
  });
});
