// Product reviews in the caller's scope: the product with its average over all reviews, the
// review's stars and comment, who wrote it and on which order; search and company/store filters.
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
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
import { listLevel, listProductReviews } from '../api/feedback-api';
import { ListFilters, useListFilters } from './list-filters';

const COLUMNS = 5;

export default function ReviewListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  usePageTitle(t('backoffice:reviews.title'));
  const filters = useListFilters();
  const { state } = filters;
  const list = useAsync(
    (signal) =>
      listProductReviews(
        { pagenum: state.pagenum, limit: state.limit, search: state.search || undefined, company_uuid: state.scope.company_uuid, store_uuid: state.scope.store_uuid },
        role,
        signal,
      ),
    [state.pagenum, state.limit, state.search, state.scope, role],
  );
  const items = list.data?.items ?? [];
  const storeLevel = listLevel(role) === 'store';
  const number = (n: number) => n.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  return (
    <>
      <PageHeader title={t('backoffice:reviews.title')} subtitle={t('backoffice:reviews.subtitle')} />
      <Card>
        <ListFilters filters={filters} searchLabel={t('backoffice:reviews.search')} showScope={!storeLevel} withDates={false} />
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('backoffice:reviews.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('backoffice:reviews.colProduct')}</TableCell>
                <TableCell>{t('backoffice:reviews.colRating')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('backoffice:reviews.colComment')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('backoffice:reviews.colOrder')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('backoffice:reviews.colDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={COLUMNS}>{filters.filtered ? t('backoffice:reviews.noMatch') : t('backoffice:reviews.empty')}</EmptyRow>
              )}
              {items.map((r) => (
                <TableRow key={r.uuid} data-testid="review-row">
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {r.product_name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('backoffice:reviews.average', { average: number(r.product_average_rating), count: r.product_review_count })}
                    </Typography>
                    {!storeLevel && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {r.store_name}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Rating value={r.rating} readOnly size="small" aria-label={t('backoffice:rating', { count: r.rating })} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 380 }}>
                    <Typography variant="body2" color={r.comment ? 'text.primary' : 'text.secondary'}>
                      {r.comment ?? t('backoffice:feedback.noComment')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Stack>
                      <Link component={RouterLink} to={orderViewPath(r.order_id)} sx={{ whiteSpace: 'nowrap' }}>
                        {r.order_id}
                      </Link>
                      <Typography variant="caption" color="text.secondary" noWrap>
                        {r.user_name}
                      </Typography>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at, i18n.language)}</TableCell>
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
