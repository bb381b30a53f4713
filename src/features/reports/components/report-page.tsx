// /report: the orders report of the caller's scope (admin across companies, company and front desk
// their company, manager their store) with every filter of spec section 7, a paged table sorted on
// the server, the totals of the whole filtered set, and CSV / XLSX export of the same rows. The
// report lives in the address, so a reload or a bookmark opens it again. Each page loaded is kept
// on the device: offline the kept page is shown with its time, and CSV export works from the rows
// kept for these filters.
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import PlaylistAddRoundedIcon from '@mui/icons-material/PlaylistAddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ExportFormat, ReportList, ReportSortKey } from '../../../../server/contracts/reports';
import { KeptBanner } from '../../../components/feedback/kept-banner';
import { PageHeader } from '../../../components/layouts/page-header';
import { EmptyRow } from '../../../components/lists/empty-row';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { SortHead } from '../../../components/lists/sortable-header';
import { paths } from '../../../config/paths';
import { isOfflineError, keptReportRows } from '../../../lib/kept-views';
import { formatMoney } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/use-auth';
import { ORDER_STATUS_COLORS } from '../../../lib/order-status';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadReportExport, saveKeptRowsCsv } from '../api/reports-api';
import { keptFiltersOf, useReport } from '../hooks/use-report';
import { filterProblems, paramsOfView, reportLevel, viewFromParams, type ReportLevel, type ReportView } from '../report-filters';
import { ReportFilterFields, type FilterValue } from './report-filter-fields';

const formatDateTime = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** The one currency of a page's rows, or null when they mix (an admin across companies) or there are none. */
const currencyOf = (list: ReportList | undefined): string | null => {
  const set = new Set((list?.items ?? []).map((r) => r.currency));
  return set.size === 1 ? [...set][0] : null;
};

