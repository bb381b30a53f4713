import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletEntries } from '../../server/db/schema';
import { appendWalletEntry, walletBalance } from '../../server/modules/wallet/ledger';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let bobUuid: string;
beforeAll(async () => {
  t = await createTestApp();
  const [bob] = await t.database.db.select().from(users).where(eq(users.email, ACCOUNTS.bob));
  bobUuid = bob.uuid;
});
afterAll(async () => t?.close());

describe('iCash ledger', () => {
  it('keeps a running balance and refuses to go below zero, writing nothing then', async () => {
    const db = t.database.db;
    const start = await walletBalance(db, bobUuid);
    await db.transaction((tx) => appendWalletEntry(tx, { userUuid: bobUuid, amount: 1000, type: 'credit', reason: 'test top-up' }));
    expect(await walletBalance(db, bobUuid)).toBe(start + 1000);
    const before = (await db.select().from(walletEntries).where(eq(walletEntries.userUuid, bobUuid))).length;
    await expect(db.transaction((tx) => appendWalletEntry(tx, {
      userUuid: bobUuid,
      amount: -(start + 1001),
      type: 'payment',
    }))).rejects.toMatchObject({ statusCode: 409 });
    expect((await db.select().from(walletEntries).where(eq(walletEntries.userUuid, bobUuid))).length).toBe(before);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const db = t.database.db;
    const start = await walletBalance(db, bobUuid);
    // Top up to exactly 10 debits of 300 beyond whatever is there, then try 30 at once.
    await db.transaction((tx) => appendWalletEntry(tx, { userUuid: bobUuid, amount: 3000 - start + 3000, type: 'credit' }));
    const balance = await walletBalance(db, bobUuid);
    expect(balance).toBe(6000);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => db.transaction((tx) => appendWalletEntry(tx, { userUuid: bobUuid, amount: -300, type: 'payment' }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await walletBalance(db, bobUuid)).toBe(0);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.userUuid, bobUuid));
    expect(Math.min(...entries.map((e) => e.balanceAfter))).toBeGreaterThanOrEqual(0);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
  });
});
