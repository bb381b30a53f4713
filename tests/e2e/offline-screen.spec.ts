// Issue 17: a back-office screen whose later parts did not come before the network went keeps showing;
// offline, a back-office screen this device never opened (its script is not here: no
// service worker in this test) says plainly that it is offline, not "Something went wrong"; back
// online, its Reload opens it.
import { expect, test } from '@playwright/test';
import { COMPANY_OWNER, signInToBackOffice } from './helpers';

test('a screen never opened says it is offline, and opens after the connection is back', async ({ page, context }) => {
  await signInToBackOffice(page, COMPANY_OWNER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Offline before the dashboard's later parts may have been fetched: the dashboard stays.
  await context.setOffline(true);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Coupons' }).first().click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This screen was not kept on this device')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/couponslist/);
});
