// Order routes of spec section 7: the staff and consumer lists, one order's view and invoice (also
// open to a guest by the device id that placed it), and the status update through the state machine.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { renderInvoice } from './invoice';
import * as svc from './service';

const tags = ['orders'];

/** The page a list query asks for: by number, or after the position its `after` cursor names (a bad one is a 400). */
const listPage = (q: { pagenum?: number; page?: number; limit: number; search?: string; after?: string }) => ({
  ...pageOf(q),
  search: q.search,
  after: q.after === undefined ? undefined : decodeCursor(q.after),
});

export default async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/order/list/company',
    {
      config: { access: ['admin', 'company', 'executive'] },
      schema: { tags, summary: "The company's orders, newest first, with filters", querystring: orderPageQuerySchema },
    },
    async (req) => ok('Orders', await svc.listStaffOrders(db, caller(req), listPage(req.query), req.query)),
  );

  r.get(
    '/order/list/admin',
    { config: { access: ['admin'] }, schema: { tags, summary: 'All orders (admin), newest first, with filters', querystring: orderPageQuerySchema } },
    async (req) => ok('Orders', await svc.listStaffOrders(db, caller(req), listPage(req.query), req.query)),
  );

  r.get(
    '/order/list/store',
    {
      config: { access: ['admin', 'company', 'executive', 'manager', 'cashier'] },
      schema: { tags, summary: "A store's orders (store roles: their own store), newest first", querystring: storeOrderListQuerySchema },
    },
    async (req) => ok('Orders', await svc.listStaffOrders(db, caller(req), listPage(req.query), req.query)),
  );

  r.get(
    '/order/list/consumer',
    {
      config: { access: ROLES },
      schema: { tags, summary: "A consumer's orders: consumers their own, staff a consumer in scope", querystring: consumerOrderListQuerySchema },
    },
    async (req) => ok('Orders', await svc.listConsumerOrders(db, caller(req), listPage(req.query), req.query)),
  );

  r.get(
    '/order/view/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One order with items, history, payments and feedback (guests: by ?ip_address=<device id>)',
        params: orderIdParamSchema,
        querystring: orderViewQuerySchema,
      },
    },
    async (req) => {
      const viewer = { user: req.auth?.user ?? null, deviceId: req.query.ip_address, companyUuid: req.query.company_uuid };
      return ok('Order', await svc.viewOrder(db, viewer, req.params.id));
    },
  );

  r.get(
    '/order/invoice/:orderId',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The invoice as a PDF (same access as the view)', params: invoiceParamSchema, querystring: orderViewQuerySchema },
    },
    async (req, reply) => {
      const viewer = { user: req.auth?.user ?? null, deviceId: req.query.ip_address, companyUuid: req.query.company_uuid };
      const order = await svc.invoiceData(db, viewer, req.params.orderId);
      const pdf = await renderInvoice(order);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${order.order_id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.put(
    '/order/status/update',
    {
      config: { access: ['admin', 'company', 'manager', 'cashier', 'consumer', 'company_consumer'] },
      schema: { tags, summary: 'Move an order along the state machine (consumers: cancel their own while placed)', body: orderStatusBodySchema },
    },
    async (req) => {
      const result = await svc.changeStatus(db, caller(req), req.body);
      // After commit: the consumer, the store and anyone following the order hear of it.
      app.realtime.orderStatus(result.event);
      for (const n of result.notifications) app.realtime.notification(n);
      return ok(`Order ${result.order.order_id} is now ${result.order.status}`, result.order);
    },
  );
}
