import { expect, test, type Locator, type Page } from '@playwright/test';
import { COMPANY_OWNER, fillStaffLogin, signInToBackOffice } from './helpers';

// Unique per run: the e2e database lives for the whole run and these tests add people and coupons.
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const mobile = () => `9${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 10)}`;

/** Searches a list for `term` and answers its row holding `text`, once it is shown. */
async function searchedRow(page: Page, searchLabel: string, term: string, rowTestId: string, text: string): Promise<Locator> {
  await page.getByLabel(searchLabel).fill(term);
  const row = page.getByTestId(rowTestId).filter({ hasText: text });
  await expect(row).toBeVisible();
  return row;
}

test.describe('people and promotions as the company owner', () => {
  test('adds a cashier on /adduser, sees them in /User, and the cashier can sign in', async ({ page }) => {
    const id = tag();
    const name = `Priya Cashier ${id}`;
    const email = `cashier.${id}@acme.example.com`;
    const password = 'Till2024pass';

    await signInToBackOffice(page, COMPANY_OWNER);
    await page.getByTestId('side-nav').getByRole('link', { name: 'User Management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await page.getByRole('link', { name: 'Add cashier or manager' }).click();
    await expect(page).toHaveURL(/\/app\/adduser$/);

    // The form refuses a short password before anything is sent.
    await page.getByLabel(/^name/i).fill(name);
    await page.getByLabel(/^e-mail/i).fill(email);
    await page.getByLabel(/^mobile number/i).fill(mobile());
    await page.getByLabel(/^password/i).fill('short');
    await page.getByRole('combobox', { name: /^store/i }).click();
    await page.getByRole('option', { name: 'Acme HQ Cafeteria' }).click();
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('At least 8 characters, with a letter and a digit')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/adduser$/);

    await page.getByLabel(/^password/i).fill(password);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page).toHaveURL(/\/app\/User$/);
    await expect(page.getByText('Cashier created')).toBeVisible();

    const row = await searchedRow(page, 'Search name, e-mail or mobile', id, 'staff-row', name);
    await expect(row).toContainText('Cashier');
    await expect(row).toContainText('Acme HQ Cafeteria');
    await expect(page.getByTestId('staff-row')).toHaveCount(1);

    // The new cashier signs in with the password the owner set.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/app/login');
    await fillStaffLogin(page, email, password);
    await expect(page).toHaveURL(/\/app\/welcome$/);
    await expect(page.getByTestId('mode-cashier')).toBeVisible();
    await expect(page.getByTestId('mode-backOffice')).toHaveCount(0);
  });

  test('a bulk consumer file with a bad row shows that line and adds nothing', async ({ page }) => {
    const id = tag();
    const goodName = `Bulk Good ${id}`;
    const csv = ['name,mobile,email,employee_code', `${goodName},${mobile()},bulk.${id}@example.com,B-${id}`, `X,12ab,not-an-email,B2-${id}`, ''].join('\n');

    await signInToBackOffice(page, COMPANY_OWNER);
    await page.getByTestId('side-nav').getByRole('link', { name: 'Consumers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consumers' })).toBeVisible();
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload consumers from a file' });
    await expect(dialog).toBeVisible();

    await dialog.getByTestId('bulk-file').setInputFiles({ name: 'consumers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByTestId('bulk-file-name')).toHaveText('consumers.csv');
    await dialog.getByRole('button', { name: 'Upload' }).click();

    const report = dialog.getByTestId('bulk-report');
    await expect(report).toContainText('Nothing was added');
    await expect(report).toContainText('1 of 2 rows have problems; nothing was uploaded');
    const lines = report.getByTestId('bulk-report-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Line 3');
    await expect(lines.first()).toContainText(/mobile/i);
    await expect(lines.first()).toContainText(/name/i);

    // The good row of the refused file was not added either.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search name, e-mail, mobile or code').fill(goodName);
    await expect(page.getByTestId('consumers-empty')).toHaveText('Nothing matches the search and filters');
    await expect(page.getByTestId('consumer-row')).toHaveCount(0);
  });

  test('creates a coupon and sees it in /couponslist', async ({ page }) => {
    const code = `E2E-${tag().toUpperCase()}`.slice(0, 30);
    await signInToBackOffice(page, COMPANY_OWNER);
    await page.getByTestId('side-nav').getByRole('link', { name: 'Coupons list' }).click();
    await expect(page).toHaveURL(/\/app\/couponslist$/);
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add coupon' });

    await dialog.getByLabel(/^code/i).fill(code);
    await dialog.getByLabel(/^description/i).fill('Twelve and a half percent off, end to end');
    await dialog.getByLabel(/^discount \(%\)/i).fill('150');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog.getByText('Enter a percentage above 0 and at most 100')).toBeVisible();

    await dialog.getByLabel(/^discount \(%\)/i).fill('12.5');
    await dialog.getByLabel(/^maximum discount/i).fill('40');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Coupon created')).toBeVisible();

    const row = await searchedRow(page, 'Search code or description', code, 'coupon-row', code);
    await expect(row).toContainText('12.5 %');
    await expect(row).toContainText('up to ₹40.00');
    await expect(row).toContainText('All stores');
    await expect(row.getByRole('switch')).toBeChecked();
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the coupons list shows German labels', async ({ page }) => {
    await signInToBackOffice(page, COMPANY_OWNER);
    await page.goto('/app/couponslist');
    await expect(page.getByRole('heading', { level: 1, name: 'Gutscheinliste' })).toBeVisible();
    await expect(page).toHaveTitle(/^Gutscheinliste \| /);
    await expect(page.getByRole('button', { name: 'Gutschein anlegen' })).toBeVisible();
    await expect(page.getByLabel('Code oder Beschreibung suchen')).toBeVisible();
    const header = page.getByRole('row').first();
    for (const label of ['Code', 'Rabatt', 'Gültig', 'Genutzt', 'Filiale', 'Status', 'Aktionen']) await expect(header).toContainText(label);
    await expect(page.getByText('Zeilen pro Seite')).toBeVisible();
    await expect(page.getByTestId('coupon-row').first()).toBeVisible();
    await expect(page.getByText('Rows per page')).toHaveCount(0);
  });
});

test('the company owner adds a banner with an uploaded picture and sees it in the list', async ({ page }) => {
  const title = `Fresh salads ${tag()}`;
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();

  await signInToBackOffice(page, COMPANY_OWNER);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add banner' });

  // Without a picture the form says so before sending.
  await dialog.getByLabel(/^title/i).fill(title);
  await dialog.getByRole('button', { name: 'Create banner' }).click();
  await expect(dialog.getByText('Upload a picture for the banner')).toBeVisible();

  await dialog.getByTestId('banner-file').setInputFiles({ name: 'salads.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByTestId('banner-preview')).toHaveAttribute('src', /^\/uploads\/banners\/.+\.webp$/);
  await dialog.getByLabel(/^sort order/i).fill('7');
  await dialog.getByRole('button', { name: 'Create banner' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Banner created')).toBeVisible();

  const row = page.getByTestId('banner-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('7');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/banners\/.+\.webp$/);
});
