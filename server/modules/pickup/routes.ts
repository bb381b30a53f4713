// GET /order/pickup/board?store_slug=: the public pickup screen's first load; afterwards it listens
// on the store's public pickup room (server/plugins/realtime.ts). Order numbers and status only.
import type { FastifyInstance } from 'fastify';
import { pickupBoardQuerySchema } from '../../contracts/pickup';
import { routes } from '../../lib/routes';
import * as svc from './service';

export default async function pickupRoutes(app: FastifyInstance) {
  routes(app, ['orders'])
    .get('/order/pickup/board', 'public', { querystring: pickupBoardQuerySchema },
      "A store's order numbers being prepared and ready (public pickup screen; no personal data)")
    .answer('Pickup board', ({ reply, query }) => {
      reply.header('cache-control', 'no-store');
      return svc.pickupBoard(app.db, query.store_slug);
    });
}
