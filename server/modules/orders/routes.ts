// Order routes of spec section 7: the staff and consumer lists, one order's view and invoice (also
// open to a guest by the device id that placed it), and the status update through the state machine.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLES } from '../../contracts/common';
import {
  consumerOrderListQuerySchema,
  invoiceParamSchema,
  orderIdParamSchema,
  orderPageQuerySchema,
  orderStatusBodySchema,
  orderViewQuerySchema,
  storeOrderListQuerySchema,
} from '../../contracts/orders';
import { decodeCursor } from '../../lib/cursor';
import { ok } from '../../lib/http';
import { listPage, routes } from '../../lib/routes';
import { renderInvoice } from './invoice';
import * as svc from './service';

/** The page a list query asks for: by number, or after the position its `after` cursor names (a bad one is a 400). */
const orderPage = (q: { pagenum?: number; page?: number; limit: number; search?: string; after?: string }) => ({
  ...listPage(q),
  after: q.after === undefined ? undefined : decodeCursor(q.after),
});

/** Who may see an order: its consumer or staff in scope (token), or the guest device that placed it. */
const viewerOf = (req: FastifyRequest, q: { ip_address?: string; company_uuid?: string }) => ({
  user: req.auth?.user ?? null,
  deviceId: q.ip_address,
  companyUuid: q.company_uuid,
});

export default async function orderRoutes(app: FastifyInstance) {
  const route = routes(app, ['orders']);
  const db = app.db;

  route.getEach(
    ['/order/list/company', ['admin', 'company', 'executive'], { querystring: orderPageQuerySchema }, "The company's orders, newest first, with filters"],
    ['/order/list/admin', ['admin'], { querystring: orderPageQuerySchema }, 'All orders (admin), newest first, with filters'],
    ['/order/list/store', ['admin', 'company', 'executive', 'manager', 'cashier'], { querystring: storeOrderListQuerySchema },
      "A store's orders (store roles: their own store), newest first"],
  ).answer('Orders', ({ user, query }) => svc.listStaffOrders(db, user, orderPage(query), query));
  route.get('/order/list/consumer', ROLES, { querystring: consumerOrderListQuerySchema },
    "A consumer's orders: consumers their own, staff a consumer in scope")
    .answer('Orders', ({ user, query }) => svc.listConsumerOrders(db, user, orderPage(query), query));

  route.get('/order/view/:id', 'public', { params: orderIdParamSchema, querystring: orderViewQuerySchema },
    'One order with items, history, payments and feedback (guests: by ?ip_address=<device id>)')
    .answer('Order', ({ req, params, query }) => svc.viewOrder(db, viewerOf(req, query), params.id));

  route.get('/order/invoice/:orderId', 'public', { params: invoiceParamSchema, querystring: orderViewQuerySchema },
    'The invoice as a PDF (same access as the view)')
    .handle(async ({ req, reply, params, query }) => {
      const order = await svc.invoiceData(db, viewerOf(req, query), params.orderId);
      const pdf = await renderInvoice(order);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${order.order_id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });

  route.put('/order/status/update', ['admin', 'company', 'manager', 'cashier', 'consumer', 'company_consumer'], { body: orderStatusBodySchema },
    'Move an order along the state machine (consumers: cancel their own while placed)')
    .handle(async ({ user, body }) => {
      const result = await svc.changeStatus(db, user, body);
      // After commit: the consumer, the store and anyone following the order hear of it.
      app.realtime.orderStatus(result.event);
      app.push.orderStatus(result.event);
      for (const n of result.notifications) app.realtime.notification(n);
      return ok(`Order ${result.order.order_id} is now ${result.order.status}`, result.order);
    });
}
