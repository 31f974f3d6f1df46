// The price as the owner declares it: whether it includes VAT (price.taxIncluded) reaches every price the site
// shows, in its words and language, the API's Money and JSON-LD; price.model is shown through words.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { buildOffer, describePriceModel, formatPrice } from '../src/domain/offer.js';
import { buildServiceNode } from '../src/render/json-ld.js';
import { copyContent, edit } from './helpers/content-copy.js';
import { createTestApp, DE_FIXTURE_CONTENT, FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

/** Intl's no-break spaces (inside an amount, between it and its currency) read as spaces, to compare. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

/** A fixture whose offer.yaml price gets `lines` after its currency. */
function priced(from: string, lines: string) {
  const dir = copyContent(from);
  edit(dir, 'offer.yaml', (t) => t.replace(/(price:\n(?: {2}.+\n)*? {2}currency: \w+\n)/, `$1${lines}`));
  return loadSite(dir, TEST_BASE_URL);
}

describe('price.taxIncluded', () => {
  it.each([
    [FIXTURE_CONTENT, 'false', 'USD 12,000 excl. VAT'],
    [FIXTURE_CONTENT, 'true', 'USD 12,000 incl. VAT'],
    [DE_FIXTURE_CONTENT, 'false', '4.800 € zzgl. MwSt.'],
  ])('%s with taxIncluded: %s says "%s" on every surface', async (from, value, price) => {
    const site = priced(from, `  taxIncluded: ${value}\n`);
    expect(plain(formatPrice(site))).toBe(price);
    expect(site.tokens.price).toBe(formatPrice(site));
    const money = buildOffer(site).price;
    expect(money.taxIncluded).toBe(value === 'true');
    const offer = buildServiceNode(site).offers as Record<string, unknown>;
    expect(offer.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      price: money.amount,
      priceCurrency: money.currency,
      valueAddedTaxIncluded: value === 'true',
    });
    const app = createTestApp(site);
    expect((await (await app.request('/api/offer')).json()).price.taxIncluded).toBe(value === 'true');
    const home = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    expect(plain(home)).toContain(`<strong>${price}</strong>`);
    const twin = await (await app.request('/index.md')).text();
    expect(plain(twin)).toContain(price);
  });

  it('left out, the price stands alone, and neither Money nor JSON-LD says anything about tax', () => {
    const site = loadSite(FIXTURE_CONTENT, TEST_BASE_URL);
    expect(plain(formatPrice(site))).toBe('USD 12,000');
    expect(describePriceModel(site)).toBe('fixed price');
    expect(buildOffer(site).price).not.toHaveProperty('taxIncluded');
    expect(buildServiceNode(site).offers).not.toHaveProperty('priceSpecification');
  });

  it('a price with a tax word of the owner ("HT") reads as the owner wrote it', () => {
    const dir = copyContent(DE_FIXTURE_CONTENT);
    edit(dir, 'offer.yaml', (t) =>
      t.replace('  display: symbol\n', '  display: symbol\n  taxIncluded: false\n'),
    );
    edit(dir, 'words.yaml', (t) => `${t}offer:\n  tax:\n    excluded: "{price} netto"\n`);
    expect(plain(formatPrice(loadSite(dir, TEST_BASE_URL)))).toBe('4.800 € netto');
  });
});

describe('price.model', () => {
  it.each([
    [FIXTURE_CONTENT, 'hourly', 'billed by the hour'],
    [DE_FIXTURE_CONTENT, 'fixed', 'Festpreis'],
    [DE_FIXTURE_CONTENT, 'monthly', 'monatlich abgerechnet'],
    [FIXTURE_CONTENT, 'success-fee', 'success-fee'],
  ])('%s: model %s is shown as "%s"', (from, model, shown) => {
    const dir = copyContent(from);
    edit(dir, 'offer.yaml', (t) => t.replace(/ {2}model: .+\n/, `  model: ${model}\n`));
    const site = loadSite(dir, TEST_BASE_URL);
    expect(describePriceModel(site)).toBe(shown);
    // The API keeps the value as written: it is the contract's Money.model.
    expect(buildOffer(site).price.model).toBe(model);
  });
});
