// Dashboard and report routes of spec section 7 (the misspelled `dashbaord` is the spec's), the
// exports of the same reports as CSV or XLSX, and the consumer dropdown of the report filter.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDashboardQuerySchema,
  companyDashboardQuerySchema,
  reportExportQuerySchema,
  reportListQuerySchema,
  storeDashboardQuerySchema,
  storeReportExportQuerySchema,
  storeReportListQuerySchema,
  userDropdownQuerySchema,
  type ReportExportQuery,
} from '../../contracts/reports';
import type { Role } from '../../contracts/common';
import { ok, pageOf } from '../../lib/http';
import { caller, type AuthContext } from '../../plugins/auth';
import { csvStream, xlsxStream } from './export';
import * as svc from './service';

const tags = ['reports'];
const COMPANY_REPORT: readonly Role[] = ['admin', 'company', 'executive'];
const STORE_REPORT: readonly Role[] = ['admin', 'company', 'executive', 'manager'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // ---- dashboards ----
  r.get(
    '/report/admin/dashbaord',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Platform dashboard (optionally one company or store) for today, week, month or year', querystring: adminDashboardQuerySchema },
    },
    async (req) => ok('Dashboard', await svc.dashboard(db, caller(req), req.query.type, await svc.adminDashboardScope(db, caller(req), req.query))),
  );
  r.get(
    '/report/company/dashbaord',
    {
      config: { access: ['admin', 'company'] },
      schema: { tags, summary: "A company's dashboard (admins name the company)", querystring: companyDashboardQuerySchema },
    },
    async (req) => ok('Dashboard', await svc.dashboard(db, caller(req), req.query.type, svc.companyDashboardScope(caller(req), req.query))),
  );
  r.get(
    '/report/store/dashbaord',
    {
      config: { access: ['admin', 'company', 'manager'] },
      schema: { tags, summary: "A store's dashboard (managers their own store)", querystring: storeDashboardQuerySchema },
    },
    async (req) => ok('Dashboard', await svc.dashboard(db, caller(req), req.query.type, await svc.storeDashboardScope(db, caller(req), req.query))),
  );

  // ---- report lists ----
  const list = (url: string, access: readonly Role[], querystring: typeof reportListQuerySchema | typeof storeReportListQuerySchema, summary: string) =>
    r.get(url, { config: { access }, schema: { tags, summary, querystring } }, async (req) => {
      const { pagenum: _p, page: _pg, limit: _l, sort_by, sort_dir, ...filters } = req.query;
      return ok('Report', await svc.reportList(db, caller(req), pageOf(req.query), filters, sort_by ? { key: sort_by, dir: sort_dir } : undefined));
    });
  list('/report/list/company', COMPANY_REPORT, reportListQuerySchema, "The company's order report with totals of the filtered set");
  list('/report/list/store', STORE_REPORT, storeReportListQuerySchema, "A store's order report with totals (managers their own store)");
  list('/report/list/admin', ['admin'], reportListQuerySchema, 'The order report across companies (admin) with totals');

  // ---- exports ----
  async function sendExport(reply: FastifyReply, user: AuthContext['user'], name: string, q: ReportExportQuery | Omit<ReportExportQuery, 'company_uuid'>) {
    const { format, ...filters } = q;
    // Scope and filters are checked before the first byte, so a refusal is still a JSON 403/400.
    const filter = await svc.reportFilter(db, user, filters);
    const stamp = new Date().toISOString().slice(0, 10);
    const body = format === 'xlsx' ? await xlsxStream(db, filter, reply.log) : await csvStream(db, filter, reply.log);
    return reply
      .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-report-${name}-${stamp}.${format}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }
  r.get(
    '/report/export/company',
    {
      config: { access: COMPANY_REPORT },
      schema: { tags, summary: 'The company report, every filtered row, as CSV or XLSX (streamed)', querystring: reportExportQuerySchema },
    },
    async (req, reply) => sendExport(reply, caller(req), 'company', req.query),
  );
  r.get(
    '/report/export/store',
    {
      config: { access: STORE_REPORT },
      schema: { tags, summary: 'The store report, every filtered row, as CSV or XLSX (streamed)', querystring: storeReportExportQuerySchema },
    },
    async (req, reply) => sendExport(reply, caller(req), 'store', req.query),
  );
  r.get(
    '/report/export/admin',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'The admin report, every filtered row, as CSV or XLSX (streamed)', querystring: reportExportQuerySchema },
    },
    async (req, reply) => sendExport(reply, caller(req), 'admin', req.query),
  );

  // ---- consumer dropdown of the report filter ----
  r.get(
    '/user/dropdown',
    {
      config: { access: STORE_REPORT },
      schema: { tags, summary: "Consumers of the caller's company (uuid, name, mobile) for the report filter", querystring: userDropdownQuerySchema },
    },
    async (req) => ok('Consumers', await svc.consumerDropdown(db, caller(req), req.query)),
  );
  r.get(
    '/user/dropdown/admin',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Consumers of any company (or all) for the admin report filter', querystring: userDropdownQuerySchema },
    },
    async (req) => ok('Consumers', await svc.consumerDropdown(db, caller(req), req.query)),
  );
}
