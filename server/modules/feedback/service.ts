// Feedback on orders and reviews of products: written only by the consumer who placed a completed
// order (once per order, once per product per order), listed within the caller's tenant scope.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, feedback, orderItems, orders, productReviews, products, stores, users } from '../../db/schema';
import type { FeedbackRow, ProductReviewRow, feedbackCreateSchema, reviewCreateSchema } from '../../contracts/feedback';
import { badRequest, conflict, notFound, paged } from '../../lib/http';
import { where } from '../../lib/sql';
import { inTenant, textSearch, type ListPage } from '../../lib/scoped-filter';
import type { AuthContext } from '../../plugins/auth';
import { listScope } from '../categories/service';
import { dayRange, isConsumer, viewOrder } from '../orders/service';

type User = AuthContext['user'];

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** The consumer's own completed order, or 404 / 409 with the reason. */
async function ownCompletedOrder(db: Db, user: User, orderUuid: string) {
  const [order] = await db.select().from(orders).where(and(eq(orders.uuid, orderUuid), eq(orders.userUuid, user.uuid)));
  if (!order) throw notFound('Order');
  if (order.status !== 'completed') throw conflict(`Feedback opens once the order is completed; it is ${order.status}`, 'order_uuid');
  return order;
}

/** The columns an order's feedback and a product review share: who rated which order, and how. */
const rated = (order: typeof orders.$inferSelect, user: User, input: { rating: number; comment?: string | null }) => ({
  orderUuid: order.uuid,
  userUuid: user.uuid,
  companyUuid: order.companyUuid,
  storeUuid: order.storeUuid,
  rating: input.rating,
  comment: input.comment || null,
});

