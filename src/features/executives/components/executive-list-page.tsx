import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { listExecutives, setExecutiveStatus } from '../api/executives-api';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { SortHead } from '../../../components/lists/sortable-header';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { useListSort } from '../../../lib/use-list-sort';
import { useScopeOptions } from '../../../lib/use-scope-options';

export const executiveFormPath = (id?: string): string =>
  id ? `${paths.backOffice.addExecutive}?id=${encodeURIComponent(id)}` : paths.backOffice.addExecutive;

/** /executive: the front desk executives of a company (an administrator may pick the company). */
export default function ExecutiveListPage() {
  const { t, i18n } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  usePageTitle(t('people:executives.title'));
  const [companyUuid, setCompanyUuid] = useState('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const scope = useScopeOptions(isAdmin, undefined, false);
  const { sort, toggle, params: sortParams } = useListSort<'name' | 'company' | 'last_login'>(null, { onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) => listExecutives({ pagenum, limit, search: search || undefined, company_uuid: companyUuid || undefined, ...sortParams }, signal),
    [pagenum, limit, search, companyUuid, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];
  const replace = (updated: UserRow) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((u) => (u.uuid === updated.uuid ? { ...u, ...updated } : u)) } : prev));

  return (
    <>
      <PageHeader
        title={t('people:executives.title')}
        subtitle={t('people:executives.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.addExecutive} variant="contained" startIcon={<PersonAddAlt1RoundedIcon />}>
            {t('people:executives.add')}
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' } }}>
          <SearchField
            label={t('people:executives.searchLabel')}
            onSearch={(term) => {
              setSearch(term);
              setPagenum(0);
            }}
          />
          {isAdmin && (
            <ScopeSelect
              size="small"
              minWidth={220}
              label={t('people:common.company')}
              value={companyUuid}
              options={scope.companies}
              emptyLabel={t('people:common.allCompanies')}
              onChange={(v) => {
                setCompanyUuid(v);
                setPagenum(0);
              }}
            />
          )}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('people:executives.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <SortHead label={t('people:common.name')} sortKey="name" sort={sort} onSort={toggle} />
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('people:common.mobile')}</TableCell>
                {isAdmin && <SortHead label={t('people:common.company')} sortKey="company" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', sm: 'table-cell' } }} />}
                <SortHead label={t('people:staff.lastLogin')} sortKey="last_login" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', lg: 'table-cell' } }} />
                <TableCell>{t('people:common.status')}</TableCell>
                <TableCell align="right">{t('people:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={6}>
                  {search ? t('people:common.noMatch') : t('people:executives.empty')}
                </EmptyRow>
              )}
              {items.map((person) => (
                <TableRow key={person.uuid} hover data-testid="executive-row">
                  <TableCell sx={{ '& > *': { maxWidth: { xs: 150, sm: 280 } } }}>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {person.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {person.email ?? t('people:common.none')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{person.mobile ?? t('people:common.none')}</TableCell>
                  {isAdmin && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{person.company_name ?? t('people:common.none')}</TableCell>}
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {person.last_login_at ? (
                      new Date(person.last_login_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('people:staff.never')}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={person.status}
                      label={t('people:common.toggleStatus', { name: person.name })}
                      testId="executive-status"
                      onChange={async (status) => {
                        const res = await setExecutiveStatus(person.uuid, status);
                        replace(res.data ?? { ...person, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('people:executives.edit')} name={person.name} to={executiveFormPath(person.uuid)} state={{ executive: person }} />
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
            setPagenum(0);
          }}
        />
      </Card>
    </>
  );
}
