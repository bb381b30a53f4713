import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
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
import { listConsumers, setConsumerStatus } from '../api/consumers-api';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { SortHead } from '../../../components/lists/sortable-header';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { useListSort } from '../../../lib/use-list-sort';
import { useScopeOptions } from '../../../lib/use-scope-options';

export const consumerFormPath = (id?: string): string =>
  id ? `${paths.backOffice.addConsumer}?id=${encodeURIComponent(id)}` : paths.backOffice.addConsumer;

/** /consumers: company consumers (and, for an administrator, plain consumers) with add, edit, status and bulk upload. */
export default function ConsumerListPage() {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  usePageTitle(t('people:consumers.title'));
  const [companyUuid, setCompanyUuid] = useState('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const [bulkOpen, setBulkOpen] = useState(false);
  const scope = useScopeOptions(isAdmin, undefined, false);
  const { sort, toggle, params: sortParams } = useListSort<'name' | 'employee_code' | 'company'>(null, { onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) => listConsumers({ pagenum, limit, search: search || undefined, company_uuid: companyUuid || undefined, ...sortParams }, isAdmin, signal),
    [pagenum, limit, search, companyUuid, isAdmin, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];
  const replace = (updated: UserRow) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((u) => (u.uuid === updated.uuid ? { ...u, ...updated } : u)) } : prev));

  return (
    <>
      <PageHeader
        title={t('people:consumers.title')}
        subtitle={isAdmin ? t('people:consumers.subtitleAdmin') : t('people:consumers.subtitle', { company: user?.company_name ?? '' })}
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFileRoundedIcon />} onClick={() => setBulkOpen(true)}>
              {t('people:consumers.bulk.open')}
            </Button>
            <Button component={RouterLink} to={paths.backOffice.addConsumer} variant="contained" startIcon={<PersonAddAlt1RoundedIcon />}>
              {t('people:consumers.add')}
            </Button>
          </>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' } }}>
          <SearchField
            label={t('people:consumers.searchLabel')}
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
              emptyLabel={t('people:consumers.allKinds')}
              onChange={(v) => {
                setCompanyUuid(v);
                setPagenum(0);
              }}
            />
          )}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('people:consumers.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <SortHead label={t('people:common.name')} sortKey="name" sort={sort} onSort={toggle} />
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('people:common.mobile')}</TableCell>
                <SortHead label={t('people:consumers.employeeCode')} sortKey="employee_code" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', lg: 'table-cell' } }} />
                {isAdmin && <SortHead label={t('people:common.company')} sortKey="company" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', sm: 'table-cell' } }} />}
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('people:consumers.signIn')}</TableCell>
                <TableCell>{t('people:common.status')}</TableCell>
                <TableCell align="right">{t('people:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={7} testId="consumers-empty">
                  {search ? t('people:common.noMatch') : t('people:consumers.empty')}
                </EmptyRow>
              )}
              {items.map((consumer) => (
                <TableRow key={consumer.uuid} hover data-testid="consumer-row">
                  <TableCell sx={{ '& > *': { maxWidth: { xs: 150, sm: 260 } } }}>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {consumer.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {consumer.email ?? t('people:common.none')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{consumer.mobile ?? t('people:common.none')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{consumer.employee_code ?? t('people:common.none')}</TableCell>
                  {isAdmin && (
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 200 }}>
                      {consumer.company_name ? (
                        <Typography variant="body2" noWrap>
                          {consumer.company_name}
                        </Typography>
                      ) : (
                        <Chip size="small" variant="outlined" label={t('people:consumers.plain')} />
                      )}
                    </TableCell>
                  )}
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                    <Typography variant="body2" color="text.secondary">
                      {consumer.has_password ? t('people:consumers.signInPassword') : t('people:consumers.signInCode')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={consumer.status}
                      label={t('people:common.toggleStatus', { name: consumer.name })}
                      testId="consumer-status"
                      onChange={async (status) => {
                        const res = await setConsumerStatus(consumer.uuid, status);
                        replace(res.data ?? { ...consumer, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('people:consumers.edit')} name={consumer.name} to={consumerFormPath(consumer.uuid)} state={{ consumer }} />
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
      {bulkOpen && (
        <BulkUploadDialog
          isAdmin={isAdmin}
          companies={scope.companies}
          onClose={() => setBulkOpen(false)}
          onUploaded={() => {
            setPagenum(0);
            list.reload();
          }}
        />
      )}
    </>
  );
}
