import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../../server/db/schema';
import { ACCOUNTS, call, createTestApp, login, type TestApp, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t);
const w = useWorld(t);

type Item = {
  uuid: string;
  name: string;
  store_uuid: string;
  store_name: string;
  company_uuid: string;
  category_uuid: string;
  category_name: string;
  category_sort_order: number;
  sort_order: number;
  price: number;
  type: string;
  stock: number | null;
  in_stock: boolean;
  is_available: boolean;
  status: string;
};

const db = () => t.database.db;
const countProducts = async (storeUuid?: string) =>
  (await db().select({ n: count() }).from(products).where(storeUuid ? eq(products.storeUuid, storeUuid) : undefined))[0].n;
const categoryOf = async (storeUuid: string, name: string) =>
  (await db().select().from(categories).where(and(eq(categories.storeUuid, storeUuid), eq(categories.name, name))))[0];
const productsOf = async (storeUuid: string) => db().select().from(products).where(eq(products.storeUuid, storeUuid));
const isOrderable = (p: typeof products.$inferSelect) => p.status === 'active' && p.isAvailable && (p.stock === null || p.stock > 0);

function fileForm(field: string, data: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

const smallPng = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86de' } }).png().toBuffer();

describe('product lists (back office)', () => {
  it('admin lists every product, paged and filtered by store, type and status', async () => {
    const res = await call(t.app, 'GET', '/product/list', { token: tok.admin, query: { pagenum: 0, limit: 20 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: await countProducts(), pagenum: 0, limit: 20 });
    const beverages = await call(t.app, 'GET', '/product/list', { token: tok.admin, query: { store_uuid: w.east, type: 'beverage', limit: 100 } });
    expect(beverages.body.data.total).toBe((await productsOf(w.east)).filter((p) => p.type === 'beverage').length);
    expect(beverages.body.data.items.every((p: Item) => p.type === 'beverage' && p.store_uuid === w.east)).toBe(true);
    const inactive = await call(t.app, 'GET', '/product/list', { token: tok.admin, query: { status: 'inactive' } });
    expect(inactive.body.data.items.every((p: Item) => p.status === 'inactive')).toBe(true);
    expect((await call(t.app, 'GET', '/product/list', { token: tok.admin, query: { type: 'meat' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/product/list', { token: tok.acmeOwner })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/list')).status).toBe(401);
  });

  it('the Acme owner lists Acme products with category and store names, and nothing of Globex', async () => {
    const res = await call(t.app, 'GET', '/product/company/list', { token: tok.acmeOwner, query: { limit: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe((await countProducts(w.hq)) + (await countProducts(w.plant)));
    const row: Item = res.body.data.items[0];
    expect(row.company_uuid).toBe(w.acme);
    expect(row.category_name).toBeTruthy();
    expect(row.store_name).toMatch(/^Acme/);
    expect(Number.isInteger(row.price)).toBe(true);
    expect((await call(t.app, 'GET', '/product/company/list', { token: tok.acmeOwner, query: { company_uuid: w.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/company/list', { token: tok.acmeOwner, query: { store_uuid: w.east } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/store/list', { token: tok.acmeOwner, query: { store_uuid: w.east } })).status).toBe(403);
  });

  it('filters by category and searches case-insensitively; pages never overlap', async () => {
    const mains = await categoryOf(w.hq, 'Mains');
    const res = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { category_uuid: mains.uuid, limit: 100 } });
    expect(res.body.data.total).toBe((await productsOf(w.hq)).filter((p) => p.categoryUuid === mains.uuid).length);
    expect(res.body.data.items.every((p: Item) => p.category_name === 'Mains')).toBe(true);
    const search = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { search: 'mASALA' } });
    expect(search.body.data.total).toBeGreaterThan(0);
    expect(
      search.body.data.items.every((p: Item & { description: string | null }) => /masala/i.test(`${p.name} ${p.description} ${p.category_name}`)),
    ).toBe(true);
    const p0 = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { pagenum: 0, limit: 7 } });
    const p1 = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { page: 1, limit: 7 } });
    const seen = new Set(p0.body.data.items.map((p: Item) => p.uuid));
    expect(p1.body.data.items.length).toBe(7);
    expect(p1.body.data.items.some((p: Item) => seen.has(p.uuid))).toBe(false);
  });

  it('a manager sees only their store; cashiers, the front desk and consumers have no product management', async () => {
    const res = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { limit: 100 } });
    expect(res.body.data.items.every((p: Item) => p.store_uuid === w.hq)).toBe(true);
    expect((await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { store_uuid: w.plant } })).status).toBe(403);
    for (const who of ['acmeCashier', 'acmeDesk', 'alice'] as const) {
      expect((await call(t.app, 'GET', '/product/store/list', { token: tok[who] })).status).toBe(403);
      expect((await call(t.app, 'GET', '/product/company/list', { token: tok[who] })).status).toBe(403);
    }
  });

  it('sorts the whole list on the server, across pages, and refuses an unknown sort column', async () => {
    const page = async (pagenum: number, sort_dir: 'asc' | 'desc') =>
      (await call(t.app, 'GET', '/product/list', { token: tok.admin, query: { pagenum, limit: 5, sort_by: 'price', sort_dir } })).body.data.items as Item[];
    const [first, second] = [await page(0, 'desc'), await page(1, 'desc')];
    const prices = (await db().select({ price: products.price }).from(products)).map((p) => p.price);
    expect(first[0].price).toBe(Math.max(...prices));
    expect(first.at(-1)!.price).toBeGreaterThanOrEqual(second[0].price);
    expect(second.some((p) => first.some((q) => q.uuid === p.uuid))).toBe(false);
    expect((await page(0, 'asc'))[0].price).toBe(Math.min(...prices));
    const bad = await call(t.app, 'GET', '/product/store/list', { token: tok.acmeManager, query: { sort_by: 'password' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].path).toBe('sort_by');
    expect((await call(t.app, 'GET', '/product/list', { token: tok.admin, query: { sort_by: 'price', sort_dir: 'up' } })).status).toBe(400);
  });
});

