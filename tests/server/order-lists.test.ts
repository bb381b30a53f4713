// The order lists answer the same rows and totals as a plain exact query (the way they were built
// before counts were bounded) for every filter, and stay pageable past the exact-count bound.
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../server/db/schema';
import { EXACT_COUNT_UP_TO } from '../../server/modules/orders/service';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { makeOrder, storeBySlug, userByEmail } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeManager', 'alice']);
type Who = keyof typeof tok;
const daysAgo = (n: number, hour = 12) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 0, 0, 0);
  return d;
};
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

beforeAll(async () => {
  const db = t.database.db;
  const statuses = ['placed', 'accepted', 'ready', 'completed', 'cancelled'] as const;
  const methods = ['counter', 'wallet', 'card'] as const;
  const stores = ['acme-hq', 'acme-plant', 'globex-east'];
  for (let i = 0; i < 24; i++) {
    const store = stores[i % 3];
    const consumer = store === 'globex-east' ? (i % 2 ? ACCOUNTS.bob : undefined) : i % 4 === 0 ? undefined : ACCOUNTS.alice;
    await makeOrder(db, {
      store,
      user: consumer,
      customerName: consumer ? undefined : `Walk In ${i}`,
      deviceId: consumer ? undefined : `device-${i}`,
      status: statuses[i % statuses.length],
      paymentMethod: consumer ? methods[i % 3] : 'counter',
      // Two orders share each instant, so the uuid tie-break is exercised.
      createdAt: daysAgo(Math.floor(i / 2), 10),
    });
  }
});

/** The list as one exact query: filters, newest first, uuid tie-break, count joined like the page. */
async function reference(scope: { companyUuid?: string; storeUuid?: string; userUuid?: string }, q: Record<string, string>) {
  const db = t.database.db;
  const term = q.search && q.search.length > 1 ? `%${q.search}%` : undefined;
  const from = q.start_date ? new Date(`${q.start_date}T00:00:00`) : undefined;
  const to = q.end_date ? new Date(new Date(`${q.end_date}T00:00:00`).getTime() + 86_400_000) : undefined;
  const filter = and(
    scope.companyUuid ? eq(orders.companyUuid, scope.companyUuid) : undefined,
    scope.storeUuid ? eq(orders.storeUuid, scope.storeUuid) : undefined,
    scope.userUuid ? eq(orders.userUuid, scope.userUuid) : undefined,
    q.order_status ? eq(orders.status, q.order_status) : undefined,
    q.payment_method ? eq(orders.paymentMethod, q.payment_method) : undefined,
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
    term
      ? or(ilike(orders.orderId, term), ilike(orders.customerName, term), ilike(users.name, term), ilike(users.email, term), ilike(users.mobile, term))
      : undefined,
  );
  const rows = await db
    .select({ id: orders.orderId })
    .from(orders)
    .leftJoin(users, eq(users.uuid, orders.userUuid))
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.uuid));
  const [{ total }] = await db.select({ total: count() }).from(orders).leftJoin(users, eq(users.uuid, orders.userUuid)).where(filter);
  return { ids: rows.map((r) => r.id), total };
}