/** A rating just written, as the API answers it. */
const ratingOf = (row: { uuid: string; orderUuid: string; rating: number; comment: string | null; createdAt: Date }) => ({
  uuid: row.uuid,
  order_uuid: row.orderUuid,
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

export async function createFeedback(db: Db, user: User, input: z.output<typeof feedbackCreateSchema>) {
  const order = await ownCompletedOrder(db, user, input.order_uuid);
  try {
    const [row] = await db
      .insert(feedback)
      .values(rated(order, user, input))
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('You have already given feedback on this order', 'order_uuid');
    return { ...ratingOf(row), order_id: order.orderId };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('You have already given feedback on this order', 'order_uuid');
    throw e;
  }
}

export async function createReview(db: Db, user: User, input: z.output<typeof reviewCreateSchema>) {
  const order = await ownCompletedOrder(db, user, input.order_uuid);
  const [item] = await db
    .select({ uuid: orderItems.uuid })
    .from(orderItems)
    .innerJoin(products, eq(products.uuid, orderItems.productUuid))
    .where(and(eq(orderItems.orderUuid, order.uuid), eq(orderItems.productUuid, input.product_uuid)))
    .limit(1);
  if (!item) throw badRequest('That product is not in this order', [{ path: 'product_uuid', message: 'Not in this order' }]);
  const [row] = await db
    .insert(productReviews)
    .values({ productUuid: input.product_uuid, ...rated(order, user, input) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('You have already reviewed this product for this order', 'product_uuid');
  return { ...ratingOf(row), product_uuid: row.productUuid };
}

// ---- lists -------------------------------------------------------------------------------------

/** Feedback joined to its order, author and store: what the list's filter reads, for its rows and its count alike. */
const withFeedbackParties = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(orders, eq(orders.uuid, feedback.orderUuid))
    .innerJoin(users, eq(users.uuid, feedback.userUuid))
    .innerJoin(stores, eq(stores.uuid, feedback.storeUuid));

export async function listFeedback(
  db: Db,
  user: User,
  page: ListPage,
  q: { company_uuid?: string; store_uuid?: string; start_date?: string; end_date?: string },
) {
  const { companyUuid, storeUuid } = await listScope(db, user, q);
  const { from, to } = dayRange(q.start_date, q.end_date);
  const filter = where(
    inTenant(feedback, { companyUuid, storeUuid }),
    from ? gte(feedback.createdAt, from) : undefined,
    to ? lt(feedback.createdAt, to) : undefined,
    textSearch(page.search, [orders.orderId, feedback.comment, users.name, stores.name]),
  );
  const columns = {
    uuid: feedback.uuid,
    order_uuid: feedback.orderUuid,
    order_id: orders.orderId,
    user_uuid: feedback.userUuid,
    user_name: users.name,
    company_uuid: feedback.companyUuid,
    company_name: companies.name,
    store_uuid: feedback.storeUuid,
    store_name: stores.name,
    rating: feedback.rating,
    comment: feedback.comment,
    created_at: feedback.createdAt,
  };
  const [rows, [{ total }]] = await Promise.all([
    withFeedbackParties(db.select(columns).from(feedback).$dynamic())
      .innerJoin(companies, eq(companies.uuid, feedback.companyUuid))
      .where(filter)
      .orderBy(desc(feedback.createdAt), desc(feedback.uuid))
      .limit(page.limit)
      .offset(page.offset),
    withFeedbackParties(db.select({ total: count() }).from(feedback).$dynamic()).where(filter),
  ]);
  return paged<FeedbackRow>(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total, page.pagenum, page.limit);
}

// Written out with aliases: a correlated subquery over the same table needs its own name.
const productAverage = sql<string>`(select round(avg(pr2.rating)::numeric, 2)::text
  from product_reviews pr2 where pr2.product_uuid = ${productReviews.productUuid})`;
const productCount = sql<number>`(select count(*)::int from product_reviews pr2 where pr2.product_uuid = ${productReviews.productUuid})`;

/** A review joined to its product, order and author: what the list's filter reads, for its rows and its count alike. */
const withReviewParties = <Q extends PgSelect>(q: Q) =>
  q
    .innerJoin(products, eq(products.uuid, productReviews.productUuid))
    .innerJoin(orders, eq(orders.uuid, productReviews.orderUuid))
    .innerJoin(users, eq(users.uuid, productReviews.userUuid));

export async function listProductReviews(db: Db, user: User, page: ListPage, q: { company_uuid?: string; store_uuid?: string }) {
  const filter = where(
    inTenant(productReviews, await listScope(db, user, q)),
    textSearch(page.search, [products.name, productReviews.comment, users.name, orders.orderId]),
  );
  const columns = {
    uuid: productReviews.uuid,
    order_uuid: productReviews.orderUuid,
    order_id: orders.orderId,
    product_uuid: productReviews.productUuid,
    product_name: products.name,
    product_average_rating: productAverage,
    product_review_count: productCount,
    user_uuid: productReviews.userUuid,
    user_name: users.name,
    company_uuid: productReviews.companyUuid,
    store_uuid: productReviews.storeUuid,
    store_name: stores.name,
    rating: productReviews.rating,
    comment: productReviews.comment,
    created_at: productReviews.createdAt,
  };
  const [rows, [{ total }]] = await Promise.all([
    withReviewParties(db.select(columns).from(productReviews).$dynamic())
      .innerJoin(stores, eq(stores.uuid, productReviews.storeUuid))
      .where(filter)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.uuid))
      .limit(page.limit)
      .offset(page.offset),
    withReviewParties(db.select({ total: count() }).from(productReviews).$dynamic()).where(filter),
  ]);
  return paged<ProductReviewRow>(
    rows.map((r) => ({ ...r, product_average_rating: Number(r.product_average_rating), created_at: r.created_at.toISOString() })),
    total,
    page.pagenum,
    page.limit,
  );
}

/** The feedback and reviews of one order the caller may see (consumers: their own). */
export async function orderFeedback(db: Db, user: User, ref: string) {
  const order = await viewOrder(db, { user }, ref);
  const reviews = await db
    .select({
      uuid: productReviews.uuid,
      product_uuid: productReviews.productUuid,
      product_name: products.name,
      rating: productReviews.rating,
      comment: productReviews.comment,
      created_at: productReviews.createdAt,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.uuid, productReviews.productUuid))
    .where(eq(productReviews.orderUuid, order.uuid))
    .orderBy(desc(productReviews.createdAt));
  return {
    order_uuid: order.uuid,
    order_id: order.order_id,
    status: order.status,
    can_give_feedback: isConsumer(user) && order.status === 'completed' && !order.feedback,
    feedback: order.feedback,
    reviews: reviews.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
  };
}
