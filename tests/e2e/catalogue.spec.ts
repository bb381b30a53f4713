// Catalogue screens in a real browser: categories and products with pictures reach the public
// menu, the menu's availability switch hides a product from consumers, and a bulk file with a bad
// row is refused with a report naming that line.
//
// These tests change a menu, so they work at Globex West, where no other spec orders or counts a
// menu (kiosks and tills offline count theirs at the same time at other stores).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { choose, signInToBackOffice, westPublicMenu } from './helpers';

const COMPANY_OWNER = 'owner@globex.example.com';
const MANAGER = 'manager.west@globex.example.com';
const STORE = 'Globex West Canteen';

interface PublicItem {
  name: string;
  price: number;
  image: string | null;
  category_name: string;
}

/** A small PNG picture made on the spot (a coloured square). */
const png = (r: number, g: number, b: number) => sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } }).png().toBuffer();

/** Puts a picture on the open form and waits until it is uploaded (the preview shows the stored file). */
async function addPicture(page: Page, folder: 'categories' | 'products', name: string, picture: Promise<Buffer>): Promise<void> {
  await page.getByTestId('image-input').setInputFiles({ name, mimeType: 'image/png', buffer: await picture });
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', new RegExp(`^/uploads/${folder}/[0-9a-f-]+\\.webp$`));
}

/** Saves the open form, expects its list back, searches it for `tag` and answers the list's rows: exactly one. */
async function saveAndFind(page: Page, button: string, list: RegExp, searchLabel: string, rowTestId: string, tag: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(list);
  await page.getByLabel(searchLabel).fill(tag);
  const rows = page.getByTestId(rowTestId);
  await expect(rows).toHaveCount(1);
  return rows;
}

const publicMenu = (request: APIRequestContext, search?: string) => westPublicMenu<PublicItem>(request, search);

