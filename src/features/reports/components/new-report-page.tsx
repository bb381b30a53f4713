// /addreport: a new report. The person picks what the report covers (scope, period, consumer,
// status, payment, search) and opens it on /report; below, the reports kept on this device, which
// open even without a network.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import AssessmentRoundedIcon from '@mui/icons-material/AssessmentRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatLoadedAt } from '../../../components/feedback/kept-banner';
import { PageHeader } from '../../../components/layouts/page-header';
import { paths } from '../../../config/paths';
import { listKeptReports } from '../../../lib/kept-views';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { filterProblems, paramsOfView, periodDates, periodOfDates, reportLevel, viewFromParams, type ReportFilters } from '../report-filters';
import { ReportFilterFields, type FilterValue } from './report-filter-fields';

/** A one-line description of a kept report's filters, in the person's language. */
function describe(filters: ReportFilters, t: (k: string, o?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  const period = periodOfDates(filters.start_date, filters.end_date);
  if (filters.start_date || filters.end_date)
    parts.push(
      period !== 'custom'
        ? t(`reports:periods.${period}`)
        : t('reports:kept.dates', { from: filters.start_date ?? '…', to: filters.end_date ?? '…' }),
    );
  else parts.push(t('reports:filters.allTime'));
  if (filters.order_status) parts.push(t(`reports:status.${filters.order_status}`));
  if (filters.payment_method) parts.push(t(`reports:pay.${filters.payment_method}`));
  if (filters.store_uuid || filters.company_uuid) parts.push(t('reports:kept.scoped'));
  if (filters.user_uuid) parts.push(t('reports:kept.oneConsumer'));
  if (filters.search) parts.push(`“${filters.search}”`);
  return parts.join(' · ');
}

export default function NewReportPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const level = reportLevel(user?.role);
  const navigate = useNavigate();
  usePageTitle(t('reports:new.title'));
  const [value, setValue] = useState<FilterValue>({ filters: periodDates('thisMonth') });
  const [tried, setTried] = useState(false);
  const kept = useAsync(async () => (user ? listKeptReports(user.uuid) : []), [user?.uuid]);
  const problems = filterProblems(value.filters);

  if (!user || !level) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length) return;
    const query = paramsOfView({ filters: value.filters, customer: value.customer }).toString();
    void navigate(`${paths.backOffice.reports}${query ? `?${query}` : ''}`);
  };

  const keptList = (kept.data ?? []).filter((k) => k.filters.level === level);

  return (
    <>
      <PageHeader
        title={t('reports:new.title')}
        subtitle={t('reports:new.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.reports} startIcon={<ArrowBackRoundedIcon />}>
            {t('reports:new.back')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <Card component="form" noValidate onSubmit={submit} aria-label={t('reports:new.title')}>
          <CardContent>
            <ReportFilterFields level={level} value={value} onChange={setValue} />
            {tried && Object.keys(problems).length > 0 && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('reports:filters.fixDates')}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" size="large" startIcon={<AssessmentRoundedIcon />} data-testid="open-report">
                {t('reports:new.open')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('reports:kept.title')}
          </Typography>
          <Card>
            {keptList.length === 0 ? (
              <CardContent>
                <Typography color="text.secondary">{t('reports:kept.none')}</Typography>
              </CardContent>
            ) : (
              <List disablePadding data-testid="kept-reports">
                {keptList.map((k) => {
                  const { level: _l, ...rest } = k.filters;
                  const view = viewFromParams(new URLSearchParams(rest));
                  const query = paramsOfView(view).toString();
                  return (
                    <ListItemButton key={`${query}|${k.loadedAt}`} component={RouterLink} to={`${paths.backOffice.reports}${query ? `?${query}` : ''}`} divider>
                      <ListItemText
                        primary={describe(view.filters, t)}
                        secondary={t('reports:kept.line', { time: formatLoadedAt(k.loadedAt, i18n.language), count: k.total })}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            )}
          </Card>
        </Box>
      </Stack>
    </>
  );
}