describe('order lists against an exact reference', () => {
  it('answer the same rows, order and total for each filter, page by page', async () => {
    const db = t.database.db;
    const hq = await storeBySlug(db, 'acme-hq');
    const acmeCompany = hq.companyUuid;
    const alice = await userByEmail(db, ACCOUNTS.alice);
    const cases: [Who, string, Record<string, string>, { companyUuid?: string; storeUuid?: string; userUuid?: string }][] = [
      ['admin', '/order/list/admin', {}, {}],
      ['admin', '/order/list/admin', { order_status: 'completed' }, {}],
      ['admin', '/order/list/admin', { payment_method: 'wallet' }, {}],
      ['admin', '/order/list/admin', { search: 'alice' }, {}],
      ['admin', '/order/list/admin', { search: 'walk in 1' }, {}],
      ['acmeOwner', '/order/list/company', {}, { companyUuid: acmeCompany }],
      ['acmeOwner', '/order/list/company', { start_date: day(daysAgo(6)), end_date: day(daysAgo(2)) }, { companyUuid: acmeCompany }],
      ['acmeOwner', '/order/list/company', { store_uuid: hq.uuid, order_status: 'placed' }, { companyUuid: acmeCompany, storeUuid: hq.uuid }],
      ['acmeManager', '/order/list/store', {}, { storeUuid: hq.uuid }],
      ['acmeManager', '/order/list/store', { search: 'sharma' }, { storeUuid: hq.uuid }],
      ['alice', '/order/list/consumer', {}, { userUuid: alice.uuid }],
      ['alice', '/order/list/consumer', { order_status: 'ready' }, { userUuid: alice.uuid }],
    ];
    for (const [who, url, q, scope] of cases) {
      const expected = await reference(scope, q);
      expect(expected.total, `${url} ${JSON.stringify(q)} has rows`).toBeGreaterThan(0);
      const seen: string[] = [];
      for (let pagenum = 0; pagenum * 5 < expected.total + 5; pagenum++) {
        const res = await call(t.app, 'GET', url, { token: tok[who], query: { ...q, limit: 5, pagenum } });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ total: expected.total, pagenum, limit: 5, pageCount: Math.ceil(expected.total / 5) });
        seen.push(...res.body.data.items.map((r: { order_id: string }) => r.order_id));
      }
      expect(seen, `${url} ${JSON.stringify(q)}`).toEqual(expected.ids);
    }
  });

  it(`stays pageable past ${EXACT_COUNT_UP_TO} matching orders, and is exact again on a deep page`, async () => {
    const db = t.database.db;
    const east = await storeBySlug(db, 'globex-east');
    const many = EXACT_COUNT_UP_TO + 101;
    // Copies of one globex order, each a minute older than the last, all older than the fixture.
    await db.execute(sql`
      insert into orders (order_id, company_uuid, store_uuid, channel, status, subtotal, total, currency, payment_method, created_at, updated_at)
      select 'ORD-BULK' || k, company_uuid, store_uuid, channel, 'completed', subtotal, total, currency, payment_method,
        created_at - make_interval(days => 30, mins => k), created_at - make_interval(days => 30, mins => k)
      from (select * from orders where store_uuid = ${east.uuid} limit 1) o cross join generate_series(1, ${many}) k`);
    const [{ exact }] = await db.select({ exact: count() }).from(orders).where(eq(orders.storeUuid, east.uuid));
    const admin = (query: Record<string, string | number>) =>
      call(t.app, 'GET', '/order/list/admin', { token: tok.admin, query: { store_uuid: east.uuid, ...query } });
    const first = await admin({ limit: 100 });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(100);
    expect(first.body.data.total).toBeGreaterThanOrEqual(EXACT_COUNT_UP_TO);
    const lastPage = Math.floor((exact - 1) / 100);
    const deep = await admin({ limit: 100, pagenum: lastPage });
    expect(deep.body.data.total).toBe(exact);
    expect(deep.body.data.items).toHaveLength(exact - lastPage * 100);
    expect(deep.body.data.items.at(-1).order_id).toBe(`ORD-BULK${many}`);
  });
});

