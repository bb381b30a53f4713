// A till's shift in the browser (issue 16), at the till's size: a cashier opens a shift with a
// float, sells one order paid in cash, takes cash out for a reason, cannot close while a write waits
// to sync (offline), then closes with a counted drawer and sees the Z report, which prints in an
// 80 mm receipt column. The shift is this browser's own till (a fresh device id), so no other spec's
// data counts in it.
import { expect, test } from '@playwright/test';
import { openTill } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

test('a cashier opens a shift, sells for cash, takes cash out, closes with a counted drawer and prints the Z report at 80 mm', async ({ page, context }) => {
  await openTill(page);
  const control = page.getByTestId('shift-control');
  await expect(control).toHaveAccessibleName('Open shift');
  await control.click();
  const openDialog = page.getByRole('dialog', { name: 'Open a shift' });
  await openDialog.getByLabel('Opening float').fill('100');
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(control).toHaveAccessibleName('Shift open');

  // One cash order.
  const placed = page.waitForResponse((r) => r.url().includes('/api/v1/outbox/batch') || r.url().endsWith('/api/v1/checkout'));
  const products = page.getByRole('list', { name: 'Products' }).getByRole('button');
  await products.nth(0).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Exact amount' }).click();
  await page.getByRole('button', { name: 'Take cash and place order' }).click();
  const receipt = page.getByRole('dialog', { name: /^(ORD-|Call number [A-Z]-\d{3})/ });
  await expect(receipt.getByText('Confirmed')).toBeVisible();
  await placed;
  await receipt.getByRole('button', { name: 'Next order' }).click();

  // Cash out for a reason.
  await control.click();
  await page.getByRole('menuitem', { name: 'Cash out' }).click();
  const out = page.getByRole('dialog', { name: 'Cash out' });
  await out.getByLabel('Amount').fill('12.50');
  await out.getByLabel('Reason').fill('Milk from the shop');
  // Sent (alone or in a batch) before the till goes offline below.
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('Milk from the shop'));
  await out.getByRole('button', { name: 'Cash out' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await sent).ok()).toBe(true);

  // Offline, a cash in waits in the outbox: the close says so and refuses.
  await context.setOffline(true);
  await control.click();
  await page.getByRole('menuitem', { name: 'Cash in' }).click();
  const cashIn = page.getByRole('dialog', { name: 'Cash in' });
  await cashIn.getByLabel('Amount').fill('5');
  await cashIn.getByLabel('Reason').fill('Change from the office');
  await cashIn.getByRole('button', { name: 'Cash in' }).click();
  await control.click();
  await page.getByRole('menuitem', { name: 'Close shift' }).click();
  const close = page.getByRole('dialog', { name: 'Close shift' });
  await expect(close.getByTestId('shift-close-waiting')).toContainText('1 write of this till is waiting to sync');
  await expect(close.getByRole('button', { name: 'Sync now' })).toBeVisible();
  await expect(close.getByRole('button', { name: 'Close shift' })).toBeDisabled();
  await context.setOffline(false);
  // Back online the engine may send the waiting write by itself, and "Sync now" leaves with it; a
  // click that finds the button gone is not a failure. Either way the write must leave.
  await close
    .getByRole('button', { name: 'Sync now' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(close.getByTestId('shift-close-waiting')).toHaveCount(0);
  await expect(close.getByTestId('shift-close-expected')).toBeVisible();

  await close.getByLabel('Counted in the drawer').fill('100');
  const closing = page.waitForResponse((r) => r.url().endsWith('/api/v1/shift/close'));
  await close.getByRole('button', { name: 'Close shift' }).click();
  const answer = await closing;
  expect(answer.status()).toBe(200);
  type Z = {
    orders: number;
    sales: { counter: number };
    cash_in: number;
    cash_out: number;
    cash_expected: number;
    counted_cash: number;
    over_short: number;
    shift: { opening_float: number };
  };
  const z = ((await answer.json()) as { data: Z }).data;
  expect(z.orders).toBe(1);
  expect(z.shift.opening_float).toBe(10_000);
  expect(z.cash_out).toBe(1_250);
  expect(z.cash_in).toBe(500);
  expect(z.cash_expected).toBe(10_000 + z.sales.counter - 1_250 + 500);
  expect(z.counted_cash).toBe(10_000);
  expect(z.over_short).toBe(10_000 - z.cash_expected);

  const report = page.getByRole('dialog', { name: 'Z report' });
  await expect(report.getByText('Milk from the shop')).toBeVisible();
  await expect(report.getByTestId('shift-counted')).toContainText('100.00');
  await expect(report.getByTestId('shift-over-short')).toContainText('Short');
  await expect(report.getByRole('button', { name: 'Print' })).toBeVisible();
  // Behind the report (the page is hidden from assistive tech while it shows), the till is ready for the next shift.
  await expect(control).toHaveAttribute('aria-label', 'Open shift');

  // The print view: only the report, in a 72 mm column (80 mm paper less its margins).
  await page.emulateMedia({ media: 'print' });
  const box = await page.getByTestId('shift-report').boundingBox();
  expect(box).not.toBeNull();
  const mm = (box!.width * 25.4) / 96;
  expect(mm).toBeGreaterThan(71);
  expect(mm).toBeLessThan(73);
  await expect(page.getByRole('tab', { name: 'Order' })).toBeHidden();
});
