import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, outboxMessages, sessions, users } from '../../server/db/schema';
import { ACCOUNTS, call, createTestApp, lastCodeFor, login, type TestApp, useTestApp } from './helpers';

const t = useTestApp();

describe('POST /company/login', () => {
  it('logs in by e-mail and answers token, message and the user', async () => {
    const res = await call(t.app, 'POST', '/company/login', { body: { email: 'Owner@Acme.example.com', password: 'Demo@1234' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toMatch(/logged in/i);
    expect(res.body.token).toMatch(/^ey/);
    expect(res.body.data.user).toMatchObject({ email: ACCOUNTS.acmeOwner, role: 'company', company_slug: 'acme' });
    expect(res.body.data.refresh_token).toBeTruthy();
    expect(res.body.data.user).not.toHaveProperty('password_hash');
  });

  it('logs in by mobile number', async () => {
    const [alice] = await t.database.db.select().from(users).where(eq(users.email, ACCOUNTS.alice));
    const res = await call(t.app, 'POST', '/company/login', { body: { mobile: alice.mobile, password: 'Demo@1234' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(ACCOUNTS.alice);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await call(t.app, 'POST', '/company/login', { body: { email: ACCOUNTS.admin, password: 'nope-nope1' } });
    const unknown = await call(t.app, 'POST', '/company/login', { body: { email: 'ghost@example.com', password: 'Demo@1234' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: false, message: unknown.body.message, code: 'auth.badCredentials' });
  });

  it('answers 400 with the envelope when the body is incomplete or not JSON', async () => {
    const empty = await call(t.app, 'POST', '/company/login', { body: { password: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.body.status).toBe(false);
    expect(empty.body.errors?.[0].path).toBe('email');
    const garbage = await t.app.inject({ method: 'POST', url: '/api/v1/company/login', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ status: false, message: 'The request body is not valid JSON' });
  });

  it('refuses a deactivated account', async () => {
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, ACCOUNTS.bob));
    const res = await call(t.app, 'POST', '/company/login', { body: { email: ACCOUNTS.bob, password: 'Demo@1234' } });
    expect(res.status).toBe(403);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, ACCOUNTS.bob));
  });
});

describe('tokens', () => {
  it('carries the user through x-auth-token, and logout revokes it', async () => {
    const token = await login(t.app, ACCOUNTS.acmeManager);
    const me = await call(t.app, 'GET', '/company/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: 'manager', store_slug: 'acme-hq' });
    expect((await call(t.app, 'POST', '/company/logout', { token })).status).toBe(200);
    const after = await call(t.app, 'GET', '/company/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.status).toBe(false);
  });

  it('refuses a forged, a foreign-algorithm and a missing token', async () => {
    const token = await login(t.app, ACCOUNTS.admin);
    const [h, p] = token.split('.');
    const noneAlg = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await call(t.app, 'GET', '/company/me', { token: `${h}.${p}.AAAA` })).status).toBe(401);
    expect((await call(t.app, 'GET', '/company/me', { token: noneAlg })).status).toBe(401);
    expect((await call(t.app, 'GET', '/company/me')).status).toBe(401);
  });

  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const first = await call(t.app, 'POST', '/company/login', { body: { email: ACCOUNTS.acmeDesk, password: 'Demo@1234' } });
    const old = first.body.data.refresh_token;
    const renewed = await call(t.app, 'POST', '/company/token/refresh', { body: { refresh_token: old } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toBeTruthy();
    expect((await call(t.app, 'GET', '/company/me', { token: renewed.body.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/company/token/refresh', { body: { refresh_token: old } })).status).toBe(401);
  });

  it('ends a session at once when the user is deactivated', async () => {
    const token = await login(t.app, ACCOUNTS.globexManager);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, ACCOUNTS.globexManager));
    expect((await call(t.app, 'GET', '/company/me', { token })).status).toBe(401);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, ACCOUNTS.globexManager));
  });
});

describe('password reset by one-time code', () => {
  const email = ACCOUNTS.acmeCashier;

  it('answers the same for a known and an unknown address, and only mails the known one', async () => {
    const known = await call(t.app, 'POST', '/company/forgot/password', { body: { email } });
    const unknown = await call(t.app, 'POST', '/company/forgot/password', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const toNobody = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'nobody@example.com'));
    expect(toNobody).toHaveLength(0);
  });

  it('stores the code hashed, resets the password with it once, and ends old sessions', async () => {
    const oldToken = await login(t.app, email);
    await call(t.app, 'POST', '/company/forgot/password', { body: { email } });
    const code = await lastCodeFor(t.database, email);
    const rows = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, email));
    expect(rows.every((r) => r.codeHash !== code && r.codeHash.length === 64)).toBe(true);

    const weak = await call(t.app, 'POST', '/company/verify/otp', { body: { email, otp: code, newPassword: 'short' } });
    expect(weak.status).toBe(400);

    const reset = await call(t.app, 'POST', '/company/verify/otp', { body: { email, otp: code, newPassword: 'NewPass#2026' } });
    expect(reset.status).toBe(200);
    expect((await call(t.app, 'GET', '/company/me', { token: oldToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/company/login', { body: { email, password: 'Demo@1234' } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/company/login', { body: { email, password: 'NewPass#2026' } })).status).toBe(200);

    const again = await call(t.app, 'POST', '/company/verify/otp', { body: { email, otp: code, newPassword: 'Another#2026' } });
    expect(again.status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const target = ACCOUNTS.globexOwner;
    await call(t.app, 'POST', '/company/forgot/password', { body: { email: target } });
    const code = await lastCodeFor(t.database, target);
    await t.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.target, target));
    const res = await call(t.app, 'POST', '/company/verify/otp', { body: { email: target, otp: code, newPassword: 'NewPass#2026' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/i);
    expect((await call(t.app, 'POST', '/company/login', { body: { email: target, password: 'Demo@1234' } })).status).toBe(200);
  });

  it('locks the code after 5 wrong tries, even for the right code afterwards', async () => {
    const target = ACCOUNTS.acmeDesk;
    await call(t.app, 'POST', '/company/forgot/password', { body: { email: target } });
    const code = await lastCodeFor(t.database, target);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await call(t.app, 'POST', '/company/verify/otp', { body: { email: target, otp: wrong, newPassword: 'NewPass#2026' } })).status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const right = await call(t.app, 'POST', '/company/verify/otp', { body: { email: target, otp: code, newPassword: 'NewPass#2026' } });
    expect(right.status).toBe(429);
    expect((await call(t.app, 'POST', '/company/login', { body: { email: target, password: 'Demo@1234' } })).status).toBe(200);
  });

  it('limits how many codes one address can be sent, without saying so (that would show the account exists)', async () => {
    const target = ACCOUNTS.globexManager;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t.app, 'POST', '/company/forgot/password', { body: { email: target } })).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const sent = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, target));
    expect(sent).toHaveLength(3);
  });
});

