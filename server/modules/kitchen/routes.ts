// Kitchen display stations (issue 15): the store's set-up (stations, routes, thresholds; managed by
// the catalogue roles in scope, read by the store's cashiers for the till's station picker), a
// station's board, the expeditor's view, and the bump and recall writes that the till's outbox
// queues (idempotent, so a replay answers the first answer; both may ride in an outbox batch).
// Scope is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../contracts/common';
import {
  boardQuerySchema,
  bumpBodySchema,
  kitchenSettingsBodySchema,
  recallBodySchema,
  stationBodySchema,
  stationUpdateSchema,
  storeQuerySchema,
} from '../../contracts/kitchen';
import { ok } from '../../lib/http';
import { routes } from '../../lib/routes';
import { changeStatus } from '../orders/service';
import * as svc from './service';

/** Who sets a store's kitchen up: as its catalogue. */
export const KITCHEN_MANAGERS = ['admin', 'company', 'manager'] as const;
/** Who works the boards: the store's staff at the till too. */
export const KITCHEN_STAFF = ['admin', 'company', 'manager', 'cashier'] as const;

export default async function kitchenRoutes(app: FastifyInstance) {
  const route = routes(app, ['kitchen']);
  const db = app.db;

  route.get('/kitchen/setup', KITCHEN_STAFF, { querystring: storeQuerySchema },
    "A store's kitchen stations with their routes, and its thresholds (store roles: their own store)")
    .answer('Kitchen set-up', ({ user, query }) => svc.getSetup(db, user, query.store_uuid));
  route.post('/kitchen/station/create', KITCHEN_MANAGERS, { body: stationBodySchema }, 'Create a kitchen station with the categories and products routed to it')
    .created('Kitchen station created', ({ user, body }) => svc.createStation(db, user, body));
  route.put('/kitchen/station/update/:id', KITCHEN_MANAGERS, { params: idParamSchema, body: stationUpdateSchema },
    "Update a kitchen station; its routes replace the old ones")
    .answer('Kitchen station updated', ({ user, params, body }) => svc.updateStation(db, user, params.id, body));
  route.status('/kitchen/station/status/update/:id', KITCHEN_MANAGERS, 'Activate or deactivate a kitchen station', 'Kitchen station',
    (user, id, status) => svc.setStationStatus(db, user, id, status));
  route.delete('/kitchen/station/delete/:id', KITCHEN_MANAGERS, { params: idParamSchema }, 'Delete a kitchen station with its routes')
    .answer('Kitchen station deleted', ({ user, params }) => svc.deleteStation(db, user, params.id));
  route.put('/kitchen/settings/update', KITCHEN_MANAGERS, { body: kitchenSettingsBodySchema },
    "A store's ticket thresholds (warning, late) and the station for lines with no route")
    .answer('Kitchen settings saved', ({ user, body }) => svc.saveSettings(db, user, body));

  route.get('/kitchen/board', KITCHEN_STAFF, { querystring: boardQuerySchema }, "A station's open tickets, oldest fired first, with only its lines")
    .answer('Kitchen board', ({ user, query }) => svc.stationBoard(db, user, query.station_uuid));
  route.get('/kitchen/expeditor', KITCHEN_STAFF, { querystring: storeQuerySchema }, "Every open order of the store with each station's progress")
    .answer('Expeditor board', ({ user, query }) => svc.expeditorBoard(db, user, query.store_uuid));

  route.post('/kitchen/bump', { access: KITCHEN_STAFF, idempotent: true }, { body: bumpBodySchema },
    'Bump lines of a ticket at a station (all its open lines when none are named); 409 when already bumped or the order left the kitchen')
    .handle(async ({ user, body }) => {
      const outcome = await svc.bump(db, user, body);
      const { result } = outcome;
      app.realtime.kitchen({ company_uuid: outcome.companyUuid, store_uuid: outcome.storeUuid, station_uuid: result.station_uuid,
        order_uuid: result.order_uuid, action: 'bump', at: new Date().toISOString() });
      // The kitchen has started on an accepted order: it is being prepared (the consumer hears of it).
      if (result.order_status === 'accepted') {
        try {
          const moved = await changeStatus(db, user, { order_uuid: result.order_uuid, status: 'preparing', expected_status: 'accepted' });
          app.realtime.orderStatus(moved.event);
          for (const n of moved.notifications) app.realtime.notification(n);
          result.order_status = moved.order.status;
        } catch (err) {
          // Someone moved it meanwhile; the bump stands.
          app.log.debug({ err }, 'kitchen bump: order not moved to preparing');
        }
      }
      return ok(result.ticket_done ? `Order ${result.order_id} bumped` : `Lines of order ${result.order_id} bumped`, result);
    });
  route.post('/kitchen/recall', { access: KITCHEN_STAFF, idempotent: true }, { body: recallBodySchema },
    "Bring a station's last bumped ticket (or the one named) back onto its board")
    .handle(async ({ user, body }) => {
      const outcome = await svc.recall(db, user, body);
      const { result } = outcome;
      app.realtime.kitchen({ company_uuid: outcome.companyUuid, store_uuid: outcome.storeUuid, station_uuid: result.station_uuid,
        order_uuid: result.order_uuid, action: 'recall', at: new Date().toISOString() });
      return ok(`Order ${result.order_id} recalled`, result);
    });
}
