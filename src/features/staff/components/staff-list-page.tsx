// /User: cashiers and managers in the caller's scope, by group, with status switches.
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { STAFF_SORT_KEYS, type UserRow } from '../../../../server/contracts/users';
import { actionsColumn, DataList, ScopeFilter, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { listStaff, setCashierStatus, setStaffStatus, type StaffGroup } from '../api/staff-api';
import { userColumns } from './user-columns';

export const staffFormPath = (id?: string): string => (id ? `${paths.backOffice.addUser}?id=${encodeURIComponent(id)}` : paths.backOffice.addUser);

export default function StaffListPage() {
  const { t, i18n } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager';
  const list = useDataList({
    id: 'staff',
    filters: ['group', 'company_uuid', 'store_uuid'],
    sorts: STAFF_SORT_KEYS,
    load: (q, signal) => listStaff({ ...q, group: isManager ? 'cashier' : ((q.group || 'all') as StaffGroup) }, !isManager, signal),
    deps: [isManager],
  });
  const group = list.filter('group') || 'all';
  const middle = [
    { field: 'role', headerName: t('people:staff.role'),
      renderCell: ({ row }: { row: UserRow }) => (
        <Chip
          size="small"
          label={row.role === 'manager' ? t('people:staff.roleManager') : t('people:staff.roleCashier')}
          color={row.role === 'manager' ? 'secondary' : 'default'}
          variant={row.role === 'manager' ? 'filled' : 'outlined'}
        />
      ),
    },
    { field: 'store', headerName: t('people:common.store'), flex: 1.4,
      renderCell: ({ row }: { row: UserRow }) => (
        <TwoLine strong={false} primary={row.store_name ?? t('people:common.none')} secondary={isAdmin ? row.company_name : undefined} />
      ),
    },
  ];

  return (
    <ListPage
      title={t('people:staff.title')}
      subtitle={isManager ? t('people:staff.subtitleManager', { store: user?.store_name ?? '' }) : t('people:staff.subtitle')}
      actions={
        <AddButton label={t(isManager ? 'people:staff.addCashier' : 'people:staff.add')} to={paths.backOffice.addUser} icon={<PersonAddAlt1RoundedIcon />} />
      }
    >
      <DataList<UserRow>
        list={list} label={t('people:staff.title')}
        heading={
          !isManager && (
            <Tabs
              value={group}
              onChange={(_e, g: StaffGroup) => list.setFilters({ group: g === 'all' ? null : g })}
              aria-label={t('people:staff.groupLabel')}
              sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="all" label={t('people:staff.groupAll')} />
              <Tab value="cashier" label={t('people:staff.groupCashiers')} />
              <Tab value="manager" label={t('people:staff.groupManagers')} />
            </Tabs>
          )
        }
        searchLabel={t('people:staff.searchLabel')}
        filters={<ScopeFilter list={list} />}
        rowTestId="staff-row" empty={t('people:staff.empty')} noMatch={t('people:common.noMatch')}
        columns={[
          ...userColumns(
            t,
            i18n.language,
            'staff-status',
            async (row, status) => list.replace((await (isManager ? setCashierStatus : setStaffStatus)(row.uuid, status)).data ?? { ...row, status }),
            middle,
          ),
          actionsColumn<UserRow>(t('people:common.actions'), (row) => (
            <RowEditButton label={t('people:staff.edit')} name={row.name} to={staffFormPath(row.uuid)} state={{ member: row }} />
          )),
        ]}
      />
    </ListPage>
  );
}
