// Accessibility of the counter screens with axe-core (WCAG 2.x A/AA, 2.2 target size included): the
// kiosk's attract, menu, cart and payment (with the iCash sign-in) screens in portrait, the till's order entry and queue, and the
// pickup screen. A kiosk is used standing, by touch: its buttons must also be large (48 px at least).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CASHIER, fillStaffLogin, PASSWORD } from './helpers';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MANAGER = 'manager.hq@acme.example.com';

// The app's CSP allows only its own scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.html.slice(0, 160)).slice(0, 5).join(' | ')}`);
}

/** Visible buttons smaller than `min` px on either side. */
async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((m) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('button, [role=button], a[href]'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < m || r.height < m) out.push(`${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
  }, min);
}

async function bindKiosk(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/v1/company/login', { data: { email: MANAGER, password: PASSWORD } });
  const manager = ((await login.json()) as { token: string }).token;
  const stores = (await (await request.get('/api/v1/company/store/dropdown/list', { headers: { 'x-auth-token': manager } })).json()) as { data: { uuid: string }[] };
  const res = await request.post('/api/v1/kiosk/device/bind', { headers: { 'x-auth-token': manager }, data: { store_uuid: stores.data[0].uuid, name: 'Axe kiosk' } });
  expect(res.status()).toBe(201);
  const binding = ((await res.json()) as { data: unknown }).data;
  await page.goto('/app/');
  await page.evaluate((value) => window.localStorage.setItem('cafeteria:kiosk-binding', value), JSON.stringify(binding));
}

test.describe('kiosk in portrait', () => {
  test.use({ viewport: { width: 1080, height: 1920 } });

  test('the attract, menu and cart screens have no WCAG A/AA violations and large touch targets', async ({ page, request }) => {
    await bindKiosk(page, request);
    await page.goto('/app/kiosk');
    await expect(page.getByTestId('kiosk-start')).toBeVisible();
    expect(await axeViolations(page), 'attract screen').toEqual([]);

    await page.getByTestId('kiosk-start').click();
    await expect(page.getByTestId('kiosk-product').first()).toBeVisible();
    expect(await axeViolations(page), 'menu screen').toEqual([]);
    expect(await smallTargets(page, 48), 'menu screen targets').toEqual([]);

    await page.getByTestId('kiosk-product').first().getByRole('button', { name: /^Add / }).click();
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    expect(await axeViolations(page), 'cart screen').toEqual([]);
    expect(await smallTargets(page, 48), 'cart screen targets').toEqual([]);

    // Payment, with the iCash sign-in open (code from the app, then by mobile).
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByTestId('kiosk-pay-wallet').click();
    await expect(page.getByRole('textbox', { name: 'Code from your app' })).toBeVisible();
    expect(await axeViolations(page), 'payment screen, iCash by app code').toEqual([]);
    expect(await smallTargets(page, 48), 'payment screen targets').toEqual([]);
    await page.getByRole('button', { name: 'Mobile number' }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    expect(await axeViolations(page), 'payment screen, iCash by mobile').toEqual([]);
  });
});

test.describe('till on a tablet', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('order entry, the queue and the pickup screen have no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/app/login');
    await fillStaffLogin(page, CASHIER);
    await page.getByTestId('mode-cashier').click();
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    expect(await axeViolations(page), 'order entry').toEqual([]);

    await page.goto('/app/cashier/queue');
    await expect(page.getByTestId('sync-status')).toBeVisible();
    expect(await axeViolations(page), 'queue').toEqual([]);

    await page.goto('/app/pickup/acme-hq');
    await expect(page.getByText(/ready/i).first()).toBeVisible();
    expect(await axeViolations(page), 'pickup').toEqual([]);
  });
});