function Totals({ list, language }: { list: ReportList; language: string }) {
  const { t } = useTranslation();
  const currency = currencyOf(list);
  const s = list.summary;
  const cells: [string, string][] = [
    ['count', s.count.toLocaleString(language)],
    ['subtotal', formatMoney(s.subtotal, currency, language)],
    ['discount', formatMoney(s.discount, currency, language)],
    ['tax', formatMoney(s.tax, currency, language)],
    ['total', formatMoney(s.total, currency, language)],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('reports:totals.title')}
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}
      data-testid="report-totals"
    >
      {cells.map(([key, value]) => (
        // dt and dd straight in the card: a <dl> may hold them only in one <div> of its own (no CardContent between).
        <Card key={key} variant="outlined" sx={{ px: 2, py: 1.5, gridColumn: key === 'total' ? { xs: '1 / -1', sm: 'auto' } : undefined }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`reports:totals.${key}`)}
          </Typography>
          <Typography component="dd" data-testid={`report-total-${key}`} sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem', fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

function ExportButtons({ level, view, userUuid, offline }: { level: ReportLevel; view: ReportView; userUuid: string; offline: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const blocked = Object.keys(filterProblems(view.filters)).length > 0;

  const exportKept = async () => {
    const kept = await keptReportRows(userUuid, keptFiltersOf(level, view));
    if (kept.rows.length === 0) {
      notifyError(t('reports:export.nothingKept'));
      return;
    }
    saveKeptRowsCsv(level, kept.rows);
    notifySuccess(t('reports:export.keptDone', { count: kept.rows.length, total: kept.total }));
  };

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      if (offline && format === 'csv') await exportKept();
      else await downloadReportExport(level, view.filters, format);
    } catch (error) {
      if (format === 'csv' && isOfflineError(error)) await exportKept();
      else notifyError(isOfflineError(error) ? t('reports:export.needsNetwork') : t('reports:export.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant={format === 'csv' ? 'contained' : 'outlined'}
          startIcon={busy === format ? <CircularProgress size={16} color="inherit" /> : <DownloadRoundedIcon />}
          disabled={busy !== null || blocked || (offline && format === 'xlsx')}
          onClick={() => void run(format)}
          title={offline && format === 'xlsx' ? t('reports:export.xlsxOffline') : undefined}
          data-testid={`export-${format}`}
        >
          {t(`reports:export.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}

export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const user = useCurrentUser();
  const level = reportLevel(user?.role);
  usePageTitle(t('reports:title'));
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const problems = filterProblems(view.filters);
  const valid = Object.keys(problems).length === 0;
  const report = useReport(level ?? 'store', view, user?.uuid ?? '', Boolean(level) && valid);
  const list = report.data?.data;
  const keptAt = report.data?.keptAt ?? null;
  const offline = keptAt !== null || (typeof navigator !== 'undefined' && navigator.onLine === false);

  const go = (next: Partial<ReportView>) => setParams(paramsOfView({ ...view, ...next }), { replace: true });
  const onFilters = (next: FilterValue) => go({ filters: next.filters, customer: next.customer, pagenum: 0 });
  const onSort = (key: ReportSortKey) => {
    const dir = view.sort?.key === key && view.sort.dir === 'asc' ? 'desc' : 'asc';
    go({ sort: { key, dir }, pagenum: 0 });
  };

  if (!user || !level) return null;
  const items = list?.items ?? [];
  const showStore = level !== 'store';
  const filtered = Object.keys(view.filters).length > 0;
  const columns = showStore ? 8 : 7;
  const sortProps = { sort: view.sort, onSort };

  return (
    <>
      <PageHeader
        title={t('reports:title')}
        subtitle={t(`reports:subtitle.${level}`)}
        actions={
          <Button component={RouterLink} to={paths.backOffice.addReport} variant="outlined" startIcon={<PlaylistAddRoundedIcon />}>
            {t('reports:newReport')}
          </Button>
        }
      />
      <Stack spacing={2}>
        {keptAt !== null && (
          <KeptBanner loadedAt={keptAt} onRetry={report.reload}>
            <Box component="span" sx={{ display: 'block' }}>
              {t('reports:kept.exportNote')}
            </Box>
          </KeptBanner>
        )}
        <Card>
          <Box sx={{ p: 2, pb: 0 }}>
            <ReportFilterFields level={level} value={{ filters: view.filters, customer: view.customer }} onChange={onFilters} />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ px: 2, pb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {list ? t('reports:rowsFound', { count: list.total }) : ' '}
            </Typography>
            <ExportButtons level={level} view={view} userUuid={user.uuid} offline={offline} />
          </Stack>
        </Card>
        {!valid && <Alert severity="warning">{t('reports:filters.fixDates')}</Alert>}
        {list && <Totals list={list} language={lang} />}
        <Card>
          <LoadStrip loading={report.loading} error={report.error} onRetry={report.reload} loadingLabel={t('reports:loading')} failedMessage={t('reports:loadFailed')} />
          <TableContainer>
            <Table aria-label={t('reports:title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }} data-testid="report-table">
              <TableHead>
                <TableRow>
                  <SortHead label={t('reports:col.order')} sortKey="order_id" {...sortProps} />
                  <SortHead label={t('reports:col.date')} sortKey="date" {...sortProps} sx={{ display: { xs: 'none', md: 'table-cell' } }} />
                  {showStore && <SortHead label={t('reports:col.store')} sortKey="store" {...sortProps} sx={{ display: { xs: 'none', lg: 'table-cell' } }} />}
                  <SortHead label={t('reports:col.customer')} sortKey="customer" {...sortProps} sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                  <SortHead label={t('reports:col.items')} sortKey="items" {...sortProps} align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }} />
                  <SortHead label={t('reports:col.total')} sortKey="total" {...sortProps} align="right" />
                  <SortHead label={t('reports:col.payment')} sortKey="payment" {...sortProps} sx={{ display: { xs: 'none', md: 'table-cell' } }} />
                  <SortHead label={t('reports:col.status')} sortKey="status" {...sortProps} />
                </TableRow>
              </TableHead>
              <TableBody>
                {list && items.length === 0 && <EmptyRow colSpan={columns}>{filtered ? t('reports:noMatch') : t('reports:empty')}</EmptyRow>}
                {items.map((r) => (
                  <TableRow key={r.uuid} data-testid="report-row" data-order-id={r.order_id}>
                    <TableCell>
                      <Typography sx={{ fontWeight: 650 }} noWrap>
                        {r.order_id}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ display: { md: 'none' } }}>
                        {formatDateTime(r.date, lang)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(r.date, lang)}</TableCell>
                    {showStore && (
                      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 220 }}>
                        <Typography variant="body2" noWrap>
                          {r.store_name}
                        </Typography>
                        {level === 'admin' && (
                          <Typography variant="caption" color="text.secondary" noWrap component="div">
                            {r.company_name}
                          </Typography>
                        )}
                      </TableCell>
                    )}
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 220 }}>
                      <Typography variant="body2" noWrap>
                        {r.customer_name ?? t('reports:guest')}
                      </Typography>
                      {r.customer_mobile && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {r.customer_mobile}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}>
                      {r.item_count.toLocaleString(lang)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(r.total, r.currency, lang)}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      <Typography variant="body2">{t(`reports:pay.${r.payment_method}`)}</Typography>
                      <Typography variant="caption" color={r.payment_status === 'failed' ? 'error.main' : 'text.secondary'} component="div">
                        {t(`reports:payStatus.${r.payment_status}`)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={ORDER_STATUS_COLORS[r.status]} label={t(`reports:status.${r.status}`)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPager
            total={list?.total ?? 0}
            pageCount={list?.pageCount}
            pagenum={view.pagenum}
            limit={view.limit}
            onPage={(p) => go({ pagenum: p })}
            onLimit={(l) => go({ limit: l, pagenum: 0 })}
          />
        </Card>
      </Stack>
    </>
  );
}
