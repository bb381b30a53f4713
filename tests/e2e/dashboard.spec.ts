import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { PASSWORD, signInToBackOffice } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/company/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

async function storeOrderCount(request: APIRequestContext, token: string, type: string): Promise<number> {
  const res = await request.get(`/api/v1/report/store/dashbaord?type=${type}`, { headers: { 'x-auth-token': token } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { order_count: number } }).data.order_count;
}

/** The store dashboard answer the page itself gets for a period (set up before the page asks). */
function pageDashboard(page: Page, type: string): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/report/store/dashbaord' && url.searchParams.get('type') === type && r.request().method() === 'GET';
  });
}

async function orderCountOf(response: Response): Promise<number> {
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: { order_count: number } }).data.order_count;
}

test('the manager sees the store figures of the month and of the year', async ({ page, request }) => {
  const token = await staffToken(request, MANAGER);
  const month = await storeOrderCount(request, token, 'month');
  const year = await storeOrderCount(request, token, 'year');
  expect(month).toBeGreaterThan(0);
  expect(year).toBeGreaterThan(month);

  // Other tests place orders at this store meanwhile, so the page must show the count of the answer
  // it got, which lies between the counts the API gave before and after.
  const monthAnswer = pageDashboard(page, 'month');
  await signInToBackOffice(page, MANAGER);
  const monthResponse = await monthAnswer;
  const shownMonth = await orderCountOf(monthResponse);
  const topOptions = ((await monthResponse.json()) as { data: { top_options?: { name: string }[] } }).data.top_options ?? [];
  expect(shownMonth).toBeGreaterThanOrEqual(month);
  expect(shownMonth).toBeLessThanOrEqual(await storeOrderCount(request, token, 'month'));
  await expect(page.getByRole('heading', { level: 2, name: 'Store figures' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  const orders = page.getByTestId('kpi-orders-value');
  await expect(orders).toHaveText(shownMonth.toLocaleString('en-US'));
  await expect(page.getByTestId('kpi-revenue-value')).toContainText('₹');
  await expect(page.getByTestId('kpi-average-value')).toContainText('₹');
  await expect(page.getByTestId('kpi-consumers-value')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByText('Revenue over time')).toBeVisible();
  await expect(page.getByTestId('top-products').locator('tbody tr').first()).toBeVisible();
  // The options sold (the demo's drinks carry sizes and milks): the rows of the answer, in its order.
  expect(topOptions.length).toBeGreaterThan(0);
  await expect(page.getByTestId('top-options').locator('tbody tr')).toHaveCount(topOptions.length);
  await expect(page.getByTestId('top-options').locator('tbody tr').first()).toContainText(topOptions[0].name);
  // A store dashboard has no top-stores table.
  await expect(page.getByTestId('top-stores')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/dashboard-manager.png', fullPage: true });

  const yearAnswer = pageDashboard(page, 'year');
  await page.getByRole('button', { name: 'Year' }).click();
  const shownYear = await orderCountOf(await yearAnswer);
  expect(shownYear).toBeGreaterThanOrEqual(year);
  expect(shownYear).toBeLessThanOrEqual(await storeOrderCount(request, token, 'year'));
  await expect(orders).toHaveText(shownYear.toLocaleString('en-US'));
});
