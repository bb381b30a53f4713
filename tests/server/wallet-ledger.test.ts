import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletEntries } from '../../server/db/schema';
import { appendWalletEntry, walletBalance } from '../../server/modules/wallet/ledger';
import { useTestApp } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);

describe('iCash ledger', () => {
  it('keeps a running balance and refuses to go below zero, writing nothing then', async () => {
    const db = t.database.db;
    const start = await walletBalance(db, w.bob);
    await db.transaction((tx) => appendWalletEntry(tx, { userUuid: w.bob, amount: 1000, type: 'credit', reason: 'test top-up' }));
    expect(await walletBalance(db, w.bob)).toBe(start + 1000);
    const before = (await db.select().from(walletEntries).where(eq(walletEntries.userUuid, w.bob))).length;
    await expect(db.transaction((tx) => appendWalletEntry(tx, {
      userUuid: w.bob,
      amount: -(start + 1001),
      type: 'payment',
    }))).rejects.toMatchObject({ statusCode: 409 });
    expect((await db.select().from(walletEntries).where(eq(walletEntries.userUuid, w.bob))).length).toBe(before);
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const db = t.database.db;
    const start = await walletBalance(db, w.bob);
    // Top up to exactly 10 debits of 300 beyond whatever is there, then try 30 at once.
    await db.transaction((tx) => appendWalletEntry(tx, { userUuid: w.bob, amount: 3000 - start + 3000, type: 'credit' }));
    const balance = await walletBalance(db, w.bob);
    expect(balance).toBe(6000);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => db.transaction((tx) => appendWalletEntry(tx, { userUuid: w.bob, amount: -300, type: 'payment' }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await walletBalance(db, w.bob)).toBe(0);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.userUuid, w.bob));
    expect(Math.min(...entries.map((e) => e.balanceAfter))).toBeGreaterThanOrEqual(0);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
  });
});
