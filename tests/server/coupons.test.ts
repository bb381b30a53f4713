// Coupon management: company owners manage their company's coupons, managers their store's only;
// rules on value and dates, and codes unique per company.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../server/db/schema';
import { call, useDirectory, useTestApp, useTokens } from './helpers';

const t = useTestApp();
const tok = useTokens(t);
const { company, store } = useDirectory(t);

type Coupon = {
  uuid: string;
  code: string;
  company_uuid: string;
  store_uuid: string | null;
  store_name: string | null;
  type: string;
  value: number;
  max_discount: number | null;
  status: string;
};

const countCoupons = async () => (await t.database.db.select({ uuid: coupons.uuid }).from(coupons)).length;
const day = 86_400_000;
const window = (fromDays = 0, toDays = 30) =>
  ({ valid_from: new Date(Date.now() + fromDays * day).toISOString(), valid_to: new Date(Date.now() + toDays * day).toISOString() });
const globexCoupon = async () => (await t.database.db.select().from(coupons).where(eq(coupons.companyUuid, company.globex)))[0];

describe('coupon list', () => {
  it('the owner sees only Acme coupons, paged, searchable by code and description, filtered by type', async () => {
    const res = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { page: 0, limit: 100 } });
    expect(res.status).toBe(200);
    const rows = res.body.data.items as Coupon[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((c) => c.company_uuid === company.acme)).toBe(true);
    const byCode = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { search: 'welcome' } });
    expect((byCode.body.data.items as Coupon[]).map((c) => c.code)).toEqual(['WELCOME10']);
    const byText = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { search: 'ICASH' } });
    expect((byText.body.data.items as Coupon[]).map((c) => c.code)).toContain('WALLET15');
    const flat = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { type: 'flat', limit: 100 } });
    expect((flat.body.data.items as Coupon[]).every((c) => c.type === 'flat')).toBe(true);
    const wallet = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { offer_type: 'wallet' } });
    expect((wallet.body.data.items as Coupon[]).map((c) => c.code)).toEqual(['WALLET15']);
    expect((await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { type: 'bogo' } })).status).toBe(400);
  });

  it("a manager sees only their store's coupons; admin filters by company", async () => {
    const res = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeManager, query: { limit: 100 } });
    const rows = res.body.data.items as Coupon[];
    expect(rows.map((c) => c.code)).toEqual(['LUNCH20']);
    expect(rows[0].store_name).toBe('Acme HQ Cafeteria');
    const admin = await call(t.app, 'GET', '/coupon/list', { token: tok.admin, query: { company_uuid: company.globex, limit: 100 } });
    expect((admin.body.data.items as Coupon[]).every((c) => c.company_uuid === company.globex)).toBe(true);
    expect(admin.body.data.total).toBeGreaterThan(0);
  });

  it('refuses Globex filters for Acme, and roles without coupon management', async () => {
    expect((await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { company_uuid: company.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { store_uuid: store['globex-east'] } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/coupon/list', { token: tok.acmeManager, query: { store_uuid: store['acme-plant'] } })).status).toBe(403);
    for (const who of ['acmeCashier', 'acmeDesk', 'alice'] as const) {
      expect((await call(t.app, 'GET', '/coupon/list', { token: tok[who] })).status).toBe(403);
    }
  });

  it('sorts all coupons in scope by usage across pages; an unknown column is 400', async () => {
    const page = async (pagenum: number) =>
      (await call(t.app, 'GET', '/coupon/list', {
        token: tok.admin,
        query: { pagenum, limit: 2, sort_by: 'used', sort_dir: 'desc' },
      })).body.data.items as (Coupon & { used_count: number })[];
    const [first, second] = [await page(0), await page(1)];
    const counts = (await t.database.db.select({ n: coupons.usedCount }).from(coupons)).map((c) => c.n);
    expect(first[0].used_count).toBe(Math.max(...counts));
    expect(second.length).toBeGreaterThan(0);
    expect(first.at(-1)!.used_count).toBeGreaterThanOrEqual(second[0].used_count);
    const byCode = await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { limit: 100, sort_by: 'code', sort_dir: 'desc' } });
    const codes = (byCode.body.data.items as Coupon[]).map((c) => c.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect((await call(t.app, 'GET', '/coupon/list', { token: tok.acmeOwner, query: { sort_by: 'description' } })).status).toBe(400);
  });
});

