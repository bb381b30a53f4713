// Dashboard and report routes of spec section 7 (the misspelled `dashbaord` is the spec's), the
// exports of the same reports as CSV or XLSX, and the consumer dropdown of the report filter.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  adminDashboardQuerySchema,
  attentionQuerySchema,
  breakdownExportQuerySchema,
  breakdownQuerySchema,
  companyDashboardQuerySchema,
  reportExportQuerySchema,
  reportListQuerySchema,
  storeDashboardQuerySchema,
  storeReportExportQuerySchema,
  storeReportListQuerySchema,
  storeBreakdownExportQuerySchema,
  storeBreakdownQuerySchema,
  userDropdownQuerySchema,
  type BreakdownExportQuery,
  type ReportExportQuery,
} from '../../contracts/reports';
import { breakdownCsv } from '../../contracts/breakdown-export';
import { attention } from './attention';
import { breakdown } from './breakdowns';
import type { Role } from '../../contracts/common';
import { pageOf } from '../../lib/http';
import { routes } from '../../lib/routes';
import type { AuthContext } from '../../plugins/auth';
import { breakdownXlsx, csvStream, xlsxStream } from './export';
import * as svc from './service';

const COMPANY_REPORT: readonly Role[] = ['admin', 'company', 'executive'];
const STORE_REPORT: readonly Role[] = ['admin', 'company', 'executive', 'manager'];
const ADMINS: readonly Role[] = ['admin'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default async function reportRoutes(app: FastifyInstance) {
  const route = routes(app, ['reports']);
  const db = app.db;

  // ---- dashboards ----
  route.get('/report/admin/dashbaord', ADMINS, { querystring: adminDashboardQuerySchema },
    'Platform dashboard (optionally one company or store) for today, week, month or year')
    .answer('Dashboard', async ({ user, query }) => svc.dashboard(db, user, query.type, await svc.adminDashboardScope(db, user, query)));
  route.get('/report/company/dashbaord', ['admin', 'company'], { querystring: companyDashboardQuerySchema }, "A company's dashboard (admins name the company)")
    .answer('Dashboard', ({ user, query }) => svc.dashboard(db, user, query.type, svc.companyDashboardScope(user, query)));
  route.get('/report/store/dashbaord', ['admin', 'company', 'manager'], { querystring: storeDashboardQuerySchema },
    "A store's dashboard (managers their own store)")
    .answer('Dashboard', async ({ user, query }) => svc.dashboard(db, user, query.type, await svc.storeDashboardScope(db, user, query)));

  route.get('/report/attention', ['admin', 'company', 'manager'], { querystring: attentionQuerySchema },
    "What needs attention today: products running out, the slowest tickets, today's refunds and discounts (managers their store)")
    .answer('Needs attention', ({ user, query }) => attention(db, user, query));

  // ---- report lists ----
  route.getEach(
    ['/report/list/company', COMPANY_REPORT, { querystring: reportListQuerySchema }, "The company's order report with totals of the filtered set"],
    ['/report/list/store', STORE_REPORT, { querystring: storeReportListQuerySchema }, "A store's order report with totals (managers their own store)"],
    ['/report/list/admin', ADMINS, { querystring: reportListQuerySchema }, 'The order report across companies (admin) with totals'],
  ).answer('Report', ({ user, query }) => {
    const { pagenum: _p, page: _pg, limit: _l, sort_by, sort_dir, ...filters } = query;
    return svc.reportList(db, user, pageOf(query), filters, sort_by ? { key: sort_by, dir: sort_dir } : undefined);
  });

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
  route.get('/report/export/company', COMPANY_REPORT, { querystring: reportExportQuerySchema },
    'The company report, every filtered row, as CSV or XLSX (streamed)')
    .handle(({ reply, user, query }) => sendExport(reply, user, 'company', query));
  route.get('/report/export/store', STORE_REPORT, { querystring: storeReportExportQuerySchema },
    'The store report, every filtered row, as CSV or XLSX (streamed)')
    .handle(({ reply, user, query }) => sendExport(reply, user, 'store', query));
  route.get('/report/export/admin', ADMINS, { querystring: reportExportQuerySchema }, 'The admin report, every filtered row, as CSV or XLSX (streamed)')
    .handle(({ reply, user, query }) => sendExport(reply, user, 'admin', query));

  // ---- breakdowns: product mix, hours, cashiers, payment methods, tax, discounts, refunds ----
  route.getEach(
    ['/report/breakdown/company', COMPANY_REPORT, { querystring: breakdownQuerySchema },
      "A breakdown of the company's sales (product mix, hours, cashiers, methods, tax, discounts, refunds)"],
    ['/report/breakdown/store', STORE_REPORT, { querystring: storeBreakdownQuerySchema }, "A breakdown of a store's sales (managers their own store)"],
    ['/report/breakdown/admin', ADMINS, { querystring: breakdownQuerySchema }, 'A breakdown of the sales across companies (admin)'],
  ).answer('Breakdown', ({ user, query }) => breakdown(db, user, query));

  type BreakdownExport = BreakdownExportQuery | Omit<BreakdownExportQuery, 'company_uuid'>;
  async function sendBreakdown(reply: FastifyReply, user: AuthContext['user'], name: string, q: BreakdownExport) {
    const { format, ...rest } = q;
    const b = await breakdown(db, user, rest);
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${b.kind}-report-${name}-${stamp}.${format}"`)
      .header('cache-control', 'private, no-store')
      .send(format === 'xlsx' ? await breakdownXlsx(b) : breakdownCsv(b));
  }
  route.get('/report/breakdown/export/company', COMPANY_REPORT, { querystring: breakdownExportQuerySchema }, 'A breakdown of the company report as CSV or XLSX')
    .handle(({ reply, user, query }) => sendBreakdown(reply, user, 'company', query));
  route.get('/report/breakdown/export/store', STORE_REPORT, { querystring: storeBreakdownExportQuerySchema }, 'A breakdown of the store report as CSV or XLSX')
    .handle(({ reply, user, query }) => sendBreakdown(reply, user, 'store', query));
  route.get('/report/breakdown/export/admin', ADMINS, { querystring: breakdownExportQuerySchema }, 'A breakdown of the admin report as CSV or XLSX')
    .handle(({ reply, user, query }) => sendBreakdown(reply, user, 'admin', query));

  // ---- consumer dropdown of the report filter ----
  route.getEach(
    ['/user/dropdown', STORE_REPORT, { querystring: userDropdownQuerySchema }, "Consumers of the caller's company (uuid, name, mobile) for the report filter"],
    ['/user/dropdown/admin', ADMINS, { querystring: userDropdownQuerySchema }, 'Consumers of any company (or all) for the admin report filter'],
  ).answer('Consumers', ({ user, query }) => svc.consumerDropdown(db, user, query));
}
