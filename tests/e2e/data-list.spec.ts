// The shared back-office list (src/components/data-list) through the real API, on Category
// Management as the administrator: server paging, sorting and search (in the address bar), the
// empty state, column visibility kept per user after a reload, the confirmation before a
// category leaves the menu, and DataGrid's keyboard navigation. Nothing here changes data.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, PASSWORD, signInToBackOffice } from './helpers';

interface Page<T> {
  items: T[];
  total: number;
  pageCount: number;
}

async function categories(request: APIRequestContext, query: Record<string, string | number>): Promise<Page<{ uuid: string; name: string; status: string }>> {
  const login = await request.post('/api/v1/company/login', { data: { email: ADMIN, password: PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const res = await request.get('/api/v1/category/company/list', { headers: { 'x-auth-token': token }, params: query });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Page<{ uuid: string; name: string; status: string }> }).data;
}

test.describe('the shared list', () => {
  test.beforeEach(async ({ page }) => {
    await signInToBackOffice(page, ADMIN);
    await page.goto('/app/category');
    await expect(page.getByRole('grid', { name: 'Category Management' })).toBeVisible();
  });

  test('pages, sorts and searches on the server, with the state in the address bar', async ({ page, request }) => {
    const rows = page.getByTestId('category-row');
    const first = await categories(request, { pagenum: 0, limit: 10 });
    expect(first.total).toBeGreaterThan(10);
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(`1–10 of ${first.total}`)).toBeVisible();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const second = await categories(request, { pagenum: 1, limit: 10 });
    await expect(rows.first()).toContainText(second.items[0].name);

    await page.getByRole('columnheader', { name: 'Category' }).click();
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    const byName = await categories(request, { pagenum: 0, limit: 10, sort_by: 'name', sort_dir: 'asc' });
    await expect(rows.first()).toContainText(byName.items[0].name);
    await page.getByRole('columnheader', { name: 'Category' }).click();
    await expect(page).toHaveURL(/[?&]sort=-name/);
    const byNameDesc = await categories(request, { pagenum: 0, limit: 10, sort_by: 'name', sort_dir: 'desc' });
    await expect(rows.first()).toContainText(byNameDesc.items[0].name);

    const term = byName.items[0].name.slice(0, 4);
    await page.getByLabel('Search categories').fill(term);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
    const found = await categories(request, { pagenum: 0, limit: 10, search: term, sort_by: 'name', sort_dir: 'desc' });
    await expect(rows).toHaveCount(found.items.length);
    for (const row of await rows.all()) await expect(row).toContainText(new RegExp(term, 'i'));

    // A reload shows the same list: search, sort and page come from the address.
    await page.reload();
    await expect(page.getByLabel('Search categories')).toHaveValue(term);
    await expect(rows).toHaveCount(found.items.length);
  });

  test('says when nothing matches', async ({ page }) => {
    await page.getByLabel('Search categories').fill('no such category zq');
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await expect(page.getByTestId('category-row')).toHaveCount(0);
  });

  test('keeps the columns a person hides after a reload', async ({ page }) => {
    await expect(page.getByRole('columnheader', { name: 'Sort order' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Sort order' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Sort order' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('category-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sort order' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Products' })).toBeVisible();
  });

  test('asks before a category leaves the menu, and Cancel changes nothing', async ({ page, request }) => {
    const listed = (await categories(request, { pagenum: 0, limit: 10 })).items;
    const index = listed.findIndex((c) => c.status === 'active');
    expect(index).toBeGreaterThanOrEqual(0);
    const active = listed[index];
    const toggle = page.getByTestId('category-row').nth(index).getByRole('switch', { name: `${active.name} active or inactive` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: `Take “${active.name}” off the menu?` });
    await expect(dialog).toContainText('leave the kiosk, till and app menus');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeChecked();
    const again = await categories(request, { pagenum: 0, limit: 10 });
    expect(again.items.find((c) => c.uuid === active.uuid)?.status).toBe('active');
  });

  test('moves between cells with the arrow keys', async ({ page }) => {
    const firstCell = page.getByTestId('category-row').first().getByRole('gridcell').first();
    await firstCell.click({ position: { x: 2, y: 2 } });
    await expect(firstCell).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('category-row').first().getByRole('gridcell').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('category-row').nth(1).getByRole('gridcell').nth(1)).toBeFocused();
  });
});