describe('order screens', () => {
  it('a cashier gets the orderable products of their store, sorted by category, unpaged', async () => {
    const res = await call(t.app, 'GET', '/product/store/order/list', { token: tok.acmeCashier });
    expect(res.status).toBe(200);
    const items: Item[] = res.body.data;
    const expected = (await productsOf(w.hq)).filter(isOrderable);
    expect(items.length).toBe(expected.length);
    const all = await productsOf(w.hq);
    expect(all.length).toBeGreaterThan(expected.length); // the seed has unavailable or sold-out dishes
    const orders = items.map((p) => p.category_sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ currency: 'INR', store_uuid: w.hq });
    const veg = await call(t.app, 'GET', '/product/store/order/list', { token: tok.acmeCashier, query: { type: 'beverage', search: 'te' } });
    expect(veg.body.data.every((p: Item) => p.type === 'beverage')).toBe(true);
    expect((await call(t.app, 'GET', '/product/store/order/list', { token: tok.acmeCashier, query: { store_uuid: w.plant } })).status).toBe(403);
  });

  it('the front desk picks a store of their company; Globex is refused; consumers are refused', async () => {
    const res = await call(t.app, 'GET', '/product/company/order/list', { token: tok.acmeDesk, query: { store_uuid: w.plant } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe((await productsOf(w.plant)).filter(isOrderable).length);
    const whole = await call(t.app, 'GET', '/product/company/order/list', { token: tok.acmeOwner });
    expect(new Set(whole.body.data.map((p: Item) => p.store_uuid))).toEqual(new Set([w.hq, w.plant]));
    expect((await call(t.app, 'GET', '/product/company/order/list', { token: tok.acmeDesk, query: { store_uuid: w.east } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/company/order/list', { token: tok.globexManager, query: { company_uuid: w.acme } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/product/store/order/list', { token: tok.alice })).status).toBe(403);
    // An admin names the tenant so that the list stays one menu.
    expect((await call(t.app, 'GET', '/product/company/order/list', { token: tok.admin })).status).toBe(400);
    const admin = await call(t.app, 'GET', '/product/company/order/list', { token: tok.admin, query: { company_uuid: w.globex } });
    expect(admin.body.data.every((p: Item) => p.store_name.startsWith('Globex'))).toBe(true);
  });
});

describe('public menu', () => {
  it('lists only active and available products of active categories, by store slug, without a token', async () => {
    const res = await call(t.app, 'GET', '/product/lists', { query: { company_slug: 'acme', store_slug: 'acme-hq', pagenum: 0, limit: 100 } });
    expect(res.status).toBe(200);
    const visible = (await productsOf(w.hq)).filter((p) => p.status === 'active' && p.isAvailable);
    expect(res.body.data.total).toBe(visible.length);
    const item: Item = res.body.data.items[0];
    expect(item).toMatchObject({ currency: 'INR', store_uuid: w.hq });
    expect(item).toHaveProperty('category_name');
    expect(item).toHaveProperty('image');
    expect(item).not.toHaveProperty('status');
    for (const p of res.body.data.items as Item[]) expect(p.in_stock).toBe(p.stock === null || p.stock > 0);
  });

  it('filters by category, type and search; a company slug covers its active stores', async () => {
    const bev = await categoryOf(w.hq, 'Beverages');
    const res = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', category_uuid: bev.uuid, type: 'beverage', search: 'CO' } });
    expect(res.body.data.items.every((p: Item) => p.category_uuid === bev.uuid && p.type === 'beverage')).toBe(true);
    const company = await call(t.app, 'GET', '/product/lists', { query: { company_slug: 'globex', limit: 5 } });
    expect(company.body.data.items.every((p: Item) => p.store_name.startsWith('Globex'))).toBe(true);
    const none = await call(t.app, 'GET', '/product/lists', { query: { company_slug: 'acme', store_slug: 'globex-east' } });
    expect(none.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/product/lists', { query: { pagenum: 0, limit: 10 } })).status).toBe(400);
  });
});

describe('product writes', () => {
  it('a manager creates a product in their store; it is audited and appears on the menu', async () => {
    const snacks = await categoryOf(w.hq, 'Snacks');
    const res = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, category_uuid: snacks.uuid, name: 'Paneer Puff', price: 4550, type: 'veg', stock: 12, description: 'Flaky pastry' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Paneer Puff',
      slug: 'paneer-puff',
      price: 4550,
      stock: 12,
      is_available: true,
      status: 'active',
      category_name: 'Snacks',
      company_uuid: w.acme,
    });
    expect(await db().select().from(auditLog).where(eq(auditLog.entityUuid, res.body.data.uuid))).toHaveLength(1);
    const menu = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', search: 'paneer puff' } });
    expect(menu.body.data.items[0]).toMatchObject({ uuid: res.body.data.uuid, stock: 12, in_stock: true });
  });

  it('a category from another store answers 400 and writes nothing', async () => {
    const before = await countProducts();
    const plantSnacks = await categoryOf(w.plant, 'Snacks');
    const res = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeOwner,
      body: { store_uuid: w.hq, category_uuid: plantSnacks.uuid, name: 'Wrong Shelf', price: 1000, type: 'veg' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].path).toBe('category_uuid');
    expect(await countProducts()).toBe(before);
  });

  it('refuses bad prices, types and stock with every reason, and writes nothing', async () => {
    const before = await countProducts();
    const snacks = await categoryOf(w.hq, 'Snacks');
    const res = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, category_uuid: snacks.uuid, name: 'B', price: 45.5, type: 'meat', stock: -1, image: 'http://x/y.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path).sort()).toEqual(['image', 'name', 'price', 'stock', 'type']);
    for (const price of [-1, 10_000_001, '4550']) {
      const r = await call(t.app, 'POST', '/product/create', {
        token: tok.acmeManager,
        body: { store_uuid: w.hq, category_uuid: snacks.uuid, name: 'Pricey', price, type: 'veg' },
      });
      expect(r.status).toBe(400);
    }
    expect(await countProducts()).toBe(before);
  });

  it('a name already on the store\'s menu is 409', async () => {
    const before = await countProducts();
    const mains = await categoryOf(w.hq, 'Mains');
    const existing = (await productsOf(w.hq))[0];
    const res = await call(t.app, 'POST', '/product/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, category_uuid: mains.uuid, name: existing.name.toUpperCase(), price: 1000, type: 'veg' },
    });
    expect(res.status).toBe(409);
    expect(await countProducts()).toBe(before);
  });

  it('refuses a store outside the caller\'s scope with 403, and roles without catalogue access', async () => {
    const before = await countProducts();
    const east = await categoryOf(w.east, 'Snacks');
    const hq = await categoryOf(w.hq, 'Snacks');
    expect((await call(t.app, 'POST', '/product/create', {
      token: tok.acmeOwner,
      body: { store_uuid: w.east, category_uuid: east.uuid, name: 'Hijack', price: 100, type: 'veg' },
    })).status).toBe(403);
    expect((await call(t.app, 'POST', '/product/create', {
      token: tok.globexManager,
      body: { store_uuid: w.hq, category_uuid: hq.uuid, name: 'Hijack', price: 100, type: 'veg' },
    })).status).toBe(403);
    for (const who of ['acmeCashier', 'acmeDesk', 'alice'] as const) {
      expect((await call(t.app, 'POST', '/product/create', {
        token: tok[who],
        body: { store_uuid: w.hq, category_uuid: hq.uuid, name: 'Nope', price: 100, type: 'veg' },
      })).status).toBe(403);
    }
    expect(await countProducts()).toBe(before);
  });

  it('updates a product within scope; Globex products are 404 for Acme', async () => {
    const [p] = await productsOf(w.hq);
    const res = await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeOwner, body: { price: 9900, stock: null, sort_order: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 9900, stock: null, sort_order: 3, name: p.name });
    const plantCat = await categoryOf(w.plant, 'Mains');
    const moved = await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeOwner, body: { category_uuid: plantCat.uuid } });
    expect(moved.status).toBe(400);
    const [g] = await productsOf(w.east);
    expect((await call(t.app, 'PUT', `/product/update/${g.uuid}`, { token: tok.acmeOwner, body: { price: 1 } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/product/status/update/${g.uuid}`, { token: tok.acmeOwner, body: { status: 'inactive' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeOwner, body: { uuid: g.uuid, is_available: false } })).status).toBe(404);
    const [after] = await db().select().from(products).where(eq(products.uuid, g.uuid));
    expect(after).toMatchObject({ price: g.price, status: g.status, isAvailable: g.isAvailable });
    const [plant] = await productsOf(w.plant);
    expect((await call(t.app, 'PUT', `/product/update/${plant.uuid}`, { token: tok.acmeManager, body: { price: 1 } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeCashier, body: { price: 1 } })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeOwner, body: { price: -5 } })).status).toBe(400);
  });

  it('a manager toggles a product unavailable: it leaves the public menu and the order screen, and comes back', async () => {
    const p = (await productsOf(w.hq)).find(isOrderable)!;
    const menuHas = async () => {
      const res = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', limit: 100 } });
      return res.body.data.items.some((i: Item) => i.uuid === p.uuid);
    };
    expect(await menuHas()).toBe(true);
    const off = await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeManager, body: { uuid: p.uuid, is_available: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: true, message: 'Product is unavailable', data: { is_available: false } });
    expect(await menuHas()).toBe(false);
    const till = await call(t.app, 'GET', '/product/store/order/list', { token: tok.acmeCashier });
    expect(till.body.data.some((i: Item) => i.uuid === p.uuid)).toBe(false);
    // Another store's menu was never affected; a cashier of another store cannot see it, nor can the front desk toggle.
    expect((await call(t.app, 'PUT', '/product/change/status', {
      token: await login(t.app, 'cashier.plant@acme.example.com'),
      body: { uuid: p.uuid, is_available: true },
    })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeDesk, body: { uuid: p.uuid, is_available: true } })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeManager, body: { uuid: p.uuid, is_available: 'yes' } })).status).toBe(400);
    const on = await call(t.app, 'PUT', '/product/change/status', { token: tok.acmeManager, body: { uuid: p.uuid, is_available: true } });
    expect(on.body.message).toBe('Product is available');
    expect(await menuHas()).toBe(true);
  });

  it('deactivating a product hides it from the menu; a sold-out tracked product shows as not in stock', async () => {
    const [p, q] = (await productsOf(w.hq)).filter(isOrderable);
    const off = await call(t.app, 'PUT', `/product/status/update/${p.uuid}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(off.body).toMatchObject({ message: 'Product deactivated', data: { status: 'inactive' } });
    const menu = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', limit: 100 } });
    expect(menu.body.data.items.some((i: Item) => i.uuid === p.uuid)).toBe(false);
    expect((await call(t.app, 'PUT', `/product/status/update/${p.uuid}`, { token: tok.acmeOwner, body: { status: 'gone' } })).status).toBe(400);
    await call(t.app, 'PUT', `/product/status/update/${p.uuid}`, { token: tok.acmeOwner, body: { status: 'active' } });

    await call(t.app, 'PUT', `/product/update/${q.uuid}`, { token: tok.acmeManager, body: { stock: 0 } });
    const sold = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', limit: 100 } });
    expect(sold.body.data.items.find((i: Item) => i.uuid === q.uuid)).toMatchObject({ stock: 0, in_stock: false });
    const till = await call(t.app, 'GET', '/product/store/order/list', { token: tok.acmeCashier });
    expect(till.body.data.some((i: Item) => i.uuid === q.uuid)).toBe(false);
    await call(t.app, 'PUT', `/product/update/${q.uuid}`, { token: tok.acmeManager, body: { stock: null } });
  });
});

