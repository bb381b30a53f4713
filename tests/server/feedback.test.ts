import { describe, expect, it } from 'vitest';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { makeOrder, storeBySlug } from './order-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['admin', 'acmeOwner', 'acmeManager', 'acmeCashier', 'globexOwner', 'globexManager', 'alice', 'bob']);

const give = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/feedback/create', { token, body });
const review = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', '/review/order', { token, body });

describe('feedback and reviews', () => {
  it('takes feedback only from the ordering consumer, only on a completed order, once', async () => {
    const placed = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const done = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'completed' });
    expect((await give(tok.alice, { order_uuid: placed.uuid, rating: 5 })).status).toBe(409);
    expect((await give(tok.bob, { order_uuid: done.uuid, rating: 1 })).status).toBe(404);
    expect((await give(tok.acmeOwner, { order_uuid: done.uuid, rating: 5 })).status).toBe(403);
    expect((await give(tok.alice, { order_uuid: done.uuid, rating: 6 })).status).toBe(400);
    const ok = await give(tok.alice, { order_uuid: done.uuid, rating: 4, comment: 'Great dosa' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ rating: 4, comment: 'Great dosa', order_id: done.orderId });
    expect((await give(tok.alice, { order_uuid: done.uuid, rating: 5 })).status).toBe(409);
    const view = await call(t.app, 'GET', `/order/view/${done.uuid}`, { token: tok.alice });
    expect(view.body.data.feedback).toMatchObject({ rating: 4 });
  });

  it('takes a review of a product in that completed order, once per product', async () => {
    const done = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'completed', quantities: [1, 1] });
    const other = await makeOrder(t.database.db, { user: ACCOUNTS.alice, store: 'acme-plant', status: 'completed', quantities: [1] });
    const product = done.items[0].product.uuid;
    expect((await review(tok.alice, { order_uuid: done.uuid, product_uuid: other.items[0].product.uuid, rating: 3 })).status).toBe(400);
    expect((await review(tok.bob, { order_uuid: done.uuid, product_uuid: product, rating: 3 })).status).toBe(404);
    expect((await review(tok.alice, { order_uuid: done.uuid, product_uuid: product, rating: 5, comment: 'Crisp' })).status).toBe(201);
    expect((await review(tok.alice, { order_uuid: done.uuid, product_uuid: product, rating: 4 })).status).toBe(409);
    expect((await review(tok.alice, { order_uuid: done.uuid, product_uuid: done.items[1].product.uuid, rating: 2 })).status).toBe(201);
    const one = await call(t.app, 'GET', `/feedback/order/${done.orderId}`, { token: tok.acmeManager });
    expect(one.status).toBe(200);
    expect(one.body.data.reviews).toHaveLength(2);
    expect((await call(t.app, 'GET', `/feedback/order/${done.orderId}`, { token: tok.globexManager })).status).toBe(404);
    expect((await call(t.app, 'GET', `/feedback/order/${done.orderId}`, { token: tok.bob })).status).toBe(404);
    const products = await call(t.app, 'GET', '/feedback/product/company/list', {
      token: tok.acmeOwner,
      query: { search: done.items[0].product.name.slice(0, 6) },
    });
    const row = products.body.data.items.find((r: { product_uuid: string }) => r.product_uuid === product);
    expect(row).toMatchObject({ product_name: done.items[0].product.name, product_average_rating: 5, product_review_count: 1, rating: 5 });
  });

  it('lists feedback in scope with filters', async () => {
    const bobDone = await makeOrder(t.database.db, { user: ACCOUNTS.bob, store: 'globex-east', status: 'completed' });
    expect((await give(tok.bob, { order_uuid: bobDone.uuid, rating: 2, comment: 'Cold coffee' })).status).toBe(201);
    const acme = await call(t.app, 'GET', '/feedback/company/list', { token: tok.acmeOwner });
    expect(acme.body.data.total).toBe(1);
    expect(acme.body.data.items[0]).toMatchObject({ user_name: 'Alice Sharma', rating: 4, store_name: 'Acme HQ Cafeteria' });
    const all = await call(t.app, 'GET', '/feedback/admin/list', { token: tok.admin });
    expect(all.body.data.total).toBe(2);
    expect((await call(t.app, 'GET', '/feedback/admin/list', { token: tok.admin, query: { search: 'cold coffee' } })).body.data.total).toBe(1);
    const east = await storeBySlug(t.database.db, 'globex-east');
    expect((await call(t.app, 'GET', '/feedback/company/list', { token: tok.acmeOwner, query: { store_uuid: east.uuid } })).status).toBe(403);
    expect((await call(t.app, 'GET', '/feedback/store/list', { token: tok.globexManager })).body.data.total).toBe(1);
    const today = new Date();
    const ymd = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect((await call(t.app, 'GET', '/feedback/admin/list', { token: tok.admin, query: { start_date: ymd, end_date: ymd } })).body.data.total).toBe(2);
    expect((await call(t.app, 'GET', '/feedback/admin/list', {
      token: tok.admin,
      query: { start_date: '2001-01-01', end_date: '2001-01-31' },
    })).body.data.total).toBe(0);
  });
});
