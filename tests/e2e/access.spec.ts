import { expect, test } from '@playwright/test';
import { ADMIN, CASHIER, COMPANY_OWNER, fillStaffLogin } from './helpers';

test.describe('who may open what', () => {
  test('a visitor is sent to login and, once signed in, back to where they were going', async ({ page }) => {
    await page.goto('/app/Company');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    await fillStaffLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/app\/Company$/);
    await expect(page.getByRole('row', { name: /Acme Foods/ })).toBeVisible();
  });

  test('a cashier who opens Company Management lands on unauthorized', async ({ page }) => {
    await page.goto('/app/login');
    await fillStaffLogin(page, CASHIER);
    await expect(page).toHaveURL(/\/app\/welcome$/);
    // Cashiers are offered the till and the kiosk, not the back office.
    await expect(page.getByTestId('mode-cashier')).toBeVisible();
    await expect(page.getByTestId('mode-backOffice')).toHaveCount(0);

    await page.goto('/app/Company');
    await expect(page).toHaveURL(/\/app\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  });

  test('cashier mode opens the till for a cashier and is refused to a company owner', async ({ page }) => {
    await page.goto('/app/login');
    await fillStaffLogin(page, CASHIER);
    await page.getByTestId('mode-cashier').click();
    await expect(page).toHaveURL(/\/app\/cashier$/);
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    await expect(page.getByTestId('sync-status')).toBeVisible();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/app/login');
    await fillStaffLogin(page, COMPANY_OWNER);
    await expect(page).toHaveURL(/\/app\/welcome$/);
    await page.goto('/app/cashier');
    await expect(page).toHaveURL(/\/app\/unauthorized$/);
  });

  test('signed-in users opening the login get invalid-access; unknown paths get not-found; the app base goes to the dashboard', async ({ page }) => {
    await page.goto('/app/login');
    await fillStaffLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/app\/welcome$/);

    await page.goto('/app/login');
    await expect(page).toHaveURL(/\/app\/invalid-access$/);
    await expect(page.getByRole('heading', { name: 'You are already signed in' })).toBeVisible();

    await page.goto('/app/no-such-screen');
    await expect(page).toHaveURL(/\/app\/page-not-found$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.goto('/app/backoffice');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('signing out clears the session', async ({ page }) => {
    await page.goto('/app/login');
    await fillStaffLogin(page, ADMIN);
    await page.getByTestId('mode-backOffice').click();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const refusal = await request.post('/api/v1/company/login', { data: { email: ADMIN, password: 'Wrong-pass1' } });
    expect(refusal.status()).toBe(401);
    const { message } = (await refusal.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);

    await page.goto('/app/login');
    await fillStaffLogin(page, ADMIN, 'Wrong-pass1');
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/login$/);
  });
});
