import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import StorefrontRoundedIcon from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UserRow } from '../../../../server/contracts/users';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { EmptyRow } from '../../../components/lists/empty-row';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { LIMITS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listStaff, setCashierStatus, setStaffStatus, type StaffGroup } from '../api/staff-api';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { CompanyStoreFilters } from '../../../components/scope/company-store-filters';
import { SortHead } from '../../../components/lists/sortable-header';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { useListSort } from '../../../lib/use-list-sort';
import { useScopeOptions } from '../../../lib/use-scope-options';

export const staffFormPath = (id?: string): string => (id ? `${paths.backOffice.addUser}?id=${encodeURIComponent(id)}` : paths.backOffice.addUser);

const formatDateTime = (iso: string | null, lng: string) =>
  iso ? new Date(iso).toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** /User: cashiers and managers in the caller's scope, by group, with status switches. */
export default function StaffListPage() {
  const { t, i18n } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager';
  const viaRoles = !isManager;
  usePageTitle(t('people:staff.title'));

  const [group, setGroup] = useState<StaffGroup>(isManager ? 'cashier' : 'all');
  const [companyUuid, setCompanyUuid] = useState('');
  const [storeUuid, setStoreUuid] = useState('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const scope = useScopeOptions(isAdmin, companyUuid || undefined, !isManager);

  const { sort, toggle, params: sortParams } = useListSort<'name' | 'role' | 'store' | 'last_login'>(null, { onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) =>
      listStaff(
        { pagenum, limit, search: search || undefined, group, company_uuid: companyUuid || undefined, store_uuid: storeUuid || undefined, ...sortParams },
        viaRoles,
        signal,
      ),
    [pagenum, limit, search, group, companyUuid, storeUuid, viaRoles, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];

  const replace = (updated: UserRow) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((u) => (u.uuid === updated.uuid ? { ...u, ...updated } : u)) } : prev));
  const firstPage = () => setPagenum(0);
  const roleLabel = (role: string) => (role === 'manager' ? t('people:staff.roleManager') : t('people:staff.roleCashier'));

  return (
    <>
      <PageHeader
        title={t('people:staff.title')}
        subtitle={isManager ? t('people:staff.subtitleManager', { store: user?.store_name ?? '' }) : t('people:staff.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.addUser} variant="contained" startIcon={<PersonAddAlt1RoundedIcon />}>
            {isManager ? t('people:staff.addCashier') : t('people:staff.add')}
          </Button>
        }
      />
      <Card>
        {!isManager && (
          <Tabs
            value={group}
            onChange={(_e, g: StaffGroup) => {
              setGroup(g);
              firstPage();
            }}
            aria-label={t('people:staff.groupLabel')}
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="all" label={t('people:staff.groupAll')} />
            <Tab value="cashier" label={t('people:staff.groupCashiers')} />
            <Tab value="manager" label={t('people:staff.groupManagers')} />
          </Tabs>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' } }}>
          <SearchField
            label={t('people:staff.searchLabel')}
            onSearch={(term) => {
              setSearch(term);
              firstPage();
            }}
          />
          <CompanyStoreFilters
            isAdmin={isAdmin}
            showStore={!isManager}
            companyUuid={companyUuid}
            storeUuid={storeUuid}
            companies={scope.companies}
            stores={scope.stores}
            minWidth={200}
            onCompanyChange={(v) => {
              setCompanyUuid(v);
              setStoreUuid('');
              firstPage();
            }}
            onStoreChange={(v) => {
              setStoreUuid(v);
              firstPage();
            }}
          />
          {isManager && user?.store_name && (
            <Chip icon={<StorefrontRoundedIcon />} label={user.store_name} variant="outlined" sx={{ mt: 0.5, alignSelf: 'flex-start' }} />
          )}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('people:staff.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <SortHead label={t('people:common.name')} sortKey="name" sort={sort} onSort={toggle} />
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('people:common.mobile')}</TableCell>
                <SortHead label={t('people:staff.role')} sortKey="role" sort={sort} onSort={toggle} />
                <SortHead label={t('people:common.store')} sortKey="store" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                <SortHead label={t('people:staff.lastLogin')} sortKey="last_login" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', lg: 'table-cell' } }} />
                <TableCell>{t('people:common.status')}</TableCell>
                <TableCell align="right">{t('people:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={7}>
                  {search ? t('people:common.noMatch') : t('people:staff.empty')}
                </EmptyRow>
              )}
              {items.map((member) => (
                <TableRow key={member.uuid} hover data-testid="staff-row">
                  <TableCell sx={{ '& > *': { maxWidth: { xs: 150, sm: 260 } } }}>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {member.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {member.email ?? t('people:common.none')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{member.mobile ?? t('people:common.none')}</TableCell>
                  <TableCell>
                    <Chip size="small" label={roleLabel(member.role)} color={member.role === 'manager' ? 'secondary' : 'default'} variant={member.role === 'manager' ? 'filled' : 'outlined'} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 220 }}>
                    <Typography variant="body2" noWrap>
                      {member.store_name ?? t('people:common.none')}
                    </Typography>
                    {isAdmin && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {member.company_name ?? ''}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {formatDateTime(member.last_login_at, i18n.language) ?? <Box component="span" sx={{ color: 'text.secondary' }}>{t('people:staff.never')}</Box>}
                  </TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={member.status}
                      label={t('people:common.toggleStatus', { name: member.name })}
                      testId="staff-status"
                      onChange={async (status) => {
                        const res = viaRoles ? await setStaffStatus(member.uuid, status) : await setCashierStatus(member.uuid, status);
                        replace(res.data ?? { ...member, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('people:staff.edit')} name={member.name} to={staffFormPath(member.uuid)} state={{ member }} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          total={list.data?.total ?? 0}
          pageCount={list.data?.pageCount ?? 0}
          pagenum={pagenum}
          limit={limit}
          onPage={setPagenum}
          onLimit={(l) => {
            setLimit(l);
            firstPage();
          }}
        />
      </Card>
    </>
  );
}
