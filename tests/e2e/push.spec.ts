// "Your order is ready" on the phone: a consumer orders, turns on order notifications from the card
// the order page offers, the cashier marks the order ready, and the phone's service worker shows the
// notification. Headless Chromium has no push service of its own, so this test is the push service:
// the browser's PushManager is given a subscription whose endpoint is a server this test runs; the
// app's server POSTs the encrypted, VAPID-signed push there; the test decrypts it with the
// subscription's private key and hands the very payload to the service worker through CDP
// (ServiceWorker.deliverPushMessage), as a push service would.
// Farah Khan (an Acme consumer no other spec uses) orders at Acme HQ.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { CASHIER, fillStaffLogin, staffLogin } from './helpers';

const CONSUMER = 'farah.khan@acme.example.com';
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer }): Buffer;
};

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

interface Push {
  headers: IncomingHttpHeaders;
  text: string;
  message: { title: string; body: string; url: string; tag: string; order_id: string; status: string };
}

let pushService: Server;
let endpointBase = '';
const pushes: Push[] = [];
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const authSecret = randomBytes(16);

test.beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const text = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8');
        pushes.push({ headers: req.headers, text, message: JSON.parse(text) as Push['message'] });
        res.writeHead(201).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
});

/** The browser's push service, stood in for: subscribe() answers a subscription on the test's server (kept across reloads, as a browser keeps it). */
async function fakePushService(context: BrowserContext, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await context.addInitScript((s) => {
    const KEY = 'e2e:fake-push-subscription';
    const make = () => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(KEY, '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** What the counter calls the order (its call number; its order id on an order without one). */
async function callOf(request: APIRequestContext, token: string, orderId: string): Promise<string> {
  const res = await request.get(`/api/v1/order/view/${orderId}`, { headers: { 'x-auth-token': token } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { call_number: string | null } }).data.call_number ?? orderId;
}

const newSubscription = () => ({
  endpoint: `${endpointBase}/push/${randomBytes(6).toString('hex')}`,
  p256dh: ecdh.getPublicKey().toString('base64url'),
  auth: authSecret.toString('base64url'),
});

test("the cashier marks an order ready and the consumer's phone shows it as a notification", async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  const subscription = newSubscription();
  await fakePushService(context, subscription);

  // The consumer signs in and orders; the worker is active by then.
  await page.goto('/app/consumer/acme/acme-hq');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByTestId('consumer-account').click();
  await page.getByTestId('consumer-sign-in').click();
  await fillStaffLogin(page, CONSUMER);
  await expect(page).toHaveURL(/\/app\/consumer\/acme\/acme-hq$/);
  const vada = page.getByRole('article', { name: 'Medu Vada' });
  await vada.getByTestId('add-to-cart').click();
  await page.getByTestId('view-cart').click();
  await page.getByTestId('pay-counter').click();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/app\/consumer\/orders\/ORD-[A-Z0-9]{8}$/);
  const orderId = page.url().split('/').pop()!;

  // After the order, not before: the offer, and turning it on.
  const offer = page.getByRole('region', { name: 'Get a notification when your order is ready' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('push-on')).toHaveText('Notifications are on. You can turn them off in your profile.');
  await expect(offer).toHaveCount(0);

  // The cashier moves the order on: the server pushes to the phone's push service.
  const cashier = await staffLogin(request, CASHIER);
  for (const status of ['accepted', 'preparing', 'ready']) {
    const res = await request.put('/api/v1/order/status/update', { headers: { 'x-auth-token': cashier.token }, data: { order_id: orderId, status } });
    expect(res.status(), status).toBe(200);
  }
  await expect.poll(() => pushes.filter((p) => p.message.order_id === orderId).map((p) => p.message.status)).toEqual(['accepted', 'preparing', 'ready']);
  const ready = pushes.find((p) => p.message.order_id === orderId && p.message.status === 'ready')!;
  const call = await callOf(request, cashier.token, orderId);
  expect(ready.headers['content-encoding']).toBe('aes128gcm');
  expect(ready.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
  expect(ready.message).toMatchObject({ title: `Your order ${call} is ready`, url: `/app/consumer/orders/${orderId}`, tag: `order-${orderId}` });

  // The push service delivers that payload to the phone's worker, which shows it.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const reg = e.registrations.find((r) => r.scopeURL === `${origin}/app/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: ready.text });

  const shown = () =>
    page.evaluate(async (tag) => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications({ tag })).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url }));
    }, `order-${orderId}`);
  await expect
    .poll(shown)
    .toEqual([{ title: `Your order ${call} is ready`, body: 'Pick it up at Acme HQ Cafeteria.', url: `${origin}/app/consumer/orders/${orderId}` }]);

  // The profile's toggle shows it on, and turns it off: the server forgets this phone.
  await page.goto('/app/consumer/profile');
  const toggle = page.getByRole('switch', { name: 'Notify me on this phone' });
  await expect(toggle).toBeChecked();
  await expect(page.getByTestId('push-toggle-status')).toHaveText('On for this phone.');
  const [unsubscribed] = await Promise.all([page.waitForResponse('**/api/v1/push/unsubscribe'), toggle.click()]);
  expect(((await unsubscribed.json()) as { data: { removed: boolean } }).data.removed).toBe(true);
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('push-toggle-status')).toHaveText('Off for this phone.');
});

test('a guest turns on notifications from the order page and hears of the order by push', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
  await fakePushService(context, newSubscription());
  const device = `e2e-push-${randomBytes(6).toString('hex')}`;
  await context.addInitScript((id) => localStorage.setItem('cafeteria:device-id', id), device);
  // The guest's order, placed from this device (through the API: the checkout screens are tested elsewhere).
  const cashier = await staffLogin(request, CASHIER);
  const menu = await request.get('/api/v1/product/store/order/list', { headers: { 'x-auth-token': cashier.token } });
  const dosa = ((await menu.json()) as { data: { uuid: string; name: string }[] }).data.find((p) => p.name === 'Masala Dosa')!;
  const placed = await request.post('/api/v1/checkout/guest', {
    data: {
      company_uuid: cashier.user.company_uuid,
      store_uuid: cashier.user.store_uuid,
      payment_method: 'counter',
      items: [{ product_uuid: dosa.uuid, quantity: 1 }],
      ip_address: device,
      customer_name: 'Push guest',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { order: { order_id: string } } }).data.order.order_id;

  await page.goto(`/app/consumer/orders/${orderId}`);
  await page.getByTestId('push-turn-on').click();
  await expect(page.getByTestId('push-on')).toHaveText('Notifications are on for orders from this phone.');
  const res = await request.put('/api/v1/order/status/update', { headers: { 'x-auth-token': cashier.token }, data: { order_id: orderId, status: 'accepted' } });
  expect(res.status()).toBe(200);
  const call = await callOf(request, cashier.token, orderId);
  await expect.poll(() => pushes.filter((p) => p.message.order_id === orderId).map((p) => p.message.title)).toEqual([`Order ${call} accepted`]);
});
