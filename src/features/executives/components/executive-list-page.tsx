// /executive: the front desk executives of a company (an administrator may pick the company).
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { useTranslation } from 'react-i18next';
import { EXECUTIVE_SORT_KEYS, type UserRow } from '../../../../server/contracts/users';
import { actionsColumn, DataList, ScopeFilter, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { userColumns } from '../../staff/components/user-columns';
import { listExecutives, setExecutiveStatus } from '../api/executives-api';

export const executiveFormPath = (id?: string): string =>
  id ? `${paths.backOffice.addExecutive}?id=${encodeURIComponent(id)}` : paths.backOffice.addExecutive;

export default function ExecutiveListPage() {
  const { t, i18n } = useTranslation('people');
  const isAdmin = useCurrentUser()?.role === 'admin';
  const list = useDataList({ id: 'executives', filters: ['company_uuid'], sorts: EXECUTIVE_SORT_KEYS, load: (q, signal) => listExecutives(q, signal) });
  const company = {
    field: 'company',
    headerName: t('people:common.company'),
    flex: 1.3,
    valueGetter: (_v: unknown, row: UserRow) => row.company_name ?? t('people:common.none'),
  };

  return (
    <ListPage
      title={t('people:executives.title')}
      subtitle={t('people:executives.subtitle')}
      actions={<AddButton label={t('people:executives.add')} to={paths.backOffice.addExecutive} icon={<PersonAddAlt1RoundedIcon />} />}
    >
      <DataList<UserRow>
        list={list} label={t('people:executives.title')} searchLabel={t('people:executives.searchLabel')}
        filters={isAdmin && <ScopeFilter list={list} companyOnly allCompanies={t('people:common.allCompanies')} />}
        rowTestId="executive-row" empty={t('people:executives.empty')} noMatch={t('people:common.noMatch')}
        columns={[
          ...userColumns(
            t,
            i18n.language,
            'executive-status',
            async (row, status) => list.replace((await setExecutiveStatus(row.uuid, status)).data ?? { ...row, status }),
            isAdmin ? [company] : [],
          ),
          actionsColumn<UserRow>(t('people:common.actions'), (row) => (
            <RowEditButton label={t('people:executives.edit')} name={row.name} to={executiveFormPath(row.uuid)} state={{ executive: row }} />
          )),
        ]}
      />
    </ListPage>
  );
}