describe('coupon writes', () => {
  it('the owner creates a company-wide percentage coupon; the code is uppercased and the write audited', async () => {
    const res = await call(t.app, 'POST', '/coupon/add', {
      token: tok.acmeOwner,
      body: {
        code: 'summer-15',
        description: '15% off in summer',
        type: 'percentage',
        offer_type: 'all',
        value: 1500,
        max_discount: 7500,
        min_order: 20000,
        ...window(),
        usage_limit: 100,
        per_user_limit: 2,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      code: 'SUMMER-15',
      company_uuid: company.acme,
      store_uuid: null,
      value: 1500,
      max_discount: 7500,
      used_count: 0,
      status: 'active',
    });
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityUuid, res.body.data.uuid))).length).toBe(1);
  });

  it("a manager's coupon is always their store's; another store is refused", async () => {
    const res = await call(t.app, 'POST', '/coupon/add', {
      token: tok.acmeManager,
      body: { code: 'HQ-FLAT10', type: 'flat', value: 1000, max_discount: 500, ...window() },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ store_uuid: store['acme-hq'], store_name: 'Acme HQ Cafeteria', offer_type: 'all', min_order: 0, max_discount: null });
    const before = await countCoupons();
    expect((await call(t.app, 'POST', '/coupon/add', {
      token: tok.acmeManager,
      body: { code: 'PLANT-10', type: 'flat', value: 1000, store_uuid: store['acme-plant'], ...window() },
    })).status).toBe(403);
    expect(await countCoupons()).toBe(before);
  });

  it('validation: over 100%, an end before the start and a zero value are refused with every reason, writing nothing', async () => {
    const before = await countCoupons();
    const over = await call(t.app, 'POST', '/coupon/add', { token: tok.acmeOwner, body: { code: 'TOO-MUCH', type: 'percentage', value: 10_001, ...window() } });
    expect(over.status).toBe(400);
    expect(over.body.errors?.map((e) => e.path)).toEqual(['value']);
    const backwards = await call(t.app, 'POST', '/coupon/add', {
      token: tok.acmeOwner,
      body: { code: 'BACKWARDS', type: 'flat', value: 500, ...window(10, 5) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.map((e) => e.path)).toEqual(['valid_to']);
    const bad = await call(t.app, 'POST', '/coupon/add', {
      token: tok.acmeOwner,
      body: { code: 'a', type: 'half', value: 0, valid_from: 'tomorrow', valid_to: '2030-01-01', min_order: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['code', 'min_order', 'type', 'valid_from', 'valid_to', 'value']);
    const money = await call(t.app, 'POST', '/coupon/add', { token: tok.acmeOwner, body: { code: 'HALF-RUPEE', type: 'flat', value: 12.5, ...window() } });
    expect(money.status).toBe(400);
    expect(await countCoupons()).toBe(before);
  });

  it('a duplicate code in the same company is 409 and writes nothing; another company may use it', async () => {
    const before = await countCoupons();
    const dup = await call(t.app, 'POST', '/coupon/add', { token: tok.acmeOwner, body: { code: 'welcome10', type: 'flat', value: 500, ...window() } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.[0].path).toBe('code');
    expect(await countCoupons()).toBe(before);
    const other = await call(t.app, 'POST', '/coupon/add', { token: tok.globexOwner, body: { code: 'SUMMER-15', type: 'flat', value: 500, ...window() } });
    expect(other.status).toBe(201);
    expect(other.body.data.company_uuid).toBe(company.globex);
  });

  it('tenant rules on create: Globex company or store for Acme is 403; admin must name a company', async () => {
    const before = await countCoupons();
    const body = { code: 'SNEAKY', type: 'flat', value: 500, ...window() };
    expect((await call(t.app, 'POST', '/coupon/add', { token: tok.acmeOwner, body: { ...body, company_uuid: company.globex } })).status).toBe(403);
    expect((await call(t.app, 'POST', '/coupon/add', { token: tok.acmeOwner, body: { ...body, store_uuid: store['globex-east'] } })).status).toBe(403);
    const noCompany = await call(t.app, 'POST', '/coupon/add', { token: tok.admin, body });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors?.[0].path).toBe('company_uuid');
    const mismatch = await call(t.app, 'POST', '/coupon/add', {
      token: tok.admin,
      body: { ...body, company_uuid: company.acme, store_uuid: store['globex-east'] },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0].path).toBe('store_uuid');
    expect((await call(t.app, 'POST', '/coupon/add', { token: tok.acmeCashier, body })).status).toBe(403);
    expect(await countCoupons()).toBe(before);
  });

  it('updates a coupon against its stored values; Globex coupons are not found for Acme', async () => {
    const created = await call(t.app, 'POST', '/coupon/add', {
      token: tok.acmeOwner,
      body: { code: 'EDIT-ME', type: 'percentage', value: 1000, ...window(1, 10) },
    });
    const uuid = created.body.data.uuid as string;
    const upd = await call(t.app, 'PUT', `/coupon/update/${uuid}`, {
      token: tok.acmeOwner,
      body: { value: 2000, max_discount: 3000, store_uuid: store['acme-plant'] },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ value: 2000, max_discount: 3000, store_name: 'Acme Plant Canteen' });
    // The stored window starts in a day: an end today is before it.
    const backwards = await call(t.app, 'PUT', `/coupon/update/${uuid}`, { token: tok.acmeOwner, body: { valid_to: new Date().toISOString() } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0].path).toBe('valid_to');
    const over = await call(t.app, 'PUT', `/coupon/update/${uuid}`, { token: tok.acmeOwner, body: { value: 20_000 } });
    expect(over.status).toBe(400);
    const taken = await call(t.app, 'PUT', `/coupon/update/${uuid}`, { token: tok.acmeOwner, body: { code: 'FLAT50' } });
    expect(taken.status).toBe(409);
    const toFlat = await call(t.app, 'PUT', `/coupon/update/${uuid}`, { token: tok.acmeOwner, body: { type: 'flat', value: 2500 } });
    expect(toFlat.body.data).toMatchObject({ type: 'flat', value: 2500, max_discount: null });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.uuid, uuid));
    expect(row.code).toBe('EDIT-ME');

    const g = await globexCoupon();
    expect((await call(t.app, 'PUT', `/coupon/update/${g.uuid}`, { token: tok.acmeOwner, body: { value: 1 } })).status).toBe(404);
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.uuid, g.uuid));
    expect(after.value).toBe(g.value);
  });

  it("a manager cannot change a company-wide coupon or another store's", async () => {
    const [wide] = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'))).filter((c) => c.companyUuid === company.acme);
    expect((await call(t.app, 'PUT', `/coupon/update/${wide.uuid}`, { token: tok.acmeManager, body: { value: 1 } })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/coupon/status/change', { token: tok.acmeManager, body: { uuid: wide.uuid, status: 'inactive' } })).status).toBe(404);
    const [lunch] = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'LUNCH20'))).filter((c) => c.storeUuid === store['acme-hq']);
    const own = await call(t.app, 'PUT', `/coupon/update/${lunch.uuid}`, { token: tok.acmeManager, body: { description: 'Lunch deal' } });
    expect(own.status).toBe(200);
  });

  it('switches status within scope only', async () => {
    const [welcome] = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'))).filter((c) => c.companyUuid === company.acme);
    const off = await call(t.app, 'PUT', '/coupon/status/change', { token: tok.acmeOwner, body: { uuid: welcome.uuid, status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    const on = await call(t.app, 'PUT', '/coupon/status/change', { token: tok.admin, body: { uuid: welcome.uuid, status: 'active' } });
    expect(on.body.data.status).toBe('active');
    const g = await globexCoupon();
    expect((await call(t.app, 'PUT', '/coupon/status/change', { token: tok.acmeOwner, body: { uuid: g.uuid, status: 'inactive' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/coupon/status/change', { token: tok.acmeCashier, body: { uuid: welcome.uuid, status: 'inactive' } })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/coupon/status/change', { token: tok.acmeOwner, body: { uuid: welcome.uuid, status: 'paused' } })).status).toBe(400);
  });
});
