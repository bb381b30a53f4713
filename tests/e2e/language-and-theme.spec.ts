import { expect, test } from '@playwright/test';
import { ADMIN, fillStaffLogin } from './helpers';

test('switching to German translates the login, the title and the menu', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: /Deutsch/ }).click();
  await expect(page.getByRole('heading', { name: 'Anmeldung für Mitarbeitende' })).toBeVisible();
  await expect(page).toHaveTitle('Anmeldung für Mitarbeitende | Kantine');

  await fillStaffLogin(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Wie möchten Sie heute arbeiten?' })).toBeVisible();
  await page.getByTestId('mode-backOffice').click();

  const nav = page.getByTestId('side-nav');
  await expect(nav.getByRole('link', { name: 'Unternehmensverwaltung' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Benutzerverwaltung' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bestellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Unternehmensverwaltung' })).toBeVisible();
});

test('theme settings apply at once and survive a reload', async ({ page }) => {
  await page.goto('/app/login');
  await fillStaffLogin(page, ADMIN);
  await page.getByTestId('mode-backOffice').click();
  await expect(page.locator('[data-menu-layout]')).toHaveAttribute('data-menu-layout', 'vertical-pinned');

  await page.getByTestId('open-theme-settings').click();
  await page.getByTestId('setting-menuPlacement-horizontal').click();
  await page.getByTestId('setting-color-dark-blue').click();
  await page.getByTestId('setting-layout-fluid').click();
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('top-nav').getByRole('link', { name: 'Company Management' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark-blue');
  await page.reload();
  await expect(page.locator('[data-menu-layout]')).toHaveAttribute('data-menu-layout', 'horizontal');
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'fluid');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark-blue');
});
