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

/** The entries of the menu's Demo apps group (open while one of its pages is shown). */
const demoGroup = (page: Page) => page.getByTestId('side-nav').getByRole('group', { name: 'Demo apps' });

async function openDemo(page: Page, app: string) {
  await demoGroup(page).getByRole('link', { name: app, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: app === 'Overview' ? 'Demo apps' : app })).toBeVisible();
}

/** The overview's switch: the sample server refuses every change while it is on. */
async function refuseChanges(page: Page, on: boolean) {
  await openDemo(page, 'Overview');
  await page.getByRole('switch', { name: 'The sample server refuses changes' }).setChecked(on);
}

test.describe('demo apps', () => {
  test('an admin opens them from the menu; the mock answers in the page and a real API call still reaches the server', async ({ page }) => {
    const seen = watchRequests(page);
    await signInToBackOffice(page, ADMIN);
    const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/company/me') && r.request().method() === 'GET');
    // A group of the menu: its heading opens one entry per app.
    const heading = page.getByTestId('side-nav').getByRole('button', { name: 'Demo apps' });
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await heading.click();
    await expect(demoGroup(page).getByRole('link')).toHaveText([
      'Overview', 'Calendar', 'Mailbox', 'To-do', 'Data table', 'Contacts', 'Chat', 'Notifications', 'Product list',
    ]);
    await demoGroup(page).getByRole('link', { name: 'Overview' }).click();
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

  test('the menu lights up only the page shown: the app\'s entry and its group, no entry whose path it merely starts with', async ({ page }) => {
    await signInToBackOffice(page, ADMIN);
    await page.goto('/app/apps/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const nav = page.getByTestId('side-nav');
    await expect(nav.getByRole('button', { name: 'Demo apps' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Calendar']);
    await openDemo(page, 'Overview');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Overview']);
    await nav.getByRole('link', { name: 'Company Management' }).click();
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Company Management']);
    // The group stays as the person left it; none of its entries is the page.
    await expect(demoGroup(page).locator('[aria-current="page"]')).toHaveCount(0);

    // The horizontal menu: the group opens its entries in a menu.
    await page.getByTestId('open-theme-settings').click();
    await page.getByTestId('setting-menuPlacement-horizontal').click();
    await page.keyboard.press('Escape');
    const top = page.getByTestId('top-nav');
    await top.getByRole('button', { name: 'Demo apps' }).click();
    await page.getByRole('menu', { name: 'Demo apps' }).getByRole('menuitem', { name: 'Mailbox' }).click();
    await expect(page).toHaveURL(/\/app\/apps\/mailbox$/);
    await expect(top.locator('[aria-current="page"]')).toHaveCount(0);
    await top.getByRole('button', { name: 'Demo apps' }).click();
    await expect(page.getByRole('menu', { name: 'Demo apps' }).locator('[aria-current="page"]')).toHaveText(['Mailbox']);
  });

  test('a change the sample server refuses says so and keeps what was typed; switched back, it goes through', async ({ page }) => {
    await signInToBackOffice(page, ADMIN);
    await page.goto('/app/apps');
    await refuseChanges(page, true);
    const error = page.getByRole('alert').filter({ hasText: 'the sample server did not take' });

    await openDemo(page, 'Data table');
    const first = page.getByTestId('table-row').first();
    const name = (await first.locator('td').nth(1).textContent())!;
    await first.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Renamed loaf');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^Not saved: the sample server did not take the change/);
    await expect(dialog.getByLabel('Name')).toHaveValue('Renamed loaf');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.locator('td').nth(1)).toHaveText(name);
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Delete 1/ }).click();
    await expect(error).toHaveText(/^Not deleted/);
    await expect(page.getByTestId('table-row').first().locator('td').nth(1)).toHaveText(name);

    await openDemo(page, 'Contacts');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Zoe Quinn');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Not saved');
    await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('Zoe Quinn');
    await page.keyboard.press('Escape');

    await openDemo(page, 'Calendar');
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill('Pizza night');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Not saved');
    await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('Pizza night');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('calendar-event').filter({ hasText: 'Pizza night' })).toHaveCount(0);

    await openDemo(page, 'To-do');
    await page.getByRole('textbox', { name: 'New task' }).fill('Buy lemons');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(error).toHaveText(/^Not saved/);
    await expect(page.getByRole('textbox', { name: 'New task' })).toHaveValue('Buy lemons');

    // In German, the same message in German.
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitem', { name: /^Deutsch/ }).click();
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Nicht gespeichert: Der Beispielserver/);

    // Switched off, the same change goes through and the box is emptied.
    await page.getByRole('button', { name: /^Sprache:/ }).click();
    await page.getByRole('menuitem', { name: /^English/ }).click();
    await refuseChanges(page, false);
    await openDemo(page, 'To-do');
    await page.getByRole('textbox', { name: 'New task' }).fill('Buy lemons');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('todo-item').filter({ hasText: 'Buy lemons' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New task' })).toHaveValue('');
    await expect(error).toHaveCount(0);
  });

  test('a person who is not an admin has no Demo apps entry and cannot open them', async ({ page }) => {
    await signInToBackOffice(page, COMPANY_OWNER);
    await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Company Management' })).toBeVisible();
    await expect(page.getByTestId('side-nav').getByRole('button', { name: 'Demo apps' })).toHaveCount(0);
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
      // The search finds the category by the word the screen shows.
      await page.getByRole('textbox', { name: 'Suchen' }).fill('Sauerteig');
      await expect(page.getByTestId('table-page')).toHaveText('Seite 1 von 2');
      const rows = page.getByTestId('table-row');
      await expect(rows).toHaveCount(10);
      for (const row of await rows.all()) await expect(row.locator('td').nth(2)).toHaveText('Sauerteig');
    });
  });
});