test.describe('catalogue', () => {
  test('the company owner adds a category and a product with pictures, and the product is on the public menu', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const categoryName = `Chef Specials ${tag}`;
    const productName = `Truffle Khichdi ${tag}`;
    await signInToBackOffice(page, COMPANY_OWNER);

    // Category with an image.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Category Management' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Category Management' })).toBeVisible();
    await expect(page.getByTestId('category-row').first()).toBeVisible();
    await page.getByRole('link', { name: 'Add category' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add category' })).toBeVisible();
    await choose(page, /^store/i, STORE);
    await page.getByLabel(/^name/i).fill(categoryName);
    await page.getByLabel(/^sort order/i).fill('7');
    await addPicture(page, 'categories', 'specials.png', png(200, 60, 40));
    const categoryRow = await saveAndFind(page, 'Create category', /\/app\/category$/, 'Search categories', 'category-row', tag);
    await expect(categoryRow).toContainText(categoryName);
    await expect(categoryRow).toContainText(STORE);

    // Product in that category: the form refuses a bad price first, then takes 45.50.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Product Management' }).click();
    await page.getByRole('link', { name: 'Add product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible();
    await choose(page, /^store/i, STORE);
    await choose(page, /^category/i, categoryName);
    await page.getByLabel(/^name/i).fill(productName);
    await page.getByLabel(/^price/i).fill('45.505');
    await choose(page, /^type/i, 'Veg');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Enter an amount such as 45.50 (at most 100000.00)')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/addproduct$/);
    await page.getByLabel(/^price/i).fill('45.50');
    await page.getByLabel(/^description/i).fill('Slow-cooked rice and lentils with a truffle finish.');
    await addPicture(page, 'products', 'khichdi.png', png(240, 190, 60));
    const productRow = await saveAndFind(page, 'Create product', /\/app\/product$/, 'Search products', 'product-row', tag);
    await expect(productRow).toContainText(productName);
    await expect(productRow.getByTestId('product-price')).toHaveText('₹45.50');

    // The store's menu screen shows it under its category, on the public menu.
    // The screen starts on the company's first store; then the owner picks the West canteen.
    await page.getByTestId('side-nav').getByRole('link', { name: 'Menu' }).click();
    const storeBox = page.getByRole('combobox', { name: /^store/i });
    await expect(storeBox).toContainText('Globex East Canteen');
    await choose(page, /^store/i, STORE);
    await expect(storeBox).toContainText(STORE);
    await page.getByRole('tab', { name: categoryName }).click();
    const card = page.getByRole('article', { name: productName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('₹45.50');
    await expect(card).toContainText('Veg');
    await expect(card.getByTestId('menu-card-public')).toHaveText('On the public menu');
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/products\//);

    // And the public API that consumers and kiosks read lists it, with its price and picture.
    const items = await publicMenu(request, productName);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: productName, price: 4550, category_name: categoryName });
    expect(items[0].image).toMatch(/^\/uploads\/products\/[0-9a-f-]+\.webp$/);
  });

  test('a manager switches a product off on the menu and it leaves the public menu', async ({ page, request }) => {
    const product = 'Upma';
    expect((await publicMenu(request, product)).map((p) => p.name)).toContain(product);
    await signInToBackOffice(page, MANAGER);
    await page.getByTestId('side-nav').getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    // A manager has no store picker: the menu is their store's.
    await expect(page.getByRole('combobox', { name: /^store/i })).toHaveCount(0);

    const card = page.getByRole('article', { name: product, exact: true });
    const toggle = card.getByRole('switch', { name: `${product} available` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(card.getByTestId('menu-card-unavailable')).toHaveText('Unavailable');
    await expect(card.getByTestId('menu-card-public')).toHaveText('Hidden from the public menu');
    await expect(page.getByText('Product is unavailable')).toBeVisible();
    await expect.poll(async () => (await publicMenu(request, product)).map((p) => p.name)).not.toContain(product);

    // After a reload the screen still shows it greyed out for staff.
    await page.reload();
    await expect(page.getByRole('article', { name: product, exact: true }).getByTestId('menu-card-unavailable')).toHaveText('Unavailable');

    // Back on, and back on the public menu.
    await page.getByRole('article', { name: product, exact: true }).getByRole('switch', { name: `${product} available` }).click();
    await expect(page.getByRole('article', { name: product, exact: true }).getByTestId('menu-card-unavailable')).toHaveCount(0);
    await expect.poll(async () => (await publicMenu(request, product)).map((p) => p.name)).toContain(product);
  });

  test('a bulk file with a bad row is refused with a report naming that line; a good one is counted', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    await signInToBackOffice(page, COMPANY_OWNER);
    await page.goto('/app/product');
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload products from a file' });
    await expect(dialog).toBeVisible();
    await choose(page, /^store/i, STORE);

    const header = 'name,category,price,type,description,stock,is_available,sort_order';
    const bad = [header, `Bulk Idli ${tag},Breakfast,30.00,veg,Steamed,,yes,1`, `Bulk Vada ${tag},Breakfast,forty,veg,Fried,,yes,2`].join('\n');
    await dialog.getByTestId('bulk-file-input').setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(dialog.getByTestId('bulk-file-name')).toHaveText('menu.csv');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('1 line has problems; nothing was uploaded.')).toBeVisible();
    const report = dialog.getByTestId('bulk-report-row');
    await expect(report).toHaveCount(1);
    await expect(report).toContainText('Line 3');
    await expect(report).toContainText(/price/i);
    expect(await publicMenu(request, `Bulk Idli ${tag}`)).toHaveLength(0);

    const good = [header, `Bulk Idli ${tag},Breakfast,30.00,veg,Steamed,,yes,1`, `Bulk Vada ${tag},Breakfast,40.00,veg,Fried,,yes,2`].join('\n');
    await dialog.getByTestId('bulk-file-input').setInputFiles({ name: 'menu-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByTestId('bulk-result')).toHaveText('2 products uploaded.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search products').fill(tag);
    await expect(page.getByTestId('product-row')).toHaveCount(2);
    expect((await publicMenu(request, tag)).map((p) => p.price).sort()).toEqual([3000, 4000]);
  });

  test('the template file can be downloaded from the bulk upload', async ({ page }) => {
    await signInToBackOffice(page, MANAGER);
    await page.goto('/app/product');
    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('products-template.csv');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('name,category,price,type,description,stock,is_available,sort_order,allergens,may_contain,dietary,spicy_level,kcal');
    expect(text).toContain('Breakfast');
  });
});
