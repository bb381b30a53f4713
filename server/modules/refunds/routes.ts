// Till refunds: POST /order/refund (full or per line, with a reason; idempotent by key) and one
// refund's credit note PDF (same access as the order's view).
import type { FastifyInstance } from 'fastify';
import { orderViewQuerySchema } from '../../contracts/orders';
import { creditNoteParamSchema, refundBodySchema } from '../../contracts/refunds';
import { ok } from '../../lib/http';
import { routes } from '../../lib/routes';
import { creditNoteNumber, renderCreditNote } from './credit-note';
import * as svc from './service';

export default async function refundRoutes(app: FastifyInstance) {
  const route = routes(app, ['orders']);
  const db = app.db;

  route.post('/order/refund', { access: [...svc.REFUND_ROLES], idempotent: true }, { body: refundBodySchema },
    'Refund a paid order in full or per line to its payment method (iCash, card, cash from the drawer), with a reason')
    .handle(async ({ user, body, reply }) => {
      const result = await svc.refundOrder(db, user, body);
      if (result.event) app.realtime.orderStatus(result.event);
      for (const n of result.notifications) app.realtime.notification(n);
      const given = `${result.order.currency} ${(result.refund.amount / 100).toFixed(2)}`;
      return reply.status(201).send(ok(`Refunded ${given} on order ${result.order.order_id}`, { refund: result.refund, order: result.order }));
    });

  route.get('/order/credit-note/:refundUuid', 'public', { params: creditNoteParamSchema, querystring: orderViewQuerySchema },
    "A refund's credit note as a PDF (same access as the order's view)")
    .handle(async ({ req, reply, params, query }) => {
      const viewer = { user: req.auth?.user ?? null, deviceId: query.ip_address, companyUuid: query.company_uuid };
      const { order, refund } = await svc.creditNoteData(db, viewer, params.refundUuid);
      const pdf = await renderCreditNote(order, refund);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${creditNoteNumber(order, refund)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
}
