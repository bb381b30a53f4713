// Product reviews in the caller's scope: the stars and comment each consumer gave a product, with the
// product's average, search and company/store filters, paged on the server; the order id links to the order.
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductReviewRow } from '../../../../server/contracts/feedback';
import { DataList, ScopeFilter, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { orderViewPath } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { listLevel, listProductReviews } from '../api/feedback-api';
import { ratingColumns } from './feedback-columns';

export default function ReviewListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  const storeLevel = listLevel(role) === 'store';
  const list = useDataList({ id: 'reviews', filters: ['company_uuid', 'store_uuid'], load: (q, signal) => listProductReviews(q, role, signal), deps: [role] });
  const number = (n: number) => n.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const [rating, comment, date] = ratingColumns<ProductReviewRow>(t, i18n.language, 'reviews');

  return (
    <ListPage title={t('backoffice:reviews.title')} subtitle={t('backoffice:reviews.subtitle')}>
      <DataList<ProductReviewRow>
        list={list} label={t('backoffice:reviews.title')} searchLabel={t('backoffice:reviews.search')}
        filters={!storeLevel && <ScopeFilter list={list} />}
        rowTestId="review-row" empty={t('backoffice:reviews.empty')} noMatch={t('backoffice:reviews.noMatch')}
        columns={[
          { field: 'product_name', headerName: t('backoffice:reviews.colProduct'), flex: 1.6, minWidth: 220,
            renderCell: ({ row }) => (
              <TwoLine
                primary={row.product_name}
                secondary={
                  <>
                    {t('backoffice:reviews.average', { average: number(row.product_average_rating), count: row.product_review_count })}
                    {!storeLevel && <div>{row.store_name}</div>}
                  </>
                }
              />
            ),
          },
          rating,
          comment,
          { field: 'order_id', headerName: t('backoffice:reviews.colOrder'), flex: 1, minWidth: 160,
            renderCell: ({ row }) => (
              <TwoLine
                strong={false}
                primary={
                  <Link component={RouterLink} to={orderViewPath(row.order_id)}>
                    {row.order_id}
                  </Link>
                }
                secondary={row.user_name}
              />
            ),
          },
          date,
        ]}
      />
    </ListPage>
  );
}
