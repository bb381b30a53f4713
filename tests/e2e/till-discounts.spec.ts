// Discounts at the till (issue 16), at the till's size: a cashier opens a shift (a fresh device, so
// no other spec's sales count in it), rings up two lines, applies this spec's own coupon and a 10 %
// manual discount on the order with a reason; the store's limit (0 by default) makes a manager
// approve with their sign-in before payment; the sale is paid with Alice's iCash (topped up here).
// The receipt lists the discounts and the approver. One line is then refunded to iCash from the
// queue; the shift closes with a counted drawer and the Z report, printed at 80 mm, shows the
// discounts the order was given.
import { expect, test } from '@playwright/test';
import { COMPANY_OWNER, PASSWORD, api, openTill, staffLogin } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

const MANAGER = 'manager.hq@acme.example.com';

test('a cashier sells with a coupon and an approved discount, refunds a line to iCash, prints the Z report with the discounts', async ({ page, request }) => {
  // This spec's own coupon and enough iCash for Alice.
  const owner = await staffLogin(request, COMPANY_OWNER);
  const code = `TILL${Date.now().toString(36).toUpperCase()}`;
  const day = 24 * 3600 * 1000;
  await api(request, owner.token, 'post', '/coupon/add', {
    company_uuid: owner.user.company_uuid,
    code,
    type: 'flat',
    value: 500,
    min_order: 0,
    valid_from: new Date(Date.now() - day).toISOString(),
    valid_to: new Date(Date.now() + 30 * day).toISOString(),
  });
  const alice = await staffLogin(request, 'alice@example.com');
  await api(request, owner.token, 'post', '/cash/credit', { user_uuid: alice.user.uuid, amount: 500_000, reason: 'Till discounts test' });

  await openTill(page);
  const control = page.getByTestId('shift-control');
  await control.click();
  const openDialog = page.getByRole('dialog', { name: 'Open a shift' });
  await openDialog.getByLabel('Opening float').fill('50');
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  await expect(control).toHaveAccessibleName('Shift open');

  // Two lines on the ticket.
  const products = page.getByRole('list', { name: 'Products' }).getByRole('button');
  await products.nth(1).click();
  await expect(page.getByTestId('ticket-line')).toHaveCount(1);
  await products.nth(2).click();
  await expect(page.getByTestId('ticket-line')).toHaveCount(2);

  // A coupon that does not exist is refused in plain words; this spec's own applies.
  await page.getByRole('button', { name: 'Discount', exact: true }).click();
  const discount = page.getByRole('dialog', { name: 'Discounts' });
  await discount.getByRole('tab', { name: 'Coupon' }).click();
  await discount.getByLabel('Coupon code').fill('NOSUCHCODE1');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByTestId('discount-error')).toHaveText('There is no coupon with the code NOSUCHCODE1');
  await discount.getByLabel('Coupon code').fill(code);
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByText(`Coupon ${code}`)).toBeVisible();

  // 10 % off the whole order, for a reason picked from the list; above the store's limit.
  await discount.getByRole('tab', { name: 'Manual discount' }).click();
  await discount.getByLabel('Percent off').fill('10');
  await discount.getByRole('button', { name: 'Staff meal' }).click();
  await expect(discount.getByTestId('discount-needs-manager')).toContainText('a manager approves before payment');
  await discount.getByRole('button', { name: 'Add discount' }).click();
  await expect(discount.getByText('Discount: Staff meal')).toBeVisible();
  await discount.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('ticket-discount')).toHaveCount(2);

  // Payment asks a manager first: a wrong password is refused, the store's manager approves.
  await page.getByRole('button', { name: /^Pay / }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByLabel("Manager's e-mail").fill(MANAGER);
  await approval.getByLabel('Password').fill('not-the-password');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByTestId('approval-error')).toContainText('not correct');
  await approval.getByLabel('Password').fill(PASSWORD);
  await approval.getByRole('button', { name: 'Approve' }).click();

  const pay = page.getByRole('dialog', { name: /^Payment/ });
  await pay.getByRole('tab', { name: 'iCash' }).click();
  await pay.getByLabel('Find the consumer').fill('9000000001');
  await pay.getByRole('button', { name: /Alice/ }).click();
  await expect(pay.getByText(/^iCash balance: /)).toBeVisible();
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/v1/checkout') && r.request().method() === 'POST');
  await pay.getByRole('button', { name: 'Charge iCash' }).click();
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(201);
  const order = ((await answer.json()) as { data: { order: { uuid: string; order_id: string; subtotal: number; discount: number } } }).data.order;
  const manualPart = Math.round(((order.subtotal - 500) * 1000) / 10_000);
  expect(order.discount).toBe(500 + manualPart);

  const receipt = page.getByRole('dialog', { name: /^(ORD-|Call number [A-Z]-\d{3})/ });
  await expect(receipt.getByText('Confirmed')).toBeVisible();
  await expect(receipt.getByTestId('receipt-discount')).toHaveCount(2);
  await expect(receipt.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(receipt.getByText(/^Discount approved by /)).toBeVisible();
  await receipt.getByRole('button', { name: 'Next order' }).click();

  // The order keeps the discount and who approved it.
  const cashier = await staffLogin(request, MANAGER);
  const view = await api<{ manual_discounts: { reason: string; approval: { approved_by_name: string } | null }[] }>(
    request,
    cashier.token,
    'get',
    `/order/view/${order.uuid}`,
  );
  expect(view.manual_discounts).toHaveLength(1);
  expect(view.manual_discounts[0].reason).toBe('Staff meal');
  expect(view.manual_discounts[0].approval).not.toBeNull();

  // One line refunded to iCash from the queue.
  await page.getByRole('tab', { name: 'Order queue' }).click();
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await card.getByRole('button', { name: `Refund order ${order.order_id}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund order ${order.order_id}` });
  await refund.getByRole('button', { name: /^One more / }).first().click();
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Dropped on the floor');
  await refund.getByRole('button', { name: /^Refund .+/ }).click();
  await expect(refund.getByTestId('refund-done')).toContainText('Refunded');
  await refund.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'New order' }).click();

  // Close with a counted drawer: the Z report shows the discounts.
  await control.click();
  await page.getByRole('menuitem', { name: 'Close shift' }).click();
  const close = page.getByRole('dialog', { name: 'Close shift' });
  await expect(close.getByTestId('shift-close-expected')).toBeVisible();
  await close.getByLabel('Counted in the drawer').fill('50');
  const closing = page.waitForResponse((r) => r.url().endsWith('/api/v1/shift/close'));
  await close.getByRole('button', { name: 'Close shift' }).click();
  const closed = await closing;
  expect(closed.status()).toBe(200);
  const z = ((await closed.json()) as { data: { orders: number; discounts: number; refunds: { wallet: number; count: number } } }).data;
  expect(z.orders).toBe(1);
  expect(z.discounts).toBe(order.discount);
  expect(z.refunds.count).toBe(1);
  expect(z.refunds.wallet).toBeGreaterThan(0);

  const report = page.getByRole('dialog', { name: 'Z report' });
  const discountsRow = report.getByText('Discounts', { exact: true }).locator('..');
  await expect(discountsRow).toContainText((order.discount / 100).toFixed(2));

  await page.emulateMedia({ media: 'print' });
  const box = await page.getByTestId('shift-report').boundingBox();
  expect(box).not.toBeNull();
  const mm = (box!.width * 25.4) / 96;
  expect(mm).toBeGreaterThan(71);
  expect(mm).toBeLessThan(73);
});
