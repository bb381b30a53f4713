import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, walletEntries } from '../../server/db/schema';
import { walletBalance } from '../../server/modules/wallet/ledger';
import { call, useTestApp, useTokens } from './helpers';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeDesk', 'acmeManager', 'acmeCashier', 'globexOwner', 'alice', 'bob']);
const w = useWorld(t);

const credit = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/cash/credit', { token, body });

describe('iCash routes', () => {
  it('lets the front desk credit a consumer with a reason, audited, notified and shown in both lists', async () => {
    const before = await walletBalance(t.database.db, w.alice);
    const res = await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 25_000, reason: 'Monthly allowance', type: 'credit' });
    expect(res.status).toBe(201);
    expect(res.body.data.balance).toBe(before + 25_000);
    const mine = await call(t.app, 'GET', '/cash/list/consumer', { token: tok.alice, query: { limit: 5 } });
    expect(mine.body.data.balance).toBe(before + 25_000);
    expect(mine.body.data.items[0]).toMatchObject({ amount: 25_000, type: 'credit', reason: 'Monthly allowance', balance_after: before + 25_000 });
    expect(mine.body.data.items[0].created_by_name).toBeTruthy();
    const admin = await call(t.app, 'GET', '/cash/list/admin', { token: tok.acmeOwner, query: { type: 'credit', limit: 100 } });
    expect(admin.body.data.items.every((e: { type: string }) => e.type === 'credit')).toBe(true);
    expect(admin.body.data.items[0]).toMatchObject({ user_name: 'Alice Sharma', amount: 25_000 });
    expect(admin.body.data.items.some((e: { user_uuid: string }) => e.user_uuid === w.bob)).toBe(false);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'wallet'))).toHaveLength(1);
    const notes = await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice });
    expect(notes.body.data.items[0].title).toBe('iCash credited');
  });

  it('refuses a debit below zero with 409 and writes nothing', async () => {
    const balance = await walletBalance(t.database.db, w.alice);
    const count = (await t.database.db.select().from(walletEntries).where(eq(walletEntries.userUuid, w.alice))).length;
    const res = await credit(tok.acmeOwner, { user_uuid: w.alice, amount: balance + 1, reason: 'Too much', type: 'debit' });
    expect(res.status).toBe(409);
    expect(await walletBalance(t.database.db, w.alice)).toBe(balance);
    expect((await t.database.db.select().from(walletEntries).where(eq(walletEntries.userUuid, w.alice))).length).toBe(count);
    const ok = await credit(tok.acmeOwner, { user_uuid: w.alice, amount: 100, reason: 'Correction', type: 'debit' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.balance).toBe(balance - 100);
  });

  it('validates the amount and the reason, and keeps credits to staff in scope', async () => {
    expect((await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 0, reason: 'zero' })).status).toBe(400);
    expect((await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 10_000_001, reason: 'too much' })).status).toBe(400);
    expect((await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 12.5, reason: 'cents' })).status).toBe(400);
    expect((await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 100, reason: 'x' })).status).toBe(400);
    expect((await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 100 })).status).toBe(400);
    expect((await credit(tok.acmeDesk, { user_uuid: w.bob, amount: 100, reason: 'Not mine' })).status).toBe(403);
    expect((await credit(tok.acmeCashier, { user_uuid: w.alice, amount: 100, reason: 'Cashier' })).status).toBe(403);
    expect((await credit(tok.alice, { user_uuid: w.alice, amount: 100, reason: 'Myself' })).status).toBe(403);
    expect((await credit(tok.admin, { user_uuid: w.bob, amount: 100, reason: 'Admin gift' })).status).toBe(201);
  });

  it("never shows a consumer another consumer's wallet", async () => {
    expect((await call(t.app, 'GET', '/cash/list/consumer', { token: tok.alice, query: { user_uuid: w.bob } })).status).toBe(403);
    expect([403, 404]).toContain((await call(t.app, 'GET', `/user/consumer/wallet/${w.bob}`, { token: tok.alice })).status);
    expect((await call(t.app, 'GET', `/user/consumer/wallet/${w.bob}`, { token: tok.acmeOwner })).status).toBe(403);
    expect((await call(t.app, 'GET', '/cash/list/admin', { token: tok.acmeOwner, query: { user_uuid: w.bob } })).status).toBe(403);
  });

  it('shows the balance and the last 10 entries to the consumer and to staff in scope', async () => {
    for (let i = 0; i < 11; i++) await credit(tok.acmeDesk, { user_uuid: w.alice, amount: 100 + i, reason: `Top-up ${i}` });
    const own = await call(t.app, 'GET', `/user/consumer/wallet/${w.alice}`, { token: tok.alice });
    expect(own.status).toBe(200);
    expect(own.body.data.balance).toBe(await walletBalance(t.database.db, w.alice));
    expect(own.body.data.entries).toHaveLength(10);
    expect(own.body.data.entries[0].reason).toBe('Top-up 10');
    expect(own.body.data.currency).toBe('INR');
    expect((await call(t.app, 'GET', `/user/consumer/wallet/${w.alice}`, { token: tok.acmeCashier })).status).toBe(200);
    const staff = await call(t.app, 'GET', '/cash/list/consumer', { token: tok.acmeManager, query: { user_uuid: w.alice, limit: 3 } });
    expect(staff.body.data).toMatchObject({ limit: 3, pagenum: 0 });
    expect(staff.body.data.items).toHaveLength(3);
  });
});
