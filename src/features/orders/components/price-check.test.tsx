// The price check as a manager reads it: each line with the device's price, the charged price and
// the signed difference, and the total, in the person's language and the order's currency.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePriceReview } from '../../../../server/contracts/ordering';
import { i18n, loadNamespaces, NAMESPACES } from '../../../lib/i18n';
import { PriceCheckChip, PriceCheckPanel } from './price-check';

const review: OfflinePriceReview = {
  reason: 'offline_price_not_published',
  lines: [
    {
      product_uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Masala Dosa',
      offline_unit_price: 0,
      charged_unit_price: 50_000,
      quantity: 2,
      difference: 100_000,
    },
    {
      product_uuid: '00000000-0000-4000-8000-000000000002',
      name: 'Filter Coffee',
      offline_unit_price: 3_000,
      charged_unit_price: 2_500,
      quantity: 1,
      difference: -500,
    },
  ],
  total_difference: 99_500,
};
/** The words shown: without emotion's inline style tags, markup or entities. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

// The screens load their words per namespace; these tests render outside a route, so all of them.
beforeAll(() => loadNamespaces(NAMESPACES));
afterAll(() => i18n.changeLanguage('en-US'));

describe('the price check', () => {
  it('lists offline and charged prices with the signed difference and the total', async () => {
    await i18n.changeLanguage('en-US');
    const shown = text(renderToStaticMarkup(<PriceCheckPanel review={review} currency="INR" />));
    expect(shown).toContain('Price check');
    expect(shown).toContain("prices the store did not have in the device's offline window");
    expect(shown).toMatch(/2 × Masala Dosa ₹0\.00 ₹500\.00 \+₹1,000\.00/);
    expect(shown).toMatch(/1 × Filter Coffee ₹30\.00 ₹25\.00 −₹5\.00/);
    expect(shown).toMatch(/Difference in item prices \+₹995\.00/);
  });

  it('says why in German, and the chip reads Preisprüfung', async () => {
    await i18n.changeLanguage('de-DE');
    const shown = text(renderToStaticMarkup(<PriceCheckPanel review={{ ...review, reason: 'offline_window_exceeded' }} currency="EUR" />));
    expect(shown).toContain('ohne gültige Uhrzeit');
    expect(shown).toMatch(/\+995,00\s?€/);
    expect(text(renderToStaticMarkup(<PriceCheckChip />))).toContain('Preisprüfung');
  });
});
