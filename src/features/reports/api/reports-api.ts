// Report calls of spec section 7: the paged report of a level (admin, company, store) with its
// totals, the export of the same filters as CSV or XLSX, and the consumers of the report's user
// filter. Exports come back as a Blob through the one API client and are saved by the browser.
import type { ConsumerOption, ExportFormat, ReportList, ReportSortKey } from '../../../../server/contracts/reports';
import { csvHeaderLine, csvRowLines } from '../../../../server/contracts/report-export';
import type { ReportRow } from '../../../../server/contracts/reports';
import { api, unwrap, type RequestOptions } from '../../../lib/api-client';
import { filtersForLevel, type ReportFilters, type ReportLevel } from '../report-filters';
import { saveBlob, saveCsv } from '../../../lib/save-file';

export interface ReportPageQuery {
  pagenum: number;
  limit: number;
  sort_by?: ReportSortKey;
  sort_dir?: 'asc' | 'desc';
}

export const listReport = async (level: ReportLevel, filters: ReportFilters, page: ReportPageQuery, signal?: AbortSignal): Promise<ReportList> =>
  unwrap(
    await api.get<ReportList>(
      `/report/list/${level}`,
      { ...filtersForLevel(level, filters), pagenum: page.pagenum, limit: page.limit, sort_by: page.sort_by, sort_dir: page.sort_dir },
      { silent: true, signal },
    ),
  );

export const listConsumerOptions = async (isAdmin: boolean, companyUuid: string | undefined, search: string, signal?: AbortSignal): Promise<ConsumerOption[]> =>
  unwrap(
    await api.get<ConsumerOption[]>(
      isAdmin ? '/user/dropdown/admin' : '/user/dropdown',
      { company_uuid: isAdmin ? companyUuid : undefined, search },
      { silent: true, signal },
    ),
  );

export const exportFileName = (level: ReportLevel, format: ExportFormat, offline = false, now = new Date()): string =>
  `orders-report-${level}-${now.toISOString().slice(0, 10)}${offline ? '-offline' : ''}.${format}`;

/** Every row of the filtered report, exported by the server, saved as a file. */
export async function downloadReportExport(level: ReportLevel, filters: ReportFilters, format: ExportFormat): Promise<void> {
  const options = { responseType: 'blob', successToast: false, silent: true } satisfies RequestOptions;
  const blob = (await api.get<never>(`/report/export/${level}`, { ...filtersForLevel(level, filters), format }, options)) as unknown as Blob;
  saveBlob(blob, exportFileName(level, format));
}

/** The CSV of rows kept on the device, with the server export's columns, for when there is no network. */
export const keptRowsCsv = (rows: readonly ReportRow[]): string => csvHeaderLine() + csvRowLines(rows);

export function saveKeptRowsCsv(level: ReportLevel, rows: readonly ReportRow[]): void {
  saveCsv(keptRowsCsv(rows), exportFileName(level, 'csv', true));
}
