// The content loader and configuration: every kind of bad input stops start-up with a message naming file and field.
import { readFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/content/config.js';
import { loadSite } from '../src/content/load-site.js';
import { copyContent, edit, editYaml, loadError } from './helpers/content-copy.js';
import { FIXTURE_CONTENT } from './helpers/site.js';

describe('the sample content', () => {
  it('loads', () => {
    const site = loadSite(FIXTURE_CONTENT, 'https://offer.example.com');
    expect(site.pages.map((p) => p.slug).sort()).toEqual([
      'about',
      'contact',
      'developers',
      'fit',
      'index',
      'privacy',
    ]);
  });
});

describe('content errors name the file, the field and the problem', () => {
  it('bad YAML', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (t) => `${t}\nlinks: [unclosed\n`);
    const error = loadError(dir);
    expect(error.problems).toEqual([
      { file: 'site.yaml', field: '', message: expect.stringMatching(/^not valid YAML/) },
    ]);
    expect(error.message).toMatch(/site\.yaml: not valid YAML/);
  });

  it('bad YAML in page front matter', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (t) => t.replace('nav: About', 'nav: [About'));
    expect(loadError(dir).message).toMatch(/pages\/about\.md: front matter: not valid YAML/);
  });

  it('wrong type', () => {
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (d) => {
      (d.price as Record<string, unknown>).amount = 'twelve thousand';
    });
    expect(loadError(dir).message).toMatch(/offer\.yaml: price\.amount: .*expected number, received string/);
  });

  it('missing field', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      delete d.email;
    });
    const error = loadError(dir);
    // "required", not zod's "expected string, received undefined"; placed on the map that lacks the key.
    expect(error.problems).toEqual([{ file: 'site.yaml', field: 'email', message: 'required', line: 1 }]);
    expect(error.message).toContain('site.yaml: email: required (line 1)');
  });

  it('missing nested field', () => {
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (d) => {
      delete (d.actions as Record<string, unknown>).email;
    });
    const error = loadError(dir);
    expect(error.message).toContain('offer.yaml: actions.email: required');
    const actionsLine = readFileSync(join(dir, 'offer.yaml'), 'utf8').split('\n').indexOf('actions:') + 2;
    expect(error.problems[0]?.line).toBe(actionsLine);
  });

  it('unknown key', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      (d.address as Record<string, unknown>).colour = 'blue';
    });
    // Nothing near "colour" in an address: the message lists the keys it knows.
    expect(loadError(dir).message).toMatch(
      /site\.yaml: address\.colour: unknown key; known keys: streetAddress, addressLocality, .*\(line \d+\)/,
    );
  });

  it('unknown key in page front matter, with its line in the file', () => {
    const dir = copyContent();
    edit(dir, 'pages/privacy.md', (t) => t.replace('nav: Privacy', 'nav: Privacy\nauthor: Mara'));
    const line = readFileSync(join(dir, 'pages/privacy.md'), 'utf8').split('\n').indexOf('author: Mara') + 1;
    expect(loadError(dir).problems).toEqual([
      {
        file: 'pages/privacy.md',
        field: 'front matter.author',
        message: expect.stringMatching(/^unknown key; known keys: slug, title/),
        line,
      },
    ]);
  });

  it('a misspelt key gets a did-you-mean, in YAML files and front matter alike', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (t) => t.replace('tagline:', 'tagLine:'));
    edit(dir, 'pages/about.md', (t) => t.replace('description:', 'descripton:'));
    const error = loadError(dir);
    const siteLine =
      readFileSync(join(dir, 'site.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('tagLine:')) + 1;
    expect(error.problems).toEqual(
      expect.arrayContaining([
        {
          file: 'site.yaml',
          field: 'tagLine',
          message: 'unknown key; did you mean "tagline"?',
          line: siteLine,
        },
        { file: 'site.yaml', field: 'tagline', message: 'required', line: 1 },
        expect.objectContaining({
          file: 'pages/about.md',
          field: 'front matter.descripton',
          message: 'unknown key; did you mean "description"?',
        }),
      ]),
    );
  });

  it('a revenue band with min above max, and no deliverable', () => {
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (d) => {
      const band = (d.bestFit as Record<string, Record<string, unknown>>).revenueRange as Record<
        string,
        unknown
      >;
      band.min = 9_000_000;
      d.deliverables = [];
    });
    const message = loadError(dir).message;
    expect(message).toContain('offer.yaml: bestFit.revenueRange: min must be <= max');
    expect(message).toContain('offer.yaml: deliverables: list at least one deliverable');
  });

  it('missing home page', () => {
    const dir = copyContent();
    unlinkSync(join(dir, 'pages/index.md'));
    expect(loadError(dir).problems).toEqual([
      { file: 'pages/index.md', field: '', message: expect.stringContaining('home page') },
    ]);
  });

  it('missing file', () => {
    const dir = copyContent();
    unlinkSync(join(dir, 'offer.yaml'));
    expect(loadError(dir).message).toMatch(/offer\.yaml: missing/);
  });

  it('unknown {{token}}', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (t) => `${t}\nAsk about {{ pricing_table }}.\n`);
    const error = loadError(dir);
    const lines = readFileSync(join(dir, 'pages/about.md'), 'utf8').split('\n');
    expect(error.problems).toEqual([
      {
        file: 'pages/about.md',
        field: 'body',
        message: expect.stringContaining('unknown token {{pricing_table}}'),
        line: lines.findIndex((l) => l.includes('pricing_table')) + 1,
      },
    ]);
  });

  it('slug mismatch', () => {
    const dir = copyContent();
    edit(dir, 'pages/contact.md', (t) => t.replace('slug: contact', 'slug: contact-us'));
    const error = loadError(dir);
    expect(error.message).toContain('pages/contact.md: front matter.slug: must be "contact" (the file name)');
  });

  it('no front matter', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (t) => t.replace(/^---[\s\S]*?---\n/, ''));
    expect(loadError(dir).message).toContain('pages/about.md: must start with YAML front matter');
  });

  it('reports every problem at once', () => {
    const dir = copyContent();
    editYaml(dir, 'site.yaml', (d) => {
      d.email = 'not an e-mail';
    });
    edit(dir, 'pages/index.md', (t) => t.replace('slug: index', 'slug: home'));
    const files = loadError(dir).problems.map((p) => p.file);
    expect(files).toContain('site.yaml');
    expect(files).toContain('pages/index.md');
  });

  it('a missing content folder', () => {
    const error = loadError(join(tmpdir(), 'no-such-content-folder'));
    expect(error.message).toMatch(/content folder not readable.*set CONTENT_DIR/);
  });
});

describe('parseConfig', () => {
  it('has defaults, derives BASE_URL from PORT and strips trailing slashes', () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      contentDir: 'content',
      logLevel: 'info',
      workers: 1,
      webBotAuth: 'on',
    });
    expect(parseConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
    expect(parseConfig({ BASE_URL: 'https://www.example.com/', PORT: '' }).baseUrl).toBe(
      'https://www.example.com',
    );
    expect(parseConfig({ WORKERS: 'auto' }).workers).toBe('auto');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '3.5' }, 'PORT'],
    [{ BASE_URL: 'ftp://files.example.com' }, 'BASE_URL'],
    [{ BASE_URL: 'www.example.com' }, 'BASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ WORKERS: '0' }, 'WORKERS'],
  ])('%j is a ConfigError naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`Invalid configuration:\\n  - ${name}: `));
  });

  it('says what PORT must be, with the value it got, instead of "NaN"', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration:\n  - PORT: must be a whole number from 0 to 65535 (0: any free port), e.g. PORT=3000; got "abc"',
    );
  });
});
