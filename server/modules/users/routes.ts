// Staff and consumer routes of spec section 7 (cashier users, company roles, consumers) plus the
// front desk executive routes in the same style. Roles per route are declared here; the tenant scope
// is applied in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema, uuidSchema } from '../../contracts/common';
import {
  cashierCreateSchema,
  cashierUpdateSchema,
  companyConsumerCreateSchema,
  companyConsumerUpdateSchema,
  executiveListQuerySchema,
  companyRoleCreateSchema,
  companyRoleUpdateSchema,
  consumerCreateSchema,
  consumerListQuerySchema,
  consumerUpdateSchema,
  executiveCreateSchema,
  executiveUpdateSchema,
  roleListQuerySchema,
  staffListQuerySchema,
  uuidStatusBodySchema,
} from '../../contracts/users';
import { badRequest, ok } from '../../lib/http';
import { listPage, routes, switched } from '../../lib/routes';
import * as svc from './service';

const CASHIER_ADMINS = ['admin', 'company', 'manager'] as const;
const COMPANY_ADMINS = ['admin', 'company'] as const;
/** Who may look consumers up (the till needs them for wallet payments) ... */
const CONSUMER_READERS = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;
/** ... and who may change them: a cashier only reads. */
const CONSUMER_WRITERS = ['admin', 'company', 'executive', 'manager'] as const;

const ADMINS = ['admin'] as const;

/** The bulk file and its form fields, in whatever order the form sends them. */
async function readBulkUpload(req: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data', [{ path: 'file', message: 'Attach a CSV or Excel file' }]);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') file = await part.toBuffer();
    else fields[part.fieldname] = String(part.value);
  }
  if (!file) throw badRequest('Attach a CSV or Excel file', [{ path: 'file', message: 'Attach a CSV or Excel file' }]);
  return { file, fields };
}

