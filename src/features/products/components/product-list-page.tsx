import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_TYPES, type PRODUCT_SORT_KEYS, type Product, type ProductType } from '../../../../server/contracts/catalogue';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { EmptyRow } from '../../../components/lists/empty-row';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { LIMITS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { categoryOptions, listProducts, setProductAvailability, setProductStatus } from '../api/products-api';
import { formatMoney } from '../../../lib/money';
import { AvailabilitySwitch } from './availability-switch';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { useListSort } from '../../../lib/use-list-sort';
import { SortHead } from '../../../components/lists/sortable-header';
import { ListPager } from '../../../components/lists/list-pager';
import { LoadStrip } from '../../../components/lists/load-strip';
import { StatusSwitch } from '../../../components/lists/status-switch';
import { TypeChip } from './type-chip';
import { MenuMarks } from './menu-marks';

type SortKey = (typeof PRODUCT_SORT_KEYS)[number];

export const productFormPath = (id?: string) => (id ? `${paths.backOffice.addProduct}?id=${encodeURIComponent(id)}` : paths.backOffice.addProduct);

/** Product Management: products in scope with category, store, search and type filters, switches and bulk upload. */
export default function ProductListPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const role = user?.role;
  usePageTitle(t('catalogue:products.title'));
  const [scope, setScope] = useState<Scope>({});
  const [categoryUuid, setCategoryUuid] = useState('');
  const [type, setType] = useState<ProductType | ''>('');
  const [pagenum, setPagenum] = useState(0);
  const [limit, setLimit] = useState<number>(LIMITS.defaultPageSize);
  const [search, setSearch] = useState('');
  const [bulkOpen, setBulkOpen] = useState(false);
  const categories = useAsync((signal) => categoryOptions(scope, signal), [scope.company_uuid, scope.store_uuid]);
  const { sort, toggle, params: sortParams } = useListSort<SortKey>(null, { clearable: true, onChange: () => setPagenum(0) });
  const list = useAsync(
    (signal) =>
      listProducts(
        {
          pagenum,
          limit,
          search: search || undefined,
          company_uuid: scope.company_uuid,
          store_uuid: scope.store_uuid,
          category_uuid: categoryUuid || undefined,
          type: type || undefined,
          ...sortParams,
        },
        role,
        signal,
      ),
    [pagenum, limit, search, scope.company_uuid, scope.store_uuid, categoryUuid, type, role, sort?.key, sort?.dir],
  );
  const items = list.data?.items ?? [];
  const showStore = role !== 'manager';

  const replace = (updated: Product) =>
    list.setData((prev) => (prev ? { ...prev, items: prev.items.map((p) => (p.uuid === updated.uuid ? { ...p, ...updated } : p)) } : prev));

  const header = (key: SortKey, label: string, extra: { align?: 'right'; sx?: object } = {}): ReactNode => (
    <SortHead label={label} sortKey={key} sort={sort} onSort={toggle} align={extra.align} sx={extra.sx} />
  );
  const resetPage = () => setPagenum(0);

  return (
    <>
      <PageHeader
        title={t('catalogue:products.title')}
        subtitle={t('catalogue:products.subtitle')}
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFileRoundedIcon />} onClick={() => setBulkOpen(true)}>
              {t('catalogue:bulk.open')}
            </Button>
            <Button component={RouterLink} to={paths.backOffice.addProduct} variant="contained" startIcon={<AddRoundedIcon />}>
              {t('catalogue:products.add')}
            </Button>
          </>
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, pb: 0, alignItems: { md: 'flex-start' }, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <SearchField
            label={t('catalogue:products.search')}
            onSearch={(term) => {
              setSearch(term);
              resetPage();
            }}
          />
          {showStore && (
            <ScopePicker
              mode="filter"
              value={scope}
              onChange={(next) => {
                setScope(next);
                setCategoryUuid('');
                resetPage();
              }}
            />
          )}
          <TextField
            select
            size="small"
            label={t('catalogue:products.category')}
            value={(categories.data ?? []).some((c) => c.uuid === categoryUuid) ? categoryUuid : ''}
            onChange={(e) => {
              setCategoryUuid(e.target.value);
              resetPage();
            }}
            helperText=" "
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            data-testid="filter-category"
          >
            <MenuItem value="">{t('catalogue:products.allCategories')}</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.uuid} value={c.uuid}>
                {showStore && !scope.store_uuid ? `${c.name} · ${c.store_name}` : c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('catalogue:products.type')}
            value={type}
            onChange={(e) => {
              setType(e.target.value as ProductType | '');
              resetPage();
            }}
            helperText=" "
            sx={{ width: { xs: '100%', sm: 170 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('catalogue:products.allTypes')}</MenuItem>
            {PRODUCT_TYPES.map((ty) => (
              <MenuItem key={ty} value={ty}>
                {t(`catalogue:types.${ty}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <LoadStrip loading={list.loading} error={list.error} onRetry={list.reload} loadingLabel={t('catalogue:common.loading')} failedMessage={t('catalogue:common.loadFailed')} />
        <TableContainer>
          <Table aria-label={t('catalogue:products.title')} sx={{ '& td, & th': { px: { xs: 1, sm: 1.5 } } }}>
            <TableHead>
              <TableRow>
                {header('name', t('catalogue:products.colName'))}
                {showStore && header('store', t('catalogue:products.colStore'), { sx: { display: { xs: 'none', lg: 'table-cell' } } })}
                {header('price', t('catalogue:products.colPrice'), { align: 'right' })}
                {header('type', t('catalogue:products.colType'), { sx: { display: { xs: 'none', md: 'table-cell' } } })}
                {header('stock', t('catalogue:products.colStock'), { align: 'right', sx: { display: { xs: 'none', md: 'table-cell' } } })}
                {header('available', t('catalogue:products.colAvailable'))}
                {header('status', t('catalogue:common.status'), { sx: { display: { xs: 'none', sm: 'table-cell' } } })}
                <TableCell align="right">{t('catalogue:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!list.loading && !list.error && items.length === 0 && (
                <EmptyRow colSpan={8}>
                  {search || categoryUuid || type ? t('catalogue:common.noMatch') : t('catalogue:products.empty')}
                </EmptyRow>
              )}
              {items.map((product) => (
                <TableRow key={product.uuid} hover data-testid="product-row">
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <Avatar src={product.image ?? undefined} alt="" variant="rounded" sx={{ width: 44, height: 44, bgcolor: 'primary.main', display: { xs: 'none', sm: 'flex' } }}>
                        <FastfoodRoundedIcon fontSize="small" />
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 650 }} noWrap>
                          {product.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {product.category_name}
                        </Typography>
                        <MenuMarks product={product} />
                      </Box>
                    </Stack>
                  </TableCell>
                  {showStore && (
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, maxWidth: 220 }}>
                      <Typography variant="body2" noWrap>
                        {product.store_name}
                      </Typography>
                      {role === 'admin' && (
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {product.company_name}
                        </Typography>
                      )}
                    </TableCell>
                  )}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="product-price">
                    {formatMoney(product.price, product.currency, i18n.language)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <TypeChip type={product.type} />
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' }, color: product.stock === 0 ? 'error.main' : undefined }}>
                    {product.stock === null ? t('catalogue:products.untracked') : product.stock}
                  </TableCell>
                  <TableCell>
                    <AvailabilitySwitch
                      available={product.is_available}
                      label={t('catalogue:products.toggleAvailable', { name: product.name })}
                      testId="product-available"
                      onChange={async (next) => {
                        const res = await setProductAvailability(product.uuid, next);
                        replace(res.data ?? { ...product, is_available: next });
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <StatusSwitch
                      status={product.status}
                      label={t('catalogue:products.toggleStatus', { name: product.name })}
                      testId="product-status"
                      onChange={async (status) => {
                        const res = await setProductStatus(product.uuid, status);
                        replace(res.data ?? { ...product, status });
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowEditButton label={t('catalogue:products.edit')} name={product.name} to={productFormPath(product.uuid)} state={{ product }} />
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
            resetPage();
          }}
        />
      </Card>
      {bulkOpen && <BulkUploadDialog initialScope={scope} onClose={() => setBulkOpen(false)} onUploaded={list.reload} />}
    </>
  );
}
