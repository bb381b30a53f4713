// Issue 11, faults 6-7: reset-code tries taken atomically under concurrency, and code requests that
// answer the same for every address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, outboxMessages, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ACCOUNTS, call, createTestApp, lastCodeFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tryLogin = (who: { email: string } | { mobile: string }, password: string) => call(t.app, 'POST', '/company/login', { body: { ...who, password } });

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

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
