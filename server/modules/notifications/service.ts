// Notifications: rows in `notifications`, written in the same transaction as the change they tell
// about (a new order, a status change). After commit the caller hands the returned rows to
// app.realtime.notification() so that they also arrive live. Also the scoped, paged lists per
// audience with their unread count, and marking read.
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NotificationAudience, NotificationPage, NotificationReadBody, NotificationRow } from '../../contracts/notifications';
import type { NotificationPayload } from '../../contracts/realtime';
import { forbidden, paged } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { scopeCompany } from '../../plugins/scope';
import { listScope } from '../categories/service';
import { codedFields } from '../../lib/messages/codes';

/** The codes of a notification's title and body: the reader's app says them in its language. */
export const notificationWords = (title: string, body: string | null) => ({ ...codedFields('title', title), ...codedFields('body', body) });

export interface NotificationInput {
  audience: 'admin' | 'company' | 'store' | 'user';
  companyUuid?: string | null;
  storeUuid?: string | null;
  userUuid?: string | null;
  orderUuid?: string | null;
  title: string;
  body?: string | null;
  link?: string | null;
}

export type CreatedNotification = NotificationPayload & { company_uuid: string | null; store_uuid: string | null; user_uuid: string | null };

export async function createNotifications(db: DbOrTx, inputs: NotificationInput[]): Promise<CreatedNotification[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      inputs.map((n) => ({
        audience: n.audience,
        companyUuid: n.companyUuid ?? null,
        storeUuid: n.storeUuid ?? null,
        userUuid: n.userUuid ?? null,
        orderUuid: n.orderUuid ?? null,
        title: n.title,
        body: n.body ?? null,
        link: n.link ?? null,
      })),
    )
    .returning();
  return rows.map((r) => ({
    uuid: r.uuid,
    audience: r.audience as CreatedNotification['audience'],
    title: r.title,
    body: r.body,
    link: r.link,
    order_uuid: r.orderUuid,
    created_at: r.createdAt.toISOString(),
    company_uuid: r.companyUuid,
    store_uuid: r.storeUuid,
    user_uuid: r.userUuid,
  }));
}

interface OrderFacts {
  uuid: string;
  orderId: string;
  /** What the counter calls out; a new order's is not known yet (CALL_NUMBER_SLOT stands in for it). */
  callNumber?: string | null;
  companyUuid: string;
  storeUuid: string;
  userUuid: string | null;
  total: number;
  currency: string;
}

const money = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;

/**
 * Stands in a new order's notification titles for its call number, which the order's own statement
 * gives out (checkout/statements.ts replaces it there).
 */
export const CALL_NUMBER_SLOT = '{call_number}';
/** How an order is called in a notification: its call number, else (older orders) its id. */
const called = (o: OrderFacts) => o.callNumber ?? o.orderId;

/** A new order: the store's staff, the company and the consumer (when logged in) hear of it. */
export function newOrderNotifications(o: OrderFacts): NotificationInput[] {
  const base = { companyUuid: o.companyUuid, storeUuid: o.storeUuid, orderUuid: o.uuid };
  const list: NotificationInput[] = [
    {
      ...base,
      audience: 'store',
      title: `New order ${CALL_NUMBER_SLOT}`,
      body: `${o.orderId}: ${money(o.total, o.currency)} to prepare`,
      link: `/NICorders?order=${o.orderId}`,
    },
    {
      ...base,
      audience: 'company',
      title: `New order ${CALL_NUMBER_SLOT}`,
      body: `${o.orderId}: ${money(o.total, o.currency)}`,
      link: `/NICorders?order=${o.orderId}`,
    },
  ];
  if (o.userUuid) {
    list.push({
      ...base,
      audience: 'user',
      userUuid: o.userUuid,
      title: `Order ${CALL_NUMBER_SLOT} placed`,
      body: `We have your order ${o.orderId} (${money(o.total, o.currency)}).`,
      link: `/consumer/orders/${o.orderId}`,
    });
  }
  return list;
}

const STATUS_WORDS: Record<string, string> = {
  accepted: 'was accepted',
  preparing: 'is being prepared',
  ready: 'is ready for pickup',
  completed: 'is completed',
  cancelled: 'was cancelled',
  refunded: 'was refunded',
};

/** A status change: the consumer hears of it; the store hears of cancellations and refunds. */
export function statusNotifications(o: OrderFacts, to: string): NotificationInput[] {
  const base = { companyUuid: o.companyUuid, storeUuid: o.storeUuid, orderUuid: o.uuid };
  const words = STATUS_WORDS[to] ?? `is now ${to}`;
  const list: NotificationInput[] = [];
  const body = o.callNumber ? `Reference ${o.orderId}` : null;
  if (o.userUuid) {
    list.push({ ...base, audience: 'user', userUuid: o.userUuid, title: `Order ${called(o)} ${words}`, body, link: `/consumer/orders/${o.orderId}` });
  }
  if (to === 'cancelled' || to === 'refunded') {
    list.push({
      ...base,
      audience: 'store',
      title: `Order ${called(o)} ${words}`,
      body,
      link: `/NICorders?order=${o.orderId}`,
    });
  }
  return list;
}

