// Issue 11, faults 5-7: the per-account password lockout (PCI DSS 8.3.4) and its unlock paths, the
// reset-code tries taken atomically under concurrency, and reset requests that answer the same for
// every address. The per-address login rate limit is lifted by createTestApp, so only the lockout
// counts here.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, outboxMessages, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ACCOUNTS, call, lastCodeFor, login, useTestApp } from './helpers';

const t = useTestApp();

const LOCKED = /^This account is locked after too many wrong passwords\. Try again in \d+ minutes? or ask a manager to unlock it\.$/;
const WRONG = 'Wrong#Pass2026';

const tryLogin = (who: { email: string } | { mobile: string }, password: string) => call(t.app, 'POST', '/company/login', { body: { ...who, password } });

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Eleven wrong passwords in a row; answers their statuses. */
async function lockOut(who: { email: string } | { mobile: string }) {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await tryLogin(who, WRONG)).status);
  return statuses;
}

describe('password lockout', () => {
  it('locks at the tenth wrong password, says so plainly, and refuses even the right password while locked', async () => {
    const email = ACCOUNTS.acmeOwner;
    const wrong = await tryLogin({ email }, WRONG);
    const unknown = await tryLogin({ email: 'ghost.owner@example.com' }, WRONG);
    // Before any lock, a wrong password and an unknown account cannot be told apart.
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);

    const statuses = [wrong.status];
    for (let i = 0; i < 10; i++) statuses.push((await tryLogin({ email }, WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 423, 423]);

    const right = await tryLogin({ email }, DEMO_PASSWORD);
    expect(right.status).toBe(423);
    expect(right.body.status).toBe(false);
    expect(right.body.message).toMatch(LOCKED);
    expect(right.body.token).toBeUndefined();
    const row = await userRow(email);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('lets the right password in once the lock has run out, and starts the count afresh', async () => {
    const email = ACCOUNTS.acmeOwner;
    await t.database.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.email, email));
    const right = await tryLogin({ email }, DEMO_PASSWORD);
    expect(right.status).toBe(200);
    expect(right.body.token).toBeTruthy();
    expect(await userRow(email)).toMatchObject({ failedLogins: 0, lockedUntil: null });
    // A fresh ten tries, not a lock at the first wrong one.
    expect((await tryLogin({ email }, WRONG)).status).toBe(401);
    expect((await tryLogin({ email }, DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets earlier wrong passwords after a right one (consumer logging in by mobile number)', async () => {
    const alice = await userRow(ACCOUNTS.alice);
    const who = { mobile: alice.mobile! };
    for (let i = 0; i < 9; i++) expect((await tryLogin(who, WRONG)).status).toBe(401);
    expect((await userRow(ACCOUNTS.alice)).failedLogins).toBe(9);
    expect((await tryLogin(who, DEMO_PASSWORD)).status).toBe(200);
    expect((await userRow(ACCOUNTS.alice)).failedLogins).toBe(0);
    for (let i = 0; i < 9; i++) expect((await tryLogin(who, WRONG)).status).toBe(401);
    expect((await tryLogin(who, DEMO_PASSWORD)).status).toBe(200);
  });

  it('compares no more than ten passwords when many arrive at once', async () => {
    const email = ACCOUNTS.globexOwner;
    const answers = await Promise.all(Array.from({ length: 14 }, () => tryLogin({ email }, WRONG)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(9).fill(401), ...Array(5).fill(423)]);
    expect((await userRow(email)).failedLogins).toBe(10);
    expect((await tryLogin({ email }, DEMO_PASSWORD)).status).toBe(423);
  });
});

describe('unlocking', () => {
  it('lets a manager unlock a cashier of their own store, and nobody outside that scope', async () => {
    const acmeManager = await login(t.app, ACCOUNTS.acmeManager);
    const globexManager = await login(t.app, ACCOUNTS.globexManager);
    const acmeDesk = await login(t.app, ACCOUNTS.acmeDesk);
    const email = ACCOUNTS.acmeCashier;
    const cashier = await userRow(email);
    const cashierToken = await login(t.app, email);
    expect(await lockOut({ email })).toContain(423);

    // The back office sees the lock in the staff list.
    const list = await call(t.app, 'GET', '/user/list/cashier', { token: acmeManager, query: { limit: 50 } });
    expect(list.body.data.items.find((u: { uuid: string }) => u.uuid === cashier.uuid).locked_until).toBeTruthy();

    const foreign = await call(t.app, 'PUT', `/user/unlock/${cashier.uuid}`, { token: globexManager });
    expect(foreign.status).toBe(404);
    const executive = await call(t.app, 'PUT', `/user/unlock/${cashier.uuid}`, { token: acmeDesk });
    expect(executive.status).toBe(404);
    const self = await call(t.app, 'PUT', `/user/unlock/${cashier.uuid}`, { token: cashierToken });
    expect(self.status).toBe(403);
    expect((await tryLogin({ email }, DEMO_PASSWORD)).status).toBe(423);

    const unlocked = await call(t.app, 'PUT', `/user/unlock/${cashier.uuid}`, { token: acmeManager });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ uuid: cashier.uuid, locked_until: null });
    expect((await tryLogin({ email }, DEMO_PASSWORD)).status).toBe(200);
  });

  it('lifts the lock when the password is reset with an e-mailed code', async () => {
    const email = ACCOUNTS.bob;
    expect(await lockOut({ email })).toContain(423);
    expect((await call(t.app, 'POST', '/company/forgot/password', { body: { email } })).status).toBe(200);
    const code = await lastCodeFor(t.database, email);
    const reset = await call(t.app, 'POST', '/company/verify/otp', { body: { email, otp: code, newPassword: 'Bob#Reset2026' } });
    expect(reset.status).toBe(200);
    expect((await tryLogin({ email }, 'Bob#Reset2026')).status).toBe(200);
    expect(await userRow(email)).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });
});

describe('reset codes under concurrent tries', () => {
  it('checks no more than 5 of 7 simultaneous wrong codes, and then refuses the right one', async () => {
    const email = ACCOUNTS.acmeDesk;
    await call(t.app, 'POST', '/company/forgot/password', { body: { email } });
    const code = await lastCodeFor(t.database, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => call(t.app, 'POST', '/company/verify/otp', { body: { email, otp: wrong, newPassword: 'NewPass#2026' } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([400, 400, 400, 400, 429, 429, 429]);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, email));
    expect(row.attempts).toBe(5);

    const right = await call(t.app, 'POST', '/company/verify/otp', { body: { email, otp: code, newPassword: 'NewPass#2026' } });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/too many wrong tries/i);
    expect((await tryLogin({ email }, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('code requests do not tell which accounts exist', () => {
  it('answers a known and an unknown e-mail alike however often they ask, and sends the known one no more than 3 codes', async () => {
    const known = ACCOUNTS.globexManager;
    const ask = (email: string) => call(t.app, 'POST', '/company/forgot/password', { body: { email } });
    const answersKnown = [];
    const answersUnknown = [];
    for (let i = 0; i < 5; i++) {
      const a = await ask(known);
      const b = await ask('nobody.at.all@example.com');
      answersKnown.push({ status: a.status, body: a.body });
      answersUnknown.push({ status: b.status, body: b.body });
    }
    expect(answersKnown).toEqual(answersUnknown);
    expect(answersKnown.every((a) => a.status === 200)).toBe(true);
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, known))).toHaveLength(3);
  });

  it('does the same for mobile login codes', async () => {
    const bob = await userRow(ACCOUNTS.bob);
    const ask = (mobile: string) => call(t.app, 'POST', '/user/login/mobile', { body: { mobile } });
    for (let i = 0; i < 5; i++) {
      const a = await ask(bob.mobile!);
      const b = await ask('9555012345');
      expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
      expect(a.status).toBe(200);
    }
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, bob.mobile!))).toHaveLength(3);
  });
});
