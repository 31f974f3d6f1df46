// AI referrals: a person's page view from an AI assistant (Referer host or utm_source) logs its source only;
// search engines apart; hostile Referers and queries cost a bounded scan.
import { describe, expect, it } from 'vitest';
import { classifyReferral, hostOf, utmSourceOf } from '../src/domain/agents/classify-referral.js';
import { REFERRAL_SOURCES } from '../src/domain/agents/referral-sources.js';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { loadSampleSite } from './helpers/site.js';

const OWN = 'offer.example.com';
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const of = (referer: string | undefined, target = '/') => classifyReferral(OWN, target, referer);

describe('classifyReferral', () => {
  it('names every assistant and search engine of the table by each of its hosts, with or without www.', () => {
    for (const { source, kind, hosts } of REFERRAL_SOURCES) {
      for (const host of hosts) {
        expect(of(`https://${host}/c/abc?q=secret`), host).toEqual({ source, kind });
        expect(of(`https://www.${host}/`), host).toEqual({ source, kind });
      }
    }
  });

  it('tells Gemini from Google search, and finds Google and Yandex on country domains', () => {
    expect(of('https://gemini.google.com/app/1')).toEqual({ source: 'Gemini', kind: 'ai' });
    expect(of('https://www.google.com/')).toEqual({ source: 'Google', kind: 'search' });
    for (const host of ['www.google.de', 'google.co.uk', 'www.google.com.au', 'yandex.com.tr']) {
      expect(of(`https://${host}/search`)?.kind, host).toBe('search');
    }
    expect(of('https://google.example.net/')).toEqual({ source: 'other', kind: 'other' });
    expect(of('https://chatgpt.com.evil.example/')).toEqual({ source: 'other', kind: 'other' });
  });

  it('reads utm_source when there is no Referer (Claude strips it), and an AI source beats a search Referer', () => {
    expect(of(undefined, '/?utm_source=claude.ai')).toEqual({ source: 'Claude', kind: 'ai' });
    expect(of(undefined, '/about?ref=1&utm_source=ChatGPT.com&utm_medium=x')).toEqual({
      source: 'ChatGPT',
      kind: 'ai',
    });
    expect(of(undefined, '/?utm_source=perplexity')).toEqual({ source: 'Perplexity', kind: 'ai' });
    expect(of('https://www.google.com/', '/?utm_source=chatgpt.com')?.source).toBe('ChatGPT');
    expect(of(undefined, '/?xutm_source=claude.ai')).toBeUndefined();
    expect(of(undefined, '/?utm_source=newsletter')).toBeUndefined();
  });

  it('is no referral from the site itself or with neither; another site is `other`', () => {
    expect(of(`https://${OWN}/about`)).toBeUndefined();
    expect(of(undefined, '/')).toBeUndefined();
    expect(of('https://news.example.org/story')).toEqual({ source: 'other', kind: 'other' });
    expect(of('android-app://com.google.android.gm/')).toBeUndefined();
  });

  it('hostile input: userinfo, ports, NBSP, huge values are read from a bounded prefix, linearly', () => {
    expect(hostOf('https://user:pw@Claude.AI:443/x')).toBe('claude.ai');
    expect(hostOf(`https://${'a'.repeat(300)}.com/`)).toBeUndefined();
    expect(hostOf(`https://chatgpt.com${'\u00a0'.repeat(20_000)}/`)).toBeUndefined();
    const huge = `https://${'a.'.repeat(8000)}chatgpt.com/`;
    expect(of(huge)).toBeUndefined();
    expect(utmSourceOf(`/?${'x=1&'.repeat(5000)}utm_source=claude.ai`)).toBeUndefined();
    expect(utmSourceOf(`/?utm_source=${'%'.repeat(10_000)}`)).toBe('%'.repeat(64));
    expect(utmSourceOf('/?utm_source=%E0%A4%A')).toBe('%e0%a4%a');
  });
});

describe('the referral in the log', () => {
  const site = loadSampleSite();
  const lines: string[] = [];
  const door = createFetchDoor(site, { logRequest: (line) => lines.push(line) });
  const last = async (path: string, headers: Record<string, string>) => {
    await door.request(path, { headers: { 'user-agent': CHROME, accept: 'text/html', ...headers } });
    return JSON.parse(lines.at(-1) ?? '{}');
  };

  it("a person's page view logs the source, never the Referer or the query", async () => {
    const line = await last('/about?utm_source=chatgpt.com&email=a@b.example', {
      referer: 'https://chatgpt.com/c/6f1e?prompt=my+private+question',
    });
    expect(line.referral).toEqual({ source: 'ChatGPT', kind: 'ai' });
    expect(line.path).toBe('/about');
    const text = lines.at(-1) ?? '';
    for (const secret of ['6f1e', 'private', 'a@b.example', 'utm_source', 'chatgpt.com']) {
      expect(text).not.toContain(secret);
    }
  });

  it('an asset, an agent, a HEAD or a 404 is no page view by a person', async () => {
    const referer = 'https://claude.ai/chat/1';
    expect((await last('/llms.txt', { referer })).referral).toBeUndefined();
    expect((await last('/about', { referer, 'user-agent': 'Claude-User/1.0' })).referral).toBeUndefined();
    expect((await last('/no-such-page', { referer })).referral).toBeUndefined();
    await door.request('/about', { method: 'HEAD', headers: { 'user-agent': CHROME, referer } });
    expect(JSON.parse(lines.at(-1) ?? '{}').referral).toBeUndefined();
    expect((await last('/', { referer })).referral).toEqual({ source: 'Claude', kind: 'ai' });
  });
});
