import { describe, expect, it } from 'vitest';
import { ROLES } from '../../server/contracts/common';
import { call, useTestApp } from './helpers';

const t = useTestApp();

describe('every route declares who may call it', () => {
  it('has an access rule on every registered route', () => {
    const missing = t.app.routeTable.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(20);
  });

  it('names only known roles, and keeps public routes to a short reviewed list', () => {
    const publicApi = new Set<string>();
    for (const r of t.app.routeTable) {
      if (r.access === 'public') {
        if (r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs')) publicApi.add(`${r.method} ${r.url}`);
      } else {
        for (const role of r.access!) expect(ROLES).toContain(role);
      }
    }
    expect([...publicApi].sort()).toEqual(
      [
        'GET /api/v1/category/lists',
        'GET /api/v1/product/lists',
        'GET /api/v1/banner/lists',
        'GET /api/v1/company/get/stores',
        'GET /api/v1/order/pickup/board',
        'GET /api/v1/pickup-slots/available',
        'GET /api/v1/pickup-slots/wait',
        'GET /api/v1/company/lists',
        'GET /api/v1/health',
        'GET /api/v1/cart/list',
        'POST /api/v1/cart/add',
        'PUT /api/v1/cart/quantity/update',
        // An offline phone's change to one cart line (a whole quantity, not a step).
        'PUT /api/v1/cart/line',
        'DELETE /api/v1/cart/delete/:id',
        'DELETE /api/v1/cart/clear',
        'GET /api/v1/coupon/list/consumer',
        'POST /api/v1/coupon/code',
        'PUT /api/v1/coupon/code/clear',
        'POST /api/v1/checkout/guest',
        // The outbox's batch: each write in it is an inner request authorized on its own.
        'POST /api/v1/outbox/batch',
        // The kiosk's look-up by its own token (x-kiosk-token; 401 without a bound one).
        'GET /api/v1/kiosk/device/me',
        // iCash at a kiosk: these answer only a bound kiosk's token (401 without one).
        'POST /api/v1/kiosk/wallet/code',
        'POST /api/v1/kiosk/wallet/verify',
        'POST /api/v1/kiosk/wallet/forget',
        // A kiosk's letter for numbering its offline orders: only a bound kiosk's token (401 without one).
        'POST /api/v1/kiosk/call-letter',
        // Whether this server takes card (PAYMENT_SANDBOX): the kiosk and the consumer app ask before offering it.
        'GET /api/v1/payment/methods',
        // The sandbox gateway: these answer 404 unless PAYMENT_SANDBOX is on (never in production).
        'GET /api/v1/payment/sandbox/checkout/:session',
        'POST /api/v1/payment/sandbox/complete',
        'POST /api/v1/payment/webhook/sandbox',
        'GET /api/v1/order/invoice/:orderId',
        // A refund's credit note: the same access as the order's view (a guest by the device that ordered).
        'GET /api/v1/order/credit-note/:refundUuid',
        'GET /api/v1/order/view/:id',
        'POST /api/v1/company/forgot/password',
        'POST /api/v1/company/login',
        'POST /api/v1/company/token/refresh',
        'POST /api/v1/company/verify/otp',
        'POST /api/v1/user/login/mobile',
        'POST /api/v1/user/login/mobile/verify',
        'POST /api/v1/user/register',
        // Web Push: the VAPID public key; subscribing is a consumer's or a guest's (by the device that placed a guest order).
        'GET /api/v1/push/public-key',
        'POST /api/v1/push/subscribe',
        'POST /api/v1/push/unsubscribe',
      ].sort(),
    );
  });
});

describe('platform routes', () => {
  it('serves OpenAPI with the company routes at /api/v1/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/company/create', '/api/v1/company/login', '/api/v1/company/store/list']));
  });

  it('answers unknown API routes with the envelope', async () => {
    const res = await call(t.app, 'GET', '/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: false, message: 'No such API route' });
  });

  it('reports health and sends a strict content security policy', async () => {
    const res = await call(t.app, 'GET', '/health');
    expect(res.body.status).toBe(true);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
