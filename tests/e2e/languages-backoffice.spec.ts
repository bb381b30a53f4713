// A German back-office session sees only German (issue 17): a wrong password is refused in German;
// signed in, switching the test's own category on and off its menu says so in German; and a coupon
// code the test made up is refused in German in the consumer's cart. The guard (./server-text.ts)
// fails the test if any English sentence the server sent shows on the German screen. The test works
// in Globex West (the store the menu-changing specs use) with a category and a dish of its own.
import { PASSWORD, api, fillStaffLogin, staffLogin } from './helpers';
import { expect, test } from './server-text';

const MANAGER = 'manager.west@globex.example.com';

test('a German back-office session reads a wrong password, a status toast and a coupon refusal in German', async ({ page, request, serverText }) => {
  const tag = Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);
  const manager = await staffLogin(request, MANAGER);
  const category = await api<{ uuid: string }>(request, manager.token, 'post', '/category/create', {
    store_uuid: manager.user.store_uuid,
    name: `Sprachtest ${tag}`,
    sort_order: 100_000,
    status: 'inactive',
  });
  const dish = `Brezel ${tag}`;
  await api(request, manager.token, 'post', '/product/create', {
    store_uuid: manager.user.store_uuid,
    category_uuid: category.uuid,
    name: dish,
    price: 4_000,
    type: 'veg',
    sort_order: 100_000,
  });

  await page.goto('/app/login');
  await page.evaluate(() => window.localStorage.setItem('cafeteria:language', 'de-DE'));
  await page.reload();

  // A wrong password.
  await fillStaffLogin(page, MANAGER, 'Wrong-pass-1');
  await expect(page.getByText('E-Mail, Mobilnummer oder Passwort sind nicht korrekt')).toBeVisible();
  await serverText.check();

  // Signed in: the category goes on the menu, and off again after the German question.
  await fillStaffLogin(page, MANAGER, PASSWORD);
  await expect(page).toHaveURL(/\/app\/welcome$/);
  await page.getByTestId('mode-backOffice').click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/category');
  await page.getByLabel('Kategorien suchen').fill(`Sprachtest ${tag}`);
  const row = page.getByTestId('category-row').filter({ hasText: `Sprachtest ${tag}` });
  await expect(row).toHaveCount(1);
  const toggle = row.getByRole('switch', { name: `Sprachtest ${tag} aktiv oder inaktiv` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Kategorie aktiviert')).toBeVisible();
  await expect(toggle).toBeChecked();
  await serverText.check();
  expect(serverText.sentences()).toContain('Category activated');
  await toggle.click();
  const question = page.getByRole('dialog', { name: `„Sprachtest ${tag}“ von der Karte nehmen?` });
  await question.getByRole('button').last().click();
  await expect(page.getByText('Kategorie deaktiviert')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await serverText.check();
  // The category is back on the menu for the cart below.
  await api(request, manager.token, 'put', `/category/status/update/${category.uuid}`, { status: 'active' });

  // A coupon code that does not exist, refused in the consumer's cart.
  await page.goto('/app/consumer/globex/globex-west');
  const article = page.getByRole('article', { name: dish });
  await article.getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  await expect(page).toHaveURL(/\/app\/consumer\/cart$/);
  const code = `KEIN${tag.toUpperCase()}`;
  await page.getByLabel('Gutscheincode').fill(code);
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('coupon-message')).toHaveText(`Es gibt keinen Gutschein mit dem Code ${code}`);
  await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
  await serverText.check();
  expect(serverText.sentences()).toContain(`There is no coupon with the code ${code}`);
});