// ---- reading -----------------------------------------------------------------------------------
// Each list is one audience seen from the caller's scope. Read state is per notification: a store's
// notification read by one cashier is read for the store.

type Reader = AuthContext['user'];

export interface AudienceRequest {
  audience: NotificationAudience;
  company_uuid?: string;
  store_uuid?: string;
  /** admin_uuid for the admin list, user_uuid for the consumer list */
  user_uuid?: string;
}

const CONSUMER_ROLES = new Set(['consumer', 'company_consumer']);

/** The rows a caller may see (and mark read) in one audience; a uuid outside the scope is a 403. */
export async function audienceFilter(db: Db, user: Reader, req: AudienceRequest): Promise<SQL> {
  switch (req.audience) {
    case 'admin': {
      if (user.role !== 'admin') throw forbidden('Only administrators read these notifications');
      const adminUuid = req.user_uuid ?? user.uuid;
      return and(eq(notifications.audience, 'admin'), or(isNull(notifications.userUuid), eq(notifications.userUuid, adminUuid)))!;
    }
    case 'company': {
      if (!['admin', 'company', 'executive'].includes(user.role)) throw forbidden('Your role may not read company notifications');
      const companyUuid = scopeCompany(user, req.company_uuid);
      return and(eq(notifications.audience, 'company'), companyUuid ? eq(notifications.companyUuid, companyUuid) : undefined)!;
    }
    case 'store': {
      if (!['admin', 'company', 'executive', 'manager', 'cashier'].includes(user.role)) throw forbidden('Your role may not read store notifications');
      const { companyUuid, storeUuid } = await listScope(db, user, { store_uuid: req.store_uuid });
      return and(
        eq(notifications.audience, 'store'),
        companyUuid ? eq(notifications.companyUuid, companyUuid) : undefined,
        storeUuid ? eq(notifications.storeUuid, storeUuid) : undefined,
      )!;
    }
    case 'user': {
      const userUuid = req.user_uuid ?? user.uuid;
      if (userUuid !== user.uuid && user.role !== 'admin') throw forbidden('You may only read your own notifications');
      return and(eq(notifications.audience, 'user'), eq(notifications.userUuid, userUuid))!;
    }
  }
}

export function defaultAudience(user: Reader): NotificationAudience {
  if (CONSUMER_ROLES.has(user.role)) return 'user';
  if (user.role === 'manager' || user.role === 'cashier') return 'store';
  if (user.role === 'company' || user.role === 'executive') return 'company';
  return 'admin';
}

export async function listNotifications(
  db: Db,
  user: Reader,
  page: { pagenum: number; limit: number; offset: number },
  req: AudienceRequest,
): Promise<NotificationPage> {
  const filter = await audienceFilter(db, user, req);
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db.select().from(notifications).where(filter).orderBy(desc(notifications.createdAt), desc(notifications.uuid)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(notifications).where(filter),
    db.select({ unread: count() }).from(notifications).where(and(filter, isNull(notifications.readAt))),
  ]);
  return {
    ...paged<NotificationRow>(
      rows.map((r) => ({
        uuid: r.uuid,
        audience: r.audience as NotificationAudience,
        company_uuid: r.companyUuid,
        store_uuid: r.storeUuid,
        user_uuid: r.userUuid,
        title: r.title,
        body: r.body,
        link: r.link,
        order_uuid: r.orderUuid,
        read: r.readAt !== null,
        read_at: r.readAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
        ...notificationWords(r.title, r.body),
      })),
      total,
      page.pagenum,
      page.limit,
    ),
    unread,
  };
}

/** Marks the named (or all) unread notifications of one audience read; others' rows are untouched. */
export async function markRead(db: Db, user: Reader, body: NotificationReadBody) {
  const req: AudienceRequest = {
    audience: body.audience ?? defaultAudience(user),
    company_uuid: body.company_uuid,
    store_uuid: body.store_uuid,
    user_uuid: body.user_uuid,
  };
  const filter = await audienceFilter(db, user, req);
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(filter, isNull(notifications.readAt), body.all ? undefined : inArray(notifications.uuid, body.uuids ?? [])))
    .returning({ uuid: notifications.uuid });
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(and(filter, isNull(notifications.readAt)));
  return { updated: updated.length, unread };
}
