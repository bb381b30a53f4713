// The server's sentences carry their catalog code and parameters beside the English message, so the
// PWA can show them in the person's language: errors, field errors, answers, notifications.
import { describe, expect, it } from 'vitest';
import { createNotifications } from '../../server/modules/notifications/service';
import { ACCOUNTS, call, useTestApp, useTokens } from './helpers';
import { userByEmail } from './order-fixtures';
import { useWorld } from './ordering-fixtures';

const t = useTestApp();
const tok = useTokens(t, ['acmeOwner', 'alice']);
const w = useWorld(t);

describe('message codes', () => {
  it('gives a wrong password its code, and keeps the English message for API clients', async () => {
    const res = await call(t.app, 'POST', '/company/login', { body: { email: ACCOUNTS.alice, password: 'not-the-password-1' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, message: 'The e-mail, mobile or password is not correct', code: 'auth.badCredentials' });
  });

  it('gives an answer its code and parameters: "Category deactivated"', async () => {
    const made = await call(t.app, 'POST', '/category/create', { token: tok.acmeOwner, body: { store_uuid: w.hq, name: 'Codes Corner' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ message: 'Category created', code: 'catalogue.categoryCreated' });
    const off = await call(t.app, 'PUT', `/category/status/update/${made.body.data.uuid}`, { token: tok.acmeOwner, body: { status: 'inactive' } });
    expect(off.body).toMatchObject({ message: 'Category deactivated', code: 'common.switchedOff', params: { what: 'Category' } });
    const dup = await call(t.app, 'POST', '/category/create', { token: tok.acmeOwner, body: { store_uuid: w.hq, name: 'Codes Corner' } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'catalogue.nameTaken', params: { what: 'category', name: 'Codes Corner' } });
    expect(dup.body.errors?.[0]).toMatchObject({ path: 'name', code: 'catalogue.nameTaken' });
  });

  it('gives a coupon refusal and a validation error their codes', async () => {
    const coupon = await call(t.app, 'POST', '/coupon/code', { body: { code: 'NOSUCHCODE9', company_uuid: w.acme, ip_address: 'codes-device-1' } });
    expect(coupon.status).toBe(400);
    expect(coupon.body).toMatchObject({ message: 'Add something to your cart before applying a coupon', code: 'cart.couponEmpty' });
    const bad = await call(t.app, 'POST', '/company/login', { body: { email: ACCOUNTS.alice, password: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'valid.enterPassword' });
  });

  it("gives a stored notification's title and body their codes when read", async () => {
    const alice = await userByEmail(t.database.db, ACCOUNTS.alice);
    await createNotifications(t.database.db, [
      { audience: 'user', userUuid: alice.uuid, companyUuid: alice.companyUuid, title: 'Order Z-123 is ready for pickup', body: 'Reference ORD-CODES01' },
    ]);
    const list = await call(t.app, 'GET', '/notification/consumer/list', { token: tok.alice, query: { limit: 50 } });
    const row = list.body.data.items.find((n: { title: string }) => n.title === 'Order Z-123 is ready for pickup');
    expect(row).toMatchObject({
      title_code: 'notifications.ready',
      title_params: { call: 'Z-123' },
      body_code: 'notifications.reference',
      body_params: { order: 'ORD-CODES01' },
    });
  });
});
