// Order feedback in the caller's scope: who rated which order of which store, the stars and the
// comment, with search, company/store and date filters, paged on the server. The order id opens
// the order on the Orders screen.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedbackRow } from '../../../../server/contracts/feedback';
import { DataList, DateRangeFilter, ScopeFilter, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { orderViewPath } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { listFeedback, listLevel } from '../api/feedback-api';
import { ratingColumns } from './feedback-columns';

export default function FeedbackListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  const storeLevel = listLevel(role) === 'store';
  const list = useDataList({
    id: 'feedback',
    filters: ['company_uuid', 'store_uuid', 'start_date', 'end_date'],
    load: (q, signal) => listFeedback(q, role, signal),
    deps: [role],
  });
  const [rating, comment, date] = ratingColumns<FeedbackRow>(t, i18n.language, 'feedback');

  return (
    <ListPage title={t('backoffice:feedback.title')} subtitle={t('backoffice:feedback.subtitle')}>
      <DataList<FeedbackRow>
        list={list} label={t('backoffice:feedback.title')} searchLabel={t('backoffice:feedback.search')}
        filters={
          <>
            {!storeLevel && <ScopeFilter list={list} />}
            <DateRangeFilter
              list={list}
              labels={{ from: t('backoffice:filters.from'), to: t('backoffice:filters.to'), order: t('backoffice:filters.dateOrder') }}
            />
          </>
        }
        rowTestId="feedback-row" empty={t('backoffice:feedback.empty')} noMatch={t('backoffice:feedback.noMatch')}
        columns={[
          { field: 'order_id', headerName: t('backoffice:feedback.colOrder'), flex: 1.3, minWidth: 170,
            renderCell: ({ row }) => (
              <TwoLine
                primary={
                  <Link component={RouterLink} to={orderViewPath(row.order_id)}>
                    {row.order_id}
                  </Link>
                }
                secondary={role === 'admin' && !storeLevel ? `${row.company_name} · ${row.store_name}` : row.store_name}
              />
            ),
          },
          rating,
          comment,
          {
            field: 'user_name',
            headerName: t('backoffice:feedback.colCustomer'),
            flex: 1,
            renderCell: ({ row }) => <Box sx={{ minWidth: 0 }}>{row.user_name}</Box>,
          },
          date,
        ]}
      />
    </ListPage>
  );
}
