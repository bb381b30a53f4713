// Order feedback in the caller's scope: who rated which order of which store, the stars and the
// comment, with search, company/store and date filters, paged on the server. The order id opens
// the order on the Orders screen.
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyRow } from '../../../components/lists/empty-row';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { PageHeader } from '../../../components/layouts/page-header';
import { orderViewPath } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listFeedback, listLevel } from '../api/feedback-api';
import { ListFilters, useListFilters } from './list-filters';

const COLUMNS = 5;

export default function FeedbackListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:feedback.title'));
  const filters = useListFilters();
  const { state } = filters;
  const list = useAsync(
    (signal) =>
      listFeedback(
        {
          pagenum: state.pagenum,
          limit: state.limit,
          search: state.search || undefined,
          company_uuid: state.scope.company_uuid,
          store_uuid: state.scope.store_uuid,
          start_date: state.startDate || undefined,
          end_date: state.endDate || undefined,
        },
        role,
        signal,
      ),
    [state, role],
  );
  const items = list.data?.items ?? [];
  const storeLevel = listLevel(role) === 'store';

  return (
    <>
      <PageHeader title={t('backoffice:feedback.title')} subtitle={t('backoffice:feedback.subtitle')} />
      <Card>
        <ListFilters filters={filters} searchLabel={t('backoffice:feedback.search')} showScope={!storeLevel} withDates />
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('backoffice:feedback.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('backoffice:feedback.colOrder')}</TableCell>
                <TableCell>{t('backoffice:feedback.colRating')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('backoffice:feedback.colComment')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('backoffice:feedback.colCustomer')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('backoffice:feedback.colDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={COLUMNS}>{filters.filtered ? t('backoffice:feedback.noMatch') : t('backoffice:feedback.empty')}</EmptyRow>
              )}
              {items.map((f) => (
                <TableRow key={f.uuid} data-testid="feedback-row">
                  <TableCell>
                    <Link component={RouterLink} to={orderViewPath(f.order_id)} sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>
                      {f.order_id}
                    </Link>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {storeLevel ? f.store_name : role === 'admin' ? `${f.company_name} · ${f.store_name}` : f.store_name}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Rating value={f.rating} readOnly size="small" aria-label={t('backoffice:rating', { count: f.rating })} />
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ display: { sm: 'none' } }}>
                      {f.comment}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 420 }}>
                    {f.comment ? (
                      <Typography variant="body2">{f.comment}</Typography>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('backoffice:feedback.noComment')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{f.user_name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(f.created_at, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          total={list.data?.total ?? 0}
          pageCount={list.data?.pageCount}
          pagenum={state.pagenum}
          limit={state.limit}
          onPage={filters.setPage}
          onLimit={(limit) => filters.change({ limit })}
        />
      </Card>
    </>
  );
}
