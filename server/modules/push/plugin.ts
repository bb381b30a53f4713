// Sending Web Push (app.push): after an order's status change has committed, the consumer's (or the
// guest device's) subscribed browsers get an encrypted push through their push services, signed with
// the server's VAPID key. `web-push` builds each request (VAPID JWT, aes128gcm encryption); it is sent
// with fetch so that a push service answer is read here: 404/410 means the browser dropped the
// subscription, so the row goes; anything else is logged. Sending runs off the request path and never
// fails or delays the status change. `settled()` waits for what is in flight (tests, shutdown).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import { PUSHED_STATUSES, type PushMessage } from '../../contracts/push';
import { pushWords } from './messages';
import { dropSubscription, orderPushTarget, storedVapidKeys, type OrderPushTarget, type VapidKeys } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID public key the browser subscribes with (URL-safe base64). */
      publicKey(): Promise<string>;
      /** After commit: tells the order's subscribed browsers of a status a consumer cares about. */
      orderStatus(order: { uuid: string; status: string; previous_status?: string | null }): void;
      /** Resolves once every push started so far has been answered or has failed. */
      settled(): Promise<void>;
    };
  }
}

export interface PushOptions {
  publicKey?: string;
  privateKey?: string;
  subject: string;
  /** The app's path of an order page, before the order id. */
  orderPath?: string;
}

/** How long a push service keeps a push for a phone that is offline: after an hour the news is stale. */
const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;
const ORDER_PATH = '/app/consumer/orders/';

export default fp(async function push(app: FastifyInstance, opts: PushOptions) {
  const db = app.db;
  let keys: Promise<VapidKeys> | null =
    opts.publicKey && opts.privateKey ? Promise.resolve({ publicKey: opts.publicKey, privateKey: opts.privateKey }) : null;
  const vapidKeys = () => {
    keys ??= storedVapidKeys(db).catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  };
  const inFlight = new Set<Promise<void>>();
  /** The last push of each order still under way. */
  const lastOfOrder = new Map<string, Promise<void>>();
  const orderPath = opts.orderPath ?? ORDER_PATH;

  async function deliver(sub: OrderPushTarget['subscriptions'][number], message: PushMessage, topic: string, vapid: VapidKeys) {
    try {
      const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(message), {
        vapidDetails: { subject: opts.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: message.status === 'ready' ? 'high' : 'normal',
        topic,
      });
      // fetch sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        await dropSubscription(db, sub.uuid);
        app.log.info({ subscription: sub.uuid, status: res.status }, 'push subscription gone: removed');
      } else if (!res.ok) {
        app.log.warn({ subscription: sub.uuid, status: res.status }, 'push service refused a push');
      }
    } catch (err) {
      app.log.warn({ subscription: sub.uuid, err: (err as Error).message }, 'push failed');
    }
  }

  async function send(order: { uuid: string; status: string }) {
    const target = await orderPushTarget(db, order.uuid);
    if (!target || target.subscriptions.length === 0) return;
    const vapid = await vapidKeys();
    const topic = order.uuid.replace(/-/g, '');
    await Promise.all(
      target.subscriptions.map((sub) => {
        const words = pushWords(sub.language, order.status, target.call, target.storeName);
        if (!words) return undefined;
        const message: PushMessage = {
          ...words,
          url: `${orderPath}${encodeURIComponent(target.orderId)}`,
          tag: `order-${target.orderId}`,
          order_id: target.orderId,
          status: order.status,
        };
        return deliver(sub, message, topic, vapid);
      }),
    );
  }

  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  app.decorate('push', {
    publicKey: async () => (await vapidKeys()).publicKey,
    orderStatus(order) {
      if (order.previous_status === order.status || !(PUSHED_STATUSES as readonly string[]).includes(order.status)) return;
      // Off the request path: the answer does not wait for any push service. One order's pushes go
      // one after another, so that "preparing" never lands after (and replaces) "ready".
      const before = lastOfOrder.get(order.uuid) ?? new Promise<void>((resolve) => setImmediate(resolve));
      const p = before
        .then(() => send(order))
        .catch((err: unknown) => app.log.error({ err, order: order.uuid }, 'push for an order status failed'));
      lastOfOrder.set(order.uuid, p);
      void p.finally(() => {
        if (lastOfOrder.get(order.uuid) === p) lastOfOrder.delete(order.uuid);
      });
      track(p);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  });

  app.addHook('onClose', async () => {
    await app.push.settled();
  });
});
