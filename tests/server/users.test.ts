// Staff accounts: cashiers (admin, company owner, store manager), company roles (cashier and manager
// groups) and front desk executives, with the tenant rules a company owner and a manager would notice.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../server/db/schema';
import { call, login, useDirectory, useTestApp, useTokens } from './helpers';

const t = useTestApp();
const tok = useTokens(t);
const { company, store, person } = useDirectory(t);

type Row = { uuid: string; email: string; name: string; role: string; store_name: string | null; company_uuid: string; store_uuid: string; status: string };

const countUsers = async () => (await t.database.db.select({ uuid: users.uuid }).from(users)).length;
const newCashier = (n: string, storeUuid: string) =>
  ({ name: `Cashier ${n}`, email: `cashier.${n}@acme.example.com`, mobile: `77000${n.padStart(5, '0')}`, password: 'Till@2025x', store_uuid: storeUuid });

/** The statuses of renaming a staff member and of switching them off, as `token` tries both. */
async function changesOf(kind: 'cashier' | 'executive', uuid: string, token: string) {
  const renamed = await call(t.app, 'PUT', `/user/update/${kind}/${uuid}`, { token, body: { name: 'Hijacked' } });
  const switchedOff = await call(t.app, 'PUT', `/user/change/${kind}/status`, { token, body: { uuid, status: 'inactive' } });
  return [renamed.status, switchedOff.status];
}

