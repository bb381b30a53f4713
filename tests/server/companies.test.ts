import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, stores } from '../../server/db/schema';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t);
const w = useWorld(t);

/** The slugs of a list's items or of a dropdown's entries. */
const slugs = (res: Awaited<ReturnType<typeof call>>): string[] => (res.body.data.items ?? res.body.data).map((r: { slug: string }) => r.slug);
const slugsAt = async (url: string, token: string) => slugs(await call(t.app, 'GET', url, { token }));
const countCompanies = async () => (await t.database.db.select().from(companies)).length;

describe('company lists', () => {
  it('admin sees every company, paged, with a stable order', async () => {
    const res = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { pagenum: 0, limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, pagenum: 0, limit: 1, pageCount: 2 });
    expect(res.body.data.items[0].name).toBe('Acme Foods');
    expect(res.body.data.items[0].store_count).toBe(2);
    const second = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { pagenum: 1, limit: 1 } });
    expect(second.body.data.items[0].name).toBe('Globex Canteens');
  });

  it('searches case-insensitively and ignores a one-character term', async () => {
    const hit = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { search: 'gLoB' } });
    expect(slugs(hit)).toEqual(['globex']);
    const one = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { search: 'g' } });
    expect(one.body.data.total).toBe(2);
    const wildcard = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { search: '%%' } });
    expect(wildcard.body.data.total).toBe(0);
  });

  it("a company user sees only their own company", async () => {
    expect(await slugsAt('/company/list', tok.acmeOwner)).toEqual(['acme']);
    expect(await slugsAt('/company/dropdown/list', tok.acmeOwner)).toEqual(['acme']);
  });

  it('the public list shows active companies without contact details', async () => {
    const res = await call(t.app, 'GET', '/company/lists', { query: { pagenum: 0, limit: 10, search: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBe(2);
    expect(res.body.data.items[0]).not.toHaveProperty('email');
  });

  it('answers 400 for a bad query and 401 without a token', async () => {
    const bad = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { limit: 'lots' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false });
    expect(bad.body.errors?.[0].path).toBe('limit');
    expect((await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { limit: 1000 } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/company/list')).status).toBe(401);
  });

  it('refuses roles that have no company list', async () => {
    expect((await call(t.app, 'GET', '/company/list', { token: tok.acmeCashier })).status).toBe(403);
    expect((await call(t.app, 'GET', '/company/list', { token: tok.alice })).status).toBe(403);
  });

  it('sorts companies and stores over the whole list, page by page; an unknown column is 400', async () => {
    const companyPage = async (pagenum: number) =>
      (await call(t.app, 'GET', '/company/list', {
        token: tok.admin,
        query: { pagenum, limit: 1, sort_by: 'name', sort_dir: 'desc' },
      })).body.data.items[0].name;
    expect([await companyPage(0), await companyPage(1)]).toEqual(['Globex Canteens', 'Acme Foods']);
    const storeCounts = async (pagenum: number) =>
      ((await call(t.app, 'GET', '/company/store/admin/list', {
        token: tok.admin,
        query: { pagenum, limit: 2, sort_by: 'company', sort_dir: 'desc' },
      })).body.data.items as { company_name: string }[]).map(
        (s) => s.company_name,
      );
    const [p0, p1] = [await storeCounts(0), await storeCounts(1)];
    expect(p0[0]).toBe('Globex Canteens');
    expect(p1.at(-1)).toBe('Acme Foods');
    expect((await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { sort_by: 'email' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/company/store/list', { token: tok.acmeOwner, query: { sort_by: 'store_count' } })).status).toBe(400);
  });
});

describe('company writes', () => {
  it('admin creates a company, with a slug made from its name, and it is audited', async () => {
    const res = await call(t.app, 'POST', '/company/create', {
      token: tok.admin,
      body: { name: 'Initech Café', email: 'ops@initech.example.com', currency: 'eur' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Initech Café', slug: 'initech-cafe', currency: 'EUR', status: 'active' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityUuid, res.body.data.uuid));
    expect(audits).toHaveLength(1);
  });

  it('refuses a bad body with every reason and writes nothing', async () => {
    const before = await countCompanies();
    const res = await call(t.app, 'POST', '/company/create', { token: tok.admin, body: { name: 'x', email: 'nope', currency: 'euros', tax_rate_bps: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path).sort()).toEqual(['currency', 'email', 'name', 'tax_rate_bps']);
    expect(await countCompanies()).toBe(before);
  });

  it('refuses a taken slug with 409', async () => {
    const before = await countCompanies();
    const res = await call(t.app, 'POST', '/company/create', { token: tok.admin, body: { name: 'Another Acme', slug: 'acme' } });
    expect(res.status).toBe(409);
    expect(res.body.errors?.[0].path).toBe('slug');
    expect(await countCompanies()).toBe(before);
  });

  it('a cashier, a manager and a company owner cannot create a company', async () => {
    const before = await countCompanies();
    for (const who of ['acmeCashier', 'acmeManager', 'acmeOwner'] as const) {
      const res = await call(t.app, 'POST', '/company/create', { token: tok[who], body: { name: `By ${who}` } });
      expect(res.status).toBe(403);
    }
    expect(await countCompanies()).toBe(before);
  });

  it('the owner updates their own company but not its status, and Globex is not found for them', async () => {
    const own = await call(t.app, 'PUT', `/company/update/${w.acme}`, { token: tok.acmeOwner, body: { address: '1 Acme Way' } });
    expect(own.status).toBe(200);
    expect(own.body.data.address).toBe('1 Acme Way');
    const status = await call(t.app, 'PUT', `/company/update/${w.acme}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(status.status).toBe(403);
    const other = await call(t.app, 'PUT', `/company/update/${w.globex}`, { token: tok.acmeOwner, body: { name: 'Hijacked' } });
    expect(other.status).toBe(404);
    const [g] = await t.database.db.select().from(companies).where(eq(companies.uuid, w.globex));
    expect(g.name).toBe('Globex Canteens');
    expect((await call(t.app, 'PUT', `/company/status/update/${w.globex}`, { token: tok.acmeOwner, body: { status: 'inactive' } })).status).toBe(403);
  });

  it('shows one company in scope, and not another tenant', async () => {
    const own = await call(t.app, 'GET', `/company/view/${w.acme}`, { token: tok.acmeOwner });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ slug: 'acme', name: 'Acme Foods' });
    expect((await call(t.app, 'GET', `/company/view/${w.globex}`, { token: tok.acmeOwner })).status).toBe(404);
    expect((await call(t.app, 'GET', `/company/view/${w.globex}`, { token: tok.admin })).body.data.slug).toBe('globex');
    expect((await call(t.app, 'GET', `/company/view/${w.acme}`, { token: tok.acmeCashier })).status).toBe(403);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await call(t.app, 'PUT', '/company/update/not-a-uuid', { token: tok.admin, body: { name: 'Xyz Co' } })).status).toBe(400);
    expect((await call(t.app, 'PUT', '/company/update/00000000-0000-4000-8000-000000000000', { token: tok.admin, body: { name: 'Xyz Co' } })).status).toBe(404);
  });

  it('admin deactivates a company: it leaves the public lists and its staff are locked out', async () => {
    const created = await call(t.app, 'POST', '/company/create', { token: tok.admin, body: { name: 'Umbrella Diner' } });
    const uuid = created.body.data.uuid;
    await call(t.app, 'POST', '/company/store/create', { token: tok.admin, body: { company_uuid: uuid, name: 'Umbrella One' } });
    const off = await call(t.app, 'PUT', `/company/status/update/${uuid}`, { token: tok.admin, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    const pub = await call(t.app, 'GET', '/company/lists', { query: { search: 'umbrella' } });
    expect(pub.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/company/get/stores', { query: { company_slug: 'umbrella-diner' } })).status).toBe(404);
    const bad = await call(t.app, 'PUT', `/company/status/update/${uuid}`, { token: tok.admin, body: { status: 'paused' } });
    expect(bad.status).toBe(400);
  });
});

describe('stores', () => {
  it('the public store list of a company, by slug', async () => {
    const res = await call(t.app, 'GET', '/company/get/stores', { query: { company_slug: 'acme' } });
    expect(res.status).toBe(200);
    expect(slugs(res).sort()).toEqual(['acme-hq', 'acme-plant']);
    // Tills and kiosks work out totals (offline too) with the company's currency and tax rate.
    expect((res.body as unknown as { company: { currency: string; tax_rate_bps: number } }).company).toMatchObject({
      currency: expect.any(String),
      tax_rate_bps: expect.any(Number),
    });
    expect((await call(t.app, 'GET', '/company/get/stores', { query: { company_slug: 'Not A Slug!' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/company/get/stores', { query: { company_slug: 'nobody' } })).status).toBe(404);
  });

  it('the owner lists their stores; asking for Globex is 403', async () => {
    const res = await call(t.app, 'GET', '/company/store/list', { token: tok.acmeOwner, query: { page: 0, limit: 10 } });
    expect(res.status).toBe(200);
    expect(slugs(res).sort()).toEqual(['acme-hq', 'acme-plant']);
    const other = await call(t.app, 'GET', '/company/store/list', { token: tok.acmeOwner, query: { company_uuid: w.globex } });
    expect(other.status).toBe(403);
    const dd = await call(t.app, 'GET', '/company/store/dropdown/list', { token: tok.acmeOwner, query: { company_uuid: w.globex } });
    expect(dd.status).toBe(403);
  });

  it('a manager sees only their own store', async () => {
    expect(await slugsAt('/company/store/list', tok.acmeManager)).toEqual(['acme-hq']);
    expect(await slugsAt('/company/store/dropdown/list', tok.acmeCashier)).toEqual(['acme-hq']);
  });

  it('admin filters stores by company, pages with `page`, and searches', async () => {
    const res = await call(t.app, 'GET', '/company/store/admin/list', { token: tok.admin, query: { company_uuid: w.globex, page: 0, limit: 1 } });
    expect(res.body.data).toMatchObject({ total: 2, pageCount: 2 });
    const search = await call(t.app, 'GET', '/company/store/admin/list', { token: tok.admin, query: { search: 'PLANT' } });
    expect(slugs(search)).toEqual(['acme-plant']);
    expect((await call(t.app, 'GET', '/company/store/admin/list', { token: tok.acmeOwner })).status).toBe(403);
  });

  it('order stores: a company consumer gets their company, and not another', async () => {
    const res = await call(t.app, 'GET', '/company/get/order/stores', { token: tok.alice });
    expect(slugs(res).sort()).toEqual(['acme-hq', 'acme-plant']);
    expect((await call(t.app, 'GET', '/company/get/order/stores', { token: tok.alice, query: { company_uuid: w.globex } })).status).toBe(403);
  });

  it('the owner creates a store in their company, not in Globex', async () => {
    const ok = await call(t.app, 'POST', '/company/store/create', {
      token: tok.acmeOwner,
      body: { company_uuid: w.acme, name: 'Acme Lab Kiosk', opening_hours: '08:00-16:00' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ slug: 'acme-lab-kiosk', company_uuid: w.acme, company_name: 'Acme Foods' });
    const before = (await t.database.db.select().from(stores)).length;
    const refused = await call(t.app, 'POST', '/company/store/create', { token: tok.acmeOwner, body: { company_uuid: w.globex, name: 'Sneaky Store' } });
    expect(refused.status).toBe(403);
    const invalid = await call(t.app, 'POST', '/company/store/create', { token: tok.admin, body: { company_uuid: 'abc', name: '' } });
    expect(invalid.status).toBe(400);
    const takenSlug = await call(t.app, 'POST', '/company/store/create', {
      token: tok.admin,
      body: { company_uuid: w.acme, name: 'Dup', slug: 'globex-east' },
    });
    expect(takenSlug.status).toBe(409);
    expect((await t.database.db.select().from(stores)).length).toBe(before);
    expect((await call(t.app, 'POST', '/company/store/create', {
      token: tok.acmeManager,
      body: { company_uuid: w.acme, name: 'Manager Store' },
    })).status).toBe(403);
  });

  it('updates and switches the status of stores within scope only', async () => {
    const upd = await call(t.app, 'PUT', `/company/store/update/${w.plant}`, { token: tok.acmeOwner, body: { phone: '9123456789' } });
    expect(upd.status).toBe(200);
    expect(upd.body.data.phone).toBe('9123456789');
    expect((await call(t.app, 'PUT', `/company/store/update/${w.east}`, { token: tok.acmeOwner, body: { name: 'Mine now' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/company/store/status/update/${w.east}`, {
      token: tok.acmeOwner,
      body: { status: 'inactive' },
    })).status).toBe(404);
    const off = await call(t.app, 'PUT', `/company/store/status/update/${w.plant}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(off.body.data.status).toBe('inactive');
    const pub = await call(t.app, 'GET', '/company/get/stores', { query: { company_slug: 'acme' } });
    expect(slugs(pub)).not.toContain('acme-plant');
    await call(t.app, 'PUT', `/company/store/status/update/${w.plant}`, { token: tok.acmeOwner, body: { status: 'active' } });
    expect((await call(t.app, 'PUT', `/company/store/status/update/${w.hq}`, {
      token: tok.acmeCashier,
      body: { status: 'inactive' },
    })).status).toBe(403);
  });
});
