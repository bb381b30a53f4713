// The report page of a view, loaded from the server and kept on the device; without a network the
// page kept for the same filters, page and sort is answered with the time it was loaded.
import type { ReportList } from '../../../../server/contracts/reports';
import { keepReportPage, keptReportPage, keyOf, loadKeeping, type KeptResult } from '../../../lib/kept-views';
import { useAsync, type AsyncState } from '../../../lib/use-async';
import { listReport } from '../api/reports-api';
import { filtersForLevel, type ReportLevel, type ReportView } from '../report-filters';

/** The filters a kept report is filed under: the level and what narrows it. */
export const keptFiltersOf = (level: ReportLevel, view: Pick<ReportView, 'filters'>): Record<string, string> => ({
  level,
  ...(filtersForLevel(level, view.filters) as Record<string, string>),
});

export const keptPageOf = (view: ReportView): string =>
  keyOf({ pagenum: view.pagenum, limit: view.limit, sort_by: view.sort?.key, sort_dir: view.sort?.dir });

export function useReport(level: ReportLevel, view: ReportView, userUuid: string, enabled: boolean): AsyncState<KeptResult<ReportList> | null> {
  const kept = keptFiltersOf(level, view);
  const page = keptPageOf(view);
  return useAsync<KeptResult<ReportList> | null>(
    async (signal) => {
      if (!enabled) return null;
      return loadKeeping(
        () => listReport(level, view.filters, view, signal),
        (data, at) => keepReportPage(userUuid, kept, page, data, at),
        () => keptReportPage(userUuid, kept, page),
      );
    },
    [level, keyOf(kept), page, userUuid, enabled],
  );
}
