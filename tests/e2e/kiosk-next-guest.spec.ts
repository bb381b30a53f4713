// The kiosk gets ready for the next guest (issue 15): a guest who walks away from the payment screen
// leaves nothing behind (cart, name, language), but a payment on its way is waited for; the receipt
// goes back to the attract screen by itself; an order needs no name; staff controls stay hidden from
// guests until the logo is held. Time is the page's clock (page.clock), moved by the test: no waiting.
// Each test binds a kiosk of its own to Acme HQ and looks only at what it made.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { bindByApi, bindKiosk, putBinding, toPayment } from './kiosk-helpers';

// axe is injected by the test (the app's CSP allows only its own scripts).
test.use({ viewport: { width: 1080, height: 1920 }, bypassCSP: true });

/**
 * From here the kiosk's time moves only when the test says so. First the page settles: the kiosk's
 * later parts (dialogs, staff controls) are fetched as it opens, and a part still loading would wait
 * for React's reveal timer, which a frozen clock does not run.
 */
async function freezeClock(page: Page, settle = true) {
  if (settle) await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

test('a guest who leaves on the payment screen: "Still there?" counts down, then cart, name and Español are gone', async ({ page, request }) => {
  await page.clock.install();
  await bindByApi(page, request, 'Next guest kiosk');
  await page.goto('/app/kiosk');
  await toPayment(page);
  // The guest switches to Spanish and types a name on the on-screen keyboard.
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: /Español/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Tu nombre (opcional)' });
  await name.click();
  const keyboard = page.getByRole('group', { name: 'Teclado en pantalla' });
  for (const key of ['M', 'a', 'ñ', 'a']) await keyboard.getByRole('button', { name: key, exact: true }).click();
  await expect(name).toHaveValue('Maña');
  await freezeClock(page);
  // The guest's last touch, on the frozen clock: from here the idle time counts exactly.
  await page.getByRole('heading', { level: 1, name: 'Pago' }).click();

  // Nothing touched for 90 s: the question and its countdown, in the guest's language.
  await page.clock.runFor(90_000);
  const dialog = page.getByRole('dialog', { name: '¿Sigues ahí?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Empezamos de nuevo en');
  await expect(dialog.getByTestId('kiosk-idle-countdown')).toHaveText('10');
  await page.clock.runFor(4_000);
  await expect(dialog.getByTestId('kiosk-idle-countdown')).toHaveText('6');
  await page.clock.runFor(7_000);

  // The next guest: the attract screen in English, an empty order, no name.
  await expect(page.getByTestId('kiosk-start')).toHaveText('Touch to order');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('cafeteria:language'))).toBe('en-US');
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-cart-summary')).toHaveText('Your order is empty');
  await toPayment(page, 'menu');
  await expect(page.getByRole('textbox', { name: 'Your name (optional)' })).toHaveValue('');
  await expect(page.getByTestId('kiosk-pay-counter')).toHaveAttribute('aria-checked', 'true');
});

test('a kiosk bound for German starts each new guest in German, whatever the last guest chose', async ({ page, request }) => {
  await page.clock.install();
  const { binding } = await bindKiosk(request, 'German kiosk');
  await putBinding(page, { ...binding, language: 'de-DE' } as typeof binding);
  await page.goto('/app/kiosk');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-cart-summary')).toHaveText('Your order is empty');
  await freezeClock(page);
  await page.clock.runFor(101_000);
  await expect(page.getByTestId('kiosk-start')).toHaveText('Zum Bestellen berühren');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
});

test('a card payment on its way is waited for: no reset while it is sent, the idle clock runs again once it has failed', async ({ page, request }) => {
  await page.clock.install();
  await bindByApi(page, request, 'In-flight kiosk');
  await page.goto('/app/kiosk');
  await toPayment(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/checkout/guest', async (route) => {
    await held;
    await route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'The card gateway is busy' }) });
  });
  await page.getByTestId('kiosk-pay-card').click();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeDisabled();
  // (The held request keeps the network busy: no settling.)
  await freezeClock(page, false);

  // Far past the idle time and its countdown while the payment is out: the guest's order stays. (The
  // connection checks time out too on this clock, so the kiosk may call itself offline meanwhile.)
  await page.clock.runFor(200_000);
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Still there?' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();

  // The outcome (refused) is shown; from then the guest has the whole idle time again.
  release();
  await expect(page.getByTestId('kiosk-pay-error')).toContainText('The card gateway is busy');
  await page.clock.runFor(89_000);
  await expect(page.getByRole('dialog', { name: 'Still there?' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
});

test('an order with no name goes through; its receipt counts down to the attract screen, and Done goes at once', async ({ page, request }) => {
  await page.clock.install();
  const { manager } = await bindByApi(page, request, 'Nameless kiosk');
  await page.goto('/app/kiosk');
  await toPayment(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const number = (await page.getByTestId('kiosk-order-number').textContent()) ?? '';
  expect(number).toMatch(/^ORD-[A-Z0-9]{8}$/);
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  await expect(page.getByText(/^Name:/)).toHaveCount(0);
  expect(await axeViolations(page), 'receipt').toEqual([]);
  const view = await request.get(`/api/v1/order/view/${number}`, { headers: { 'x-auth-token': manager } });
  expect(((await view.json()) as { data: { customer_name: string | null; channel: string } }).data).toMatchObject({ customer_name: null, channel: 'kiosk' });

  await freezeClock(page);
  // About 15 s (the page's clock ran as usual until now).
  const countdown = page.getByTestId('kiosk-receipt-countdown');
  await expect(countdown).toHaveText(/^Back to the start in 1[0-5] seconds$/);
  const left = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
  await page.clock.runFor(5_000);
  await expect(countdown).toHaveText(`Back to the start in ${left - 5} seconds`);
  await page.clock.runFor((left - 5) * 1000);
  await expect(page.getByTestId('kiosk-start')).toBeVisible();

  // The next guest's receipt: Done returns at once.
  await toPayment(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('kiosk-receipt-confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
});

test('guests see the connection as a dot only; holding the logo 3 s shows Sync now, the outbox and Staff', async ({ page, request }) => {
  await page.clock.install();
  await bindByApi(page, request, 'Staff gesture kiosk');
  await page.goto('/app/kiosk');
  await expect(page.getByTestId('kiosk-start')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Connected' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByText('Everything sent')).toHaveCount(0);
  await freezeClock(page);

  // A tap, or a press of a second, reveals nothing.
  const logo = page.getByTestId('kiosk-logo');
  const box = (await logo.boundingBox())!;
  await page.mouse.move(box.x + 24, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(1_000);
  await page.mouse.up();
  await page.clock.runFor(5_000);
  await expect(page.getByRole('button', { name: 'Staff' })).toHaveCount(0);

  await page.mouse.down();
  await page.clock.runFor(3_000);
  await page.mouse.up();
  const controls = page.getByRole('region', { name: 'Staff controls' });
  await expect(controls.getByRole('button', { name: 'Sync now' })).toBeVisible();
  await expect(controls.getByText('Everything sent')).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Staff' })).toBeVisible();
  await controls.getByRole('button', { name: 'Hide' }).click();
  await expect(controls).toHaveCount(0);
  await expect(page.getByTestId('sync-status')).toBeVisible();

  // Left open, the controls hide by themselves after a minute without a touch.
  await page.mouse.move(box.x + 24, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(3_000);
  await page.mouse.up();
  await expect(controls).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(controls).toHaveCount(0);
});
