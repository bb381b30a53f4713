// Staff and consumer routes of spec section 7 (cashier users, company roles, consumers) plus the
// front desk executive routes in the same style. Roles per route are declared here; the tenant scope
// is applied in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, statusBodySchema, uuidSchema } from '../../contracts/common';
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
import { badRequest, ok, pageOf } from '../../lib/http';
import { caller } from '../../plugins/auth';
import * as svc from './service';

const CASHIER_ADMINS = ['admin', 'company', 'manager'] as const;
const COMPANY_ADMINS = ['admin', 'company'] as const;
/** Who may look consumers up (the till needs them for wallet payments) ... */
const CONSUMER_READERS = ['admin', 'company', 'executive', 'manager', 'cashier'] as const;
/** ... and who may change them: a cashier only reads. */
const CONSUMER_WRITERS = ['admin', 'company', 'executive', 'manager'] as const;

const cashierTags = ['cashiers'];
const roleTags = ['company roles'];
const executiveTags = ['executives'];
const consumerTags = ['consumers'];

const statusMessage = (status: string, what: string) => `${what} ${status === 'active' ? 'activated' : 'deactivated'}`;

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // ---- cashier users ----------------------------------------------------------------------------

  r.get('/user/list/cashier', {
    config: { access: CASHIER_ADMINS },
    schema: { tags: cashierTags, summary: 'Cashiers in scope, paged, with their store', querystring: staffListQuerySchema },
  }, async (req) =>
    ok('Cashiers', await svc.listStoreStaff(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query, ['cashier'])),
  );

  r.post('/user/register/cashier', {
    config: { access: CASHIER_ADMINS },
    schema: { tags: cashierTags, summary: 'Create a cashier in a store in scope', body: cashierCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Cashier created', await svc.createStoreStaff(db, caller(req), req.body, 'cashier'))),
  );

  r.put('/user/update/cashier/:id', {
    config: { access: CASHIER_ADMINS },
    schema: { tags: cashierTags, summary: 'Update a cashier', params: idParamSchema, body: cashierUpdateSchema },
  }, async (req) =>
    ok('Cashier updated', await svc.updateStoreStaff(db, caller(req), req.params.id, req.body, ['cashier'], 'Cashier')),
  );

  r.put('/user/change/cashier/status', {
    config: { access: CASHIER_ADMINS },
    schema: { tags: cashierTags, summary: 'Activate or deactivate a cashier', body: uuidStatusBodySchema },
  }, async (req) =>
    ok(statusMessage(req.body.status, 'Cashier'), await svc.setStoreStaffStatus(db, caller(req), req.body.uuid, req.body.status, ['cashier'], 'Cashier')),
  );

  // ---- company roles: cashiers and managers as groups -------------------------------------------

  r.get('/company/list/cashier/manager', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: roleTags, summary: 'Cashiers and/or managers in scope, paged (group = cashier | manager | all)', querystring: roleListQuerySchema },
  }, async (req) =>
    ok(
      'Staff',
      await svc.listStoreStaff(
        db,
        caller(req),
        { ...pageOf(req.query), search: req.query.search },
        req.query,
        req.query.group === 'all' ? ['cashier', 'manager'] : [req.query.group],
      ),
    ),
  );

  r.post('/company/add/cashier/manager', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: roleTags, summary: 'Create a cashier or a manager in a store in scope', body: companyRoleCreateSchema },
  }, async (req, reply) => {
    const { role, ...input } = req.body;
    return reply.code(201).send(ok(role === 'manager' ? 'Manager created' : 'Cashier created', await svc.createStoreStaff(db, caller(req), input, role)));
  });

  r.put('/company/role/update/:id', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: roleTags, summary: 'Update a cashier or manager (role may switch between them)', params: idParamSchema, body: companyRoleUpdateSchema },
  }, async (req) =>
    ok('Staff member updated', await svc.updateStoreStaff(db, caller(req), req.params.id, req.body, ['cashier', 'manager'], 'Staff member')),
  );

  r.put('/company/role/status/update/:id', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: roleTags, summary: 'Activate or deactivate a cashier or manager', params: idParamSchema, body: statusBodySchema },
  }, async (req) =>
    ok(
      statusMessage(req.body.status, 'Staff member'),
      await svc.setStoreStaffStatus(db, caller(req), req.params.id, req.body.status, ['cashier', 'manager'], 'Staff member'),
    ),
  );

  // ---- front desk executives --------------------------------------------------------------------

  r.get('/user/list/executive', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: executiveTags, summary: 'Front desk executives in scope, paged', querystring: executiveListQuerySchema },
  }, async (req) =>
    ok('Executives', await svc.listExecutives(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query)),
  );

  r.post('/user/register/executive', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: executiveTags, summary: 'Create a front desk executive', body: executiveCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Executive created', await svc.createExecutive(db, caller(req), req.body))),
  );

  r.put('/user/update/executive/:id', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: executiveTags, summary: 'Update a front desk executive', params: idParamSchema, body: executiveUpdateSchema },
  }, async (req) =>
    ok('Executive updated', await svc.updateExecutive(db, caller(req), req.params.id, req.body)),
  );

  r.put('/user/change/executive/status', {
    config: { access: COMPANY_ADMINS },
    schema: { tags: executiveTags, summary: 'Activate or deactivate a front desk executive', body: uuidStatusBodySchema },
  }, async (req) =>
    ok(statusMessage(req.body.status, 'Executive'), await svc.setExecutiveStatus(db, caller(req), req.body.uuid, req.body.status)),
  );

  // ---- consumers --------------------------------------------------------------------------------

  r.get('/user/company/consumer/list', {
    config: { access: CONSUMER_READERS },
    schema: {
      tags: consumerTags,
      summary: 'Company consumers in scope, paged; search by name, e-mail, mobile or employee code',
      querystring: consumerListQuerySchema,
    },
  }, async (req) =>
    ok('Consumers', await svc.listConsumers(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query, 'company')),
  );

  r.get('/user/cashier/consumer/list', {
    config: { access: CONSUMER_READERS },
    schema: { tags: consumerTags, summary: "Consumer look-up for the till (the caller's company; all for admin)", querystring: consumerListQuerySchema },
  }, async (req) =>
    ok('Consumers', await svc.listConsumers(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query, 'any')),
  );

  r.get('/user/consumer/list', {
    config: { access: CONSUMER_READERS },
    schema: { tags: consumerTags, summary: 'Consumers of both kinds (admin: all; others: their company)', querystring: consumerListQuerySchema },
  }, async (req) =>
    ok('Consumers', await svc.listConsumers(db, caller(req), { ...pageOf(req.query), search: req.query.search }, req.query, 'any')),
  );

  r.post('/user/create/company/consumer', {
    config: { access: CONSUMER_WRITERS },
    schema: { tags: consumerTags, summary: 'Create a company consumer (without a password they log in by mobile code)', body: companyConsumerCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Consumer created', await svc.createCompanyConsumer(db, caller(req), req.body))),
  );

  r.post('/user/create/consumer', {
    config: { access: ['admin'] },
    schema: { tags: consumerTags, summary: 'Create a consumer who belongs to no company (admin)', body: consumerCreateSchema },
  }, async (req, reply) =>
    reply.code(201).send(ok('Consumer created', await svc.createConsumer(db, caller(req), req.body))),
  );

  r.put('/user/update/company/consumer/:id', {
    config: { access: CONSUMER_WRITERS },
    schema: { tags: consumerTags, summary: 'Update a company consumer', params: idParamSchema, body: companyConsumerUpdateSchema },
  }, async (req) =>
    ok('Consumer updated', await svc.updateConsumer(db, caller(req), req.params.id, req.body, 'company')),
  );

  r.put('/user/update/consumer/:id', {
    config: { access: CONSUMER_WRITERS },
    schema: { tags: consumerTags, summary: 'Update a consumer of either kind', params: idParamSchema, body: consumerUpdateSchema },
  }, async (req) =>
    ok('Consumer updated', await svc.updateConsumer(db, caller(req), req.params.id, req.body, 'any')),
  );

  r.put('/user/change/consumer/status', {
    config: { access: CONSUMER_WRITERS },
    schema: { tags: consumerTags, summary: 'Activate or deactivate a consumer', body: uuidStatusBodySchema },
  }, async (req) =>
    ok(statusMessage(req.body.status, 'Consumer'), await svc.setConsumerStatus(db, caller(req), req.body.uuid, req.body.status)),
  );

  // ---- password lockout: staff lift it for the people they manage (scope in the service) ----------

  r.put(
    '/user/unlock/:id',
    {
      config: { access: CONSUMER_WRITERS },
      schema: {
        tags: ['users'],
        summary: 'Lift the lock that wrong passwords put on an account (staff you manage, consumers of your company)',
        params: idParamSchema,
      },
    },
    async (req) => ok('Account unlocked; the password works again', await svc.unlockUser(db, caller(req), req.params.id)),
  );

  r.post(
    '/user/upload/bulk',
    {
      config: { access: CONSUMER_WRITERS },
      schema: {
        tags: consumerTags,
        summary: 'Upload company consumers from a CSV or XLSX file (columns name, mobile, email, employee_code); all rows or none',
        consumes: ['multipart/form-data'],
      },
    },
    async (req, reply) => {
      const { file, fields } = await readBulkUpload(req);
      const company = uuidSchema.optional().safeParse(fields.company_uuid || undefined);
      if (!company.success) throw badRequest('Must be a valid id', [{ path: 'company_uuid', message: 'Must be a valid id' }]);
      const result = await svc.bulkUploadConsumers(db, caller(req), file, company.data);
      return reply.code(201).send(ok(`${result.inserted} rows uploaded`, result));
    },
  );
}
