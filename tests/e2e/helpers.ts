import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@1234';
export const ADMIN = 'admin@example.com';
export const CASHIER = 'cashier.hq@acme.example.com';
export const COMPANY_OWNER = 'owner@acme.example.com';

/** Fills the staff sign-in form the way a person does (the page must be showing it, in English, German or Spanish). */
export async function fillStaffLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel(/e-mail or mobile number|e-mail oder handynummer|correo electrónico o número de móvil/i).fill(email);
  await page.getByLabel(/^password$|^passwort$|^contraseña$/i).fill(password);
  await page.getByRole('button', { name: /^(sign in|anmelden|iniciar sesión)$/i }).click();
}

/** Signs in from the login screen and opens the back office from the mode chooser. */
export async function signInToBackOffice(page: Page, email: string): Promise<void> {
  await page.goto('/app/login');
  await fillStaffLogin(page, email);
  await expect(page).toHaveURL(/\/app\/welcome$/);
  await page.getByTestId('mode-backOffice').click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

export interface StaffLogin {
  token: string;
  user: { uuid: string; company_uuid: string; store_uuid: string; store_slug: string };
}

/** Signs a user in through the API: their token and who they are. */
export async function staffLogin(request: APIRequestContext, email: string): Promise<StaffLogin> {
  const res = await request.post('/api/v1/company/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; data: { user: StaffLogin['user'] } };
  return { token: body.token, user: body.data.user };
}

/** Calls the API with a user's token and answers the envelope's data; a get's data are its query. An error status fails the test. */
export async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const res = await request[method](`/api/v1${url}`, {
    headers: { 'x-auth-token': token },
    ...(method === 'get' ? { params: data as Record<string, string> } : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Signs a cashier in from the login screen and opens the till from the mode chooser. */
export async function openTill(page: Page, cashier = CASHIER): Promise<void> {
  await page.goto('/app/login');
  await fillStaffLogin(page, cashier);
  await expect(page).toHaveURL(/\/app\/welcome$/);
  await page.getByTestId('mode-cashier').click();
  await expect(page).toHaveURL(/\/app\/cashier$/);
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
}

/** Opens an MUI select by its label and picks an option (a multiple select is closed after). */
export async function choose(page: Page, label: RegExp, option: string | RegExp, multiple = false): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  if (multiple) await page.keyboard.press('Escape');
}

/** Globex West's public menu (the specs that change a menu work there), searched; `extra` adds query parameters. */
export async function westPublicMenu<T>(request: APIRequestContext, search?: string, extra = ''): Promise<T[]> {
  const query = `company_slug=globex&store_slug=globex-west&limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}${extra}`;
  const res = await request.get(`/api/v1/product/lists?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data.items as T[];
}
