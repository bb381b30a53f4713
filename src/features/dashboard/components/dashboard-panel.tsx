// The figures of one period for the caller's scope: the period switch, KPI cards, the revenue
// over time, orders by status, the payment mix, and the top products and stores.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentMethod } from '../../../../server/contracts/orders';
import type { Dashboard } from '../../../../server/contracts/reports';
import { DASHBOARD_TYPES, type DashboardType } from '../../../../server/contracts/constants/reports';
import { KeptBanner } from '../../../components/feedback/kept-banner';
import { dashboardScopeKey, keepDashboard, keptDashboard, loadKeeping, type KeptResult } from '../../../lib/kept-views';
import { lazyPart } from '../../../lib/lazy-part';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { getDashboard, type DashboardLevel } from '../api/dashboard-api';

// The admin's company picker (a select: TextField, Menu, Popover, Modal) is no part of the dashboard's
// first load (issue 13); its place is kept while it comes, so the period buttons beside it do not move.
const ScopeSelect = lazyPart(
  () => import('../../../components/scope/company-store-pickers').then((m) => ({ default: m.ScopeSelect })),
  <Box sx={{ minWidth: 220, height: 63 }} />,
);

// The charts come after the figures (issue 13): @mui/x-charts is no part of the dashboard's first load.
const BarChart = lazyPart(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));
const PieChart = lazyPart(() => import('@mui/x-charts/PieChart').then((m) => ({ default: m.PieChart })));

/** "2026-11-22T14:00" / "2026-11-22" / "2026-11" -> a short label in the person's language. */
function bucketLabel(bucket: string, language: string): string {
  if (bucket.includes('T')) return bucket.slice(11, 16);
  const [y, m, d] = bucket.split('-').map(Number);
  const date = new Date(y, (m ?? 1) - 1, d ?? 1);
  return d ? date.toLocaleDateString(language, { day: 'numeric', month: 'short' }) : date.toLocaleDateString(language, { month: 'short' });
}

/** Status colours that read like the order screens: done is green, stopped is red. */
const statusColor = (th: Theme): Record<OrderStatus, string> => ({
  placed: th.palette.info.light,
  accepted: th.palette.info.main,
  preparing: th.palette.warning.main,
  ready: th.palette.secondary.main,
  completed: th.palette.success.main,
  cancelled: th.palette.error.main,
  refunded: th.palette.grey[500],
});
const payColor = (th: Theme): Record<PaymentMethod, string> => ({
  counter: th.palette.warning.main,
  wallet: th.palette.primary.main,
  card: th.palette.info.main,
});

