// Option group routes (sizes, milks, add-ons of a store): managed by the catalogue roles (admin,
// company, manager in scope, as products); the day's sold-out switch of one option also serves the
// cashier of that store. Scope is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, statusBodySchema } from '../../contracts/common';
import { optionGroupDropdownQuerySchema } from '../../contracts/catalogue';
import { optionAvailabilitySchema, optionGroupBodySchema, optionGroupListQuerySchema, optionGroupUpdateSchema } from '../../contracts/menu';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { CATALOGUE_ROLES } from '../categories/routes';
import * as svc from './service';

const tags = ['options'];
/** The catalogue roles, and a cashier for the switches of their own store (a till sells out too). */
export const SOLD_OUT_ROLES = [...CATALOGUE_ROLES, 'cashier'] as const;

export default async function optionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/option/group/list', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Option groups in scope with their options, paged', querystring: optionGroupListQuerySchema },
  }, async (req) =>
    ok('Option groups', await svc.listGroups(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.get('/option/group/dropdown', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: "A store's active option groups with their options (product editor)", querystring: optionGroupDropdownQuerySchema },
  }, async (req) =>
    ok('Option groups', await svc.groupDropdown(db, caller(req), req.query)),
  );

  r.get('/option/group/view/:id', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'An option group with its options', params: idParamSchema },
  }, async (req) =>
    ok('Option group', await svc.viewGroup(db, caller(req), req.params.id)),
  );

  r.post('/option/group/create', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Create an option group with its options in a store', body: optionGroupBodySchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Option group created', await svc.createGroup(db, caller(req), req.body))),
  );

  r.put(
    '/option/group/update/:id',
    {
      config: { access: CATALOGUE_ROLES },
      schema: {
        tags,
        summary: 'Update an option group; its options list replaces the old one (uuids kept, new added, missing removed)',
        params: idParamSchema,
        body: optionGroupUpdateSchema,
      },
    },
    async (req) => ok('Option group updated', await svc.updateGroup(db, caller(req), req.params.id, req.body)),
  );

  r.put('/option/group/status/update/:id', {
    config: { access: CATALOGUE_ROLES },
    schema: { tags, summary: 'Activate or deactivate an option group', params: idParamSchema, body: statusBodySchema },
  }, async (req) =>
    ok(
      req.body.status === 'active' ? 'Option group activated' : 'Option group deactivated',
      await svc.setGroupStatus(db, caller(req), req.params.id, req.body.status),
    ),
  );

  r.put('/option/change/status', {
    config: { access: SOLD_OUT_ROLES },
    schema: { tags, summary: "Mark an option available or sold out for the day (managers and the store's cashiers)", body: optionAvailabilitySchema },
  }, async (req) =>
    ok(
      req.body.is_available ? 'Option is available' : 'Option is sold out',
      await svc.setOptionAvailability(db, caller(req), req.body.uuid, req.body.is_available),
    ),
  );
}
