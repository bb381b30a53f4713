// Shift routes (issue 16): the till opens its shift, moves cash, reads its X report and closes with
// the counted drawer (cashier, manager: staff of the till's store); the store's manager, its company
// and the admin read the closed shifts and their Z reports. Open and cash moves honour an
// Idempotency-Key (the till's outbox sends them, possibly more than once).
import type { FastifyInstance } from 'fastify';
import {
  cashMoveSchema,
  shiftCloseSchema,
  shiftCurrentQuerySchema,
  shiftListQuerySchema,
  shiftOpenSchema,
  shiftParamSchema,
} from '../../contracts/shifts';
import { ok, pageOf } from '../../lib/http';
import { routes } from '../../lib/routes';
import * as svc from './service';

const TILL = ['cashier', 'manager'] as const;
const READ = ['admin', 'company', 'manager', 'cashier'] as const;
const BOOKS = ['admin', 'company', 'manager'] as const;

export default async function shiftRoutes(app: FastifyInstance) {
  const route = routes(app, ['shifts']);
  const db = app.db;

  route.post('/shift/open', { access: TILL, idempotent: true }, { body: shiftOpenSchema },
    'Open a shift on this till with its float (one open shift per till); the same uuid again answers the shift')
    .handle(async ({ reply, user, body }) => {
      const out = await svc.openShift(db, user, body);
      return reply.code(out.created ? 201 : 200).send(ok(out.created ? 'Shift opened' : 'Shift already open', out.current));
    });

  route.get('/shift/current', TILL, { querystring: shiftCurrentQuerySchema },
    "This till's open shift and its X report (nulls when none is open)")
    .answer('Current shift', ({ reply, user, query }) => {
      reply.header('cache-control', 'no-store');
      return svc.currentShift(db, user, query.device_id);
    });

  route.post('/shift/cash-move', { access: TILL, idempotent: true }, { body: cashMoveSchema },
    "Cash into or out of an open shift's drawer, with a reason; the same uuid again answers the move")
    .handle(async ({ reply, user, body }) => {
      const out = await svc.moveCash(db, user, body);
      return reply.code(out.created ? 201 : 200).send(ok(out.created ? 'Cash moved' : 'Cash move already recorded', out.move));
    });

  route.post('/shift/close', TILL, { body: shiftCloseSchema },
    'Close an open shift with the counted drawer: expected, counted and over/short kept with its Z report (one close wins, 409 for the rest)')
    .answer('Shift closed', ({ user, body }) => svc.closeShift(db, user, body));

  route.get('/shift/list', BOOKS, { querystring: shiftListQuerySchema }, 'Closed shifts in scope, newest first')
    .answer('Shifts', ({ user, query }) => svc.listClosedShifts(db, user, pageOf(query), query));

  route.get('/shift/report/:uuid', READ, { params: shiftParamSchema },
    "A shift's report: the X report while it is open, the kept Z report once closed")
    .answer('Shift report', ({ user, params }) => svc.shiftReport(db, user, params.uuid));
}