/** A "top" list: a small table whose first column names the row and whose other columns are right-aligned figures. */
function TopTable<R>(props: { testId: string; headers: string[]; rows: R[]; rowKey: (row: R) => string; cells: (row: R) => ReactNode[]; empty: ReactNode }) {
  const { testId, headers, rows, rowKey, cells, empty } = props;
  if (!rows.length) return empty;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {headers.map((h, i) => (
            <TableCell key={h} align={i ? 'right' : undefined}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {cells(row).map((cell, i) => (
              <TableCell key={i} align={i ? 'right' : undefined}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Kpi({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Card data-testid={`kpi-${id}`}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography data-testid={`kpi-${id}-value`} variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function DashboardPanel({ level }: { level: DashboardLevel }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const theme = useTheme();
  const [type, setType] = useState<DashboardType>('month');
  const [companyUuid, setCompanyUuid] = useState('');
  const { companies } = useScopeOptions(level === 'admin', undefined, false);
  const userUuid = useCurrentUser()?.uuid ?? '';
  // The last dashboard of each period is kept on the device; without a network it is shown with its time.
  const state = useAsync<KeptResult<Dashboard>>(
    (signal) => {
      const scope = dashboardScopeKey(level, type, companyUuid || undefined);
      return loadKeeping(
        () => getDashboard(level, type, companyUuid || undefined, signal),
        (data, at) => keepDashboard(userUuid, scope, data, at),
        () => keptDashboard(userUuid, scope),
      );
    },
    [level, type, companyUuid, userUuid],
  );
  const d = state.data?.data;
  const keptAt = state.data?.keptAt ?? null;
  const money = (minor: number) => formatMoney(minor, d?.currency, lang);
  const count = (n: number) => n.toLocaleString(lang);

  const statusData = d
    ? Object.entries(d.orders_by_status)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([s, n]) => ({ id: s, value: n ?? 0, label: t(`dashboard:status.${s}`), color: statusColor(theme)[s as OrderStatus] }))
    : [];
  const payData = d
    ? d.payment_mix
        .filter((p) => p.orders > 0)
        .map((p) => ({ id: p.method, value: p.orders, label: t(`dashboard:pay.${p.method}`), color: payColor(theme)[p.method] }))
    : [];
  const noData = <Typography color="text.secondary">{t('dashboard:noData')}</Typography>;

  return (
    <Stack spacing={2} data-testid="dashboard-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t(`dashboard:title.${level}`)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {level === 'admin' && (
            <ScopeSelect
              size="small"
              minWidth={220}
              label={t('scope.company')}
              value={companyUuid}
              options={companies}
              emptyLabel={t('scope.allCompanies')}
              onChange={setCompanyUuid}
            />
          )}
          <ToggleButtonGroup
            size="small"
            exclusive
            color="primary"
            value={type}
            aria-label={t('dashboard:period')}
            onChange={(_, v: DashboardType | null) => v && setType(v)}
          >
            {DASHBOARD_TYPES.map((p) => (
              <ToggleButton key={p} value={p}>
                {t(`dashboard:periods.${p}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{state.loading && <LinearProgress />}</Box>
      {state.error && <Alert severity="error">{state.error.message}</Alert>}
      {keptAt !== null && <KeptBanner loadedAt={keptAt} onRetry={state.reload} />}
      {d && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
            <Kpi id="orders" label={t('dashboard:kpi.orders')} value={count(d.order_count)} />
            <Kpi id="revenue" label={t('dashboard:kpi.revenue')} value={money(d.revenue)} />
            <Kpi id="average" label={t('dashboard:kpi.average')} value={money(d.average_ticket)} />
            <Kpi id="consumers" label={t('dashboard:kpi.newConsumers')} value={count(d.new_consumers)} />
          </Box>
          <Section title={t('dashboard:revenueOverTime')}>
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: d.revenue_over_time.map((b) => bucketLabel(b.bucket, lang)) }]}
              yAxis={[{ valueFormatter: (v: number) => money(v * 100), width: 80 }]}
              series={[
                {
                  data: d.revenue_over_time.map((b) => b.revenue / 100),
                  label: t('dashboard:kpi.revenue'),
                  color: theme.palette.primary.main,
                  valueFormatter: (v) => money((v ?? 0) * 100),
                },
              ]}
              hideLegend
            />
          </Section>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            <Section title={t('dashboard:byStatus')}>
              {statusData.length ? <PieChart height={220} series={[{ data: statusData, innerRadius: 50, paddingAngle: 1, cornerRadius: 3 }]} /> : noData}
            </Section>
            <Section title={t('dashboard:paymentMix')}>
              {payData.length ? <PieChart height={220} series={[{ data: payData, innerRadius: 50, paddingAngle: 1, cornerRadius: 3 }]} /> : noData}
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: d.top_stores ? 'repeat(2, 1fr)' : '1fr' } }}>
            <Section title={t('dashboard:topProducts')}>
              <TopTable
                testId="top-products"
                headers={[t('dashboard:product'), t('dashboard:quantity'), t('dashboard:kpi.revenue')]}
                rows={d.top_products}
                rowKey={(p) => p.product_uuid ?? p.name}
                cells={(p) => [p.name, count(p.quantity), money(p.revenue)]}
                empty={noData}
              />
            </Section>
            {d.top_stores && (
              <Section title={t('dashboard:topStores')}>
                <TopTable
                  testId="top-stores"
                  headers={[t('dashboard:store'), t('dashboard:kpi.orders'), t('dashboard:kpi.revenue')]}
                  rows={d.top_stores}
                  rowKey={(s) => s.store_uuid}
                  cells={(s) => [s.name, count(s.orders), money(s.revenue)]}
                  empty={noData}
                />
              </Section>
            )}
          </Box>
          {d.top_options && (
            <Section title={t('dashboard:topOptions')}>
              <TopTable
                testId="top-options"
                headers={[t('dashboard:option'), t('dashboard:quantity'), t('dashboard:kpi.revenue')]}
                rows={d.top_options}
                rowKey={(o) => `${o.kind}:${o.group_name}:${o.name}`}
                cells={(o) => [
                  <>
                    {o.name}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                      {o.group_name}
                    </Typography>
                  </>,
                  count(o.quantity),
                  money(o.revenue),
                ]}
                empty={noData}
              />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
