// /report: the orders report of the caller's scope (admin across companies, company and front desk
// their company, manager their store) with every filter of spec section 7, the shared list's grid
// paged and sorted on the server, the totals of the whole filtered set, and CSV / XLSX export of the
// same rows. The report lives in the address, so a reload or a bookmark opens it again. Each page
// loaded is kept on the device: offline the kept page is shown with its time, and CSV export works
// from the rows kept for these filters.
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import PlaylistAddRoundedIcon from '@mui/icons-material/PlaylistAddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ReportRow } from '../../../../server/contracts/reports';
import { DataList } from '../../../components/data-list';
import { PageHeader } from '../../../components/layouts/page-header';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportList } from '../hooks/use-report';
import { paramsOfView, reportLevel, viewFromParams, type ReportLevel, type ReportView } from '../report-filters';
import { reportColumns } from './report-columns';
import { ReportExportButtons } from './report-export';
import { ReportFilterFields, type FilterValue } from './report-filter-fields';
import { ReportTotals } from './report-totals';

export default function ReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const level = reportLevel(user?.role);
  usePageTitle(t('reports:title'));
  if (!user || !level) return null;
  return <Report level={level} userUuid={user.uuid} />;
}

function Report({ level, userUuid }: { level: ReportLevel; userUuid: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const list = useReportList(level, view, userUuid, t('reports:filters.fixDates'));
  const report = list.page;
  const offline = list.keptAt !== null || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const columns = useMemo(() => reportColumns(level, t, lang), [level, t, lang]);

  // A new filter drops the ones it replaces (the whole filter part of the address is written again) and goes back to the first page.
  const onFilters = (next: FilterValue) => {
    const written = Object.fromEntries(paramsOfView({ filters: next.filters, customer: next.customer } satisfies ReportView));
    const cleared = Object.fromEntries([...params.keys()].filter((k) => !['page', 'limit', 'sort'].includes(k)).map((k) => [k, null]));
    list.setFilters({ ...cleared, ...written });
  };

  return (
    <>
      <PageHeader
        title={t('reports:title')}
        subtitle={t(`reports:subtitle.${level}`)}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={`${paths.backOffice.reportBreakdown}?${paramsOfView(view).toString()}`}
              variant="contained"
              startIcon={<BarChartRoundedIcon />}
              data-testid="open-breakdowns"
            >
              {t('reports:breakdown.open')}
            </Button>
            <Button component={RouterLink} to={paths.backOffice.addReport} variant="outlined" startIcon={<PlaylistAddRoundedIcon />}>
              {t('reports:newReport')}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={2}>
        {list.keptAt !== null && <Alert severity="info">{t('reports:kept.exportNote')}</Alert>}
        {report && <ReportTotals list={report} language={lang} />}
        <DataList<ReportRow>
          list={list}
          label={t('reports:title')}
          heading={
            <>
              <Box sx={{ p: 2, pb: 0 }}>
                <ReportFilterFields level={level} value={view} onChange={onFilters} />
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pb: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {report ? t('reports:rowsFound', { count: report.total }) : ' '}
                </Typography>
                <ReportExportButtons level={level} view={view} userUuid={userUuid} offline={offline} />
              </Stack>
            </>
          }
          columns={columns}
          rowTestId="report-row"
          rowAttributes={(row) => ({ 'data-order-id': row.order_id })}
          empty={t('reports:empty')}
          noMatch={t('reports:noMatch')}
        />
      </Stack>
    </>
  );
}