export default async function userRoutes(app: FastifyInstance) {
  const cashiers = routes(app, ['cashiers']);
  const roles = routes(app, ['company roles']);
  const executives = routes(app, ['executives']);
  const consumers = routes(app, ['consumers']);
  const users = routes(app, ['users']);
  const db = app.db;

  // ---- cashier users ----------------------------------------------------------------------------

  cashiers.get('/user/list/cashier', CASHIER_ADMINS, { querystring: staffListQuerySchema }, 'Cashiers in scope, paged, with their store')
    .answer('Cashiers', ({ user, query }) => svc.listStoreStaff(db, user, listPage(query), query, ['cashier']));
  cashiers.post('/user/register/cashier', CASHIER_ADMINS, { body: cashierCreateSchema }, 'Create a cashier in a store in scope')
    .created('Cashier created', ({ user, body }) => svc.createStoreStaff(db, user, body, 'cashier'));
  cashiers.put('/user/update/cashier/:id', CASHIER_ADMINS, { params: idParamSchema, body: cashierUpdateSchema }, 'Update a cashier')
    .answer('Cashier updated', ({ user, params, body }) => svc.updateStoreStaff(db, user, params.id, body, ['cashier'], 'Cashier'));
  cashiers.put('/user/change/cashier/status', CASHIER_ADMINS, { body: uuidStatusBodySchema }, 'Activate or deactivate a cashier')
    .answer(switched('Cashier'), ({ user, body }) => svc.setStoreStaffStatus(db, user, body.uuid, body.status, ['cashier'], 'Cashier'));

  // ---- company roles: cashiers and managers as groups -------------------------------------------

  roles.get('/company/list/cashier/manager', COMPANY_ADMINS, { querystring: roleListQuerySchema },
    'Cashiers and/or managers in scope, paged (group = cashier | manager | all)')
    .answer('Staff', ({ user, query }) =>
      svc.listStoreStaff(db, user, listPage(query), query, query.group === 'all' ? ['cashier', 'manager'] : [query.group]),
    );
  roles.post('/company/add/cashier/manager', COMPANY_ADMINS, { body: companyRoleCreateSchema }, 'Create a cashier or a manager in a store in scope')
    .created(
      ({ body }) => (body.role === 'manager' ? 'Manager created' : 'Cashier created'),
      ({ user, body: { role, ...input } }) => svc.createStoreStaff(db, user, input, role),
    );
  roles.put('/company/role/update/:id', COMPANY_ADMINS, { params: idParamSchema, body: companyRoleUpdateSchema },
    'Update a cashier or manager (role may switch between them)')
    .answer('Staff member updated', ({ user, params, body }) => svc.updateStoreStaff(db, user, params.id, body, ['cashier', 'manager'], 'Staff member'));
  roles.status('/company/role/status/update/:id', COMPANY_ADMINS, 'Activate or deactivate a cashier or manager', 'Staff member', (user, id, status) =>
    svc.setStoreStaffStatus(db, user, id, status, ['cashier', 'manager'], 'Staff member'));

  // ---- front desk executives --------------------------------------------------------------------

  executives.get('/user/list/executive', COMPANY_ADMINS, { querystring: executiveListQuerySchema }, 'Front desk executives in scope, paged')
    .answer('Executives', ({ user, query }) => svc.listExecutives(db, user, listPage(query), query));
  executives.post('/user/register/executive', COMPANY_ADMINS, { body: executiveCreateSchema }, 'Create a front desk executive')
    .created('Executive created', ({ user, body }) => svc.createExecutive(db, user, body));
  executives.put('/user/update/executive/:id', COMPANY_ADMINS, { params: idParamSchema, body: executiveUpdateSchema }, 'Update a front desk executive')
    .answer('Executive updated', ({ user, params, body }) => svc.updateExecutive(db, user, params.id, body));
  executives.put('/user/change/executive/status', COMPANY_ADMINS, { body: uuidStatusBodySchema }, 'Activate or deactivate a front desk executive')
    .answer(switched('Executive'), ({ user, body }) => svc.setExecutiveStatus(db, user, body.uuid, body.status));

  // ---- consumers --------------------------------------------------------------------------------

  const consumerQuery = { querystring: consumerListQuerySchema };
  consumers.get('/user/company/consumer/list', CONSUMER_READERS, consumerQuery,
    'Company consumers in scope, paged; search by name, e-mail, mobile or employee code')
    .answer('Consumers', ({ user, query }) => svc.listConsumers(db, user, listPage(query), query, 'company'));
  consumers.getEach(
    ['/user/cashier/consumer/list', CONSUMER_READERS, consumerQuery, "Consumer look-up for the till (the caller's company; all for admin)"],
    ['/user/consumer/list', CONSUMER_READERS, consumerQuery, 'Consumers of both kinds (admin: all; others: their company)'],
  ).answer('Consumers', ({ user, query }) => svc.listConsumers(db, user, listPage(query), query, 'any'));
  consumers.post('/user/create/company/consumer', CONSUMER_WRITERS, { body: companyConsumerCreateSchema },
    'Create a company consumer (without a password they log in by mobile code)')
    .created('Consumer created', ({ user, body }) => svc.createCompanyConsumer(db, user, body));
  consumers.post('/user/create/consumer', ADMINS, { body: consumerCreateSchema }, 'Create a consumer who belongs to no company (admin)')
    .created('Consumer created', ({ user, body }) => svc.createConsumer(db, user, body));
  consumers.put('/user/update/company/consumer/:id', CONSUMER_WRITERS, { params: idParamSchema, body: companyConsumerUpdateSchema },
    'Update a company consumer')
    .answer('Consumer updated', ({ user, params, body }) => svc.updateConsumer(db, user, params.id, body, 'company'));
  consumers.put('/user/update/consumer/:id', CONSUMER_WRITERS, { params: idParamSchema, body: consumerUpdateSchema }, 'Update a consumer of either kind')
    .answer('Consumer updated', ({ user, params, body }) => svc.updateConsumer(db, user, params.id, body, 'any'));
  consumers.put('/user/change/consumer/status', CONSUMER_WRITERS, { body: uuidStatusBodySchema }, 'Activate or deactivate a consumer')
    .answer(switched('Consumer'), ({ user, body }) => svc.setConsumerStatus(db, user, body.uuid, body.status));

  // ---- password lockout: staff lift it for the people they manage (scope in the service) ----------

  users.put('/user/unlock/:id', CONSUMER_WRITERS, { params: idParamSchema },
    'Lift the lock that wrong passwords put on an account (staff you manage, consumers of your company)')
    .answer('Account unlocked; the password works again', ({ user, params }) => svc.unlockUser(db, user, params.id));

  consumers.post('/user/upload/bulk', CONSUMER_WRITERS, { consumes: ['multipart/form-data'] },
    'Upload company consumers from a CSV or XLSX file (columns name, mobile, email, employee_code); all rows or none')
    .handle(async ({ req, reply, user }) => {
      const { file, fields } = await readBulkUpload(req);
      const company = uuidSchema.optional().safeParse(fields.company_uuid || undefined);
      if (!company.success) throw badRequest('Must be a valid id', [{ path: 'company_uuid', message: 'Must be a valid id' }]);
      const result = await svc.bulkUploadConsumers(db, user, file, company.data);
      return reply.code(201).send(ok(`${result.inserted} rows uploaded`, result));
    });
}
