import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { createNotifications } from '../../server/modules/notifications/service';
import { storeBySlug, userByEmail } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeManager', 'acmeCashier', 'globexOwner', 'alice', 'bob']);
beforeAll(async () => {
  // The seed's consumer notifications are days old and read; give each consumer two fresh ones.
  for (const email of [ACCOUNTS.alice, ACCOUNTS.bob]) {
    const u = await userByEmail(t.database.db, email);
    await createNotifications(t.database.db, [
      { audience: 'user', userUuid: u.uuid, companyUuid: u.companyUuid, title: 'Your order is ready' },
      { audience: 'user', userUuid: u.uuid, companyUuid: u.companyUuid, title: 'iCash credited' },
    ]);
  }
});

describe('notification lists', () => {
  it('pages each audience newest first with an unread count, within scope', async () => {
    const company = await call(t.app, 'GET', '/notification/company/list', { token: tok.acmeOwner, query: { page: 0, limit: 2 } });
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({ pagenum: 0, limit: 2 });
    expect(company.body.data.items).toHaveLength(2);
    expect(typeof company.body.data.unread).toBe('number');
    const times = company.body.data.items.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const hq = await storeBySlug(t.database.db, 'acme-hq');
    const store = await call(t.app, 'GET', '/notification/store/list', { token: tok.acmeCashier });
    expect(store.body.data.items.every((n: { store_uuid: string }) => n.store_uuid === hq.uuid)).toBe(true);
    const east = await storeBySlug(t.database.db, 'globex-east');
    expect((await call(t.app, 'GET', '/notification/store/list', { token: tok.acmeManager, query: { store_uuid: east.uuid } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/notification/company/list', { token: tok.acmeOwner, query: { company_uuid: east.companyUuid } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/notification/admin/list', { token: tok.admin })).body.data.total).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/notification/admin/list', { token: tok.acmeOwner })).status).toBe(403);
  });

  it("keeps a consumer to their own list and marks read within it only", async () => {
    const bob = await userByEmail(t.database.db, ACCOUNTS.bob);
    expect((await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice, query: { user_uuid: bob.uuid } })).status).toBe(403);
    const mine = await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice });
    const bobs = await call(t.app, 'GET', '/notification/consumer/list', { token: tok.bob });
    expect(mine.body.data.unread).toBeGreaterThan(0);
    const bobUnread = bobs.body.data.unread;
    // Bob's uuid in Alice's request marks nothing of Bob's.
    const cross = await call(t.app, 'PUT', '/notification/read', {
      token: tok.alice,
      body: { uuids: bobs.body.data.items.map((n: { uuid: string }) => n.uuid) },
    });
    expect(cross.body.data.updated).toBe(0);
    expect((await call(t.app, 'GET', '/notification/consumer/list', { token: tok.bob })).body.data.unread).toBe(bobUnread);
    const one = mine.body.data.items.find((n: { read: boolean }) => !n.read);
    const r1 = await call(t.app, 'PUT', '/notification/read', { token: tok.alice, body: { uuids: [one.uuid] } });
    expect(r1.body.data).toEqual({ updated: 1, unread: mine.body.data.unread - 1 });
    const all = await call(t.app, 'PUT', '/notification/read', { token: tok.alice, body: { all: true } });
    expect(all.body.data.unread).toBe(0);
    expect((await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice })).body.data.unread).toBe(0);
    expect((await call(t.app, 'PUT', '/notification/read', { token: tok.alice, body: {} })).status).toBe(400);
    expect((await call(t.app, 'PUT', '/notification/read', { token: tok.alice, body: { all: true, audience: 'store' } })).status).toBe(403);
  });

  it("marks a store's notifications read for the store", async () => {
    const before = await call(t.app, 'GET', '/notification/store/list', { token: tok.acmeManager });
    expect(before.body.data.unread).toBeGreaterThan(0);
    await call(t.app, 'PUT', '/notification/read', { token: tok.acmeCashier, body: { all: true } });
    expect((await call(t.app, 'GET', '/notification/store/list', { token: tok.acmeManager })).body.data.unread).toBe(0);
    // The other Acme store's notifications stay unread.
    const plant = await storeBySlug(t.database.db, 'acme-plant');
    expect((await call(t.app, 'GET', '/notification/store/list', {
      token: tok.acmeOwner,
      query: { store_uuid: plant.uuid },
    })).body.data.unread).toBeGreaterThan(0);
  });
});
