// Product Management: products in scope with category, store, search and type filters, switches and bulk upload.
import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORT_KEYS, type Product, type ProductType } from '../../../../server/contracts/catalogue';
import { actionsColumn, DataList, PictureName, statusColumn, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useCurrentUser } from '../../../lib/use-auth';
import { listProducts, setProductAvailability, setProductStatus } from '../api/products-api';
import { AvailabilitySwitch } from './availability-switch';
import { BulkUploadDialog } from './bulk-upload-dialog';
import { MenuMarks } from './menu-marks';
import { ProductFilters } from './product-filters';
import { TypeChip } from './type-chip';

export const productFormPath = (id?: string) => (id ? `${paths.backOffice.addProduct}?id=${encodeURIComponent(id)}` : paths.backOffice.addProduct);

export default function ProductListPage() {
  const { t, i18n } = useTranslation();
  const role = useCurrentUser()?.role;
  const [bulkOpen, setBulkOpen] = useState(false);
  const list = useDataList({
    id: 'products',
    filters: ['company_uuid', 'store_uuid', 'category_uuid', 'type'],
    sorts: PRODUCT_SORT_KEYS,
    load: (q, signal) => listProducts({ ...q, type: q.type as ProductType | undefined }, role, signal),
    deps: [role],
  });
  const scope = { company_uuid: list.filter('company_uuid') || undefined, store_uuid: list.filter('store_uuid') || undefined };
  const showStore = role !== 'manager';
  const save = async (row: Product, call: Promise<{ data?: Product }>, fallback: Partial<Product>) =>
    list.replace((await call).data ?? { ...row, ...fallback });

  return (
    <ListPage
      title={t('catalogue:products.title')}
      subtitle={t('catalogue:products.subtitle')}
      actions={
        <>
          <AddButton label={t('catalogue:bulk.open')} onClick={() => setBulkOpen(true)} icon={<UploadFileRoundedIcon />} variant="outlined" />
          <AddButton label={t('catalogue:products.add')} to={paths.backOffice.addProduct} />
        </>
      }
    >
      <DataList<Product>
        list={list} label={t('catalogue:products.title')} searchLabel={t('catalogue:products.search')}
        filters={<ProductFilters list={list} showStore={showStore} />}
        rowTestId="product-row" empty={t('catalogue:products.empty')} noMatch={t('catalogue:common.noMatch')}
        columns={[
          { field: 'name', headerName: t('catalogue:products.colName'), flex: 2.2, minWidth: 240,
            renderCell: ({ row }) => (
              <PictureName image={row.image} icon={<FastfoodRoundedIcon fontSize="small" />}>
                <TwoLine primary={row.name} secondary={row.category_name} />
                <MenuMarks product={row} />
              </PictureName>
            ),
          },
          ...(showStore
            ? [
                { field: 'store', headerName: t('catalogue:products.colStore'), flex: 1.4,
                  renderCell: ({ row }: { row: Product }) => (
                    <TwoLine strong={false} primary={row.store_name} secondary={role === 'admin' ? row.company_name : undefined} />
                  ),
                },
              ]
            : []),
          { field: 'price', headerName: t('catalogue:products.colPrice'), align: 'right', headerAlign: 'right',
            renderCell: ({ row }) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="product-price">
                {formatMoney(row.price, row.currency, i18n.language)}
              </Box>
            ),
          },
          { field: 'type', headerName: t('catalogue:products.colType'), renderCell: ({ row }) => <TypeChip type={row.type} /> },
          { field: 'stock', headerName: t('catalogue:products.colStock'), align: 'right', headerAlign: 'right',
            renderCell: ({ row }) => (
              <Box component="span" sx={{ color: row.stock === 0 ? 'error.main' : undefined }}>
                {row.stock === null ? t('catalogue:products.untracked') : row.stock}
              </Box>
            ),
          },
          { field: 'available', headerName: t('catalogue:products.colAvailable'), width: 120,
            renderCell: ({ row }) => (
              <AvailabilitySwitch
                available={row.is_available}
                label={t('catalogue:products.toggleAvailable', { name: row.name })}
                testId="product-available"
                onChange={(next) => save(row, setProductAvailability(row.uuid, next), { is_available: next })}
              />
            ),
          },
          statusColumn<Product>({
            headerName: t('catalogue:common.status'),
            label: (row) => t('catalogue:products.toggleStatus', { name: row.name }),
            testId: 'product-status',
            confirmOff: (row) => ({ title: t('lists.offMenuTitle', { name: row.name }), text: t('lists.offMenu.product') }),
            onChange: (row, status) => save(row, setProductStatus(row.uuid, status), { status }),
          }),
          actionsColumn<Product>(t('catalogue:common.actions'), (row) => (
            <RowEditButton label={t('catalogue:products.edit')} name={row.name} to={productFormPath(row.uuid)} state={{ product: row }} />
          )),
        ]}
      />
      {bulkOpen && <BulkUploadDialog initialScope={scope} onClose={() => setBulkOpen(false)} onUploaded={list.reload} />}
    </ListPage>
  );
}
