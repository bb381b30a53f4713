// Answers an outside audit found outside the envelope or without the security headers: NUL bytes in
// text (500s from PostgreSQL), Fastify's own 414, refusals of the access hook without CSP/HSTS, and
// database errors by class.
import { request } from 'node:http';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletEntries } from '../../server/db/schema';
import { databaseFailure } from '../../server/plugins/errors';
import { ACCOUNTS, call, createTestApp, login, useTestApp, useTokens } from './helpers';

const t = useTestApp();
const tok = useTokens(t, ['admin']);

/** The app listening on a real port (the HTTP parser's refusals never reach inject). */
async function buildListening() {
  const other = await createTestApp();
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = other.app.server.address();
  return { port: typeof addr === 'object' && addr ? addr.port : 0, close: () => other.close() };
}

function rawGet(
  port: number,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/v1/health', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'x-frame-options'];

describe('text with U+0000', () => {
  it('is a 400 in the envelope on a list search, a body field and a path, and writes nothing', async () => {
    const search = await call(t.app, 'GET', '/company/list', { token: tok.admin, query: { search: 'a\u0000b' } });
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({ status: false, message: 'Text may not contain the NUL character (U+0000)', errors: [{ path: 'search' }] });

    const before = (await t.database.db.select({ n: count() }).from(walletEntries))[0].n;
    const credit = await call(t.app, 'POST', '/cash/credit', {
      token: tok.admin,
      body: { user_uuid: '2f1c6f3e-9d6a-4c1b-8e6f-0d5e7a9b1c2d', amount: 100, reason: 'a\u0000b' },
    });
    expect(credit.status).toBe(400);
    expect(credit.body.errors).toEqual([{ path: 'reason', message: 'Text may not contain the NUL character (U+0000)', code: 'common.nul' }]);
    expect((await t.database.db.select({ n: count() }).from(walletEntries))[0].n).toBe(before);

    const nested = await call(t.app, 'POST', '/cart/add', { body: { ip_address: 'dev-1', items: [{ note: 'x\u0000' }] } });
    expect(nested.status).toBe(400);
    expect(nested.body.status).toBe(false);

    const path = await t.app.inject({ method: 'GET', url: '/api/v1/company/view/a%00b', headers: { 'x-auth-token': tok.admin } });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ status: false });
  });

  it('refuses an export before its first byte, as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/report/export/admin?search=a%00b', headers: { 'x-auth-token': tok.admin } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: false });
  });
});

describe("Fastify's own refusals", () => {
  it('an over-long path part is a 414 in the envelope that does not echo the path, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/company/view/${'A'.repeat(3000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: false, message: 'A part of the address is too long' });
    expect(res.payload).not.toContain('AAAA');
    for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeDefined();
  });

  it('a body that is not JSON is a 400 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The request body is not valid JSON', code: 'common.badJson' });
  });
});

describe('bodies the routes never expected', () => {
  it('a body nested thousands deep is a 400, also where a key would hash it (it overflowed the stack: 500)', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const url of ['/api/v1/cart/clear?company_uuid=2f1c6f3e-9d6a-4c1b-8e6f-0d5e7a9b1c2d', '/api/v1/cart/delete/2f1c6f3e-9d6a-4c1b-8e6f-0d5e7a9b1c2d']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${url.length}` },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: 'The body is nested more than 32 levels deep' });
    }
  });

  it('a multipart upload without a boundary is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/upload/image',
      headers: { 'x-auth-token': tok.admin, 'content-type': 'multipart/form-data' },
      payload: '--x\r\n\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The upload is not a valid multipart form', code: 'common.badMultipart' });
  });

  it('headers over the parser limit are a 431 in the envelope with the security headers, from a real socket', async () => {
    const server = await buildListening();
    try {
      const res = await rawGet(server.port, { 'x-filler': 'a'.repeat(70_000) });
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({ status: false, message: 'The request line or headers are too large' });
      for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeDefined();
    } finally {
      await server.close();
    }
  });
});

describe('security headers', () => {
  it('are on a 401 of the access hook, a 403, a 404 and a success alike', async () => {
    const cashier = await login(t.app, ACCOUNTS.acmeCashier);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/company/list' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/company/list', headers: { 'x-auth-token': 'not-a-token' } }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no/such/route' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/company/list', headers: { 'x-auth-token': cashier } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 404, 200, 403]);
    for (const a of answers) for (const h of SECURITY_HEADERS) expect(a.headers[h], `${h} on ${a.statusCode}`).toBeDefined();
  });

  it("lets scripts connect to the app's own origin only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });
});

describe('database errors by class', () => {
  const pgErr = (code: string) => Object.assign(new Error('db'), { code });
  it('maps bad values to 400, conflicts to 409, an unreachable or busy database to 503', () => {
    expect(databaseFailure(pgErr('22P02'))?.status).toBe(400);
    expect(databaseFailure(pgErr('22021'))?.status).toBe(400);
    expect(databaseFailure(pgErr('22001'))?.status).toBe(400);
    expect(databaseFailure(pgErr('54000'))?.status).toBe(400);
    expect(databaseFailure(pgErr('23505'))?.status).toBe(409);
    expect(databaseFailure(pgErr('40P01'))?.status).toBe(503);
    expect(databaseFailure(pgErr('57P01'))?.status).toBe(503);
    expect(databaseFailure(pgErr('53300'))?.status).toBe(503);
    // Drizzle wraps the driver's error; a cut connection has no SQLSTATE at all.
    expect(databaseFailure(Object.assign(new Error('Failed query'), { cause: pgErr('08006') }))?.status).toBe(503);
    expect(databaseFailure(new Error('Connection terminated unexpectedly'))?.status).toBe(503);
    expect(databaseFailure(new Error('something else'))).toBeUndefined();
  });
});
