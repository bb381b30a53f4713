// Consumers and company consumers: the look-up lists (the till included), single writes and the bulk
// CSV/XLSX upload that writes every row or none.
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { call, lastCodeFor, login, useDirectory, useTestApp, useTokens } from './helpers';

const t = useTestApp();
const tok = useTokens(t);
const { company, person } = useDirectory(t);

type Row = {
  uuid: string;
  email: string | null;
  mobile: string;
  name: string;
  role: string;
  company_uuid: string | null;
  status: string;
  has_password: boolean;
  employee_code: string | null;
};

const countUsers = async () => (await t.database.db.select({ uuid: users.uuid }).from(users)).length;
const countCompanyConsumers = async (companyUuid: string) =>
  (await t.database.db.select({ uuid: users.uuid }).from(users).where(and(eq(users.companyUuid, companyUuid), eq(users.role, 'company_consumer')))).length;

/** A multipart body as a browser form would send it: fields, then the one file. */
async function form(fields: Record<string, string>, file?: { name: string; data: Buffer | string; type?: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: file.type ?? 'text/csv' }), file.name);
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

const csv = (rows: string[][]) => ['name,mobile,email,employee_code', ...rows.map((r) => r.join(','))].join('\n');
const bulkRows = (n: number, prefix: string) =>
  Array.from(
    { length: n },
    (_, i) => [`Employee ${prefix}${i}`, `6${prefix}${String(i).padStart(8, '0')}`, `emp${i}@${prefix}.bulk.example.com`, `E-${prefix}-${i}`],
  );

describe('consumer lists', () => {
  it('the owner sees their company consumers, searchable by name, e-mail and mobile; never a password hash', async () => {
    const res = await call(t.app, 'GET', '/user/company/consumer/list', { token: tok.acmeOwner, query: { pagenum: 0, limit: 100 } });
    expect(res.status).toBe(200);
    const rows = res.body.data.items as Row[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.role === 'company_consumer' && r.company_uuid === company.acme)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|passwordHash|argon2/);
    for (const search of ['ALICE', 'alice@example', '9000000001']) {
      const hit = await call(t.app, 'GET', '/user/company/consumer/list', { token: tok.acmeOwner, query: { search } });
      expect((hit.body.data.items as Row[]).map((r) => r.email)).toEqual(['alice@example.com']);
    }
    const bob = await call(t.app, 'GET', '/user/company/consumer/list', { token: tok.acmeOwner, query: { search: 'bob' } });
    expect(bob.body.data.total).toBe(0);
  });

  it('admin sees consumers of both kinds across companies; others only their company', async () => {
    const all = await call(t.app, 'GET', '/user/consumer/list', { token: tok.admin, query: { limit: 100 } });
    const kinds = new Set((all.body.data.items as Row[]).map((r) => r.role));
    expect(kinds).toEqual(new Set(['consumer', 'company_consumer']));
    expect((all.body.data.items as Row[]).some((r) => r.email === 'carol@example.com' && r.company_uuid === null)).toBe(true);
    const globex = await call(t.app, 'GET', '/user/consumer/list', { token: tok.admin, query: { company_uuid: company.globex, search: 'bob' } });
    expect((globex.body.data.items as Row[]).map((r) => r.email)).toEqual(['bob@example.com']);
    const own = await call(t.app, 'GET', '/user/consumer/list', { token: tok.acmeDesk, query: { search: 'carol' } });
    expect(own.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/user/consumer/list', { token: tok.acmeOwner, query: { company_uuid: company.globex } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/user/company/consumer/list', { token: tok.acmeDesk, query: { company_uuid: company.globex } })).status).toBe(403);
  });

  it("the till finds a company consumer by mobile; another company's consumer is not found", async () => {
    const res = await call(t.app, 'GET', '/user/cashier/consumer/list', { token: tok.acmeCashier, query: { search: '9000000001' } });
    expect(res.status).toBe(200);
    expect((res.body.data.items as Row[]).map((r) => r.name)).toEqual(['Alice Sharma']);
    const bob = await call(t.app, 'GET', '/user/cashier/consumer/list', { token: tok.acmeCashier, query: { search: '9000000002' } });
    expect(bob.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', '/user/cashier/consumer/list', { token: tok.acmeManager, query: { company_uuid: company.globex } })).status).toBe(403);
  });

  it('consumers themselves cannot list consumers', async () => {
    for (const path of ['/user/company/consumer/list', '/user/cashier/consumer/list', '/user/consumer/list']) {
      expect((await call(t.app, 'GET', path, { token: tok.alice })).status).toBe(403);
      expect((await call(t.app, 'GET', path)).status).toBe(401);
    }
  });
});

