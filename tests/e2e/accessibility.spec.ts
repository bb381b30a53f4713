// Accessibility of the counter screens and the consumer menu with axe-core (WCAG 2.x A/AA, 2.2 target
// size included, and the rules of ./axe.ts: names that hold the visible text, one h1, no skipped heading
// level), in English and German: the kiosk's attract, menu, cart and payment (with the iCash sign-in)
// screens in portrait, the till's order entry and queue, the pickup screen, and the consumer menu on a
// phone. A kiosk is used standing, by touch: its buttons must also be large (48 px at least).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, localeText, type Lang } from './axe';
import { CASHIER, fillStaffLogin, PASSWORD } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';
const LANGS: Lang[] = ['en-US', 'de-DE'];

// The app's CSP allows only its own scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

/** Visible buttons smaller than `min` px on either side. */
async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((m) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('button, [role=button], a[href]'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < m || r.height < m) {
        out.push(`${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return out;
  }, min);
}

async function bindKiosk(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/v1/company/login', { data: { email: MANAGER, password: PASSWORD } });
  const manager = ((await login.json()) as { token: string }).token;
  const stores = (await (
    await request.get('/api/v1/company/store/dropdown/list', { headers: { 'x-auth-token': manager } })
  ).json()) as { data: { uuid: string }[] };
  const res = await request.post('/api/v1/kiosk/device/bind', {
    headers: { 'x-auth-token': manager },
    data: { store_uuid: stores.data[0].uuid, name: 'Axe kiosk' },
  });
  expect(res.status()).toBe(201);
  const binding = ((await res.json()) as { data: unknown }).data;
  await page.goto('/app/');
  await page.evaluate((value) => window.localStorage.setItem('cafeteria:kiosk-binding', value), JSON.stringify(binding));
}

for (const lang of LANGS) {
  const text = (key: string) => localeText(lang, key);

  test.describe(`kiosk in portrait (${lang})`, () => {
    test.use({ viewport: { width: 1080, height: 1920 }, locale: lang });

    test('the attract, menu and cart screens have no WCAG A/AA violations and large touch targets', async ({ page, request }) => {
      await bindKiosk(page, request);
      await page.goto('/app/kiosk');
      await expect(page.getByTestId('kiosk-start')).toBeVisible();
      expect(await axeViolations(page), 'attract screen').toEqual([]);

      await page.getByTestId('kiosk-start').click();
      await expect(page.getByTestId('kiosk-product').first()).toBeVisible();
      expect(await axeViolations(page), 'menu screen').toEqual([]);
      expect(await smallTargets(page, 48), 'menu screen targets').toEqual([]);

      await page
        .getByTestId('kiosk-product')
        .first()
        .getByRole('button', { name: new RegExp(`^${text('kiosk:menu.addNamed').replace('{{name}}', '.+')}$`) })
        .click();
      await page.getByRole('button', { name: text('kiosk:cart.review') }).click();
      await expect(page.getByRole('button', { name: text('kiosk:cart.checkout') })).toBeVisible();
      expect(await axeViolations(page), 'cart screen').toEqual([]);
      expect(await smallTargets(page, 48), 'cart screen targets').toEqual([]);

      // Payment, with the iCash sign-in open (code from the app, then by mobile).
      await page.getByRole('button', { name: text('kiosk:cart.checkout') }).click();
      // The name typed on the on-screen keyboard.
      await page.getByRole('button', { name: text('kiosk:keyboard.show') }).click();
      await expect(page.getByRole('group', { name: text('kiosk:keyboard.label') })).toBeVisible();
      expect(await axeViolations(page), 'payment screen, on-screen keyboard').toEqual([]);
      expect(await smallTargets(page, 48), 'on-screen keyboard targets').toEqual([]);
      await page.getByRole('button', { name: text('kiosk:keyboard.hide') }).click();
      await page.getByTestId('kiosk-pay-wallet').click();
      await expect(page.getByRole('textbox', { name: text('kiosk:wallet.payCode') })).toBeVisible();
      expect(await axeViolations(page), 'payment screen, iCash by app code').toEqual([]);
      expect(await smallTargets(page, 48), 'payment screen targets').toEqual([]);
      await page.getByRole('button', { name: text('kiosk:wallet.byMobile') }).click();
      await expect(page.getByRole('textbox', { name: text('kiosk:wallet.mobile') })).toBeVisible();
      expect(await axeViolations(page), 'payment screen, iCash by mobile').toEqual([]);
    });
  });

  test.describe(`till on a tablet (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, locale: lang });

    test('order entry, the queue and the pickup screen have no WCAG A/AA violations', async ({ page }) => {
      await page.goto('/app/login');
      await fillStaffLogin(page, CASHIER);
      await page.getByTestId('mode-cashier').click();
      await expect(page.getByRole('list', { name: text('cashier:entry.products') })).toBeVisible();
      expect(await axeViolations(page), 'order entry').toEqual([]);

      await page.goto('/app/cashier/queue');
      await expect(page.getByTestId('sync-status')).toBeVisible();
      expect(await axeViolations(page), 'queue').toEqual([]);

      await page.goto('/app/pickup/acme-hq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), 'pickup').toEqual([]);
    });
  });

  test.describe(`consumer menu on a phone (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: lang });

    test('the store menu and a product sheet have no WCAG A/AA violations', async ({ page }) => {
      await page.goto('/app/consumer/acme/acme-hq');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await axeViolations(page), 'menu').toEqual([]);

      await page.getByTestId('product-card').first().getByRole('button', { name: /./ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page), 'product sheet').toEqual([]);
    });
  });
}
