// Shared by the kiosk specs: a staff token by API, and a kiosk bound through the API whose binding is
// put on the page's device the way the bind screen keeps it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

export const KIOSK_MANAGER = 'manager.hq@acme.example.com';
export const BINDING_KEY = 'cafeteria:kiosk-binding';

export async function apiLogin(request: APIRequestContext, email = KIOSK_MANAGER): Promise<string> {
  const res = await request.post('/api/v1/company/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Tops a consumer's iCash up through the front desk, so an iCash payment is covered whatever other
 * tests (which share the demo consumers) spent before.
 */
export async function topUpICash(request: APIRequestContext, email: string, reason: string): Promise<void> {
  const res = await request.post('/api/v1/company/login', { data: { email, password: PASSWORD } });
  const user = ((await res.json()) as { data: { user: { uuid: string } } }).data.user.uuid;
  const desk = await apiLogin(request, 'desk@acme.example.com');
  const credit = await request.post('/api/v1/cash/credit', {
    headers: { 'x-auth-token': desk },
    data: { user_uuid: user, amount: 100_000, reason },
  });
  expect(credit.status()).toBe(201);
}

export interface Binding {
  device_uuid: string;
  token: string;
  store_uuid: string;
  store_name: string;
}

/** Binds a kiosk to the manager's (first) store through the API: the binding, and the manager's token. */
export async function bindKiosk(request: APIRequestContext, name: string, managerEmail = KIOSK_MANAGER): Promise<{ binding: Binding; manager: string }> {
  const manager = await apiLogin(request, managerEmail);
  const stores = (await (
    await request.get('/api/v1/company/store/dropdown/list', { headers: { 'x-auth-token': manager } })
  ).json()) as { data: { uuid: string }[] };
  const res = await request.post('/api/v1/kiosk/device/bind', { headers: { 'x-auth-token': manager }, data: { store_uuid: stores.data[0].uuid, name } });
  expect(res.status()).toBe(201);
  return { binding: ((await res.json()) as { data: Binding }).data, manager };
}

/** Puts a binding on the page's device, as the bind screen keeps it. */
export async function putBinding(page: Page, binding: Binding): Promise<void> {
  await page.goto('/app/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [BINDING_KEY, JSON.stringify(binding)] as const);
}

/** Binds a kiosk through the API and puts the binding on the page's device, as the bind screen does. */
export async function bindByApi(page: Page, request: APIRequestContext, name: string): Promise<{ binding: Binding; manager: string }> {
  const bound = await bindKiosk(request, name);
  await putBinding(page, bound.binding);
  return bound;
}

/**
 * Opens the bound kiosk, lets its service worker take control of the page, starts it and answers how
 * many products the menu shows (more than 10: the whole menu, to count again offline).
 */
export async function openKioskUnderWorker(page: Page): Promise<number> {
  await page.goto('/app/kiosk');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-product').first()).toBeVisible();
  const count = await page.getByTestId('kiosk-product').count();
  expect(count).toBeGreaterThan(10);
  return count;
}

/** From the attract screen (or the menu, when already there): the first product that can be added, then on to the payment screen. */
export async function toPayment(page: Page, from: 'attract' | 'menu' = 'attract'): Promise<void> {
  if (from === 'attract') await page.getByTestId('kiosk-start').click();
  await page
    .getByTestId('kiosk-product')
    .filter({ has: page.getByRole('button', { name: /^Add / }).and(page.locator(':enabled')) })
    .first()
    .getByRole('button', { name: /^Add / })
    .click();
  await page.getByRole('button', { name: 'View order' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}