describe('cashier users', () => {
  it('admin lists every cashier; the owner only Acme cashiers, with their store name; no password hash', async () => {
    const all = await call(t.app, 'GET', '/user/list/cashier', { token: tok.admin, query: { pagenum: 0, limit: 50 } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    const own = await call(t.app, 'GET', '/user/list/cashier', { token: tok.acmeOwner, query: { pagenum: 0, limit: 10 } });
    expect(own.body.data).toMatchObject({ total: 2, pagenum: 0, limit: 10, pageCount: 1 });
    const rows = own.body.data.items as Row[];
    expect(rows.map((r) => r.email).sort()).toEqual(['cashier.hq@acme.example.com', 'cashier.plant@acme.example.com']);
    expect(rows.find((r) => r.email === 'cashier.hq@acme.example.com')?.store_name).toBe('Acme HQ Cafeteria');
    expect(JSON.stringify(own.body)).not.toMatch(/password_hash|passwordHash|argon2/);
  });

  it('a manager sees only their store; filters and search work; out-of-scope filters are 403', async () => {
    const mine = await call(t.app, 'GET', '/user/list/cashier', { token: tok.acmeManager });
    expect((mine.body.data.items as Row[]).map((r) => r.email)).toEqual(['cashier.hq@acme.example.com']);
    expect((await call(t.app, 'GET', '/user/list/cashier', { token: tok.acmeManager, query: { store_uuid: store['acme-plant'] } })).status).toBe(403);
    const byStore = await call(t.app, 'GET', '/user/list/cashier', { token: tok.acmeOwner, query: { store_uuid: store['acme-plant'] } });
    expect((byStore.body.data.items as Row[]).map((r) => r.email)).toEqual(['cashier.plant@acme.example.com']);
    const search = await call(t.app, 'GET', '/user/list/cashier', { token: tok.admin, query: { search: 'NEHA' } });
    expect((search.body.data.items as Row[]).map((r) => r.email)).toEqual(['cashier.west@globex.example.com']);
    expect((await call(t.app, 'GET', '/user/list/cashier', { token: tok.acmeOwner, query: { company_uuid: company.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/user/list/cashier', { token: tok.acmeOwner, query: { store_uuid: store['globex-east'] } })).status).toBe(403);
  });

  it('refuses cashiers, executives and consumers', async () => {
    for (const who of ['acmeCashier', 'acmeDesk', 'alice'] as const) {
      expect((await call(t.app, 'GET', '/user/list/cashier', { token: tok[who] })).status).toBe(403);
    }
    const before = await countUsers();
    const res = await call(t.app, 'POST', '/user/register/cashier', { token: tok.acmeCashier, body: newCashier('1', store['acme-hq']) });
    expect(res.status).toBe(403);
    expect(await countUsers()).toBe(before);
  });

  it('a manager creates a cashier in their store; the cashier logs in, and once deactivated cannot', async () => {
    const res = await call(t.app, 'POST', '/user/register/cashier', {
      token: tok.acmeManager,
      body: { ...newCashier('2', store['acme-hq']), email: 'New.Cashier@Acme.Example.com' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'new.cashier@acme.example.com',
      role: 'cashier',
      store_name: 'Acme HQ Cafeteria',
      company_uuid: company.acme,
      status: 'active',
      has_password: true,
    });
    expect(res.body.data).not.toHaveProperty('password_hash');
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, res.body.data.uuid));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityUuid, row.uuid))).length).toBe(1);

    const cashierToken = await login(t.app, 'new.cashier@acme.example.com', 'Till@2025x');
    expect((await call(t.app, 'GET', '/company/me', { token: cashierToken })).body.data.role).toBe('cashier');

    const off = await call(t.app, 'PUT', '/user/change/cashier/status', { token: tok.acmeOwner, body: { uuid: row.uuid, status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    expect((await call(t.app, 'GET', '/company/me', { token: cashierToken })).status).toBe(401);
    const again = await call(t.app, 'POST', '/company/login', { body: { email: 'new.cashier@acme.example.com', password: 'Till@2025x' } });
    expect(again.status).toBe(403);
    const on = await call(t.app, 'PUT', '/user/change/cashier/status', { token: tok.acmeManager, body: { uuid: row.uuid, status: 'active' } });
    expect(on.body.data.status).toBe('active');
    expect((await call(t.app, 'POST', '/company/login', { body: { email: 'new.cashier@acme.example.com', password: 'Till@2025x' } })).status).toBe(200);
  });

  it('a store outside the caller scope is refused and nothing is written', async () => {
    const before = await countUsers();
    expect((await call(t.app, 'POST', '/user/register/cashier', { token: tok.acmeManager, body: newCashier('3', store['acme-plant']) })).status).toBe(403);
    expect((await call(t.app, 'POST', '/user/register/cashier', { token: tok.acmeOwner, body: newCashier('4', store['globex-east']) })).status).toBe(403);
    const unknown = await call(t.app, 'POST', '/user/register/cashier', { token: tok.admin, body: newCashier('5', '00000000-0000-4000-8000-000000000000') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0].path).toBe('store_uuid');
    expect(await countUsers()).toBe(before);
  });

  it('refuses a bad body with every reason, and a taken e-mail or mobile with 409, writing nothing', async () => {
    const before = await countUsers();
    const bad = await call(t.app, 'POST', '/user/register/cashier', {
      token: tok.acmeOwner,
      body: { name: 'X', email: 'nope', mobile: '12', password: 'short', store_uuid: 'x' },
    });
    expect(bad.status).toBe(400);
    expect([...new Set(bad.body.errors?.map((e) => e.path))].sort()).toEqual(['email', 'mobile', 'name', 'password', 'store_uuid']);
    const dupEmail = await call(t.app, 'POST', '/user/register/cashier', {
      token: tok.acmeOwner,
      body: { ...newCashier('6', store['acme-hq']), email: 'OWNER@acme.example.com' },
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.errors).toEqual([{ path: 'email', message: expect.any(String), code: expect.any(String) }]);
    const dupMobile = await call(t.app, 'POST', '/user/register/cashier', {
      token: tok.acmeOwner,
      body: { ...newCashier('7', store['acme-hq']), mobile: '9000000001' },
    });
    expect(dupMobile.status).toBe(409);
    expect(dupMobile.body.errors?.[0].path).toBe('mobile');
    expect(await countUsers()).toBe(before);
  });

  it('updates a cashier within scope: the owner moves one to another store; a manager cannot', async () => {
    const created = await call(t.app, 'POST', '/user/register/cashier', { token: tok.acmeOwner, body: newCashier('8', store['acme-hq']) });
    const uuid = created.body.data.uuid as string;
    const renamed = await call(t.app, 'PUT', `/user/update/cashier/${uuid}`, { token: tok.acmeManager, body: { name: 'Renamed Cashier' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Renamed Cashier');
    expect((await call(t.app, 'PUT', `/user/update/cashier/${uuid}`, { token: tok.acmeManager, body: { store_uuid: store['acme-plant'] } })).status).toBe(403);
    const moved = await call(t.app, 'PUT', `/user/update/cashier/${uuid}`, { token: tok.acmeOwner, body: { store_uuid: store['acme-plant'] } });
    expect(moved.body.data).toMatchObject({ store_uuid: store['acme-plant'], store_name: 'Acme Plant Canteen' });
    // Now in the plant, the HQ manager no longer finds them.
    expect((await call(t.app, 'PUT', `/user/update/cashier/${uuid}`, { token: tok.acmeManager, body: { name: 'Back to HQ' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/user/update/cashier/${uuid}`, { token: tok.acmeOwner, body: { store_uuid: store['globex-east'] } })).status).toBe(403);
    const taken = await call(t.app, 'PUT', `/user/update/cashier/${uuid}`, { token: tok.acmeOwner, body: { email: 'cashier.hq@acme.example.com' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0].path).toBe('email');
  });

  it("a Globex cashier is not found for Acme's owner or manager, and stays unchanged", async () => {
    const globexCashier = person['cashier.east@globex.example.com'];
    expect(await changesOf('cashier', globexCashier, tok.acmeOwner)).toEqual([404, 404]);
    expect((await call(t.app, 'PUT', '/user/change/cashier/status', {
      token: tok.acmeManager,
      body: { uuid: person['cashier.plant@acme.example.com'], status: 'inactive' },
    })).status).toBe(404);
    // A manager is not a cashier: the cashier routes do not reach them.
    expect((await call(t.app, 'PUT', `/user/update/cashier/${person['manager.hq@acme.example.com']}`, {
      token: tok.acmeOwner,
      body: { name: 'Not a cashier' },
    })).status).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, globexCashier));
    expect(row).toMatchObject({ name: 'Amit Joshi', status: 'active' });
  });

  it('a new password from the owner ends the open sessions of that cashier', async () => {
    const created = await call(t.app, 'POST', '/user/register/cashier', { token: tok.acmeOwner, body: newCashier('9', store['acme-hq']) });
    const session = await login(t.app, 'cashier.9@acme.example.com', 'Till@2025x');
    const res = await call(t.app, 'PUT', `/user/update/cashier/${created.body.data.uuid}`, { token: tok.acmeOwner, body: { password: 'Fresh@2025y' } });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/company/me', { token: session })).status).toBe(401);
    expect((await call(t.app, 'POST', '/company/login', { body: { email: 'cashier.9@acme.example.com', password: 'Till@2025x' } })).status).toBe(401);
    await login(t.app, 'cashier.9@acme.example.com', 'Fresh@2025y');
  });

  it('sorts the whole staff list on the server across pages; each list takes only its own columns', async () => {
    const names = async (pagenum: number, sort_dir: 'asc' | 'desc') =>
      ((await call(t.app, 'GET', '/company/list/cashier/manager', {
        token: tok.admin,
        query: { pagenum, limit: 2, sort_by: 'store', sort_dir },
      })).body.data.items as Row[]).map((r) => r.store_name);
    const all = ((await call(t.app, 'GET', '/company/list/cashier/manager', {
      token: tok.admin,
      query: { limit: 100 },
    })).body.data.items as Row[]).map((r) => r.store_name ?? '');
    const desc = [...all].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
    const [first, second] = [await names(0, 'desc'), await names(1, 'desc')];
    expect(first[0]).toBe(desc[0]);
    expect(first.at(-1)!.toLowerCase().localeCompare(second[0]!.toLowerCase())).toBeGreaterThanOrEqual(0);
    expect((await names(0, 'asc'))[0]).toBe(desc.at(-1));
    const consumers = await call(t.app, 'GET', '/user/consumer/list', { token: tok.admin, query: { limit: 100, sort_by: 'name', sort_dir: 'desc' } });
    expect(consumers.status).toBe(200);
    const consumerNames = (consumers.body.data.items as Row[]).map((r) => r.name.toLowerCase());
    expect(consumerNames).toEqual([...consumerNames].sort((a, b) => b.localeCompare(a)));
    expect((await call(t.app, 'GET', '/user/consumer/list', { token: tok.admin, query: { sort_by: 'role' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/user/list/executive', { token: tok.admin, query: { sort_by: 'password_hash' } })).status).toBe(400);
  });
});

describe('company roles (cashier and manager groups)', () => {
  it('lists by group within the company, for admin and the owner only', async () => {
    const managers = await call(t.app, 'GET', '/company/list/cashier/manager', { token: tok.acmeOwner, query: { page: 0, limit: 50, group: 'manager' } });
    expect(managers.status).toBe(200);
    expect((managers.body.data.items as Row[]).map((r) => r.email).sort()).toEqual(['manager.hq@acme.example.com', 'manager.plant@acme.example.com']);
    const all = await call(t.app, 'GET', '/company/list/cashier/manager', { token: tok.acmeOwner, query: { limit: 50 } });
    expect((all.body.data.items as Row[]).every((r) => ['cashier', 'manager'].includes(r.role) && r.company_uuid === company.acme)).toBe(true);
    expect((all.body.data.items as Row[]).some((r) => r.role === 'cashier')).toBe(true);
    const globex = await call(t.app, 'GET', '/company/list/cashier/manager', { token: tok.admin, query: { company_uuid: company.globex, group: 'cashier' } });
    expect(globex.body.data.total).toBe(2);
    expect((await call(t.app, 'GET', '/company/list/cashier/manager', { token: tok.acmeOwner, query: { company_uuid: company.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/company/list/cashier/manager', { token: tok.acmeOwner, query: { group: 'chef' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/company/list/cashier/manager', { token: tok.acmeManager })).status).toBe(403);
  });

  it('the owner adds a manager, switches their role and deactivates them; Globex staff are out of reach', async () => {
    const res = await call(t.app, 'POST', '/company/add/cashier/manager', {
      token: tok.acmeOwner,
      body: {
        name: 'Second Manager',
        email: 'manager2@acme.example.com',
        mobile: '7100000001',
        password: 'Manage@2025',
        role: 'manager',
        store_uuid: store['acme-plant'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'manager', store_name: 'Acme Plant Canteen' });
    const uuid = res.body.data.uuid as string;
    const managerToken = await login(t.app, 'manager2@acme.example.com', 'Manage@2025');
    expect((await call(t.app, 'GET', '/user/list/cashier', { token: managerToken })).status).toBe(200);

    const switched = await call(t.app, 'PUT', `/company/role/update/${uuid}`, { token: tok.acmeOwner, body: { role: 'cashier' } });
    expect(switched.body.data.role).toBe('cashier');
    const off = await call(t.app, 'PUT', `/company/role/status/update/${uuid}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    expect((await call(t.app, 'POST', '/company/login', { body: { email: 'manager2@acme.example.com', password: 'Manage@2025' } })).status).toBe(403);

    const globexManager = person['manager.east@globex.example.com'];
    expect((await call(t.app, 'PUT', `/company/role/update/${globexManager}`, { token: tok.acmeOwner, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/company/role/status/update/${globexManager}`, { token: tok.acmeOwner, body: { status: 'inactive' } })).status).toBe(404);
    // Executives are not part of the cashier/manager groups.
    expect((await call(t.app, 'PUT', `/company/role/update/${person['desk@acme.example.com']}`, {
      token: tok.acmeOwner,
      body: { name: 'Desk' },
    })).status).toBe(404);
  });

  it('refuses a role outside the groups, a store outside the company and a manager as caller, writing nothing', async () => {
    const before = await countUsers();
    const body = { name: 'Someone Else', email: 'someone@acme.example.com', mobile: '7100000002', password: 'Manage@2025', store_uuid: store['acme-hq'] };
    const badRole = await call(t.app, 'POST', '/company/add/cashier/manager', { token: tok.acmeOwner, body: { ...body, role: 'admin' } });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors?.[0].path).toBe('role');
    expect((await call(t.app, 'POST', '/company/add/cashier/manager', {
      token: tok.acmeOwner,
      body: { ...body, role: 'manager', store_uuid: store['globex-west'] },
    })).status).toBe(403);
    expect((await call(t.app, 'POST', '/company/add/cashier/manager', { token: tok.acmeManager, body: { ...body, role: 'cashier' } })).status).toBe(403);
    expect(await countUsers()).toBe(before);
  });
});

describe('front desk executives', () => {
  it('the owner lists, creates, updates and deactivates executives of their company', async () => {
    const list = await call(t.app, 'GET', '/user/list/executive', { token: tok.acmeOwner });
    expect((list.body.data.items as Row[]).map((r) => r.email)).toEqual(['desk@acme.example.com']);
    const created = await call(t.app, 'POST', '/user/register/executive', {
      token: tok.acmeOwner,
      body: { name: 'Desk Two', email: 'desk2@acme.example.com', mobile: '7200000001', password: 'Front@2025' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ role: 'executive', company_uuid: company.acme, store_uuid: null });
    const uuid = created.body.data.uuid as string;
    const deskToken = await login(t.app, 'desk2@acme.example.com', 'Front@2025');
    expect((await call(t.app, 'GET', '/company/me', { token: deskToken })).body.data.company_slug).toBe('acme');

    const upd = await call(t.app, 'PUT', `/user/update/executive/${uuid}`, { token: tok.acmeOwner, body: { mobile: '7200000002' } });
    expect(upd.body.data.mobile).toBe('7200000002');
    const off = await call(t.app, 'PUT', '/user/change/executive/status', { token: tok.acmeOwner, body: { uuid, status: 'inactive' } });
    expect(off.body.data.status).toBe('inactive');
    expect((await call(t.app, 'GET', '/company/me', { token: deskToken })).status).toBe(401);
  });

  it('admin must name the company; the owner cannot name Globex; Globex executives are not found', async () => {
    const before = await countUsers();
    const body = { name: 'Desk Three', email: 'desk3@example.com', mobile: '7200000003', password: 'Front@2025' };
    const noCompany = await call(t.app, 'POST', '/user/register/executive', { token: tok.admin, body });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors?.[0].path).toBe('company_uuid');
    expect((await call(t.app, 'POST', '/user/register/executive', { token: tok.acmeOwner, body: { ...body, company_uuid: company.globex } })).status).toBe(403);
    expect(await countUsers()).toBe(before);
    const adminMade = await call(t.app, 'POST', '/user/register/executive', { token: tok.admin, body: { ...body, company_uuid: company.globex } });
    expect(adminMade.body.data.company_uuid).toBe(company.globex);

    expect(await changesOf('executive', person['desk@globex.example.com'], tok.acmeOwner)).toEqual([404, 404]);
    expect((await call(t.app, 'GET', '/user/list/executive', { token: tok.acmeOwner, query: { company_uuid: company.globex } })).status).toBe(403);
    const adminList = await call(t.app, 'GET', '/user/list/executive', { token: tok.admin, query: { company_uuid: company.globex } });
    expect((adminList.body.data.items as Row[]).map((r) => r.email).sort()).toEqual(['desk3@example.com', 'desk@globex.example.com']);
  });

  it('managers, cashiers and executives cannot manage executives', async () => {
    for (const who of ['acmeManager', 'acmeCashier', 'acmeDesk'] as const) {
      expect((await call(t.app, 'GET', '/user/list/executive', { token: tok[who] })).status).toBe(403);
      expect((await call(t.app, 'PUT', '/user/change/executive/status', {
        token: tok[who],
        body: { uuid: person['desk@acme.example.com'], status: 'inactive' },
      })).status).toBe(403);
    }
    const [desk] = await t.database.db.select().from(users).where(and(eq(users.email, 'desk@acme.example.com'), eq(users.status, 'active')));
    expect(desk).toBeDefined();
  });
});
