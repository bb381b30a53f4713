// Option group routes (sizes, milks, add-ons of a store): managed by the catalogue roles (admin,
// company, manager in scope, as products); the day's sold-out switch of one option also serves the
// cashier of that store. Scope is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../contracts/common';
import { optionGroupDropdownQuerySchema } from '../../contracts/catalogue';
import { optionAvailabilitySchema, optionGroupBodySchema, optionGroupListQuerySchema, optionGroupUpdateSchema } from '../../contracts/menu';
import { listPage, routes } from '../../lib/routes';
import { CATALOGUE_ROLES } from '../categories/routes';
import * as svc from './service';

/** The catalogue roles, and a cashier for the switches of their own store (a till sells out too). */
export const SOLD_OUT_ROLES = [...CATALOGUE_ROLES, 'cashier'] as const;

export default async function optionRoutes(app: FastifyInstance) {
  const route = routes(app, ['options']);
  const db = app.db;

  route.get('/option/group/list', CATALOGUE_ROLES, { querystring: optionGroupListQuerySchema }, 'Option groups in scope with their options, paged')
    .answer('Option groups', ({ user, query }) => svc.listGroups(db, user, listPage(query), query));
  route.get('/option/group/dropdown', CATALOGUE_ROLES, { querystring: optionGroupDropdownQuerySchema },
    "A store's active option groups with their options (product editor)")
    .answer('Option groups', ({ user, query }) => svc.groupDropdown(db, user, query));
  route.get('/option/group/view/:id', CATALOGUE_ROLES, { params: idParamSchema }, 'An option group with its options')
    .answer('Option group', ({ user, params }) => svc.viewGroup(db, user, params.id));
  route.post('/option/group/create', CATALOGUE_ROLES, { body: optionGroupBodySchema }, 'Create an option group with its options in a store')
    .created('Option group created', ({ user, body }) => svc.createGroup(db, user, body));
  route.put(
    '/option/group/update/:id',
    CATALOGUE_ROLES,
    { params: idParamSchema, body: optionGroupUpdateSchema },
    'Update an option group; its options list replaces the old one (uuids kept, new added, missing removed)',
  ).answer('Option group updated', ({ user, params, body }) => svc.updateGroup(db, user, params.id, body));
  route.status('/option/group/status/update/:id', CATALOGUE_ROLES, 'Activate or deactivate an option group', 'Option group', (user, id, status) =>
    svc.setGroupStatus(db, user, id, status));
  route.put('/option/change/status', SOLD_OUT_ROLES, { body: optionAvailabilitySchema },
    "Mark an option available or sold out for the day (managers and the store's cashiers)")
    .answer(
      ({ body }) => (body.is_available ? 'Option is available' : 'Option is sold out'),
      ({ user, body }) => svc.setOptionAvailability(db, user, body.uuid, body.is_available),
    );
}