describe('consumers: register and log in by mobile code', () => {
  it('registers a consumer who is logged in at once; duplicates are refused and nothing is written', async () => {
    // Acme lists its work domain (seed), so an acme.example.com address may join it.
    const body = { name: 'Zed Register', email: 'zed.register@acme.example.com', mobile: '9555000077', password: 'Carol#2026', company_slug: 'acme' };
    const res = await call(t.app, 'POST', '/user/register', { body });
    expect(res.status).toBe(201);
    expect(res.body.token).toBeTruthy();
    expect(res.body.data.user).toMatchObject({ role: 'company_consumer', company_slug: 'acme' });
    const dup = await call(t.app, 'POST', '/user/register', { body: { ...body, mobile: '9555000078' } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.[0].path).toBe('email');
    const rows = await t.database.db.select().from(users).where(eq(users.mobile, '9555000078'));
    expect(rows).toHaveLength(0);
    const bad = await call(t.app, 'POST', '/user/register', { body: { ...body, email: 'not-an-email', mobile: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.path).sort()).toEqual(['email', 'mobile']);
  });

  it('logs a consumer in with the code sent by SMS, and sends none to staff numbers', async () => {
    const mobile = '9000000001';
    expect((await call(t.app, 'POST', '/user/login/mobile', { body: { mobile } })).status).toBe(200);
    const code = await lastCodeFor(t.database, mobile);
    const wrong = await call(t.app, 'POST', '/user/login/mobile/verify', { body: { mobile, otp: code === '123456' ? '654321' : '123456' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/4 tries left/);
    const res = await call(t.app, 'POST', '/user/login/mobile/verify', { body: { mobile, otp: code } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(ACCOUNTS.alice);

    const [manager] = await t.database.db.select().from(users).where(eq(users.email, ACCOUNTS.acmeManager));
    await call(t.app, 'POST', '/user/login/mobile', { body: { mobile: manager.mobile } });
    const toStaff = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, manager.mobile!));
    expect(toStaff).toHaveLength(0);
  });

  it('delivers queued codes through the outbox (logged when no SMS gateway is set)', async () => {
    await t.app.outbox.flush();
    const rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '9000000001'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === 'logged')).toBe(true);
  });
});

describe('rate limits', () => {
  // Its own app with a low limit, built in a hook: building an app and its database is set-up, not
  // what is tested, and on a loaded machine it takes longer than one test may.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
  });
  afterAll(async () => limited?.close());

  it('answers 429 after too many logins from one address in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(limited.app, 'POST', '/company/login', { body: { email: ACCOUNTS.admin, password: 'wrong-pass1' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const last = await call(limited.app, 'POST', '/company/login', { body: { email: ACCOUNTS.admin, password: 'Demo@1234' } });
    expect(last.body).toMatchObject({ status: false });
  });

  it('keeps sessions in the database', async () => {
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.refreshTokenHash.length === 64)).toBe(true);
  });
});
