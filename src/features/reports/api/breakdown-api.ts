// Breakdown report calls: one kind (product mix, options, hours, cashiers, payment methods, tax,
// discounts, refunds) of a level's filters, its CSV/XLSX export by the server, and the offline CSV
// made from a breakdown kept on the device (the same columns as the server's file).
import type { Breakdown, ExportFormat } from '../../../../server/contracts/reports';
import type { BreakdownKind } from '../../../../server/contracts/constants/reports';
import { breakdownCsv } from '../../../../server/contracts/breakdown-export';
import { api, unwrap, type RequestOptions } from '../../../lib/api-client';
import { saveBlob, saveCsv } from '../../../lib/save-file';
import { filtersForLevel, type ReportFilters, type ReportLevel } from '../report-filters';

export const getBreakdown = async (level: ReportLevel, kind: BreakdownKind, filters: ReportFilters, signal?: AbortSignal): Promise<Breakdown> =>
  unwrap(await api.get<Breakdown>(`/report/breakdown/${level}`, { ...filtersForLevel(level, filters), kind }, { silent: true, signal }));

export const breakdownFileName = (level: ReportLevel, kind: BreakdownKind, format: ExportFormat, offline = false, now = new Date()): string =>
  `${kind}-report-${level}-${now.toISOString().slice(0, 10)}${offline ? '-offline' : ''}.${format}`;

export async function downloadBreakdownExport(level: ReportLevel, kind: BreakdownKind, filters: ReportFilters, format: ExportFormat): Promise<void> {
  const options = { responseType: 'blob', successToast: false, silent: true } satisfies RequestOptions;
  const blob = (await api.get<never>(`/report/breakdown/export/${level}`, { ...filtersForLevel(level, filters), kind, format }, options)) as unknown as Blob;
  saveBlob(blob, breakdownFileName(level, kind, format));
}

/** The CSV of a kept breakdown, for when there is no network. */
export function saveKeptBreakdownCsv(level: ReportLevel, breakdown: Breakdown): void {
  saveCsv(breakdownCsv(breakdown), breakdownFileName(level, breakdown.kind, 'csv', true));
}
