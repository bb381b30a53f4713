// The shared form layer (src/components/form): a rule of the contract schema is checked in the
// browser and shown on its field, a server's field error lands on the field it names, and a changed
// form asks before it is left.
import { expect, test } from '@playwright/test';
import { ADMIN, signInToBackOffice } from './helpers';

test.describe('one form pattern', () => {
  test.beforeEach(async ({ page }) => {
    await signInToBackOffice(page, ADMIN);
    await page.goto('/app/addcompany');
    await expect(page.getByRole('button', { name: 'Create company' })).toBeVisible();
  });

  test("shows the shared schema's rule on the field, in the person's language, without asking the server", async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/company/')) posted = true;
    });
    const name = page.getByLabel(/^name/i);
    const tax = page.getByLabel(/^tax rate/i);
    await name.fill('I');
    await tax.fill('60');
    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name must be 2 to 120 characters');
    await expect(tax).toHaveAttribute('aria-invalid', 'true');
    // The first field that failed has the focus.
    await expect(name).toBeFocused();
    // Fixing a field clears its message as it is typed; the other stays.
    await name.fill('Initech');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(tax).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    await expect(page).toHaveURL(/\/app\/addcompany$/);
  });

  test("puts the server's field error on the field it names", async ({ page }) => {
    await page.getByLabel(/^name/i).fill(`Forms check ${Date.now().toString(36)}`);
    // The slug of a seeded company: only the server knows it is taken.
    const slug = page.getByLabel(/^slug/i);
    await slug.fill('acme');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/company/create'));
    await page.getByRole('button', { name: 'Create company' }).click();
    expect((await answer).status()).toBe(409);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(slug).toHaveAccessibleDescription('The slug "acme" is already taken');
    await expect(page).toHaveURL(/\/app\/addcompany$/);
  });

  test('asks before leaving a changed form, and stays or leaves as told', async ({ page }) => {
    // Untouched: Cancel leaves at once.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/app\/Company$/);
    await page.goto('/app/addcompany');
    await page.getByLabel(/^name/i).fill('Half typed');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on the form' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/app\/addcompany$/);
    await expect(page.getByLabel(/^name/i)).toHaveValue('Half typed');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/app\/Company$/);
  });
});
