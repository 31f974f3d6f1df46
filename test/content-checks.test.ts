// Content mistakes an owner makes stop start-up with the file, the field or line, and the fix.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCurrencyCode } from '../src/content/currencies.js';
import { ContentError } from '../src/content/errors.js';
import { loadSite } from '../src/content/load-site.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { copyContent, edit, editYaml, loadError } from './helpers/content-copy.js';
import { createTestApp, TEST_BASE_URL } from './helpers/site.js';

/** The problems of a folder that loads but cannot be served: the checks that need the served paths. */
function surfaceError(dir: string): ContentError {
  const site = loadSite(dir, TEST_BASE_URL);
  try {
    buildSurfaces(site);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected the site to be refused');
}

const lineOf = (dir: string, file: string, needle: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

describe('a page may not take a path the site serves itself', () => {
  it.each([
    ['mcp', '/mcp', 'a dynamic route of the app'],
    ['agents', '/agents.md', 'a file of the response table'],
  ])('pages/%s.md is refused, naming %s (%s)', (slug, path) => {
    const dir = copyContent();
    const about = readFileSync(join(dir, 'pages/about.md'), 'utf8');
    writeFileSync(join(dir, `pages/${slug}.md`), about.replace('slug: about', `slug: ${slug}`));
    expect(surfaceError(dir).problems).toEqual([
      {
        file: `pages/${slug}.md`,
        field: 'front matter.slug',
        message: expect.stringMatching(
          new RegExp(`^would be served at ${path}, a path the site itself serves; rename`),
        ),
      },
    ]);
  });
});

describe('internal links', () => {
  it('a link to a page that does not exist names the file, the line and the target', () => {
    const dir = copyContent();
    edit(
      dir,
      'pages/about.md',
      (t) => `${t}\nRead [our terms](/terms) and [the FAQ]({{base_url}}/faq#top).\n`,
    );
    const line = lineOf(dir, 'pages/about.md', '/terms');
    expect(surfaceError(dir).problems).toEqual([
      {
        file: 'pages/about.md',
        field: 'body',
        line,
        message: expect.stringMatching(/^links to \/terms, which/),
      },
      {
        file: 'pages/about.md',
        field: 'body',
        line,
        message: expect.stringMatching(/^links to \/faq, which/),
      },
    ]);
  });

  it('finds links in list continuations, reference definitions and relative form, not in fenced code', () => {
    const dir = copyContent();
    edit(
      dir,
      'pages/about.md',
      (t) =>
        `${t}\n- An item\n\n    continued with [a dead link](/gone-one)\n\n[ref]: /gone-two\n\nSee [this](gone-three).\n\n\`\`\`md\n[fenced](/not-checked)\n\`\`\`\n`,
    );
    const problems = surfaceError(dir).problems;
    expect(problems.map((p) => p.message.split(',')[0])).toEqual([
      'links to /gone-one',
      'links to /gone-two',
      'links to /gone-three',
    ]);
    expect(problems[0]?.line).toBe(lineOf(dir, 'pages/about.md', '/gone-one'));
  });

  it('links to pages, twins, agent files, the API and external sites pass; code is not a link', () => {
    const dir = copyContent();
    edit(
      dir,
      'pages/about.md',
      (t) =>
        `${t}\n[home](/) [fit](/fit?annualRevenue=1) [twin](/about.md) [llms](/llms.txt) [offer]({{base_url}}/api/offer) [page](/api/pages/about) [mcp](/mcp) [x](https://example.com/nope) [mail](mailto:a@b.c) [top](#top)\n\n\`[no](/nowhere)\`\n\n    [no](/nowhere-either)\n`,
    );
    expect(() => buildSurfaces(loadSite(dir, TEST_BASE_URL))).not.toThrow();
  });
});

describe('currencies are ISO 4217', () => {
  it('the written-out list is exactly what Intl knows (the first Intl call at start-up would load ICU)', () => {
    const codes = Intl.supportedValuesOf('currency');
    for (const code of codes) expect(isCurrencyCode(code), code).toBe(true);
    for (const code of ['EUO', 'usd', 'EU', 'EURO', '']) expect(isCurrencyCode(code), code).toBe(false);
    const quoted = readFileSync('src/content/currencies.ts', 'utf8').match(/'[A-Z ]+'/g) ?? [];
    const written = quoted.join(' ').match(/\b[A-Z]{3}\b/g) ?? [];
    expect(written.sort()).toEqual([...codes].sort());
  });

  it('in the price and in the revenue band', () => {
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (d) => {
      (d.price as Record<string, unknown>).currency = 'EUO';
      (
        (d.bestFit as Record<string, Record<string, unknown>>).revenueRange as Record<string, unknown>
      ).currency = 'usd';
    });
    const problems = loadError(dir).problems;
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['price.currency', '"EUO" is not an ISO 4217 currency code; write one such as USD, EUR or GBP'],
      [
        'bestFit.revenueRange.currency',
        '"usd" is not an ISO 4217 currency code; write one such as USD, EUR or GBP',
      ],
    ]);
    expect(problems.every((p) => typeof p.line === 'number' && p.line > 1)).toBe(true);
  });
});