describe('consumer writes', () => {
  it('the front desk creates a company consumer without a password, who then logs in by mobile code', async () => {
    const res = await call(t.app, 'POST', '/user/create/company/consumer', {
      token: tok.acmeDesk,
      body: { name: 'Walk In Worker', mobile: '7300000001', employee_code: 'AC-0042' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      role: 'company_consumer',
      company_uuid: company.acme,
      email: null,
      employee_code: 'AC-0042',
      has_password: false,
      status: 'active',
    });
    expect((await call(t.app, 'POST', '/user/login/mobile', { body: { mobile: '7300000001' } })).status).toBe(200);
    const otp = await lastCodeFor(t.database, '7300000001');
    const loggedIn = await call(t.app, 'POST', '/user/login/mobile/verify', { body: { mobile: '7300000001', otp } });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.user.company_slug).toBe('acme');
  });

  it('a consumer with a password logs in with it; e-mail is stored lowercased', async () => {
    const res = await call(t.app, 'POST', '/user/create/company/consumer', {
      token: tok.acmeManager,
      body: { name: 'Meal Plan User', email: 'Meal.Plan@Acme.Example.com', mobile: '7300000002', password: 'Lunch@2025' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: 'meal.plan@acme.example.com', has_password: true });
    await login(t.app, 'meal.plan@acme.example.com', 'Lunch@2025');
  });

  it('refuses a cashier, a taken mobile, a missing company for admin and a Globex company for the owner, writing nothing', async () => {
    const before = await countUsers();
    const body = { name: 'Someone New', mobile: '7300000003' };
    expect((await call(t.app, 'POST', '/user/create/company/consumer', { token: tok.acmeCashier, body })).status).toBe(403);
    const taken = await call(t.app, 'POST', '/user/create/company/consumer', {
      token: tok.acmeOwner,
      body: { ...body, mobile: '9000000002', email: 'bob@example.com' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.map((e) => e.path)).toEqual(['email', 'mobile']);
    const noCompany = await call(t.app, 'POST', '/user/create/company/consumer', { token: tok.admin, body });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors?.[0].path).toBe('company_uuid');
    expect((await call(t.app, 'POST', '/user/create/company/consumer', {
      token: tok.acmeOwner,
      body: { ...body, company_uuid: company.globex },
    })).status).toBe(403);
    const invalid = await call(t.app, 'POST', '/user/create/company/consumer', {
      token: tok.acmeOwner,
      body: { name: 'Ok Name', mobile: 'call me', email: 'x@' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.map((e) => e.path).sort()).toEqual(['email', 'mobile']);
    expect(await countUsers()).toBe(before);
  });

  it('admin creates a consumer with no company; others may not', async () => {
    const res = await call(t.app, 'POST', '/user/create/consumer', {
      token: tok.admin,
      body: { name: 'Free Agent', mobile: '7300000004', email: 'free@example.com' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'consumer', company_uuid: null });
    person['free@example.com'] = res.body.data.uuid;
    expect((await call(t.app, 'POST', '/user/create/consumer', {
      token: tok.acmeOwner,
      body: { name: 'Not Allowed', mobile: '7300000005' },
    })).status).toBe(403);
  });

  it("updates consumers within scope; Globex's and company-less consumers are not found for Acme", async () => {
    const alice = person['alice@example.com'];
    const upd = await call(t.app, 'PUT', `/user/update/company/consumer/${alice}`, {
      token: tok.acmeDesk,
      body: { employee_code: 'AC-0001', name: 'Alice S. Sharma' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ employee_code: 'AC-0001', name: 'Alice S. Sharma' });
    const bob = person['bob@example.com'];
    expect((await call(t.app, 'PUT', `/user/update/company/consumer/${bob}`, { token: tok.acmeOwner, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/user/update/consumer/${bob}`, { token: tok.acmeOwner, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/user/update/consumer/${person['free@example.com']}`, {
      token: tok.acmeOwner,
      body: { name: 'Hijacked' },
    })).status).toBe(404);
    // A plain consumer is reached by admin on the general route, not the company consumer route.
    expect((await call(t.app, 'PUT', `/user/update/company/consumer/${person['free@example.com']}`, {
      token: tok.admin,
      body: { name: 'Nope' },
    })).status).toBe(404);
    const cleared = await call(t.app, 'PUT', `/user/update/consumer/${person['free@example.com']}`, { token: tok.admin, body: { email: null } });
    expect(cleared.body.data.email).toBeNull();
    expect((await call(t.app, 'PUT', `/user/update/consumer/${alice}`, { token: tok.acmeCashier, body: { name: 'Till Edit' } })).status).toBe(403);
    const taken = await call(t.app, 'PUT', `/user/update/consumer/${alice}`, { token: tok.acmeOwner, body: { mobile: '9000000002' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0].path).toBe('mobile');
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, bob));
    expect(row.name).toBe('Bob Fernandes');
  });

  it('a deactivated consumer cannot log in; the status of a Globex consumer is out of reach', async () => {
    const created = await call(t.app, 'POST', '/user/create/company/consumer', {
      token: tok.acmeOwner,
      body: { name: 'Short Stay', mobile: '7300000006', email: 'short@acme.example.com', password: 'Lunch@2025' },
    });
    const uuid = created.body.data.uuid as string;
    const session = await login(t.app, 'short@acme.example.com', 'Lunch@2025');
    const off = await call(t.app, 'PUT', '/user/change/consumer/status', { token: tok.acmeDesk, body: { uuid, status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('inactive');
    expect((await call(t.app, 'GET', '/company/me', { token: session })).status).toBe(401);
    expect((await call(t.app, 'POST', '/company/login', { body: { email: 'short@acme.example.com', password: 'Lunch@2025' } })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/user/change/consumer/status', {
      token: tok.acmeOwner,
      body: { uuid: person['bob@example.com'], status: 'inactive' },
    })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/user/change/consumer/status', { token: tok.acmeCashier, body: { uuid, status: 'active' } })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/user/change/consumer/status', { token: tok.acmeOwner, body: { uuid, status: 'gone' } })).status).toBe(400);
  });
});

describe('bulk consumer upload', () => {
  it('a valid 1,000-row CSV writes exactly 1,000 company consumers', async () => {
    const before = await countCompanyConsumers(company.acme);
    const rows = bulkRows(1000, '1');
    const upload = await form({}, { name: 'staff.csv', data: csv(rows) });
    const started = Date.now();
    const res = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeOwner, body: upload.body, headers: upload.headers });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, message: '1000 rows uploaded', data: { inserted: 1000 } });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await countCompanyConsumers(company.acme)).toBe(before + 1000);
    const [one] = await t.database.db.select().from(users).where(eq(users.mobile, rows[7][1]));
    expect(one).toMatchObject({ name: 'Employee 17', email: 'emp7@1.bulk.example.com', employeeCode: 'E-1-7', passwordHash: null, status: 'active' });
  });

  it('a file with two bad rows writes nothing and names both lines', async () => {
    const before = await countUsers();
    const rows = bulkRows(300, '2');
    rows[2][1] = '12ab'; // line 4: a mobile that is not a number
    rows[7][1] = '9000000001'; // line 9: Alice's mobile is taken
    const upload = await form({}, { name: 'staff.csv', data: csv(rows) });
    const res = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeOwner, body: upload.body, headers: upload.headers });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toMatch(/2 of 300 rows/);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['line 4', 'line 9']);
    expect(res.body.errors?.[0].message).toMatch(/mobile/);
    expect(res.body.errors?.[1].message).toMatch(/already exists/);
    expect(await countUsers()).toBe(before);
    const written = await t.database.db.select().from(users).where(inArray(users.mobile, [rows[0][1], rows[299][1]]));
    expect(written).toHaveLength(0);
  });

  it('repeats inside the file and bad e-mails are named by line', async () => {
    const rows = bulkRows(5, '3');
    rows[3][1] = rows[0][1]; // line 5 repeats line 2's mobile
    rows[4][2] = 'not-an-email'; // line 6
    rows[1][2] = rows[2][2].toUpperCase(); // line 3 and line 4 share an e-mail (case does not matter)
    const upload = await form({}, { name: 'staff.csv', data: csv(rows) });
    const res = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeDesk, body: upload.body, headers: upload.headers });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'line 4', message: expect.stringMatching(/email: .* is already on line 3/) },
      { path: 'line 5', message: expect.stringMatching(/mobile: .* is already on line 2/) },
      { path: 'line 6', message: expect.stringMatching(/^email: /) },
    ]);
  });

  it('an XLSX file made in a spreadsheet program uploads too; admin names the company as a form field', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Consumers');
    ws.addRow(['Name', 'Mobile', 'Email', 'Employee Code']);
    for (let i = 0; i < 25; i++) ws.addRow([
      `Globex Person ${i}`,
      Number(`64${String(i).padStart(8, '0')}`),
      i % 2 ? `gp${i}@globex.example.com` : null,
      `G${i}`,
    ]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const before = await countCompanyConsumers(company.globex);
    const noCompany = await form({}, { name: 'people.xlsx', data, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const refused = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.admin, body: noCompany.body, headers: noCompany.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].path).toBe('company_uuid');
    const upload = await form(
      { company_uuid: company.globex },
      { name: 'people.xlsx', data, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    );
    const res = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.admin, body: upload.body, headers: upload.headers });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ inserted: 25 });
    expect(await countCompanyConsumers(company.globex)).toBe(before + 25);
  });

  it('refuses a cashier, a Globex company for the owner, a missing file and a missing column', async () => {
    const before = await countUsers();
    const good = await form({}, { name: 'staff.csv', data: csv(bulkRows(3, '4')) });
    expect((await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeCashier, body: good.body, headers: good.headers })).status).toBe(403);
    const globex = await form({ company_uuid: company.globex }, { name: 'staff.csv', data: csv(bulkRows(3, '4')) });
    expect((await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeOwner, body: globex.body, headers: globex.headers })).status).toBe(403);
    const noFile = await form({ company_uuid: company.acme });
    const missing = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeOwner, body: noFile.body, headers: noFile.headers });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0].path).toBe('file');
    const json = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeOwner, body: { rows: [] } });
    expect(json.status).toBe(400);
    const noMobile = await form({}, { name: 'staff.csv', data: 'name,email\nAda,ada@example.com\n' });
    const col = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.acmeOwner, body: noMobile.body, headers: noMobile.headers });
    expect(col.status).toBe(400);
    expect(col.body.message).toMatch(/mobile/);
    expect(await countUsers()).toBe(before);
  });

  it('handles 5,000 rows in one go', async () => {
    const upload = await form({}, { name: 'big.csv', data: csv(bulkRows(5000, '5')) });
    const started = Date.now();
    const res = await call(t.app, 'POST', '/user/upload/bulk', { token: tok.globexOwner, body: upload.body, headers: upload.headers });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ inserted: 5000 });
    expect(Date.now() - started).toBeLessThan(25_000);
  });
});
