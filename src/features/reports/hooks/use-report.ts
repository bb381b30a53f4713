// The report's list: one server page of the filtered orders through the shared list (page, size and
// sort in the address as every list has them), kept on the device twice over: as a list page, which
// the screen shows offline with its time, and as a report page of its filters, from which the
// offline CSV export and the "kept reports" of /addreport are made.
import { REPORT_SORT_KEYS, type ReportList } from '../../../../server/contracts/reports';
import { useDataList } from '../../../components/data-list';
import { keepReportPage, keyOf } from '../../../lib/kept-views';
import { listReport, type ReportPageQuery } from '../api/reports-api';
import { FILTER_KEYS, filterProblems, filtersForLevel, type ReportLevel, type ReportView } from '../report-filters';

/** The filters a kept report is filed under: the level and what narrows it. */
export const keptFiltersOf = (level: ReportLevel, view: Pick<ReportView, 'filters'>): Record<string, string> => ({
  level,
  ...(filtersForLevel(level, view.filters) as Record<string, string>),
});

export const keptPageOf = (page: ReportPageQuery): string =>
  keyOf({ pagenum: page.pagenum, limit: page.limit, sort_by: page.sort_by, sort_dir: page.sort_dir });

/** The report of a level for the filters of `view` (read from the same address); `invalid` is the error shown instead of asking. */
export function useReportList(level: ReportLevel, view: ReportView, userUuid: string, invalid: string) {
  const valid = Object.keys(filterProblems(view.filters)).length === 0;
  return useDataList({
    id: `report-${level}`,
    filters: FILTER_KEYS,
    sorts: REPORT_SORT_KEYS,
    deps: [valid],
    load: async (q, signal): Promise<ReportList> => {
      if (!valid) throw new Error(invalid);
      const page: ReportPageQuery = { pagenum: q.pagenum, limit: q.limit, sort_by: q.sort_by, sort_dir: q.sort_dir };
      const data = await listReport(level, view.filters, page, signal);
      await keepReportPage(userUuid, keptFiltersOf(level, view), keptPageOf(page), data).catch((err: unknown) =>
        console.warn('Could not keep the report page', err),
      );
      return data;
    },
  });
}