describe('keyset pages (after=<next_cursor>)', () => {
  type Q = Record<string, string | number>;
  /** Every page of a list by cursor, from the first: the order ids in order, and the answers. */
  async function walk(who: Who, url: string, q: Q, limit: number, between?: (page: number) => Promise<void>) {
    const ids: string[] = [];
    const pages: { total: number; next_cursor: string | null; pagenum: number; items: unknown[] }[] = [];
    let after: string | undefined;
    for (let page = 0; page < 500; page++) {
      const res = await call(t.app, 'GET', url, { token: tok[who], query: { ...q, limit, after } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body.data);
      ids.push(...res.body.data.items.map((r: { order_id: string }) => r.order_id));
      after = res.body.data.next_cursor ?? undefined;
      if (!after) break;
      await between?.(page);
    }
    return { ids, pages };
  }

  it('cover every row once, newest first, on each list, with the paged shape beside the cursor', async () => {
    const db = t.database.db;
    const hq = await storeBySlug(db, 'acme-hq');
    const alice = await userByEmail(db, ACCOUNTS.alice);
    const cases: [Who, string, Q, { companyUuid?: string; storeUuid?: string; userUuid?: string }][] = [
      ['admin', '/order/list/admin', { store_uuid: hq.uuid }, { storeUuid: hq.uuid }],
      ['acmeOwner', '/order/list/company', {}, { companyUuid: hq.companyUuid }],
      ['acmeOwner', '/order/list/company', { order_status: 'placed' }, { companyUuid: hq.companyUuid }],
      ['acmeManager', '/order/list/store', {}, { storeUuid: hq.uuid }],
      ['alice', '/order/list/consumer', {}, { userUuid: alice.uuid }],
    ];
    for (const [who, url, q, scope] of cases) {
      const expected = await reference(scope, q as Record<string, string>);
      expect(expected.total).toBeGreaterThan(2);
      for (const limit of [1, 3]) {
        const { ids, pages } = await walk(who, url, q, limit);
        expect(ids, `${url} ${JSON.stringify(q)} by ${limit}`).toEqual(expected.ids);
        expect(pages).toHaveLength(Math.max(1, Math.ceil(expected.total / limit)));
        for (const p of pages) expect(p).toMatchObject({ total: expected.total, pagenum: 0, limit, pageCount: Math.ceil(expected.total / limit) });
        expect(pages.at(-1)!.next_cursor).toBeNull();
      }
    }
  });

  it('keeps rows apart that differ by microseconds only (a millisecond cursor would skip them)', async () => {
    const db = t.database.db;
    const plant = await storeBySlug(db, 'acme-plant');
    // Six orders within one millisecond, older than the fixture's.
    await db.execute(sql`
      insert into orders (order_id, company_uuid, store_uuid, channel, status, subtotal, total, currency, payment_method, created_at, updated_at)
      select 'ORD-MICRO' || k, company_uuid, store_uuid, channel, 'completed', subtotal, total, currency, payment_method,
        date_trunc('milliseconds', created_at) - interval '20 days' + make_interval(secs => k / 1000000.0),
        date_trunc('milliseconds', created_at) - interval '20 days' + make_interval(secs => k / 1000000.0)
      from (select * from orders where store_uuid = ${plant.uuid} limit 1) o cross join generate_series(1, 6) k`);
    const expected = await reference({ storeUuid: plant.uuid }, {});
    expect(expected.ids.filter((id) => id.startsWith('ORD-MICRO'))).toEqual([
      'ORD-MICRO6', 'ORD-MICRO5', 'ORD-MICRO4', 'ORD-MICRO3', 'ORD-MICRO2', 'ORD-MICRO1',
    ]);
    for (const limit of [1, 2, 4]) expect((await walk('admin', '/order/list/admin', { store_uuid: plant.uuid }, limit)).ids).toEqual(expected.ids);
  });

  it('stay stable while new orders come in between pages; a fresh walk shows them', async () => {
    const db = t.database.db;
    const hq = await storeBySlug(db, 'acme-hq');
    const before = await reference({ storeUuid: hq.uuid }, {});
    const added: string[] = [];
    const { ids } = await walk('acmeManager', '/order/list/store', {}, 2, async () => {
      const fresh = await makeOrder(db, { store: 'acme-hq', customerName: `Between ${added.length}` });
      added.push(fresh.orderId);
    });
    expect(added.length).toBeGreaterThan(1);
    // Every order of the list as it was, once, in order: none of the new ones pushed a row to the next page.
    expect(ids).toEqual(before.ids);
    const now = await reference({ storeUuid: hq.uuid }, {});
    expect(now.total).toBe(before.total + added.length);
    expect(now.ids.filter((id) => !added.includes(id))).toEqual(before.ids);
    expect((await walk('acmeManager', '/order/list/store', {}, 2)).ids).toEqual(now.ids);
  });

  it('take the cursor over pagenum, and give a cursor on numbered pages too', async () => {
    const hq = await storeBySlug(t.database.db, 'acme-hq');
    const expected = await reference({ storeUuid: hq.uuid }, {});
    const page0 = await call(t.app, 'GET', '/order/list/store', { token: tok.acmeManager, query: { limit: 2, pagenum: 0 } });
    expect(page0.body.data.next_cursor).toEqual(expect.any(String));
    const next = await call(t.app, 'GET', '/order/list/store', { token: tok.acmeManager, query: { limit: 2, pagenum: 7, after: page0.body.data.next_cursor } });
    expect(next.status).toBe(200);
    expect(next.body.data.pagenum).toBe(7);
    expect(next.body.data.items.map((r: { order_id: string }) => r.order_id)).toEqual(expected.ids.slice(2, 4));
    const lastPage = Math.ceil(expected.total / 2) - 1;
    const last = await call(t.app, 'GET', '/order/list/store', { token: tok.acmeManager, query: { limit: 2, pagenum: lastPage } });
    expect(last.body.data.next_cursor).toBeNull();
  });

  it('answer a bad cursor with a 400 in the envelope', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    const uuid = '2f1c6f3e-9d6a-4c1b-8e6f-0d5e7a9b1c2d';
    const bad = [
      'not a cursor',
      '!!!',
      b64('hello'),
      b64(`2026-02-30T10:00:00.000000Z|${uuid}`),
      b64(`2026-01-01T25:00:00.000000Z|${uuid}`),
      b64(`2026-01-01T10:00:00.000Z|${uuid}`),
      b64('2026-01-01T10:00:00.000000Z|not-a-uuid'),
      b64(`2026-01-01T10:00:00.000000Z|${uuid}|more`),
      b64(`'; drop table orders; --|${uuid}`),
      'x'.repeat(201),
      '',
    ];
    for (const [url, who] of [['/order/list/store', 'acmeManager'], ['/order/list/admin', 'admin'], ['/order/list/consumer', 'alice']] as const) {
      for (const after of bad) {
        const res = await call(t.app, 'GET', url, { token: tok[who], query: { after } });
        expect(res.status, `${url} ${after}`).toBe(400);
        expect(res.body).toMatchObject({ status: false, errors: [{ path: 'after' }] });
      }
    }
    // A well-formed cursor of a position no row holds is simply a place in the list.
    const res = await call(t.app, 'GET', '/order/list/admin', { token: tok.admin, query: { after: b64(`1990-01-01T00:00:00.000000Z|${uuid}`) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ items: [], next_cursor: null });
  });
});
