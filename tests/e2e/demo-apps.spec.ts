// The template demo apps (issue 19) as an admin uses them, on the in-memory mock layer, and the real
// server still reached through it. The browser tests' build has them (`npm run test:e2e` builds with
// DEMO_APPS=on); each page load starts the mock data afresh, so the tests share nothing.
import { expect, test, type Page } from '@playwright/test';
import { axeRun } from './axe';
import { ADMIN, COMPANY_OWNER, signInToBackOffice } from './helpers';

// The mock layer's calls: none may reach the network.
const MOCK_CALLS = /\/api\/v1\/(apps\/|datatable|notifications(\?|$)|products(\?|$)|users(\?|$))/;

function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  return seen;
}

async function openDemo(page: Page, app: string) {
  await page.getByRole('navigation', { name: 'Demo apps' }).getByRole('tab', { name: app, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: app })).toBeVisible();
}

test.describe('demo apps', () => {
  test('an admin opens them from the menu; the mock answers in the page and a real API call still reaches the server', async ({ page }) => {
    const seen = watchRequests(page);
    await signInToBackOffice(page, ADMIN);
    const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/company/me') && r.request().method() === 'GET');
    await page.getByTestId('side-nav').getByRole('link', { name: 'Demo apps' }).click();
    await expect(page).toHaveURL(/\/app\/apps$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo apps' })).toBeVisible();
    // Passed through by the mock layer: answered by the server, with the admin's token.
    const answer = await me;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['x-auth-token']).toBeTruthy();
    expect(((await answer.json()) as { data: { email: string } }).data.email).toBe(ADMIN);
    await expect(page.getByTestId('demo-server-user')).toContainText(`(${ADMIN})`);
    // Answered by the mock layer: the sample team of GET /users, with no request on the network.
    await expect(page.getByRole('img', { name: 'Olivia Bennett' })).toBeVisible();
    expect(seen.filter((u) => MOCK_CALLS.test(u))).toEqual([]);
  });

  test('each app opens with its sample data and works', async ({ page }) => {
    test.slow();
    const seen = watchRequests(page);
    await signInToBackOffice(page, ADMIN);
    await page.goto('/app/apps');

    await openDemo(page, 'Calendar');
    await expect(page.getByTestId('calendar-event').first()).toBeVisible();
    const events = await page.getByTestId('calendar-event').count();
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill('Pizza night');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('calendar-event').filter({ hasText: 'Pizza night' })).toBeVisible();
    expect(await page.getByTestId('calendar-event').count()).toBe(events + 1);

    await openDemo(page, 'Mailbox');
    await expect(page.getByTestId('mail-thread')).toHaveCount(12);
    await page.getByTestId('mail-thread').first().click();
    await expect(page.getByRole('article')).toBeVisible();
    await page.getByRole('button', { name: 'Trash' }).click();
    await expect(page.getByTestId('mail-thread').first()).toBeVisible();
    expect(await page.getByTestId('mail-thread').count()).toBeLessThan(12);

    await openDemo(page, 'To-do');
    const todo = page.getByTestId('todo-item');
    await expect(todo.first()).toBeVisible();
    const open = await todo.count();
    // Ticked, it leaves the to-do list for the done one.
    await todo.first().getByRole('checkbox').click();
    await expect(todo).toHaveCount(open - 1);
    await page.getByRole('textbox', { name: 'New task' }).fill('Buy lemons');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(todo.filter({ hasText: 'Buy lemons' })).toBeVisible();

    await openDemo(page, 'Data table');
    await expect(page.getByTestId('table-row')).toHaveCount(10);
    await expect(page.getByTestId('table-page')).toHaveText('Page 1 of 6');
    await page.getByRole('textbox', { name: 'Search' }).fill('SEEDED');
    await expect(page.getByTestId('table-page')).toHaveText('Page 1 of 1');
    await expect(page.getByTestId('table-row')).toHaveCount(6);
    // One character: no search at all.
    await page.getByRole('textbox', { name: 'Search' }).fill('s');
    await expect(page.getByTestId('table-page')).toHaveText('Page 1 of 6');

    await openDemo(page, 'Contacts');
    await expect(page.getByTestId('contact-card')).toHaveCount(8);
    await page.getByRole('textbox', { name: 'Search' }).fill('barista');
    await expect(page.getByTestId('contact-card')).toHaveCount(3);

    await openDemo(page, 'Chat');
    const unread = page.getByTestId('chat-item').filter({ has: page.getByTestId('chat-unread') }).first();
    const name = (await unread.locator('.MuiListItemText-primary').textContent())!;
    await unread.click();
    await expect(page.getByTestId('chat-item').filter({ hasText: name }).getByTestId('chat-unread')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Message' }).fill('See you at noon');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('chat-message').last()).toContainText('See you at noon');

    await openDemo(page, 'Notifications');
    await expect(page.getByTestId('demo-notification')).toHaveCount(8);

    await openDemo(page, 'Product list');
    await expect(page.getByTestId('product-row')).toHaveCount(43);
    await page.getByRole('textbox', { name: 'Search' }).fill('latte');
    await expect(page.getByTestId('product-row')).toHaveCount(3);

    expect(seen.filter((u) => MOCK_CALLS.test(u))).toEqual([]);
  });

  test('a person who is not an admin has no Demo apps entry and cannot open them', async ({ page }) => {
    await signInToBackOffice(page, COMPANY_OWNER);
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Company Management' })).toBeVisible();
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Demo apps' })).toHaveCount(0);
    await page.goto('/app/apps/calendar');
    await expect(page).toHaveURL(/\/app\/unauthorized$/);
  });

  test.describe('in German, accessible', () => {
    test.use({ bypassCSP: true });
    test('the overview and the data table pass axe and speak German', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cafeteria:language', 'de-DE'));
      await signInToBackOffice(page, ADMIN);
      await page.goto('/app/apps');
      await expect(page.getByRole('heading', { level: 1, name: 'Demo-Apps' })).toBeVisible();
      await expect(page.getByTestId('demo-server-user')).toContainText('Angemeldet als');
      expect((await axeRun(page)).map((v) => v.text)).toEqual([]);
      await page.goto('/app/apps/datatable');
      await expect(page.getByRole('columnheader', { name: 'Bestand' })).toBeVisible();
      await expect(page.getByTestId('table-row').first()).toBeVisible();
      expect((await axeRun(page)).map((v) => v.text)).toEqual([]);
    });
  });
});