describe('page files', () => {
  it('a page over 256 KB is refused with its size', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (t) => `${t}\n${'word '.repeat(60_000)}\n`);
    const kb = Math.ceil(readFileSync(join(dir, 'pages/about.md')).byteLength / 1024);
    expect(kb).toBeGreaterThan(256);
    expect(loadError(dir).problems).toEqual([
      {
        file: 'pages/about.md',
        field: '',
        message: `is ${kb} KB; a page may be at most 256 KB: split it into pages`,
      },
    ]);
  });

  it('a page in a subfolder is refused, naming where it should go', () => {
    const dir = copyContent();
    mkdirSync(join(dir, 'pages/guides'));
    renameSync(join(dir, 'pages/about.md'), join(dir, 'pages/guides/about.md'));
    expect(loadError(dir).problems).toContainEqual({
      file: 'pages/guides/about.md',
      field: '',
      message: 'pages in subfolders of pages/ are not supported; move it to pages/about.md',
    });
  });

  it('Case-Studies.md is told the slug to use', () => {
    const dir = copyContent();
    const about = readFileSync(join(dir, 'pages/about.md'), 'utf8');
    writeFileSync(join(dir, 'pages/Case-Studies.md'), about.replace('slug: about', 'slug: case-studies'));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'pages/Case-Studies.md',
        field: '',
        message:
          "the file name is the page's slug and must be lower-case kebab-case: rename it to pages/case-studies.md",
      },
    ]);
  });

  it('two files with one slug name both files', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'pages/About.md'), readFileSync(join(dir, 'pages/about.md')));
    const problems = loadError(dir).problems;
    expect(problems).toContainEqual({
      file: 'pages/about.md',
      field: 'front matter.slug',
      message: 'has slug "about", as pages/About.md has: both would serve one path; give one another slug',
    });
  });

  it('two assets published at one URL name both files', () => {
    const dir = copyContent();
    mkdirSync(join(dir, 'assets/brand'));
    writeFileSync(join(dir, 'assets/brand/logo.svg'), readFileSync(join(dir, 'assets/logo.svg')));
    writeFileSync(join(dir, 'assets/brand-logo.svg'), readFileSync(join(dir, 'assets/logo.svg')));
    const [problem, ...rest] = surfaceError(dir).problems;
    expect(rest).toEqual([]);
    expect(problem?.file).toMatch(/^assets\/brand(-|\/)logo\.svg$/);
    expect(problem?.message).toMatch(
      /^is published at \/assets\/brand-logo\.\w+\.svg, as assets\/brand(-|\/)logo\.svg is/,
    );
  });

  it('front-matter and token errors of one file arrive in one report, each with its line', () => {
    const dir = copyContent();
    edit(
      dir,
      'pages/about.md',
      (t) => `${t.replace('nav: About', 'nav: About\nmenu: sidebar')}\n{{ pricing }}\n`,
    );
    const problems = loadError(dir).problems;
    expect(problems.map((p) => [p.field, p.line])).toEqual([
      ['body', lineOf(dir, 'pages/about.md', '{{ pricing }}')],
      ['front matter.menu', lineOf(dir, 'pages/about.md', 'menu: sidebar')],
    ]);
  });

  it('a UTF-8 byte-order mark is accepted in YAML and Markdown', () => {
    const dir = copyContent();
    for (const file of ['site.yaml', 'pages/about.md']) edit(dir, file, (t) => `\uFEFF${t}`);
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.identity.name).not.toMatch(/^\uFEFF/);
    expect(site.pages.find((p) => p.slug === 'about')?.title).toBeTruthy();
  });
});

