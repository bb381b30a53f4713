// Web Push: subscribing and unsubscribing (validation, who may, the cap), and the pushes an order's
// status change sends to a push service this test runs on 127.0.0.1: one encrypted request per
// subscribed browser with its VAPID signature, decrypted here with the browser's private key; a 410
// removes the subscription; a failing or stuck push service never fails or delays the status change.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { MAX_PUSH_SUBSCRIPTIONS } from '../../server/contracts/push';
import { orders, pushSubscriptions, pushVapidKeys } from '../../server/db/schema';
import { endpointProblem } from '../../server/modules/push/service';
import { ACCOUNTS, call, useDirectory, useTestApp, useTokens } from './helpers';
import { makeOrder } from './order-fixtures';
import { newDevice } from './ordering-fixtures';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

const t = useTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'on' });
const tok = useTokens(t, ['alice', 'bob', 'acmeCashier']);
const dir = useDirectory(t);
const configured = webpush.generateVAPIDKeys();
const withKeys = useTestApp({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' });

// ---- the push service this test runs -----------------------------------------------------------

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** What the push service answers per path: a status code, or 'hang' (no answer until released). */
const answers = new Map<string, number | 'hang'>();
const hanging: ServerResponse[] = [];
let pushService: Server;
let pushBase = '';

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? 201;
      if (answer === 'hang') hanging.push(res);
      else res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.end();
  await new Promise((resolve) => pushService.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** A browser's subscription: its push endpoint on the test's push service, and its keys (the private one kept to decrypt). */
function browser(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const endpoint = `${pushBase}/push/${name}-${randomBytes(4).toString('hex')}`;
  return {
    ecdh,
    authSecret,
    endpoint,
    path: new URL(endpoint).pathname,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
  };
}

const subscribe = (body: Record<string, unknown>, token?: string) => call(t.app, 'POST', '/push/subscribe', { token, body });
const setStatus = (orderUuid: string, status: string) =>
  call(t.app, 'PUT', '/order/status/update', { token: tok.acmeCashier, body: { order_uuid: orderUuid, status } });
const subscriptionRow = async (endpoint: string) => (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const requestsTo = (path: string) => received.filter((r) => r.path === path);

describe('GET /push/public-key', () => {
  it('answers the VAPID public key, made once and kept in the database', async () => {
    const first = await call(t.app, 'GET', '/push/public-key');
    expect(first.status).toBe(200);
    expect(first.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.body.data.public_key, 'base64url')[0]).toBe(0x04);
    const again = await call(t.app, 'GET', '/push/public-key');
    expect(again.body.data.public_key).toBe(first.body.data.public_key);
    const rows = await t.database.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0].publicKey).toBe(first.body.data.public_key);
  });
});

describe('VAPID configuration', () => {
  it('uses the configured key pair and stores none', async () => {
    const res = await call(withKeys.app, 'GET', '/push/public-key');
    expect(res.body.data.public_key).toBe(configured.publicKey);
    expect(await withKeys.database.db.select().from(pushVapidKeys)).toHaveLength(0);
  });

  it('refuses half a key pair, a bad subject, and local push endpoints in production', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const load = (env: Record<string, string>) => () => loadConfig({ ...base, ...env }, { memoryDb: true, dataDir: '/tmp/unused-cafe' });
    expect(load({ VAPID_PUBLIC_KEY: configured.publicKey })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/);
    expect(load({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: configured.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(load({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT must be a mailto: or https:/);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUSH_ALLOW_LOCAL_ENDPOINTS: 'on' })).toThrow(/PUSH_ALLOW_LOCAL_ENDPOINTS/);
    expect(load({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey })().VAPID_PUBLIC_KEY).toBe(configured.publicKey);
  });
});

describe('POST /push/subscribe and /push/unsubscribe', () => {
  it('refuses bad subscriptions with an envelope error naming the field, and stores nothing', async () => {
    const b = browser('bad');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'subscription'],
      [{ subscription: { ...b.subscription, endpoint: 'not a url' } }, 'subscription.endpoint'],
      [{ subscription: { ...b.subscription, endpoint: 'http://push.example.com/x' } }, 'subscription.endpoint'],
      [{ subscription: { ...b.subscription, endpoint: 'https://10.0.0.8/x' } }, 'subscription.endpoint'],
      [{ subscription: { ...b.subscription, keys: { p256dh: 'abc', auth: b.subscription.keys.auth } } }, 'subscription.keys.p256dh'],
      [{ subscription: { ...b.subscription, keys: { ...b.subscription.keys, auth: randomBytes(8).toString('base64url') } } }, 'subscription.keys.auth'],
      [{ subscription: { endpoint: b.endpoint } }, 'subscription.keys'],
    ];
    for (const [body, path] of cases) {
      const res = await subscribe(body, tok.alice);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(false);
      expect(res.body.errors?.map((e) => e.path)).toContain(path);
    }
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userUuid, dir.person[ACCOUNTS.alice]))).toHaveLength(0);
  });

  it('accepts a local push service only with PUSH_ALLOW_LOCAL_ENDPOINTS, and otherwise https push services on the internet', () => {
    expect(endpointProblem('http://127.0.0.1:4455/push/x', false)).toMatch(/https/);
    expect(endpointProblem('https://localhost/push/x', false)).toMatch(/internet/);
    expect(endpointProblem('http://127.0.0.1:4455/push/x', true)).toBeNull();
    expect(endpointProblem('http://push.example.com/x', true)).toMatch(/https/);
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(endpointProblem('https://[::1]/x', false)).toMatch(/internet/);
  });

  it('ties a subscription to the consumer; staff may not subscribe; the same browser under another account moves to it', async () => {
    const b = browser('owner');
    expect((await subscribe({ subscription: b.subscription }, tok.acmeCashier)).status).toBe(403);
    const res = await subscribe({ subscription: b.subscription, language: 'es-ES' }, tok.alice);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ endpoint: b.endpoint, language: 'es' });
    expect(await subscriptionRow(b.endpoint)).toMatchObject({ userUuid: dir.person[ACCOUNTS.alice], deviceId: null, language: 'es' });
    // Bob signs in on the same phone: the browser's one subscription is his now.
    expect((await subscribe({ subscription: b.subscription }, tok.bob)).status).toBe(200);
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userUuid: dir.person[ACCOUNTS.bob], language: 'en' });
  });

  it('lets only the owner unsubscribe', async () => {
    const b = browser('unsub');
    await subscribe({ subscription: b.subscription }, tok.bob);
    const other = await call(t.app, 'POST', '/push/unsubscribe', { token: tok.alice, body: { endpoint: b.endpoint } });
    expect(other.status).toBe(200);
    expect(other.body.data.removed).toBe(false);
    expect(await subscriptionRow(b.endpoint)).toBeDefined();
    expect((await call(t.app, 'POST', '/push/unsubscribe', { body: { endpoint: b.endpoint } })).status).toBe(400);
    const mine = await call(t.app, 'POST', '/push/unsubscribe', { token: tok.bob, body: { endpoint: b.endpoint } });
    expect(mine.body.data.removed).toBe(true);
    expect(await subscriptionRow(b.endpoint)).toBeUndefined();
  });

  it(`keeps a consumer's newest ${MAX_PUSH_SUBSCRIPTIONS} subscriptions`, async () => {
    const made = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 2; i += 1) {
      const b = browser(`cap${i}`);
      made.push(b);
      expect((await subscribe({ subscription: b.subscription }, tok.bob)).status).toBe(200);
    }
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userUuid, dir.person[ACCOUNTS.bob]));
    const endpoints = rows.map((r) => r.endpoint);
    expect(endpoints).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(endpoints).not.toContain(made[0].endpoint);
    expect(endpoints).not.toContain(made[1].endpoint);
    expect(endpoints).toContain(made.at(-1)!.endpoint);
  });

  it("lets a guest subscribe by the device that placed a guest order, and no one else's", async () => {
    const device = newDevice();
    const guestOrder = await makeOrder(t.database.db, { deviceId: device, customerName: 'Guest' });
    const aliceOrder = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const b = browser('guest');
    expect((await subscribe({ subscription: b.subscription, order_id: guestOrder.orderId })).status).toBe(400);
    expect((await subscribe({ subscription: b.subscription, ip_address: device })).status).toBe(400);
    expect((await subscribe({ subscription: b.subscription, ip_address: newDevice(), order_id: guestOrder.orderId })).status).toBe(404);
    expect((await subscribe({ subscription: b.subscription, ip_address: device, order_id: aliceOrder.orderId })).status).toBe(404);
    expect(await subscriptionRow(b.endpoint)).toBeUndefined();
    const ok = await subscribe({ subscription: b.subscription, ip_address: device, order_id: guestOrder.orderId, language: 'de' });
    expect(ok.status).toBe(200);
    expect(await subscriptionRow(b.endpoint)).toMatchObject({ userUuid: null, deviceId: device, language: 'de' });

    // The guest's ready order reaches the guest's browser.
    for (const s of ['accepted', 'preparing', 'ready']) expect((await setStatus(guestOrder.uuid, s)).status).toBe(200);
    await t.app.push.settled();
    const pushes = requestsTo(b.path).map((r) => b.decrypt(r.body));
    // One order's pushes go out in order: "ready" is the last, so it is the notification left on the phone.
    expect(pushes.map((p) => p.status)).toEqual(['accepted', 'preparing', 'ready']);
    expect(pushes[2].title).toBe(`Deine Bestellung ${guestOrder.orderId} ist fertig`);
  });
});

