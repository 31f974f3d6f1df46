// The per-site cache: built once per site on first use, separate per site, and every slot named once.
import { describe, expect, it } from 'vitest';
import { listBuiltFor, listSiteCaches, perSite } from '../src/content/site-cache.js';
import { loadSampleSite } from './helpers/site.js';

describe('perSite', () => {
  it('builds on first use, once per site, and keeps sites apart', () => {
    let builds = 0;
    const nameOf = perSite('test:name-of', (site) => {
      builds += 1;
      return `${site.baseUrl}#${builds}`;
    });
    const a = loadSampleSite('https://a.example');
    const b = loadSampleSite('https://b.example');
    expect(listBuiltFor(a)).not.toContain('test:name-of');
    expect(nameOf(a)).toBe('https://a.example#1');
    expect(nameOf(a)).toBe('https://a.example#1');
    expect(nameOf(b)).toBe('https://b.example#2');
    expect(builds).toBe(2);
    expect(listBuiltFor(a)).toContain('test:name-of');
    expect(listSiteCaches()).toContain('test:name-of');
  });

  it('keeps an undefined value instead of building it again', () => {
    let builds = 0;
    const nothing = perSite('test:nothing', () => {
      builds += 1;
      return undefined;
    });
    const site = loadSampleSite();
    nothing(site);
    nothing(site);
    expect(builds).toBe(1);
  });

  it('refuses a name declared twice', () => {
    perSite('test:twice', () => 1);
    expect(() => perSite('test:twice', () => 2)).toThrow(/declared twice/);
  });
});
