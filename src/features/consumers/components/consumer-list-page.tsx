// /consumers: company consumers (and, for an administrator, plain consumers) with add, edit, status and bulk upload.
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSUMER_SORT_KEYS, type UserRow } from '../../../../server/contracts/users';
import { actionsColumn, DataList, ScopeFilter, statusColumn, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { listConsumers, setConsumerStatus } from '../api/consumers-api';
import { BulkUploadDialog } from './bulk-upload-dialog';

export const consumerFormPath = (id?: string): string =>
  id ? `${paths.backOffice.addConsumer}?id=${encodeURIComponent(id)}` : paths.backOffice.addConsumer;

export default function ConsumerListPage() {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [bulkOpen, setBulkOpen] = useState(false);
  const scope = useScopeOptions(isAdmin, undefined, false);
  const list = useDataList({
    id: 'consumers',
    filters: ['company_uuid'],
    sorts: CONSUMER_SORT_KEYS,
    load: (q, signal) => listConsumers(q, isAdmin, signal),
    deps: [isAdmin],
  });
  const none = t('people:common.none');

  return (
    <ListPage
      title={t('people:consumers.title')}
      subtitle={isAdmin ? t('people:consumers.subtitleAdmin') : t('people:consumers.subtitle', { company: user?.company_name ?? '' })}
      actions={
        <>
          <AddButton label={t('people:consumers.bulk.open')} onClick={() => setBulkOpen(true)} icon={<UploadFileRoundedIcon />} variant="outlined" />
          <AddButton label={t('people:consumers.add')} to={paths.backOffice.addConsumer} icon={<PersonAddAlt1RoundedIcon />} />
        </>
      }
    >
      <DataList<UserRow>
        list={list} label={t('people:consumers.title')} searchLabel={t('people:consumers.searchLabel')}
        filters={isAdmin && <ScopeFilter list={list} companyOnly allCompanies={t('people:consumers.allKinds')} />}
        rowTestId="consumer-row" empty={t('people:consumers.empty')} emptyTestId="consumers-empty" noMatch={t('people:common.noMatch')}
        columns={[
          {
            field: 'name',
            headerName: t('people:common.name'),
            flex: 2,
            minWidth: 200,
            renderCell: ({ row }) => <TwoLine primary={row.name} secondary={row.email ?? none} />,
          },
          { field: 'mobile', headerName: t('people:common.mobile'), valueGetter: (_v, row) => row.mobile ?? none },
          { field: 'employee_code', headerName: t('people:consumers.employeeCode'), valueGetter: (_v, row) => row.employee_code ?? none },
          ...(isAdmin
            ? [
                { field: 'company', headerName: t('people:common.company'), flex: 1.3,
                  renderCell: ({ row }: { row: UserRow }) =>
                    row.company_name ? (
                      <TwoLine strong={false} primary={row.company_name} />
                    ) : (
                      <Chip size="small" variant="outlined" label={t('people:consumers.plain')} />
                    ),
                },
              ]
            : []),
          { field: 'sign_in', headerName: t('people:consumers.signIn'),
            valueGetter: (_v, row) => (row.has_password ? t('people:consumers.signInPassword') : t('people:consumers.signInCode')),
          },
          statusColumn<UserRow>({
            headerName: t('people:common.status'),
            label: (row) => t('people:common.toggleStatus', { name: row.name }),
            testId: 'consumer-status',
            onChange: async (row, status) => list.replace((await setConsumerStatus(row.uuid, status)).data ?? { ...row, status }),
          }),
          actionsColumn<UserRow>(t('people:common.actions'), (row) => (
            <RowEditButton label={t('people:consumers.edit')} name={row.name} to={consumerFormPath(row.uuid)} state={{ consumer: row }} />
          )),
        ]}
      />
      {bulkOpen && <BulkUploadDialog isAdmin={isAdmin} companies={scope.companies} onClose={() => setBulkOpen(false)} onUploaded={list.firstPage} />}
    </ListPage>
  );
}