describe('product image upload', () => {
  it('stores a real PNG as WebP and serves it at the returned path with caching headers', async () => {
    const res = await call(t.app, 'POST', '/product/upload/image', {
      token: tok.acmeManager,
      body: fileForm('image', await smallPng(), 'dosa.png', 'image/png'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(String(file.headers['cache-control'])).toMatch(/max-age=\d+/);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    const [p] = await productsOf(w.hq);
    const upd = await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeManager, body: { image: res.body.data.image } });
    expect(upd.body.data.image).toBe(res.body.data.image);
  });

  it('refuses a text file renamed .png, a JSON body, and roles without catalogue access', async () => {
    const fake = await call(t.app, 'POST', '/product/upload/image', {
      token: tok.acmeManager,
      body: fileForm('image', Buffer.from('hello, I am text'), 'photo.png', 'image/png'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.status).toBe(false);
    expect((await call(t.app, 'POST', '/product/upload/image', { token: tok.acmeManager, body: { image: 'x' } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/product/upload/image', {
      token: tok.acmeCashier,
      body: fileForm('image', await smallPng(), 'a.png', 'image/png'),
    })).status).toBe(403);
  });
});

describe('product image upload with a small byte cap', () => {
  let small: TestApp;
  let managerToken: string;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '2048' });
    managerToken = await login(small.app, ACCOUNTS.acmeManager);
  });
  afterAll(async () => small?.close());

  it('refuses an oversized image with 400 and still takes a small one', async () => {
    const big = await sharp({ create: {
      width: 200,
      height: 200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(2048);
    const res = await call(small.app, 'POST', '/product/upload/image', { token: managerToken, body: fileForm('image', big, 'big.png', 'image/png') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/larger than/);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await call(small.app, 'POST', '/product/upload/image', {
      token: managerToken,
      body: fileForm('image', tiny, 'tiny.png', 'image/png'),
    })).status).toBe(200);
  });
});

describe('bulk upload', () => {
  const header = 'name,category,price,type,description,stock,is_available,sort_order';
  const csvRow = (i: number, tag: string) =>
    `${tag} Item ${i},Breakfast,${10 + (i % 90)}.50,veg,"Made fresh, every day",${i % 3 === 0 ? i % 50 : ''},${i % 7 === 0 ? 'no' : 'yes'},${i}`;
  const bulkForm = (csv: string, storeUuid: string, name = 'menu.csv', type = 'text/csv') =>
    fileForm('file', Buffer.from(csv), name, type, { store_uuid: storeUuid });

  it('a valid 1,000-row CSV writes exactly 1,000 products, converting prices to minor units', async () => {
    const before = await countProducts(w.plant);
    const csv = [header, ...Array.from({ length: 1000 }, (_, i) => csvRow(i + 1, 'Bulk'))].join('\n');
    const res = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm(csv, w.plant) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: '1000 rows uploaded', code: 'files.rowsUploaded', params: { count: 1000 }, data: { inserted: 1000 } });
    expect(await countProducts(w.plant)).toBe(before + 1000);
    const [one] = await db().select().from(products).where(and(eq(products.storeUuid, w.plant), eq(products.name, 'Bulk Item 7')));
    expect(one).toMatchObject({ price: 1750, isAvailable: false, stock: null, sortOrder: 7, slug: 'bulk-item-7', companyUuid: w.acme });
    const [three] = await db().select().from(products).where(and(eq(products.storeUuid, w.plant), eq(products.name, 'Bulk Item 3')));
    expect(three).toMatchObject({ price: 1350, stock: 3, isAvailable: true });
  });

  it('a file with two bad rows writes nothing and names both lines', async () => {
    const before = await countProducts(w.plant);
    const rows = Array.from({ length: 20 }, (_, i) => csvRow(i + 1, 'Second'));
    rows[4] = 'Second Item 5,Breakfast,forty,veg,,,,';
    rows[11] = 'Second Item 12,No Such Category,12.00,veg,,,,';
    const res = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm([header, ...rows].join('\n'), w.plant) });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toMatch(/2 rows have problems; nothing was uploaded/);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['line 6', 'line 13']);
    expect(res.body.errors?.[0].message).toMatch(/price/i);
    expect(res.body.errors?.[1].message).toMatch(/No Such Category/);
    expect(await countProducts(w.plant)).toBe(before);
  });

  it('duplicates inside the file and against the store are bad rows', async () => {
    const before = await countProducts(w.plant);
    const existing = (await productsOf(w.plant))[0].name;
    const csv = [
      header,
      'Fresh Lime,Beverages,30,beverage,,,,',
      'fresh lime,beverages,31,beverage,,,,',
      `${existing},Mains,99.99,non-veg,,,,`,
      'Odd Row,Mains,1.234,veg,,-2,maybe,',
    ].join('\r\n');
    const res = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm(csv, w.plant) });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['line 3', 'line 4', 'line 5']);
    expect(res.body.errors?.[0].message).toMatch(/line 2/);
    expect(res.body.errors?.[1].message).toMatch(/already exists/);
    expect(res.body.errors?.[2].message).toMatch(/price/);
    expect(res.body.errors?.[2].message).toMatch(/stock/i);
    expect(res.body.errors?.[2].message).toMatch(/is_available/);
    expect(await countProducts(w.plant)).toBe(before);
  });

  it('an XLSX workbook works too, with the category named by slug', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Menu');
    ws.addRow(['Name', 'Category', 'Price', 'Type', 'Description', 'Stock', 'Is Available', 'Sort Order']);
    ws.addRow(['Xlsx Samosa', 'snacks', 25.5, 'veg', 'Two pieces', 40, 'yes', 1]);
    ws.addRow(['Xlsx Chai', 'Beverages', 15, 'Beverage', '', '', 'TRUE', 2]);
    ws.addRow(['Xlsx Brownie', 'desserts', '60.00', 'vegan', '', 0, 0, '']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const before = await countProducts(w.hq);
    const res = await call(t.app, 'POST', '/product/upload/bulk', {
      token: tok.acmeManager,
      body: fileForm('file', buffer, 'menu.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { store_uuid: w.hq }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ inserted: 3 });
    expect(await countProducts(w.hq)).toBe(before + 3);
    const [samosa] = await db().select().from(products).where(and(eq(products.storeUuid, w.hq), eq(products.name, 'Xlsx Samosa')));
    expect(samosa).toMatchObject({ price: 2550, stock: 40, type: 'veg' });
    const [brownie] = await db().select().from(products).where(and(eq(products.storeUuid, w.hq), eq(products.name, 'Xlsx Brownie')));
    expect(brownie).toMatchObject({ price: 6000, stock: 0, isAvailable: false, type: 'vegan' });
  });

  it('a manager uploads to their own store without naming it, never to another store', async () => {
    const csv = [header, 'Own Store Poha,Breakfast,35,veg,,,,'].join('\n');
    const own = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeManager, body: fileForm('file', Buffer.from(csv), 'a.csv', 'text/csv') });
    expect(own.status).toBe(200);
    const before = await countProducts();
    expect((await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeManager, body: bulkForm(csv, w.plant) })).status).toBe(403);
    expect((await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm(csv, w.east) })).status).toBe(403);
    expect((await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeCashier, body: bulkForm(csv, w.hq) })).status).toBe(403);
    expect((await call(t.app, 'POST', '/product/upload/bulk', {
      token: tok.admin,
      body: fileForm('file', Buffer.from(csv), 'a.csv', 'text/csv'),
    })).status).toBe(400);
    expect((await call(t.app, 'POST', '/product/upload/bulk', { token: tok.admin, body: bulkForm(csv, 'not-a-uuid') })).status).toBe(400);
    expect(await countProducts()).toBe(before);
  });

  it('refuses a file without the required columns, an empty file, and a binary file', async () => {
    const before = await countProducts();
    const missing = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm('name,price\nTea,10', w.plant) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/category/);
    expect((await call(t.app, 'POST', '/product/upload/bulk', { token: tok.acmeOwner, body: bulkForm(header, w.plant) })).status).toBe(400);
    const png = await smallPng();
    expect((await call(t.app, 'POST', '/product/upload/bulk', {
      token: tok.acmeOwner,
      body: fileForm('file', png, 'menu.csv', 'text/csv', { store_uuid: w.plant }),
    })).status).toBe(400);
    expect(await countProducts()).toBe(before);
  });

  it('handles 5,000 rows in one go', async () => {
    const created = await call(t.app, 'POST', '/company/store/create', { token: tok.admin, body: { company_uuid: w.globex, name: 'Globex Bulk Kitchen' } });
    const storeUuid = created.body.data.uuid;
    await call(t.app, 'POST', '/category/create', { token: tok.globexOwner, body: { store_uuid: storeUuid, name: 'Breakfast' } });
    const csv = [header, ...Array.from({ length: 5000 }, (_, i) => csvRow(i + 1, 'Big'))].join('\n');
    const res = await call(t.app, 'POST', '/product/upload/bulk', { token: tok.globexOwner, body: bulkForm(csv, storeUuid) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ inserted: 5000 });
    expect(await countProducts(storeUuid)).toBe(5000);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.storeUuid, storeUuid), eq(auditLog.action, 'bulk_create')));
    expect(audits).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue routes from their zod schemas', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/v1/product/lists', '/api/v1/product/create', '/api/v1/category/lists', '/api/v1/product/upload/bulk',
    ]));
    const names = doc.paths['/api/v1/product/lists'].get.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pagenum', 'limit', 'company_slug', 'store_slug', 'category_uuid', 'search', 'type']));
  });
});
