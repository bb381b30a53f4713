// Company and store routes of spec section 7. Roles per route are declared here; the tenant scope
// is applied in service.ts.
import type { FastifyInstance } from 'fastify';
import { ROLES, idParamSchema, pagingQuerySchema } from '../../contracts/common';
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
import { listPage, routes } from '../../lib/routes';
import * as join from './join';
import * as svc from './service';

const COMPANY_STAFF = ['admin', 'company', 'executive'] as const;
/** Who decides who may join a company: the staff who manage its consumers (users/routes.ts). */
const JOIN_MANAGERS = COMPANY_STAFF;
const STORE_MANAGERS = [...COMPANY_STAFF, 'manager'] as const;
const STAFF = [...STORE_MANAGERS, 'cashier'] as const;
const ADMINS = ['admin'] as const;
const OWNERS = ['admin', 'company'] as const;

export default async function companyRoutes(app: FastifyInstance) {
  const company = routes(app, ['companies']);
  const joining = routes(app, ['company joining']);
  const store = routes(app, ['stores']);
  const db = app.db;

  company.get('/company/lists', 'public', { querystring: pagingQuerySchema }, 'Active companies (public picker)')
    .answer('Companies', ({ query }) => svc.listPublicCompanies(db, listPage(query)));
  company.get('/company/list', COMPANY_STAFF, { querystring: companyListQuerySchema }, 'Companies in scope, paged and sorted')
    .answer('Companies', ({ user, query }) => svc.listCompanies(db, user, listPage(query), {}, query));
  company.get('/company/dropdown/list', STAFF, {}, 'Active companies in scope for pickers')
    .answer('Companies', ({ user }) => svc.companyDropdown(db, user));
  company.get('/company/view/:id', COMPANY_STAFF, { params: idParamSchema }, 'One company in scope')
    .answer('Company', ({ user, params }) => svc.viewCompany(db, user, params.id));
  company.post('/company/create', ADMINS, { body: companyBodySchema }, 'Create a company')
    .created('Company created', ({ user, body }) => svc.createCompany(db, user, body));
  company.put('/company/update/:id', OWNERS, { params: idParamSchema, body: companyUpdateSchema }, 'Update a company')
    .answer('Company updated', ({ user, params, body }) => svc.updateCompany(db, user, params.id, body));
  company.status('/company/status/update/:id', ADMINS, 'Activate or deactivate a company', 'Company', (user, id, status) =>
    svc.setCompanyStatus(db, user, id, status));

  // ---- who may join: rules and invitations -------------------------------------------------------

  joining.put('/company/join/update/:id', JOIN_MANAGERS, { params: idParamSchema, body: companyJoinUpdateSchema },
    'Set the work e-mail domains that may join, and set (or clear with null) the join code')
    .answer('Joining rules saved', ({ user, params, body }) => join.updateJoinRules(db, user, params.id, body));
  joining.post('/company/invitation/add', JOIN_MANAGERS, { body: invitationCreateSchema },
    'Invite an e-mail or mobile to join the company (sends them a message)')
    .created('Invitation sent', ({ user, body }) => join.createInvitation(db, user, body));
  joining.get('/company/invitation/list', JOIN_MANAGERS, { querystring: invitationListQuerySchema },
    "The company's invitations, newest first (status = pending | accepted | expired)")
    .answer('Invitations', ({ user, query }) => join.listInvitations(db, user, listPage(query), query));
  joining.delete('/company/invitation/delete/:id', JOIN_MANAGERS, { params: idParamSchema }, 'Withdraw an invitation that has not been used')
    .answer('Invitation withdrawn', ({ user, params }) => join.revokeInvitation(db, user, params.id));

  // ---- stores ------------------------------------------------------------------------------------

  store.get('/company/store/dropdown/list', STAFF, { querystring: companyUuidQuerySchema }, 'Active stores in scope for pickers')
    .answer('Stores', ({ user, query }) => svc.storeDropdown(db, user, query.company_uuid));
  store.getEach(
    ['/company/store/list', STORE_MANAGERS, { querystring: storeListQuerySchema }, 'Stores in scope, paged'],
    ['/company/store/admin/list', ADMINS, { querystring: storeListQuerySchema }, 'All stores, paged (admin)'],
  ).answer('Stores', ({ user, query }) => svc.listStores(db, user, listPage(query), query.company_uuid, query));
  store.get('/company/get/order/stores', ROLES, { querystring: companyUuidQuerySchema }, 'Stores that take orders, for a company in scope')
    .answer('Stores', ({ user, query }) => svc.storeDropdown(db, user, query.company_uuid));
  store.get('/company/get/stores', 'public', { querystring: companySlugQuerySchema }, 'Active stores of a company by its slug (public)')
    .handle(async ({ query }) => {
      const { company, stores } = await svc.storesByCompanySlug(db, query.company_slug);
      return { status: true, message: 'Stores', company, data: stores };
    });
  store.post('/company/store/create', OWNERS, { body: storeBodySchema }, 'Create a store')
    .created('Store created', ({ user, body }) => svc.createStore(db, user, body));
  store.put('/company/store/update/:id', OWNERS, { params: idParamSchema, body: storeUpdateSchema }, 'Update a store')
    .answer('Store updated', ({ user, params, body }) => svc.updateStore(db, user, params.id, body));
  store.status('/company/store/status/update/:id', OWNERS, 'Activate or deactivate a store', 'Store', (user, id, status) =>
    svc.setStoreStatus(db, user, id, status));
}
