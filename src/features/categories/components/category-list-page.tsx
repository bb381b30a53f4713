import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import Avatar from '@mui/material/Avatar';
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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CATEGORY_SORT_KEYS, Category } from '../../../../server/contracts/catalogue';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { EmptyRow } from '../../../components/lists/empty-row';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { LIMITS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { listCategories, setCategoryStatus } from '../api/categories-api';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { useListSort } from '../../../lib/use-list-sort';
import { SortHead } from '../../../components/lists/sortable-header';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { StatusSwitch } from '../../../components/lists/status-switch';

type SortKey = (typeof CATEGORY_SORT_KEYS)[number];

export const categoryFormPath = (id?: string) => (id ? `${paths.backOffice.addCategory}?id=${encodeURIComponent(id)}` : paths.backOffice.addCategory);

/** Category Management: the categories in the caller's scope, filtered by company (admin) and store. */
export default function CategoryListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = user?.role;
  usePageTitle(t('catalogue:categories.title'));
  const [scope, setScope] = useState<Scope>({});
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const { sort, toggle, params: sortParams } = useListSort<SortKey>(null, { clearable: true, onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) => listCategories({ pagenum, limit, search: search || undefined, company_uuid: scope.company_uuid, store_uuid: scope.store_uuid, ...sortParams }, role, signal),
    [pagenum, limit, search, scope.company_uuid, scope.store_uuid, role, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];

  const replace = (updated: Category) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((c) => (c.uuid === updated.uuid ? { ...c, ...updated } : c)) } : prev));

  const header = (key: SortKey, label: string, extra: { align?: 'right'; sx?: object } = {}): ReactNode => (
    <SortHead label={label} sortKey={key} sort={sort} onSort={toggle} align={extra.align} sx={extra.sx} />
  );

  return (
    <>
      <PageHeader
        title={t('catalogue:categories.title')}
        subtitle={t('catalogue:categories.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.addCategory} variant="contained" startIcon={<AddRoundedIcon />}>
            {t('catalogue:categories.add')}
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <SearchField
            label={t('catalogue:categories.search')}
            onSearch={(term) => {
              setSearch(term);
              setPagenum(0);
            }}
          />
          {role !== 'manager' && (
            <ScopePicker
              mode="filter"
              value={scope}
              onChange={(next) => {
                setScope(next);
                setPagenum(0);
              }}
            />
          )}
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} loadingLabel={t('catalogue:common.loading')} failedMessage={t('catalogue:common.loadFailed')} />
        <TableContainer>
          <Table aria-label={t('catalogue:categories.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                {header('name', t('catalogue:categories.colName'))}
                {header('store', t('catalogue:categories.colStore'), { sx: { display: { xs: 'none', sm: 'table-cell' } } })}
                {header('products', t('catalogue:categories.colProducts'), { align: 'right', sx: { display: { xs: 'none', md: 'table-cell' } } })}
                {header('sort_order', t('catalogue:categories.colSortOrder'), { align: 'right', sx: { display: { xs: 'none', md: 'table-cell' } } })}
                {header('status', t('catalogue:common.status'))}
                <TableCell align="right">{t('catalogue:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={6}>
                  {search ? t('catalogue:common.noMatch') : t('catalogue:categories.empty')}
                </EmptyRow>
              )}
              {items.map((category) => (
                <TableRow key={category.uuid} hover data-testid="category-row">
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <Avatar src={category.image ?? undefined} alt="" variant="rounded" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
                        <CategoryRoundedIcon fontSize="small" />
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 650 }} noWrap>
                          {category.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {category.description || `/${category.slug}`}
                        </Typography>
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, maxWidth: 240 }}>
                    <Typography variant="body2" noWrap>
                      {category.store_name}
                    </Typography>
                    {role === 'admin' && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {category.company_name}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {category.product_count}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {category.sort_order}
                  </TableCell>
                  <TableCell>
                    <StatusSwitch
                      status={category.status}
                      label={t('catalogue:categories.toggleStatus', { name: category.name })}
                      testId="category-status"
                      onChange={async (status) => {
                        const res = await setCategoryStatus(category.uuid, status);
                        replace(res.data ?? { ...category, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('catalogue:categories.edit')} name={category.name} to={categoryFormPath(category.uuid)} state={{ category }} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPager
          total={list.data?.total ?? 0}
          pageCount={list.data?.pageCount}
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
