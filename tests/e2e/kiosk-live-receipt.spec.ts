// The kiosk's receipt follows its order live: as the store accepts, prepares and readies it, the guest
// still at the screen sees each step without touching anything.
import { expect, test } from '@playwright/test';
import { bindByApi, toPayment } from './kiosk-helpers';

test('the receipt shows the order accepted, being prepared and ready as the store moves it', async ({ page, request }) => {
  const { manager } = await bindByApi(page, request, 'Live receipt kiosk');
  await page.goto('/app/kiosk');
  await toPayment(page);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Lena');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';

  for (const [status, text] of [
    ['accepted', 'Accepted by the kitchen'],
    ['preparing', 'Being prepared'],
    ['ready', 'Ready: collect it at the counter'],
  ] as const) {
    const res = await request.put('/api/v1/order/status/update', { headers: { 'x-auth-token': manager }, data: { order_id: number, status } });
    expect(res.status(), await res.text()).toBe(200);
    await expect(page.getByTestId('kiosk-receipt-status')).toHaveAttribute('data-status', status);
    await expect(page.getByTestId('kiosk-receipt-status')).toHaveText(text);
  }
  await expect(page.getByTestId('kiosk-order-number')).toHaveText(number);
});