describe('people.yaml', () => {
  it('a missing photo, a photo that is not an image, a bad link and a bad kind are each named', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'assets/people/fake.png'), 'not a png');
    editYaml(dir, 'people.yaml', (d) => {
      const [mara, tomas] = d.people as Record<string, unknown>[];
      if (!mara || !tomas) throw new Error('fixture people changed');
      mara.photo = 'assets/people/nobody.webp';
      (mara.links as Record<string, unknown>[])[0] = { name: 'LinkedIn', url: 'linkedin.com/in/x' };
      tomas.kind = 'partner';
      tomas.photo = 'assets/people/portrait.gif';
    });
    const problems = loadError(dir).problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'assets/people/fake.png: : is not a readable image/png image',
        'people.yaml: people.0.links.0.url: must be an absolute http(s) URL',
        'people.yaml: people.1.kind: must be founder or employee',
        'people.yaml: people.1.photo: must be a jpg or jpeg or png or webp or avif or svg file',
      ]),
    );
    const fixed = copyContent();
    editYaml(fixed, 'people.yaml', (d) => {
      (d.people as Record<string, unknown>[])[0] = {
        ...(d.people as Record<string, unknown>[])[0],
        photo: 'assets/people/nobody.webp',
      };
    });
    expect(loadError(fixed).problems).toEqual([
      {
        file: 'people.yaml',
        field: 'people.0.photo',
        message:
          'assets/people/nobody.webp is not in the content folder; add the file under assets/ or correct the path',
        line: lineOf(fixed, 'people.yaml', 'nobody.webp'),
      },
    ]);
  });

  it('is optional: without it the site has no people', () => {
    const dir = copyContent();
    rmSync(join(dir, 'people.yaml'));
    expect(loadSite(dir, TEST_BASE_URL).people).toEqual([]);
  });
});

describe('a site without a private engine', () => {
  it('is valid, and no surface mentions an engine', async () => {
    const dir = copyContent();
    let engineUrl = '';
    editYaml(dir, 'site.yaml', (d) => {
      engineUrl = String((d.engine as Record<string, unknown>).url);
      delete d.engine;
    });
    // The owner deletes their own words about the engine with the token: the page's section and table row.
    edit(dir, 'pages/developers.md', (t) =>
      t
        .replace(/## The private engine \(not this service\)\s*\{\{\s*engine\s*\}\}/, '')
        .replace(/, and a separate entry for the private engine/, ''),
    );
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.identity.engine).toBeUndefined();
    const app = createTestApp(site);
    for (const path of [
      '/agents.md',
      '/llms.txt',
      '/llms-full.txt',
      '/.well-known/api-catalog',
      '/developers',
      '/developers.md',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain(engineUrl);
      // The developers page description and the home page's promise still name an engine: the owner's words.
      expect(text, path).not.toMatch(/private engine \(not this service\)|engine's boundary|Private engine/);
    }
  });

  it('refuses a page that still places {{engine}}', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      delete d.engine;
    });
    expect(loadError(dir).problems).toEqual([
      {
        file: 'pages/developers.md',
        field: 'body',
        message: '{{engine}} needs an engine section in site.yaml; add one or remove the token',
      },
    ]);
  });
});

describe('telephone', () => {
  it('a number written with spaces and a trunk (0) becomes a valid tel: link', async () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      d.telephone = '+49 (0)30 1234 5678';
    });
    const html = await (await createTestApp(loadSite(dir, TEST_BASE_URL)).request('/contact')).text();
    expect(html).toContain('href="tel:+493012345678"');
    expect(html).not.toMatch(/href="tel:[^"]*[\s(]/);
  });

  it('refuses text that is not a number', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      d.telephone = 'call us';
    });
    expect(loadError(dir).problems).toEqual([
      expect.objectContaining({
        file: 'site.yaml',
        field: 'telephone',
        message: expect.stringMatching(/^must be a telephone number/),
      }),
    ]);
  });
});
