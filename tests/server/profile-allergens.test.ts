import { describe, expect, it } from 'vitest';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { userByEmail } from './order-fixtures';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeCashier', 'alice']);
const w = useWorld(t);

describe('a consumer’s allergens', () => {
  it('are saved on the profile as a set of the EU 14 and read back', async () => {
    const before = await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: tok.alice });
    expect(before.body.data.allergens).toEqual([]);
    const saved = await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { allergens: ['peanuts', 'milk', 'peanuts'] } });
    expect(saved.status).toBe(200);
    expect([...saved.body.data.allergens].sort()).toEqual(['milk', 'peanuts']);
    // Other edits leave them alone; staff in scope see them (an order taken for the person).
    await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { name: 'Alice Allergic' } });
    const read = await call(t.app, 'GET', `/user/consumer/profile/${w.alice}`, { token: tok.acmeCashier });
    expect(read.status).toBe(200);
    expect([...read.body.data.allergens].sort()).toEqual(['milk', 'peanuts']);
    const cleared = await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { allergens: [] } });
    expect(cleared.body.data.allergens).toEqual([]);
  });

  it('refuses a name outside the list, and staff accounts', async () => {
    const bad = await call(t.app, 'PUT', `/user/update/profile/${w.alice}`, { token: tok.alice, body: { allergens: ['peanut butter'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
    expect(bad.body.errors?.[0]?.path).toMatch(/^allergens/);
    const cashier = await userByEmail(t.database.db, ACCOUNTS.acmeCashier);
    const staff = await call(t.app, 'PUT', `/user/update/profile/${cashier.uuid}`, { token: tok.acmeCashier, body: { allergens: ['milk'] } });
    expect(staff.status).toBe(403);
  });
});
