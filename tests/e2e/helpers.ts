import { expect, type Page } from '@playwright/test';

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