describe('pushes on status changes', () => {
  it("marking an order ready sends one encrypted, VAPID-signed push with the order page, in the subscriber's language", async () => {
    const b = browser('ready');
    const other = browser('someone-else');
    expect((await subscribe({ subscription: b.subscription, language: 'de-DE' }, tok.alice)).status).toBe(200);
    expect((await subscribe({ subscription: other.subscription }, tok.bob)).status).toBe(200);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'preparing' });
    const publicKey = (await call(t.app, 'GET', '/push/public-key')).body.data.public_key as string;

    const res = await setStatus(order.uuid, 'ready');
    expect(res.status).toBe(200);
    await t.app.push.settled();

    expect(requestsTo(other.path)).toHaveLength(0);
    const got = requestsTo(b.path);
    expect(got).toHaveLength(1);
    const { headers, body } = got[0];
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    expect(headers.urgency).toBe('high');
    expect(headers.topic).toBe(order.uuid.replace(/-/g, ''));
    const auth = headers.authorization ?? '';
    expect(auth).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(auth.split('k=')[1]).toBe(publicKey);
    const jwt = JSON.parse(Buffer.from(auth.slice('vapid t='.length).split('.')[1], 'base64url').toString('utf8'));
    expect(jwt.aud).toBe(pushBase);
    expect(jwt.sub).toMatch(/^(mailto:|https:)/);
    expect(jwt.exp * 1000).toBeGreaterThan(Date.now());
    expect(Number(headers['content-length'])).toBe(body.length);

    const message = b.decrypt(body);
    expect(message).toEqual({
      title: `Deine Bestellung ${order.orderId} ist fertig`,
      body: expect.stringContaining('Hol sie bei'),
      url: `/app/consumer/orders/${order.orderId}`,
      tag: `order-${order.orderId}`,
      order_id: order.orderId,
      status: 'ready',
    });

    // Picking it up is no news to the phone.
    received.length = 0;
    expect((await setStatus(order.uuid, 'completed')).status).toBe(200);
    await t.app.push.settled();
    expect(requestsTo(b.path)).toHaveLength(0);
  });

  it('names the order by its call number where it has one', async () => {
    const b = browser('call');
    await subscribe({ subscription: b.subscription }, tok.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice, status: 'preparing' });
    await t.database.db.update(orders).set({ callNumber: 'P-042' }).where(eq(orders.uuid, order.uuid));
    expect((await setStatus(order.uuid, 'ready')).status).toBe(200);
    await t.app.push.settled();
    const [push] = requestsTo(b.path).map((r) => b.decrypt(r.body));
    expect(push).toMatchObject({ title: 'Your order P-042 is ready', tag: `order-${order.orderId}`, url: `/app/consumer/orders/${order.orderId}` });
  });

  it('a push service answering 410 removes the subscription; the status change is unaffected', async () => {
    const b = browser('gone');
    answers.set(b.path, 410);
    await subscribe({ subscription: b.subscription }, tok.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    expect((await setStatus(order.uuid, 'accepted')).status).toBe(200);
    await t.app.push.settled();
    expect(requestsTo(b.path)).toHaveLength(1);
    expect(await subscriptionRow(b.endpoint)).toBeUndefined();
  });

  it('a failing or unreachable push service keeps the subscription and never fails the status change', async () => {
    const broken = browser('broken');
    answers.set(broken.path, 500);
    const unreachable = browser('unreachable');
    await subscribe({ subscription: broken.subscription }, tok.alice);
    await subscribe({ subscription: { ...unreachable.subscription, endpoint: 'http://127.0.0.1:9/push/nobody' } }, tok.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const res = await setStatus(order.uuid, 'cancelled');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
    await t.app.push.settled();
    expect(requestsTo(broken.path)).toHaveLength(1);
    expect(await subscriptionRow(broken.endpoint)).toBeDefined();
    expect(await subscriptionRow('http://127.0.0.1:9/push/nobody')).toBeDefined();
    const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, order.uuid));
    expect(row.status).toBe('cancelled');
  });

  it('answers the status change before the push service does', async () => {
    const b = browser('slow');
    answers.set(b.path, 'hang');
    await subscribe({ subscription: b.subscription }, tok.alice);
    const order = await makeOrder(t.database.db, { user: ACCOUNTS.alice });
    const res = await setStatus(order.uuid, 'accepted');
    expect(res.status).toBe(200);
    // The push is still waiting for its answer: release it, then it settles.
    while (hanging.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(requestsTo(b.path)).toHaveLength(1);
    for (const r of hanging.splice(0)) r.writeHead(201).end();
    await t.app.push.settled();
  });
});
