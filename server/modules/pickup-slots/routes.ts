// Pickup-slot routes (issue 15): a store's settings for orders ahead (admin, its company, its
// manager), the slots a consumer may pick (public, like the menu) and the wait estimate kiosks and
// tills show (public: a number of minutes, nothing personal).
import type { FastifyInstance } from 'fastify';
import { pickupSettingsBodySchema, pickupStoreParamSchema, pickupStoreQuerySchema } from '../../contracts/pickup-slots';
import { routes } from '../../lib/routes';
import * as svc from './service';

const MANAGE = ['admin', 'company', 'manager'] as const;

export default async function pickupSlotRoutes(app: FastifyInstance) {
  const route = routes(app, ['pickup-slots']);
  const db = app.db;

  route.get('/pickup-slots/settings/:store_uuid', MANAGE, { params: pickupStoreParamSchema },
    "A store's pickup-slot settings (the defaults until saved)")
    .answer('Pickup-slot settings', ({ user, params }) => svc.getSettings(db, user, params.store_uuid));

  route.put('/pickup-slots/settings/:store_uuid', MANAGE, { params: pickupStoreParamSchema, body: pickupSettingsBodySchema },
    "Save a store's pickup-slot settings: slot length, capacity, how far ahead, cut-off, hours, prep lead, pace")
    .answer('Pickup-slot settings saved', ({ user, params, body }) => svc.saveSettings(db, user, params.store_uuid, body));

  route.get('/pickup-slots/available', 'public', { querystring: pickupStoreQuerySchema },
    'The pickup slots a consumer may order for now (full ones marked; past and cut-off ones left out)')
    .answer('Pickup slots', ({ reply, query }) => {
      reply.header('cache-control', 'no-store');
      return svc.availableSlots(db, query.store_uuid);
    });

  route.get('/pickup-slots/wait', 'public', { querystring: pickupStoreQuerySchema },
    'About how many minutes an order placed now waits, from the orders in preparation')
    .answer('Wait estimate', ({ reply, query }) => {
      reply.header('cache-control', 'no-store');
      return svc.waitEstimate(db, query.store_uuid);
    });
}
