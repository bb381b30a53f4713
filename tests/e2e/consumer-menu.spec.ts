// The consumer app on a phone with a rich menu: a consumer saves a peanut allergy in the profile, opens
// a dish that contains peanuts and is warned on the sheet and again before it goes into the cart (they
// may still add it); the cart shows the line's options and allergen. A dish without peanuts adds with
// no question. The test registers its own consumer and makes its own dishes (a unique tag) at Globex
// East, so no other test's data or saved allergens are involved.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { fillStaffLogin, PASSWORD } from './helpers';

const MANAGER = 'manager.east@globex.example.com';

// The app's CSP allows only its own scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const res = await request[method](`/api/v1${url}`, {
    headers: { 'x-auth-token': token },
    ...(method === 'get' ? { params: data as Record<string, string> } : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Satay noodles (peanuts; a required spice level) and a plain lemonade, both of this test's own. */
async function makeDishes(request: APIRequestContext) {
  const login = await request.post('/api/v1/company/login', { data: { email: MANAGER, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, data } = (await login.json()) as { token: string; data: { user: { store_uuid: string; store_slug: string } } };
  const store_uuid = data.user.store_uuid;
  const tag = `C${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`;
  const categories = await api<{ uuid: string }[]>(request, token, 'get', '/category/lists', { store_slug: data.user.store_slug });
  const spice = await api<{ uuid: string }>(request, token, 'post', '/option/group/create', {
    store_uuid,
    name: `Spice ${tag}`,
    kind: 'single',
    min_select: 1,
    max_select: 1,
    options: [
      { name: 'Mild', price: 0, is_default: true },
      { name: 'Hot', price: 1_000 },
    ],
  });
  const noodles = `Satay Noodles ${tag}`;
  const lemonade = `Lemonade ${tag}`;
  const product = (body: Record<string, unknown>) => api(request, token, 'post', '/product/create', { store_uuid, category_uuid: categories[0].uuid, ...body });
  await product({ name: noodles, price: 15_000, type: 'veg', allergens: ['peanuts', 'gluten'], option_group_uuids: [spice.uuid] });
  await product({ name: lemonade, price: 5_000, type: 'beverage' });
  return { tag, noodles, lemonade, storeSlug: data.user.store_slug };
}

/** A consumer of this test's own, with no company: they order from Globex's public menu. */
async function registerConsumer(request: APIRequestContext): Promise<string> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `peanut.${id}@example.com`;
  const res = await request.post('/api/v1/user/register', { data: { name: 'Pia Nutfree', email, mobile: `9${id.slice(-9)}`, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

test.describe('consumer app with allergens', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a consumer with a peanut allergy is warned before adding a dish with peanuts; the cart shows its options', async ({ page, request }) => {
    const dishes = await makeDishes(request);
    const email = await registerConsumer(request);

    await page.goto('/app/login');
    await fillStaffLogin(page, email);
    await expect(page).not.toHaveURL(/\/app\/login$/);
    await page.goto('/app/consumer/profile');
    const allergens = page.getByTestId('my-allergens');
    await expect(allergens.getByRole('heading', { name: 'My allergens' })).toBeVisible();
    const peanuts = allergens.getByRole('button', { name: 'Peanuts' });
    await expect(peanuts).toHaveAttribute('aria-pressed', 'false');
    await peanuts.click();
    await expect(peanuts).toHaveAttribute('aria-pressed', 'true');
    await allergens.getByTestId('allergens-save').click();
    await expect(allergens.getByText('Your allergens are saved.')).toBeVisible();
    expect(await axeViolations(page), 'profile with allergens').toEqual([]);
    // Saved on the server, not only on this screen.
    await page.reload();
    await expect(page.getByTestId('my-allergens').getByRole('button', { name: 'Peanuts' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/app/consumer/globex/${dishes.storeSlug}`);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill(dishes.tag);
    const card = page.getByRole('article', { name: dishes.noodles });
    await expect(card.getByTestId('card-allergy')).toHaveText('Contains your allergen');

    // The sheet says it at once, and Add asks before anything reaches the cart.
    await card.getByRole('button', { name: `Choose ${dishes.noodles}` }).click();
    const sheet = page.getByRole('dialog', { name: dishes.noodles });
    await expect(sheet.getByTestId('sheet-allergen-warning')).toContainText('Peanuts');
    await sheet.getByRole('radio', { name: /^Hot/ }).check();
    await expect(sheet.getByTestId('sheet-add')).toHaveText('Add · ₹160.00');
    await sheet.getByTestId('sheet-add').click();
    const confirm = page.getByRole('dialog', { name: 'Allergen warning' });
    await expect(confirm).toContainText(`${dishes.noodles} contains Peanuts (on your allergen list).`);
    expect(await axeViolations(page), 'allergen confirmation').toEqual([]);
    await confirm.getByRole('button', { name: "Don't add" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('view-cart')).toBeHidden();

    // They may still add it, knowingly.
    await sheet.getByTestId('sheet-add').click();
    await page.getByRole('dialog', { name: 'Allergen warning' }).getByRole('button', { name: 'Add anyway' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('view-cart')).toContainText('1 item');

    // A dish without their allergens goes in with no question.
    await page.getByRole('article', { name: dishes.lemonade }).getByTestId('add-to-cart').click();
    await expect(page.getByTestId('view-cart')).toContainText('2 items');
    await expect(page.getByRole('dialog', { name: 'Allergen warning' })).toBeHidden();

    await page.getByTestId('view-cart').click();
    await expect(page).toHaveURL(/\/app\/consumer\/cart$/);
    const line = page.getByTestId('cart-line').filter({ hasText: dishes.noodles });
    await expect(line.getByTestId('line-choices')).toContainText('Hot');
    await expect(line.getByTestId('line-choices')).toContainText('+₹10.00');
    await expect(line.getByTestId('cart-line-allergy')).toHaveText('Contains Peanuts (on your allergen list)');
    await expect(line).toContainText('₹160.00');
    await expect(page.getByTestId('cart-line').filter({ hasText: dishes.lemonade }).getByTestId('cart-line-allergy')).toHaveCount(0);
    expect(await axeViolations(page), 'cart with options').toEqual([]);
  });
});
