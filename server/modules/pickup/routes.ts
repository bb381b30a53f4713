// GET /order/pickup/board?store_slug=: the public pickup screen's first load; afterwards it listens
// on the store's public pickup room (server/plugins/realtime.ts). Order numbers and status only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickupBoardQuerySchema } from '../../contracts/pickup';
import { ok } from '../../lib/http';
import * as svc from './service';

const tags = ['orders'];

export default async function pickupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/order/pickup/board',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A store's order numbers being prepared and ready (public pickup screen; no personal data)",
        querystring: pickupBoardQuerySchema,
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok('Pickup board', await svc.pickupBoard(app.db, req.query.store_slug));
    },
  );
}
