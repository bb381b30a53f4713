// The sales breakdowns in German (issue 16): a store manager opens the breakdowns from the order
// report, reads the product mix and the sales by hour, and every heading, tab and column is German
// with no English label left on those screens. Reads only: it changes no data, so it may share the
// demo store with other specs.
import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';
/** The English words of these screens: none may show once the language is German. */
const ENGLISH = [
  'Sales breakdown',
  'Product mix',
  'Sales by hour',
  'By cashier',
  'By payment method',
  'Tax summary',
  'Discounts',
  'Refunds',
  'Options',
  'Product',
  'Store',
  'Orders',
  'Quantity',
  'Revenue',
  'Hour',
  'Net (before tax)',
  'Discount',
  'Tax',
  'Sales',
  'Total',
  'Order report',
  'No sales for these filters',
];

async function expectNoEnglish(page: Page) {
  const text = await page.locator('main').innerText();
  for (const word of ENGLISH) {
    const alone = new RegExp(`(^|[^\\p{L}])${word.replace(/[()]/g, '\\$&')}($|[^\\p{L}])`, 'u');
    expect(text, `"${word}" left in English`).not.toMatch(alone);
  }
}

test('a manager reads the product mix and the sales by hour in German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cafeteria:language', 'de'));
  await signInToBackOffice(page, MANAGER);
  await expect(page.getByRole('heading', { name: 'Braucht Aufmerksamkeit' })).toBeVisible();

  await page.goto('/app/report');
  await page.getByTestId('open-breakdowns').click();
  await expect(page).toHaveURL(/\/app\/reportbreakdown/);
  await expect(page.getByRole('heading', { name: 'Umsatzauswertung', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Produktmix' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByTestId('breakdown-table');
  await expect(page.getByTestId('breakdown-heading')).toHaveText('Produktmix');
  await expect(table.locator('thead th')).toHaveText(['Produkt', 'Filiale', 'Bestellungen', 'Menge', 'Erlös']);
  await expectNoEnglish(page);

  await page.getByRole('tab', { name: 'Umsatz nach Stunde' }).click();
  await expect(page).toHaveURL(/kind=hours/);
  await expect(page.getByTestId('breakdown-heading')).toHaveText('Umsatz nach Stunde');
  await expect(table.locator('thead th')).toHaveText(['Stunde', 'Bestellungen', 'Netto (vor Steuer)', 'Rabatt', 'Steuer', 'Umsatz']);
  // Every hour of the day, in clock order, as German clocks write it, and the totals under them.
  await expect(page.getByTestId('breakdown-row')).toHaveCount(24);
  await expect(page.getByTestId('breakdown-row').nth(13).locator('td').first()).toHaveText('13:00');
  await expect(page.getByTestId('breakdown-totals').locator('td').first()).toHaveText('Summe');
  await expectNoEnglish(page);
});
