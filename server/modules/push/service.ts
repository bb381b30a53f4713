// Web Push subscriptions: rows of `push_subscriptions`, each a browser's push endpoint with its keys,
// owned by a consumer's account or by the device id of a guest who placed an order. A subscription
// endpoint is unique: the same browser subscribing again (or under another account) moves it. An owner
// keeps at most MAX_PUSH_SUBSCRIPTIONS; a new one past that replaces the oldest. Also the VAPID key
// pair made once and kept in `push_vapid_keys` when none is configured, and who hears of an order.
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { orders, pushSubscriptions, pushVapidKeys, stores } from '../../db/schema';
import { DEVICE_ID_MESSAGE } from '../../contracts/ordering';
import { MAX_PUSH_SUBSCRIPTIONS, type PushLanguage, type PushSubscribeBody, type PushSubscribed, type PushUnsubscribeBody } from '../../contracts/push';
import { badRequest, forbidden, notFound } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';

type User = AuthContext['user'];

const CONSUMER_ROLES = new Set(['consumer', 'company_consumer']);

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored key pair, made by the first process that needs one (every process then reads the same row). */
export async function storedVapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () => (await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1)))[0];
  const row = await read();
  if (row) return { publicKey: row.publicKey, privateKey: row.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('The VAPID key pair could not be stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Why a push endpoint is refused, or null. The server POSTs to it, so it must be a push service on
 * the internet: https, a host name (no IP literal, no localhost or internal name). With
 * `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS, tests) a push service on this machine is accepted too.
 */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | null {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowLocal && LOCAL_HOSTS.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https:// URL of a push service';
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  const ipLiteral = /^[\d.]+$/.test(host) || host.includes(':');
  const internal = host === 'localhost' || /\.(localhost|local|internal|lan|home|arpa)$/.test(host) || !host.includes('.');
  if (ipLiteral || internal) return 'endpoint must be a push service on the internet';
  return null;
}

/** The owner of a subscription: the consumer's account, or a guest's device. */
type Owner = { userUuid: string; deviceId: null } | { userUuid: null; deviceId: string };

const ownedBy = (o: Owner): SQL =>
  o.userUuid !== null ? eq(pushSubscriptions.userUuid, o.userUuid) : and(isNull(pushSubscriptions.userUuid), eq(pushSubscriptions.deviceId, o.deviceId))!;

/** A caller who may subscribe: a logged-in consumer, or a guest naming a guest order their device placed. */
async function subscriber(db: Db, user: User | null, body: PushSubscribeBody): Promise<Owner> {
  if (user) {
    if (!CONSUMER_ROLES.has(user.role)) throw forbidden('Only a consumer or a guest who ordered may turn on order notifications');
    return { userUuid: user.uuid, deviceId: null };
  }
  if (!body.ip_address) throw badRequest(DEVICE_ID_MESSAGE, [{ path: 'ip_address', message: DEVICE_ID_MESSAGE }]);
  if (!body.order_id) {
    const message = 'A guest names the order to be told about (order_id)';
    throw badRequest(message, [{ path: 'order_id', message }]);
  }
  const ref = body.order_id;
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const [order] = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(
      and(
        isUuid ? or(eq(orders.uuid, ref), eq(orders.orderId, ref)) : eq(orders.orderId, ref),
        eq(orders.channel, 'guest'),
        isNull(orders.userUuid),
        eq(orders.deviceId, body.ip_address),
      ),
    )
    .limit(1);
  // Another device's order, or a logged-in consumer's, is simply not found.
  if (!order) throw notFound('Order');
  return { userUuid: null, deviceId: body.ip_address };
}

export async function subscribe(db: Db, user: User | null, body: PushSubscribeBody, opts: { allowLocal: boolean }): Promise<PushSubscribed> {
  const problem = endpointProblem(body.subscription.endpoint, opts.allowLocal);
  if (problem) throw badRequest(problem, [{ path: 'subscription.endpoint', message: problem }]);
  const owner = await subscriber(db, user, body);
  const language: PushLanguage = body.language ?? 'en';
  const now = new Date();
  const values = {
    userUuid: owner.userUuid,
    deviceId: owner.deviceId,
    p256dh: body.subscription.keys.p256dh,
    auth: body.subscription.keys.auth,
    language,
    updatedAt: now,
  };
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: body.subscription.endpoint, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning();
    // The cap: the owner's newest subscriptions stay.
    const extra = await tx
      .select({ uuid: pushSubscriptions.uuid })
      .from(pushSubscriptions)
      .where(ownedBy(owner))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.createdAt))
      .offset(MAX_PUSH_SUBSCRIPTIONS);
    if (extra.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.uuid, extra.map((e) => e.uuid)));
    return saved!;
  });
  return { uuid: row.uuid, endpoint: row.endpoint, language: row.language as PushLanguage };
}

/** Removes the caller's subscription of that endpoint; answers whether there was one. */
export async function unsubscribe(db: Db, user: User | null, body: PushUnsubscribeBody): Promise<{ removed: boolean }> {
  let owner: Owner;
  if (user) owner = { userUuid: user.uuid, deviceId: null };
  else if (body.ip_address) owner = { userUuid: null, deviceId: body.ip_address };
  else throw badRequest(DEVICE_ID_MESSAGE, [{ path: 'ip_address', message: DEVICE_ID_MESSAGE }]);
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, body.endpoint), ownedBy(owner)))
    .returning({ uuid: pushSubscriptions.uuid });
  return { removed: gone.length > 0 };
}

export interface OrderPushTarget {
  orderId: string;
  /** What the counter calls: the call number where the order has one, else the order id. */
  call: string;
  storeName: string;
  subscriptions: { uuid: string; endpoint: string; p256dh: string; auth: string; language: PushLanguage }[];
}

/** Who hears of an order by push: its consumer's subscriptions, or those of the guest device that placed it. */
export async function orderPushTarget(db: Db, orderUuid: string): Promise<OrderPushTarget | null> {
  const [o] = await db
    .select({
      orderId: orders.orderId,
      callNumber: orders.callNumber,
      userUuid: orders.userUuid,
      deviceId: orders.deviceId,
      channel: orders.channel,
      storeName: stores.name,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.uuid, orders.storeUuid))
    .where(eq(orders.uuid, orderUuid));
  if (!o) return null;
  const owner: Owner | null = o.userUuid
    ? { userUuid: o.userUuid, deviceId: null }
    : o.channel === 'guest' && o.deviceId
      ? { userUuid: null, deviceId: o.deviceId }
      : null;
  if (!owner) return null;
  const subscriptions = await db
    .select({
      uuid: pushSubscriptions.uuid,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
    })
    .from(pushSubscriptions)
    .where(ownedBy(owner));
  return {
    orderId: o.orderId,
    call: o.callNumber ?? o.orderId,
    storeName: o.storeName,
    subscriptions: subscriptions.map((s) => ({ ...s, language: s.language as PushLanguage })),
  };
}

/** A subscription the push service says is gone (404/410). */
export async function dropSubscription(db: Db, uuid: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.uuid, uuid));
}
