// Reports and the offline keeping of dashboards: a manager's dashboard survives an offline reload
// with the time it was loaded, and an admin's CSV export holds exactly the rows the API lists for
// the same filters.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { ADMIN, PASSWORD, signInToBackOffice } from './helpers';

const MANAGER = 'manager.hq@acme.example.com';

async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/v1/company/login', { data: { email, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

async function apiData<T>(request: APIRequestContext, token: string, url: string, params: Record<string, string | number>): Promise<T> {
  const res = await request.get(`/api/v1${url}`, { headers: { 'x-auth-token': token }, params });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** The worker is active and controls the page, so a reload without a network still gets the app. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The store dashboard answer the page itself gets for a period (set up before the page asks). */
function pageDashboard(page: Page, type: string): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/report/store/dashbaord' && url.searchParams.get('type') === type && r.request().method() === 'GET';
  });
}

/** YYYY-MM-DD in local time. */
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const daysAgo = (n: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - n);
};

/** RFC 4180 lines of a small CSV (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test.describe('offline dashboard', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a manager opens the store dashboard, goes offline, reloads, and still sees it with its time', async ({ page, context, request }) => {
    const token = await staffToken(request, MANAGER);
    const month = await apiData<{ order_count: number; new_consumers: number }>(request, token, '/report/store/dashbaord', { type: 'month' });
    expect(month.order_count).toBeGreaterThan(0);

    await signInToBackOffice(page, MANAGER);
    await waitForWorker(page);
    const orders = page.getByTestId('kpi-orders-value');
    // The last load with a network: the one the offline screen must name.
    const before = Date.now();
    // Other tests place orders at this store meanwhile: the page shows the count of the answer it got,
    // which is at least the one the API gave before.
    const answer = pageDashboard(page, 'month');
    await page.reload();
    const count = ((await (await answer).json()) as { data: { order_count: number } }).data.order_count;
    expect(count).toBeGreaterThanOrEqual(month.order_count);
    await expect(orders).toHaveText(count.toLocaleString('en-US'));
    const revenue = await page.getByTestId('kpi-revenue-value').textContent();
    await expect(page.getByTestId('kept-banner')).toHaveCount(0);
    // Keeping is written right after the load; give IndexedDB its turn.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('cafeteria-kept');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('dashboards')) return resolve(0);
                const req = db.transaction('dashboards').objectStore('dashboards').count();
                req.onsuccess = () => resolve(req.result);
                req.onerror = () => resolve(0);
              };
              open.onerror = () => resolve(0);
            }),
        ),
      )
      .toBeGreaterThan(0);
    const after = Date.now();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Store figures' })).toBeVisible();
    await expect(orders).toHaveText(count.toLocaleString('en-US'));
    await expect(page.getByTestId('kpi-revenue-value')).toHaveText(revenue ?? '');
    const banner = page.getByTestId('kept-banner');
    await expect(banner).toContainText('Offline: showing data loaded at');
    const loadedAt = Date.parse((await banner.getAttribute('data-loaded-at')) ?? '');
    expect(loadedAt).toBeGreaterThanOrEqual(before);
    expect(loadedAt).toBeLessThanOrEqual(after);
    const shown = await page.evaluate((at) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }), loadedAt);
    await expect(banner).toContainText(shown);
    await page.screenshot({ path: 'test-results/reports-offline-dashboard.png', fullPage: true });
    await context.setOffline(false);
  });
});

test.describe('offline report', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a manager reloads a report offline, reads the kept page with its time, and exports the kept rows as CSV', async ({ page, context }) => {
    await signInToBackOffice(page, MANAGER);
    await waitForWorker(page);
    // Completed orders up to yesterday: other tests complete orders of today meanwhile, which would
    // shift the pages under the test.
    const report = `/app/report?order_status=completed&end_date=${ymd(daysAgo(1))}&limit=25`;
    // The grid draws only the rows in view: a tall window holds a whole page of 25.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.goto(report);
    const rows = page.getByTestId('report-row');
    await expect(rows).toHaveCount(25);
    const first = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')));
    // A second page of the same report is kept too, so the offline export holds both.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // The first page stays on screen until the second arrives.
    await expect(rows.first()).not.toHaveAttribute('data-order-id', first[0] ?? '');
    await expect(rows).toHaveCount(25);
    const second = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')));
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    const total = await page.getByTestId('report-total-count').textContent();

    await context.setOffline(true);
    await page.goto(report);
    await expect(page.getByTestId('kept-banner')).toContainText('Offline: showing data loaded at');
    await expect(rows).toHaveCount(25);
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')))).toEqual(first);
    await expect(page.getByTestId('report-total-count')).toHaveText(total ?? '');
    await expect(page.getByTestId('export-xlsx')).toBeDisabled();
    await page.screenshot({ path: 'test-results/reports-offline-report.png', fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-report-store-\d{4}-\d{2}-\d{2}-offline\.csv$/);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(csv[0][0]).toBe('Order ID');
    expect(csv.slice(1).map((r) => r[0])).toEqual([...first, ...second]);
    await context.setOffline(false);
  });
});

test('an admin exports a report as CSV and the file has the expected rows', async ({ page, request }) => {
  const token = await staffToken(request, ADMIN);
  const stores = await apiData<{ uuid: string; name: string; company_uuid: string }[]>(request, token, '/company/store/dropdown/list', {});
  const companies = await apiData<{ uuid: string; name: string }[]>(request, token, '/company/dropdown/list', {});
  const acme = companies.find((c) => c.name.startsWith('Acme'));
  expect(acme).toBeDefined();
  const hq = stores.find((s) => s.company_uuid === acme!.uuid && /HQ/.test(s.name));
  expect(hq).toBeDefined();
  // A known set: Acme HQ's completed orders of a week that ended two days ago. Other tests complete
  // orders of today meanwhile, and a run that crosses midnight still leaves these days alone. How
  // many there are depends on the calendar (the demo data is laid out relative to today), so the
  // whole set is read page by page rather than assumed to fit one page.
  const filters = {
    company_uuid: acme!.uuid,
    store_uuid: hq!.uuid,
    order_status: 'completed',
    start_date: ymd(daysAgo(8)),
    end_date: ymd(daysAgo(2)),
  };
  const listed = await apiData<{ total: number; pageCount: number; items: { order_id: string }[] }>(request, token, '/report/list/admin', {
    ...filters,
    limit: 100,
  });
  expect(listed.total).toBeGreaterThan(0);
  const expected = listed.items.map((r) => r.order_id);
  for (let pagenum = 1; pagenum < listed.pageCount; pagenum++) {
    const next = await apiData<{ items: { order_id: string }[] }>(request, token, '/report/list/admin', { ...filters, limit: 100, pagenum });
    expected.push(...next.items.map((r) => r.order_id));
  }
  expect(expected).toHaveLength(listed.total);

  await signInToBackOffice(page, ADMIN);
  await page.goto(`/app/report?${new URLSearchParams(filters).toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText(`${listed.total} order${listed.total === 1 ? '' : 's'} in this report`)).toBeVisible();
  await expect(page.getByTestId('report-total-count')).toHaveText(String(listed.total));
  // The first page shows the newest of the same rows.
  await expect(page.getByTestId('report-row').first()).toHaveAttribute('data-order-id', expected[0]);
  await page.screenshot({ path: 'test-results/reports-admin.png', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-report-admin-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const rows = parseCsv(readFileSync(path, 'utf8'));
  expect(rows[0]).toEqual([
    'Order ID', 'Date', 'Company', 'Store', 'Customer', 'Mobile', 'Items', 'Subtotal', 'Discount', 'Tax', 'Total', 'Currency',
    'Payment method', 'Payment status', 'Status', 'Options',
  ]);
  const body = rows.slice(1);
  expect(body.map((r) => r[0])).toEqual(expected);
  expect(new Set(body.map((r) => r[14]))).toEqual(new Set(['completed']));
  expect(new Set(body.map((r) => r[3]))).toEqual(new Set([hq!.name]));
});

test('the report sorts on the server, and the new-report form opens a report it describes', async ({ page }) => {
  await signInToBackOffice(page, MANAGER);
  await page.goto('/app/addreport');
  await expect(page.getByRole('heading', { level: 1, name: 'New report' })).toBeVisible();
  await page.getByTestId('report-status').click();
  await page.getByRole('option', { name: 'Completed' }).click();
  // Not the default "Today": just after midnight today has no completed orders yet.
  await page.getByTestId('report-period').click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await page.getByTestId('open-report').click();
  await expect(page).toHaveURL(/\/app\/report\?.*order_status=completed/);
  const rows = page.getByTestId('report-row');
  await expect(rows.first()).toBeVisible();
  await page.getByRole('columnheader', { name: 'Total' }).click();
  await expect(page).toHaveURL(/[?&]sort=total(&|$)/);
  await expect.poll(async () => {
    const totals = await page.locator('[data-testid="report-row"] [data-field="total"]').allTextContents();
    const values = totals.map((s) => Number(s.replace(/[^\d.]/g, '')));
    return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1] <= v);
  }).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/reports-manager-phone.png', fullPage: true });
  await page.goto('/app/addreport');
  await expect(page.getByTestId('kept-reports')).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-new-phone.png', fullPage: true });
});
