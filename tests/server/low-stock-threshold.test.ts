// The low-stock level (issue 16): a product may set its own, else its store's default applies,
// else LOW_STOCK_THRESHOLD (5); the dashboard's "running out" reads it. Whole numbers ≥ 0 or empty.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '../../server/contracts/constants/reports';
import { stores } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeOwner', 'acmeManager']);

const ids = {} as { store: string; category: string };

async function product(name: string, stock: number | null, level?: number | null) {
  const res = await call(t.app, 'POST', '/product/create', {
    token: tok.acmeOwner,
    body: {
      store_uuid: ids.store,
      category_uuid: ids.category,
      name,
      price: 1000,
      type: 'veg',
      stock,
      ...(level !== undefined ? { low_stock_threshold: level } : {}),
    },
  });
  expect(res.status).toBe(201);
  return res.body.data as { uuid: string; low_stock_threshold: number | null };
}

const runningOut = async () => {
  const res = await call(t.app, 'GET', '/report/attention', { token: tok.acmeOwner, query: { store_uuid: ids.store } });
  expect(res.status).toBe(200);
  const a = res.body.data as { low_stock: { name: string; stock: number; threshold: number }[]; low_stock_count: number; low_stock_threshold: number };
  return { names: a.low_stock.map((p) => p.name).sort(), rows: a.low_stock, count: a.low_stock_count, fallback: a.low_stock_threshold };
};

const setStore = (level: unknown) =>
  call(t.app, 'PUT', `/company/store/update/${ids.store}`, { token: tok.acmeOwner, body: { low_stock_threshold: level } });

describe('the low-stock level', () => {
  it('set up: a fresh store with its own products', async () => {
    const store = await call(t.app, 'POST', '/company/store/create', {
      token: tok.acmeOwner,
      body: { company_uuid: w.acme, name: `Low stock ${Date.now().toString(36)}` },
    });
    expect(store.status).toBe(201);
    expect(store.body.data.low_stock_threshold).toBeNull();
    ids.store = store.body.data.uuid;
    const cat = await call(t.app, 'POST', '/category/create', { token: tok.acmeOwner, body: { store_uuid: ids.store, name: 'Shelf' } });
    expect(cat.status).toBe(201);
    ids.category = cat.body.data.uuid;
  });

  it('without any level set, running out is at or below 5', async () => {
    await product('Five left', LOW_STOCK_THRESHOLD);
    await product('Six left', LOW_STOCK_THRESHOLD + 1);
    await product('Untracked', null);
    const r = await runningOut();
    expect(r.names).toEqual(['Five left']);
    expect(r.rows[0].threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(r.fallback).toBe(LOW_STOCK_THRESHOLD);
  });

  it('a product’s own level wins over the default, either way', async () => {
    const made = await product('Eight of ten', 8, 10);
    expect(made.low_stock_threshold).toBe(10);
    await product('Four of two', 4, 2);
    await product('Zero of zero', 0, 0);
    const r = await runningOut();
    expect(r.names).toEqual(['Eight of ten', 'Five left', 'Zero of zero']);
    expect(r.rows.find((p) => p.name === 'Eight of ten')?.threshold).toBe(10);
  });

  it('the store’s default applies to products without their own; clearing it falls back to 5', async () => {
    const res = await setStore(6);
    expect(res.status).toBe(200);
    expect(res.body.data.low_stock_threshold).toBe(6);
    expect((await runningOut()).names).toEqual(['Eight of ten', 'Five left', 'Six left', 'Zero of zero']);
    // A product's own level still wins over the store's.
    expect((await runningOut()).names).not.toContain('Four of two');

    expect((await setStore(null)).body.data.low_stock_threshold).toBeNull();
    expect((await runningOut()).names).toEqual(['Eight of ten', 'Five left', 'Zero of zero']);
  });

  it('a product’s level is changed and cleared by an update', async () => {
    const p = await product('Nine', 9);
    expect((await runningOut()).names).not.toContain('Nine');
    const up = await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeOwner, body: { low_stock_threshold: 9 } });
    expect(up.status).toBe(200);
    expect(up.body.data.low_stock_threshold).toBe(9);
    expect((await runningOut()).names).toContain('Nine');
    const cleared = await call(t.app, 'PUT', `/product/update/${p.uuid}`, { token: tok.acmeOwner, body: { low_stock_threshold: null } });
    expect(cleared.body.data.low_stock_threshold).toBeNull();
    expect((await runningOut()).names).not.toContain('Nine');
  });

  it('refuses a level that is not a whole number ≥ 0, for a product and a store, and changes nothing', async () => {
    for (const bad of [-1, 2.5, '3', true]) {
      const res = await call(t.app, 'POST', '/product/create', {
        token: tok.acmeOwner,
        body: { store_uuid: ids.store, category_uuid: ids.category, name: `Bad ${String(bad)}`, price: 1000, type: 'veg', stock: 1, low_stock_threshold: bad },
      });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(false);
      expect(res.body.errors?.map((e: { path: string }) => e.path)).toContain('low_stock_threshold');
      const store = await setStore(bad);
      expect(store.status).toBe(400);
      expect(store.body.errors?.map((e: { path: string }) => e.path)).toContain('low_stock_threshold');
    }
    expect((await runningOut()).names).toEqual(['Eight of ten', 'Five left', 'Zero of zero']);
    const [row] = await t.database.db.select({ level: stores.lowStockThreshold }).from(stores).where(eq(stores.uuid, ids.store));
    expect(row.level).toBeNull();
  });

  it('a store manager does not set a store’s default (its company does)', async () => {
    expect((await call(t.app, 'PUT', `/company/store/update/${ids.store}`, { token: tok.acmeManager, body: { low_stock_threshold: 1 } })).status).toBe(403);
  });
});
