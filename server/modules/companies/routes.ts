// Company and store routes of spec section 7. Roles per route are declared here; the tenant scope
// is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLES, idParamSchema, statusBodySchema, pagingQuerySchema } from '../../contracts/common';
import {
  companyBodySchema,
  companyJoinUpdateSchema,
  companyListQuerySchema,
  companySlugQuerySchema,
  companyUpdateSchema,
  companyUuidQuerySchema,
  invitationCreateSchema,
  invitationListQuerySchema,
  storeBodySchema,
  storeListQuerySchema,
  storeUpdateSchema,
} from '../../contracts/companies';
import { ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as join from './join';
import * as svc from './service';

/** Who decides who may join a company: the staff who manage its consumers (users/routes.ts). */
const JOIN_MANAGERS = ['admin', 'company', 'executive'] as const;
const STAFF = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;
const tags = ['companies'];
const storeTags = ['stores'];
const joinTags = ['company joining'];

export default async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/company/lists', {
    config: { access: 'public' },
    schema: { tags, summary: 'Active companies (public picker)', querystring: pagingQuerySchema },
  }, async (req) =>
    ok('Companies', await svc.listPublicCompanies(db, { ...pageOf(req.query), search: req.query.search })),
  );

  r.get('/company/list', {
    config: { access: ['admin', 'company', 'executive'] },
    schema: { tags, summary: 'Companies in scope, paged and sorted', querystring: companyListQuerySchema },
  }, async (req) =>
    ok('Companies', await svc.listCompanies(db, caller(req), { ...pageOf(req.query), search: req.query.search }, {}, req.query)),
  );

  r.get('/company/dropdown/list', { config: { access: STAFF }, schema: { tags, summary: 'Active companies in scope for pickers' } }, async (req) =>
    ok('Companies', await svc.companyDropdown(db, caller(req))),
  );

  r.get('/company/view/:id', {
    config: { access: ['admin', 'company', 'executive'] },
    schema: { tags, summary: 'One company in scope', params: idParamSchema },
  }, async (req) =>
    ok('Company', await svc.viewCompany(db, caller(req), req.params.id)),
  );

  r.post('/company/create', { config: { access: ['admin'] }, schema: { tags, summary: 'Create a company', body: companyBodySchema } }, async (req, reply) =>
    reply.code(201).send(ok('Company created', await svc.createCompany(db, caller(req), req.body))),
  );

  r.put('/company/update/:id', {
    config: { access: ['admin', 'company'] },
    schema: { tags, summary: 'Update a company', params: idParamSchema, body: companyUpdateSchema },
  }, async (req) =>
    ok('Company updated', await svc.updateCompany(db, caller(req), req.params.id, req.body)),
  );

  r.put('/company/status/update/:id', {
    config: { access: ['admin'] },
    schema: { tags, summary: 'Activate or deactivate a company', params: idParamSchema, body: statusBodySchema },
  }, async (req) =>
    ok(req.body.status === 'active' ? 'Company activated' : 'Company deactivated', await svc.setCompanyStatus(db, caller(req), req.params.id, req.body.status)),
  );

  // ---- who may join: rules and invitations -------------------------------------------------------

  r.put(
    '/company/join/update/:id',
    {
      config: { access: JOIN_MANAGERS },
      schema: {
        tags: joinTags,
        summary: "Set the work e-mail domains that may join, and set (or clear with null) the join code",
        params: idParamSchema,
        body: companyJoinUpdateSchema,
      },
    },
    async (req) => ok('Joining rules saved', await join.updateJoinRules(db, caller(req), req.params.id, req.body)),
  );

  r.post(
    '/company/invitation/add',
    {
      config: { access: JOIN_MANAGERS },
      schema: { tags: joinTags, summary: 'Invite an e-mail or mobile to join the company (sends them a message)', body: invitationCreateSchema },
    },
    async (req, reply) => reply.code(201).send(ok('Invitation sent', await join.createInvitation(db, caller(req), req.body))),
  );

  r.get(
    '/company/invitation/list',
    {
      config: { access: JOIN_MANAGERS },
      schema: {
        tags: joinTags,
        summary: "The company's invitations, newest first (status = pending | accepted | expired)",
        querystring: invitationListQuerySchema,
      },
    },
    async (req) => ok('Invitations', await join.listInvitations(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.delete(
    '/company/invitation/delete/:id',
    { config: { access: JOIN_MANAGERS }, schema: { tags: joinTags, summary: 'Withdraw an invitation that has not been used', params: idParamSchema } },
    async (req) => ok('Invitation withdrawn', await join.revokeInvitation(db, caller(req), req.params.id)),
  );

  r.get('/company/store/dropdown/list', {
    config: { access: STAFF },
    schema: { tags: storeTags, summary: 'Active stores in scope for pickers', querystring: companyUuidQuerySchema },
  }, async (req) =>
    ok('Stores', await svc.storeDropdown(db, caller(req), req.query.company_uuid)),
  );

  r.get('/company/store/list', {
    config: { access: ['admin', 'company', 'executive', 'manager'] },
    schema: { tags: storeTags, summary: 'Stores in scope, paged', querystring: storeListQuerySchema },
  }, async (req) =>
    ok('Stores', await svc.listStores(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query.company_uuid, req.query)),
  );

  r.get('/company/store/admin/list', {
    config: { access: ['admin'] },
    schema: { tags: storeTags, summary: 'All stores, paged (admin)', querystring: storeListQuerySchema },
  }, async (req) =>
    ok('Stores', await svc.listStores(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query.company_uuid, req.query)),
  );

  r.get('/company/get/order/stores', {
    config: { access: ROLES },
    schema: { tags: storeTags, summary: 'Stores that take orders, for a company in scope', querystring: companyUuidQuerySchema },
  }, async (req) =>
    ok('Stores', await svc.storeDropdown(db, caller(req), req.query.company_uuid)),
  );

  r.get('/company/get/stores', {
    config: { access: 'public' },
    schema: { tags: storeTags, summary: 'Active stores of a company by its slug (public)', querystring: companySlugQuerySchema },
  }, async (req) => {
    const { company, stores } = await svc.storesByCompanySlug(db, req.query.company_slug);
    return { status: true, message: 'Stores', company, data: stores };
  });

  r.post('/company/store/create', {
    config: { access: ['admin', 'company'] },
    schema: { tags: storeTags, summary: 'Create a store', body: storeBodySchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Store created', await svc.createStore(db, caller(req), req.body))),
  );

  r.put('/company/store/update/:id', {
    config: { access: ['admin', 'company'] },
    schema: { tags: storeTags, summary: 'Update a store', params: idParamSchema, body: storeUpdateSchema },
  }, async (req) =>
    ok('Store updated', await svc.updateStore(db, caller(req), req.params.id, req.body)),
  );

  r.put('/company/store/status/update/:id', {
    config: { access: ['admin', 'company'] },
    schema: { tags: storeTags, summary: 'Activate or deactivate a store', params: idParamSchema, body: statusBodySchema },
  }, async (req) =>
    ok(req.body.status === 'active' ? 'Store activated' : 'Store deactivated', await svc.setStoreStatus(db, caller(req), req.params.id, req.body.status)),
  );
}
