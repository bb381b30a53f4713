// iCash at the kiosk in the browser: the consumer opens "Pay at a kiosk" in the app on her phone, the
// kiosk takes the code (typed, as its scanner does), greets her with her balance, and the order is
// paid from her iCash: checked against the server's order and her ledger. A wrong code is refused
// with the reason; "Not you?" signs her out; iCash is not offered while the kiosk is offline.
import { expect, test } from '@playwright/test';
import { fillStaffLogin } from './helpers';
import { apiLogin, bindByApi, toPayment, topUpICash } from './kiosk-helpers';

const ALICE = 'alice@example.com';

test('a consumer pays at the kiosk with iCash by the code her app shows', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  await topUpICash(request, ALICE, 'Kiosk test top-up');
  const { manager } = await bindByApi(page, request, 'iCash kiosk');
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.goto('/app/kiosk');
  await toPayment(page);
  await page.getByTestId('kiosk-pay-wallet').click();
  const codeField = page.getByRole('textbox', { name: 'Code from your app' });
  await expect(codeField).toBeFocused();

  // A wrong code: the server's reason, and nothing signed in.
  await codeField.fill('1111 2222 3333');
  await expect(page.getByTestId('kiosk-wallet-error')).toContainText('not valid or has expired');
  await expect(page.getByRole('button', { name: 'Pay with iCash' })).toBeDisabled();

  // Alice's phone: the wallet's "Pay at a kiosk" code.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const app = await phone.newPage();
  await app.goto('/app/login');
  await fillStaffLogin(app, ALICE);
  await expect(app).not.toHaveURL(/\/app\/login$/);
  await app.goto('/app/consumer/wallet');
  await app.getByRole('button', { name: 'Show my code' }).click();
  const shown = (await app.getByTestId('kiosk-pay-code').textContent()) ?? '';
  expect(shown).toMatch(/^\d{4} \d{4} \d{4}$/);
  await expect(app.getByRole('img', { name: 'QR code to scan at the kiosk' })).toBeVisible();

  // The kiosk's scanner types the code: she is signed in, greeted by her first name, with her balance.
  await codeField.fill(shown.replace(/ /g, ''));
  await expect(page.getByText('Hello, Alice')).toBeVisible();
  await expect(page.getByTestId('kiosk-wallet-balance')).toContainText(/iCash balance: ₹[\d,]+\.\d\d/);
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Alice');
  await page.getByRole('button', { name: 'Pay with iCash' }).click();

  await expect(page.getByTestId('kiosk-receipt-wallet-paid')).toHaveText('Paid with iCash');
  // Paid as it was placed: straight to the kitchen, no one has to accept it.
  await expect(page.getByTestId('kiosk-receipt-status')).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('kiosk-call-number')).toHaveText(/^K-\d{3}$/);
  const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  expect(number).toMatch(/^ORD-[A-Z0-9]{8}$/);
  const view = await request.get(`/api/v1/order/view/${number}`, { headers: { 'x-auth-token': manager } });
  type Order = { channel: string; payment_method: string; payment_status: string; customer_name: string; total: number };
  const order = ((await view.json()) as { data: Order }).data;
  expect(order).toMatchObject({ channel: 'kiosk', payment_method: 'wallet', payment_status: 'paid', customer_name: 'Alice' });

  // On her phone the payment is in her wallet, and the order among her own.
  await app.reload();
  await expect(app.getByTestId('wallet-entry').filter({ hasText: number })).toContainText('Order payment');
  await app.goto(`/app/consumer/orders/${number}`);
  await expect(app.getByTestId('payment-status')).toHaveText('Paid');
  await phone.close();

  // The pass was used up: the next guest starts with no one signed in.
  await page.getByRole('button', { name: 'Done' }).click();
  await toPayment(page);
  await page.getByTestId('kiosk-pay-wallet').click();
  await expect(page.getByTestId('kiosk-wallet-sign-in')).toBeVisible();
  await expect(page.getByText('Hello, Alice')).toHaveCount(0);
});

test('signing in by mobile asks for the SMS code; "Not you?" signs out; offline, iCash is not offered', async ({ page, context, request }) => {
  await bindByApi(page, request, 'iCash kiosk 2');
  await page.goto('/app/kiosk');
  await toPayment(page);
  await page.getByTestId('kiosk-pay-wallet').click();
  await page.getByRole('button', { name: 'Mobile number' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9000000001');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('a 6-digit code is on its way by SMS')).toBeVisible();
  const otp = page.getByRole('textbox', { name: 'Code from the SMS' });
  await expect(otp).toBeFocused();
  // Enter in the code field checks the code; it never places the order.
  await otp.fill('000000');
  await otp.press('Enter');
  await expect(page.getByTestId('kiosk-wallet-error')).toContainText(/not correct|not valid/);
  await expect(page.getByTestId('kiosk-order-number')).toHaveCount(0);

  // Signed in through the app's code instead, then "Not you?": back to signing in.
  const alice = await apiLogin(request, ALICE);
  const made = await request.post('/api/v1/kiosk/wallet/pay-code', { headers: { 'x-auth-token': alice } });
  const { pay_code } = ((await made.json()) as { data: { pay_code: string } }).data;
  await page.getByRole('button', { name: 'Code from the app' }).click();
  await page.getByRole('textbox', { name: 'Code from your app' }).fill(pay_code);
  await expect(page.getByText('Hello, Alice')).toBeVisible();
  await page.getByRole('button', { name: 'Not you?' }).click();
  await expect(page.getByTestId('kiosk-wallet-sign-in')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false', { timeout: 40_000 });
  await expect(page.getByTestId('kiosk-pay-wallet')).toBeDisabled();
  await expect(page.getByTestId('kiosk-pay-wallet')).toContainText('Needs the network');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await context.setOffline(false);
});
