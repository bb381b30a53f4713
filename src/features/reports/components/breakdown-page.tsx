// /reportbreakdown: the breakdowns of a report's filters (product mix, options, hours of the day,
// cashiers, payment methods, tax, discounts, refunds), each a table with its totals, a bar chart
// where one reads better (hours, products, payment methods; @mui/x-charts loaded only then), and the
// CSV/XLSX export. The kind and the filters live in the address like the order report's. Each
// breakdown loaded is kept on the device: offline it is shown with its time, and its CSV is made
// from the kept copy.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BREAKDOWN_KINDS, type BreakdownKind } from '../../../../server/contracts/constants/reports';
import type { Breakdown, ExportFormat } from '../../../../server/contracts/reports';
import { KeptBanner } from '../../../components/feedback/kept-banner';
import { PageHeader } from '../../../components/layouts/page-header';
import { paths } from '../../../config/paths';
import { isOfflineError, keepFigures, keptFigures, keyOf, loadKeeping, type KeptResult } from '../../../lib/kept-views';
import { lazyPart } from '../../../lib/lazy-part';
import { formatMoney } from '../../../lib/money';
import { notifyError } from '../../../lib/notify';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadBreakdownExport, getBreakdown, saveKeptBreakdownCsv } from '../api/breakdown-api';
import { filterProblems, filtersForLevel, paramsOfView, reportLevel, viewFromParams, type ReportLevel, type ReportView } from '../report-filters';
import { BreakdownTable, rowName } from './breakdown-table';
import { ReportFilterFields, type FilterValue } from './report-filter-fields';

const BarChart = lazyPart(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));
/** The kinds a chart helps: the day's shape, the best sellers, the methods. */
const CHARTED: readonly BreakdownKind[] = ['hours', 'products', 'payments'];
const CHART_BARS = 12;

export const breakdownKindOf = (params: URLSearchParams): BreakdownKind => {
  const k = params.get('kind');
  return (BREAKDOWN_KINDS as readonly string[]).includes(k ?? '') ? (k as BreakdownKind) : 'products';
};

export default function BreakdownPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const level = reportLevel(user?.role);
  usePageTitle(t('reports:breakdown.title'));
  if (!user || !level) return null;
  return <BreakdownReport level={level} userUuid={user.uuid} />;
}

function BreakdownReport({ level, userUuid }: { level: ReportLevel; userUuid: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const kind = breakdownKindOf(params);
  const view = useMemo(() => viewFromParams(params), [params]);
  const valid = Object.keys(filterProblems(view.filters)).length === 0;
  const scope = `breakdown|${keyOf({ level, kind, ...(filtersForLevel(level, view.filters) as Record<string, string>) })}`;
  const state = useAsync<KeptResult<Breakdown>>(
    (signal) => {
      if (!valid) return Promise.reject(new Error(t('reports:filters.fixDates')));
      return loadKeeping(
        () => getBreakdown(level, kind, view.filters, signal),
        (data, at) => keepFigures(userUuid, scope, data, at),
        () => keptFigures<Breakdown>(userUuid, scope),
      );
    },
    [scope, valid],
  );
  const b = state.data?.data;
  const keptAt = state.data?.keptAt ?? null;
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const write = (kindNext: BreakdownKind, next: ReportView) => {
    const p = paramsOfView(next);
    p.set('kind', kindNext);
    setParams(p);
  };
  const onFilters = (next: FilterValue) => write(kind, { filters: next.filters, customer: next.customer });

  const runExport = async (format: ExportFormat) => {
    setBusy(format);
    try {
      if (keptAt !== null && format === 'csv' && b) saveKeptBreakdownCsv(level, b);
      else await downloadBreakdownExport(level, kind, view.filters, format);
    } catch (error) {
      if (format === 'csv' && isOfflineError(error) && b) saveKeptBreakdownCsv(level, b);
      else notifyError(isOfflineError(error) ? t('reports:export.needsNetwork') : t('reports:export.failed'));
    } finally {
      setBusy(null);
    }
  };

  const money = (minor: number) => formatMoney(minor, b?.currency, lang);
  const chartRows = b && CHARTED.includes(b.kind) ? (b.kind === 'hours' ? b.rows : b.rows.slice(0, CHART_BARS)) : [];
  const backQuery = paramsOfView(view).toString();

  return (
    <>
      <PageHeader
        title={t('reports:breakdown.title')}
        subtitle={t('reports:breakdown.subtitle')}
        actions={
          <Button component={RouterLink} to={`${paths.backOffice.reports}${backQuery ? `?${backQuery}` : ''}`} startIcon={<ArrowBackRoundedIcon />}>
            {t('reports:breakdown.back')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <Card>
          <Tabs
            value={kind}
            onChange={(_, v: BreakdownKind) => write(v, view)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('reports:breakdown.kindsLabel')}
          >
            {BREAKDOWN_KINDS.map((k) => (
              <Tab key={k} value={k} label={t(`reports:breakdown.kinds.${k}`)} data-testid={`breakdown-tab-${k}`} />
            ))}
          </Tabs>
          <CardContent>
            <ReportFilterFields level={level} value={view} onChange={onFilters} />
            <Typography variant="body2" color="text.secondary">
              {t(`reports:breakdown.about.${kind}`)}
            </Typography>
          </CardContent>
        </Card>
        <Box sx={{ height: 4 }}>{state.loading && <LinearProgress />}</Box>
        {state.error && <Alert severity="error">{state.error.message}</Alert>}
        {keptAt !== null && <KeptBanner loadedAt={keptAt} onRetry={state.reload} />}
        {b && (
          <Card>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Typography variant="h6" component="h2" data-testid="breakdown-heading">
                  {t(`reports:breakdown.kinds.${b.kind}`)}
                </Typography>
                <Stack direction="row" spacing={1}>
                  {(['csv', 'xlsx'] as const).map((format) => (
                    <Button
                      key={format}
                      variant={format === 'csv' ? 'contained' : 'outlined'}
                      startIcon={<DownloadRoundedIcon />}
                      disabled={busy !== null || (keptAt !== null && format === 'xlsx')}
                      onClick={() => void runExport(format)}
                      data-testid={`breakdown-export-${format}`}
                    >
                      {t(`reports:export.${format}`)}
                    </Button>
                  ))}
                </Stack>
              </Stack>
              {chartRows.length > 0 && b.totals.amount > 0 && (
                <Box role="img" aria-label={t('reports:breakdown.chart', { what: t(`reports:breakdown.kinds.${b.kind}`) })}>
                  <BarChart
                    height={260}
                    xAxis={[{ scaleType: 'band', data: chartRows.map((r) => rowName(b.kind, r, t, lang)) }]}
                    yAxis={[{ valueFormatter: (v: number) => money(v * 100), width: 80 }]}
                    series={[
                      {
                        data: chartRows.map((r) => r.amount / 100),
                        label: t(b.kind === 'products' ? 'reports:breakdown.col.revenue' : 'reports:breakdown.col.amount'),
                        color: theme.palette.primary.main,
                        valueFormatter: (v) => money((v ?? 0) * 100),
                      },
                    ]}
                    hideLegend
                  />
                </Box>
              )}
              <BreakdownTable breakdown={b} />
            </CardContent>
          </Card>
        )}
      </Stack>
    </>
  );
}
