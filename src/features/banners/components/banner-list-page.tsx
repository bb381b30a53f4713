import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
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
import type { Banner } from '../../../../server/contracts/banners';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { EmptyRow } from '../../../components/lists/empty-row';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { LIMITS } from '../../../config/constants';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listBanners, setBannerStatus } from '../api/banners-api';
import { BannerFormDialog } from './banner-form-dialog';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { CompanyStoreFilters } from '../../../components/scope/company-store-filters';
import { SortHead } from '../../../components/lists/sortable-header';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { useListSort } from '../../../lib/use-list-sort';
import { useScopeOptions } from '../../../lib/use-scope-options';

/** /banners: the home-screen banners of a company (an administrator may pick the company), with add/edit. */
export default function BannerListPage() {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  usePageTitle(t('people:banners.title'));
  const [companyUuid, setCompanyUuid] = useState('');
  const [storeUuid, setStoreUuid] = useState('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const scope = useScopeOptions(isAdmin, companyUuid || undefined);
  const { sort, toggle, params: sortParams } = useListSort<'title' | 'store' | 'sort_order'>({ key: 'sort_order', dir: 'asc' }, { onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) => listBanners({ pagenum, limit, search: search || undefined, company_uuid: companyUuid || undefined, store_uuid: storeUuid || undefined, ...sortParams }, signal),
    [pagenum, limit, search, companyUuid, storeUuid, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];
  const replace = (updated: Banner) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((b) => (b.uuid === updated.uuid ? { ...b, ...updated } : b)) } : prev));
  const firstPage = () => setPagenum(0);

  return (
    <>
      <PageHeader
        title={t('people:banners.title')}
        subtitle={t('people:banners.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddPhotoAlternateRoundedIcon />} onClick={() => setEditing('new')}>
            {t('people:banners.add')}
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' } }}>
          <SearchField
            label={t('people:banners.searchLabel')}
            onSearch={(term) => {
              setSearch(term);
              firstPage();
            }}
          />
          <CompanyStoreFilters
            isAdmin={isAdmin}
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
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} />
        <TableContainer>
          <Table aria-label={t('people:banners.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 96, sm: 152 } }}>{t('people:banners.image')}</TableCell>
                <SortHead label={t('people:banners.bannerTitle')} sortKey="title" sort={sort} onSort={toggle} />
                <SortHead label={t('people:common.store')} sortKey="store" sort={sort} onSort={toggle} sx={{ display: { xs: 'none', md: 'table-cell' } }} />
                <SortHead label={t('people:banners.sortOrder')} sortKey="sort_order" sort={sort} onSort={toggle} align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                <TableCell>{t('people:common.status')}</TableCell>
                <TableCell align="right">{t('people:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={6}>
                  {search ? t('people:common.noMatch') : t('people:banners.empty')}
                </EmptyRow>
              )}
              {items.map((banner) => (
                <TableRow key={banner.uuid} hover data-testid="banner-row">
                  <TableCell>
                    <Box
                      component="img"
                      src={banner.image}
                      alt=""
                      loading="lazy"
                      sx={{ display: 'block', width: { xs: 80, sm: 136 }, height: 'auto', maxHeight: 90, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
                    />
                  </TableCell>
                  <TableCell sx={{ '& > *': { maxWidth: { xs: 150, sm: 320 } } }}>
                    <Typography sx={{ fontWeight: 650 }} noWrap>
                      {banner.title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {banner.subtitle ?? ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 220 }}>
                    <Typography variant="body2" noWrap>
                      {banner.store_name ?? t('people:banners.allStores')}
                    </Typography>
                    {isAdmin && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {banner.company_name ?? ''}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {banner.sort_order}
                  </TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={banner.status}
                      label={t('people:common.toggleStatus', { name: banner.title })}
                      testId="banner-status"
                      onChange={async (status) => {
                        const res = await setBannerStatus(banner.uuid, status);
                        replace(res.data ?? { ...banner, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('people:banners.edit')} name={banner.title} onClick={() => setEditing(banner)} />
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
      {editing && (
        <BannerFormDialog
          banner={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved && editing !== 'new') replace(saved);
            else list.reload();
          }}
        />
      )}
    </>
  );
}
