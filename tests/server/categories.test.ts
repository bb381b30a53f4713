import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, products, stores } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeDesk', 'acmeManager', 'acmeCashier', 'globexOwner', 'alice', 'bob']);
const w = useWorld(t);

type Row = { uuid: string; name: string; slug: string; store_uuid: string; store_name: string; product_count: number; sort_order: number; status: string };

const categoriesOf = async (storeUuid: string) => t.database.db.select().from(categories).where(eq(categories.storeUuid, storeUuid));
const countCategories = async () => (await t.database.db.select({ uuid: categories.uuid }).from(categories)).length;
const categoryNamed = async (storeUuid: string, name: string) => (await categoriesOf(storeUuid)).find((c) => c.name === name)!;

function imageForm(data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

describe('category lists (back office)', () => {
  it('admin sees every store\'s categories, paged, with store name and product count', async () => {
    const res = await call(t.app, 'GET', '/category/company/list', { token: tok.admin, query: { pagenum: 0, limit: 5 } });
    expect(res.status).toBe(200);
    const total = await countCategories();
    expect(res.body.data).toMatchObject({ total, pagenum: 0, limit: 5, pageCount: Math.ceil(total / 5) });
    const row: Row = res.body.data.items[0];
    expect(row.store_name).toBeTruthy();
    expect(row.product_count).toBeGreaterThan(0);
    const inCategory = await t.database.db.select({ uuid: products.uuid }).from(products).where(eq(products.categoryUuid, row.uuid));
    expect(row.product_count).toBe(inCategory.length);
    // Pages do not overlap: a stable order.
    const next = await call(t.app, 'GET', '/category/company/list', { token: tok.admin, query: { pagenum: 1, limit: 5 } });
    const first = new Set(res.body.data.items.map((c: Row) => c.uuid));
    expect(next.body.data.items.some((c: Row) => first.has(c.uuid))).toBe(false);
  });

  it('the Acme owner sees only Acme categories; a manager only their store', async () => {
    const own = await call(t.app, 'GET', '/category/company/list', { token: tok.acmeOwner, query: { limit: 100 } });
    expect(own.status).toBe(200);
    const stores = new Set(own.body.data.items.map((c: Row) => c.store_uuid));
    expect([...stores].sort()).toEqual([w.hq, w.plant].sort());
    const mgr = await call(t.app, 'GET', '/category/store/list', { token: tok.acmeManager, query: { limit: 100 } });
    expect(mgr.status).toBe(200);
    expect(mgr.body.data.items.length).toBeGreaterThan(0);
    expect(mgr.body.data.items.every((c: Row) => c.store_uuid === w.hq)).toBe(true);
  });

  it('filters by store and searches case-insensitively, ignoring a one-character term', async () => {
    const res = await call(t.app, 'GET', '/category/store/list', { token: tok.acmeOwner, query: { store_uuid: w.plant, search: 'bReAkF' } });
    expect(res.body.data.items.map((c: Row) => [c.name, c.store_name])).toEqual([['Breakfast', 'Acme Plant Canteen']]);
    const one = await call(t.app, 'GET', '/category/store/list', { token: tok.acmeOwner, query: { store_uuid: w.plant, search: 'b' } });
    expect(one.body.data.total).toBe((await categoriesOf(w.plant)).length);
  });

  it('refuses another tenant\'s company or store with 403, and roles without catalogue access', async () => {
    expect((await call(t.app, 'GET', '/category/company/list', { token: tok.acmeOwner, query: { company_uuid: w.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/category/company/list', { token: tok.acmeOwner, query: { store_uuid: w.east } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/category/store/list', { token: tok.acmeManager, query: { store_uuid: w.plant } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/category/company/list', { token: tok.acmeCashier })).status).toBe(403);
    expect((await call(t.app, 'GET', '/category/company/list', { token: tok.alice })).status).toBe(403);
    expect((await call(t.app, 'GET', '/category/company/list')).status).toBe(401);
    expect((await call(t.app, 'GET', '/category/company/list', { token: tok.admin, query: { store_uuid: 'nope' } })).status).toBe(400);
  });
});

describe('category dropdowns', () => {
  it('a cashier gets the active categories of their store, in menu order', async () => {
    const res = await call(t.app, 'GET', '/category/store/dropdown/list', { token: tok.acmeCashier });
    expect(res.status).toBe(200);
    const expected = (await categoriesOf(w.hq)).filter((c) => c.status === 'active').sort((a, b) => a.sortOrder - b.sortOrder);
    expect(res.body.data.map((c: Row) => c.uuid)).toEqual(expected.map((c) => c.uuid));
    expect(res.body.data[0]).toEqual({
      uuid: expected[0].uuid,
      name: expected[0].name,
      slug: expected[0].slug,
      store_uuid: w.hq,
      store_name: 'Acme HQ Cafeteria',
    });
    expect((await call(t.app, 'GET', '/category/store/dropdown/list', { token: tok.acmeCashier, query: { store_uuid: w.plant } })).status).toBe(403);
  });

  it('the front desk gets their company\'s categories, never Globex\'s', async () => {
    const res = await call(t.app, 'GET', '/category/company/dropdown/list', { token: tok.acmeDesk });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.map((c: Row) => c.store_uuid))).toEqual(new Set([w.hq, w.plant]));
    expect((await call(t.app, 'GET', '/category/company/dropdown/list', { token: tok.acmeDesk, query: { company_uuid: w.globex } })).status).toBe(403);
    const both = await call(t.app, 'GET', '/category/dropdown/list', { token: tok.admin, query: { company_uuid: w.acme, store_uuid: w.plant } });
    expect(both.body.data.length).toBe((await categoriesOf(w.plant)).length);
    expect(both.body.data.every((c: Row) => c.store_uuid === w.plant)).toBe(true);
    expect((await call(t.app, 'GET', '/category/dropdown/list', { token: tok.globexOwner, query: { store_uuid: w.plant } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/category/dropdown/list', { token: tok.bob })).status).toBe(403);
  });
});

describe('public category list', () => {
  it('lists the active categories of a store by uuid or slug, with orderable product counts, without a token', async () => {
    const byUuid = await call(t.app, 'GET', '/category/lists', { query: { company_uuid: w.acme, store_uuid: w.hq } });
    expect(byUuid.status).toBe(200);
    const bySlug = await call(t.app, 'GET', '/category/lists', { query: { store_slug: 'acme-hq' } });
    expect(bySlug.body.data).toEqual(byUuid.body.data);
    const rows: Row[] = byUuid.body.data;
    expect(rows.map((c) => c.sort_order)).toEqual([...rows.map((c) => c.sort_order)].sort((a, b) => a - b));
    for (const c of rows) {
      const items = await t.database.db.select().from(products).where(eq(products.categoryUuid, c.uuid));
      const orderable = items.filter((p) => p.status === 'active' && p.isAvailable && (p.stock === null || p.stock > 0));
      expect(c.product_count).toBe(orderable.length);
    }
    expect(rows[0]).not.toHaveProperty('status');
  });

  it('answers 404 for a store of another company, an unknown or inactive store, and 400 without a store', async () => {
    expect((await call(t.app, 'GET', '/category/lists', { query: { company_uuid: w.globex, store_uuid: w.hq } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/category/lists', { query: { store_slug: 'no-such-store' } })).status).toBe(404);
    const bad = await call(t.app, 'GET', '/category/lists', { query: { company_uuid: w.acme } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
    await t.database.db.update(stores).set({ status: 'inactive' }).where(eq(stores.uuid, w.plant));
    try {
      expect((await call(t.app, 'GET', '/category/lists', { query: { store_uuid: w.plant } })).status).toBe(404);
    } finally {
      await t.database.db.update(stores).set({ status: 'active' }).where(eq(stores.uuid, w.plant));
    }
  });
});

describe('category writes', () => {
  it('a manager creates a category in their store: slug from the name, audited, shown in lists', async () => {
    const res = await call(t.app, 'POST', '/category/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, name: '  Chaat & Street Food ', description: 'Evening snacks', sort_order: 9 },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Chaat & Street Food',
      slug: 'chaat-street-food',
      store_uuid: w.hq,
      company_uuid: w.acme,
      status: 'active',
      product_count: 0,
      sort_order: 9,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityUuid, res.body.data.uuid));
    expect(audits).toHaveLength(1);
    const pub = await call(t.app, 'GET', '/category/lists', { query: { store_uuid: w.hq } });
    expect(pub.body.data.map((c: Row) => c.name)).toContain('Chaat & Street Food');
  });

  it('a name already used in the store is 409 (any case); the same name in another store is fine', async () => {
    const before = await countCategories();
    const dup = await call(t.app, 'POST', '/category/create', { token: tok.acmeOwner, body: { store_uuid: w.hq, name: 'BREAKFAST' } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.[0].path).toBe('name');
    expect(await countCategories()).toBe(before);
    const other = await call(t.app, 'POST', '/category/create', {
      token: tok.acmeOwner,
      body: { company_uuid: w.acme, store_uuid: w.plant, name: 'Chaat & Street Food' },
    });
    expect(other.status).toBe(201);
    expect(other.body.data.store_uuid).toBe(w.plant);
  });

  it('refuses a bad body with every reason and writes nothing', async () => {
    const before = await countCategories();
    const res = await call(t.app, 'POST', '/category/create', {
      token: tok.admin,
      body: { store_uuid: 'abc', name: 'x', image: 'https://evil.example.com/x.png', sort_order: -1, status: 'paused' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path).sort()).toEqual(['image', 'name', 'sort_order', 'status', 'store_uuid']);
    const traversal = await call(t.app, 'POST', '/category/create', {
      token: tok.admin,
      body: { store_uuid: w.hq, name: 'Sneaky', image: '/uploads/categories/../../etc/passwd' },
    });
    expect(traversal.status).toBe(400);
    const mismatch = await call(t.app, 'POST', '/category/create', {
      token: tok.admin,
      body: { company_uuid: w.globex, store_uuid: w.hq, name: 'Mismatch' },
    });
    expect(mismatch.status).toBe(400);
    expect(await countCategories()).toBe(before);
  });

  it('refuses a store outside the caller\'s scope with 403, and roles without catalogue access', async () => {
    const before = await countCategories();
    expect((await call(t.app, 'POST', '/category/create', { token: tok.acmeOwner, body: { store_uuid: w.east, name: 'Hijack' } })).status).toBe(403);
    expect((await call(t.app, 'POST', '/category/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.plant, name: 'Other Store' },
    })).status).toBe(403);
    expect((await call(t.app, 'POST', '/category/create', {
      token: tok.acmeCashier,
      body: { store_uuid: w.hq, name: 'Cashier Cat' },
    })).status).toBe(403);
    expect((await call(t.app, 'POST', '/category/create', { token: tok.acmeDesk, body: { store_uuid: w.hq, name: 'Desk Cat' } })).status).toBe(403);
    expect(await countCategories()).toBe(before);
  });

  it('updates a category (renaming moves the slug), within scope only', async () => {
    const snacks = await categoryNamed(w.hq, 'Snacks');
    const res = await call(t.app, 'PUT', `/category/update/${snacks.uuid}`, { token: tok.acmeManager, body: { name: 'Snacks & Bites', sort_order: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Snacks & Bites', slug: 'snacks-bites', sort_order: 2 });
    const taken = await call(t.app, 'PUT', `/category/update/${snacks.uuid}`, { token: tok.acmeManager, body: { name: 'Mains' } });
    expect(taken.status).toBe(409);
    // Saving the same name again is not a conflict with itself.
    expect((await call(t.app, 'PUT', `/category/update/${snacks.uuid}`, { token: tok.acmeManager, body: { name: 'Snacks & Bites' } })).status).toBe(200);
    const globexCat = (await categoriesOf(w.east))[0];
    expect((await call(t.app, 'PUT', `/category/update/${globexCat.uuid}`, { token: tok.acmeOwner, body: { name: 'Hijacked' } })).status).toBe(404);
    const plantCat = (await categoriesOf(w.plant))[0];
    expect((await call(t.app, 'PUT', `/category/update/${plantCat.uuid}`, { token: tok.acmeManager, body: { name: 'Not My Store' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/category/update/${snacks.uuid}`, { token: tok.acmeCashier, body: { name: 'Cashier' } })).status).toBe(403);
    expect((await call(t.app, 'PUT', `/category/update/${snacks.uuid}`, { token: tok.acmeManager, body: { sort_order: 'first' } })).status).toBe(400);
    const [g] = await t.database.db.select().from(categories).where(eq(categories.uuid, globexCat.uuid));
    expect(g.name).toBe(globexCat.name);
  });

  it('deactivating a category hides it from the public list and the dropdowns, and its products from the menu', async () => {
    const desserts = await categoryNamed(w.hq, 'Desserts');
    const off = await call(t.app, 'PUT', `/category/status/update/${desserts.uuid}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: true, message: 'Category deactivated', data: { status: 'inactive' } });
    const pub = await call(t.app, 'GET', '/category/lists', { query: { store_uuid: w.hq } });
    expect(pub.body.data.map((c: Row) => c.uuid)).not.toContain(desserts.uuid);
    const dd = await call(t.app, 'GET', '/category/store/dropdown/list', { token: tok.acmeManager });
    expect(dd.body.data.map((c: Row) => c.uuid)).not.toContain(desserts.uuid);
    const menu = await call(t.app, 'GET', '/product/lists', { query: { store_slug: 'acme-hq', category_uuid: desserts.uuid } });
    expect(menu.body.data.total).toBe(0);
    // Still in the back-office list, marked inactive.
    const list = await call(t.app, 'GET', '/category/store/list', { token: tok.acmeManager, query: { search: 'desserts' } });
    expect(list.body.data.items[0]).toMatchObject({ uuid: desserts.uuid, status: 'inactive' });
    expect((await call(t.app, 'PUT', `/category/status/update/${desserts.uuid}`, { token: tok.acmeOwner, body: { status: 'paused' } })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/category/status/update/${desserts.uuid}`, { token: tok.globexOwner, body: { status: 'active' } })).status).toBe(404);
    const on = await call(t.app, 'PUT', `/category/status/update/${desserts.uuid}`, { token: tok.acmeOwner, body: { status: 'active' } });
    expect(on.body.message).toBe('Category activated');
  });
});

describe('category image upload', () => {
  it('stores a real PNG as WebP, serves it with caching headers, and a category can use the path', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e67e22' } }).png().toBuffer();
    const res = await call(t.app, 'POST', '/category/upload/image', { token: tok.acmeManager, body: imageForm(png, 'tea.png', 'image/png') });
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^\/uploads\/categories\/[0-9a-f-]{36}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBeTruthy();
    const created = await call(t.app, 'POST', '/category/create', {
      token: tok.acmeManager,
      body: { store_uuid: w.hq, name: 'Tea Corner', image: res.body.data.image },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.image).toBe(res.body.data.image);
  });

  it('refuses a text file named .png, a request without a file, and roles without catalogue access', async () => {
    const fake = await call(t.app, 'POST', '/category/upload/image', {
      token: tok.acmeManager,
      body: imageForm(Buffer.from('just some text, not an image'), 'fake.png', 'image/png'),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.status).toBe(false);
    const none = await call(t.app, 'POST', '/category/upload/image', { token: tok.acmeManager, body: { image: 'x' } });
    expect(none.status).toBe(400);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await call(t.app, 'POST', '/category/upload/image', { token: tok.acmeCashier, body: imageForm(png, 'a.png', 'image/png') })).status).toBe(403);
    expect((await call(t.app, 'POST', '/category/upload/image', { body: imageForm(png, 'a.png', 'image/png') })).status).toBe(401);
  });
});

describe('category scope bookkeeping', () => {
  it('keeps every category in the company of its store', async () => {
    const rows = await t.database.db
      .select({ c: categories.companyUuid, s: stores.companyUuid })
      .from(categories)
      .innerJoin(stores, and(eq(stores.uuid, categories.storeUuid)));
    expect(rows.every((r) => r.c === r.s)).toBe(true);
  });
});
