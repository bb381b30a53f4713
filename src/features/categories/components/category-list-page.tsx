// Category Management: the categories in the caller's scope, filtered by company (admin) and store.
import CategoryRoundedIcon from '@mui/icons-material/CategoryRounded';
import { useTranslation } from 'react-i18next';
import { CATEGORY_SORT_KEYS, type Category } from '../../../../server/contracts/catalogue';
import { actionsColumn, DataList, PictureName, ScopeFilter, statusColumn, TwoLine, useDataList } from '../../../components/data-list';
import { ListPage } from '../../../components/layouts/list-page';
import { AddButton } from '../../../components/lists/add-button';
import { RowEditButton } from '../../../components/lists/row-edit-button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/use-auth';
import { listCategories, setCategoryStatus } from '../api/categories-api';

export const categoryFormPath = (id?: string) => (id ? `${paths.backOffice.addCategory}?id=${encodeURIComponent(id)}` : paths.backOffice.addCategory);

export default function CategoryListPage() {
  const { t } = useTranslation();
  const role = useCurrentUser()?.role;
  const list = useDataList({
    id: 'categories',
    filters: ['company_uuid', 'store_uuid'],
    sorts: CATEGORY_SORT_KEYS,
    load: (q, signal) => listCategories(q, role, signal),
    deps: [role],
  });

  return (
    <ListPage
      title={t('catalogue:categories.title')}
      subtitle={t('catalogue:categories.subtitle')}
      actions={<AddButton label={t('catalogue:categories.add')} to={paths.backOffice.addCategory} />}
    >
      <DataList<Category>
        list={list} label={t('catalogue:categories.title')} searchLabel={t('catalogue:categories.search')}
        filters={role !== 'manager' && <ScopeFilter list={list} />}
        rowTestId="category-row" empty={t('catalogue:categories.empty')} noMatch={t('catalogue:common.noMatch')}
        columns={[
          { field: 'name', headerName: t('catalogue:categories.colName'), flex: 2, minWidth: 220,
            renderCell: ({ row }) => (
              <PictureName image={row.image} icon={<CategoryRoundedIcon fontSize="small" />}>
                <TwoLine primary={row.name} secondary={row.description || `/${row.slug}`} />
              </PictureName>
            ),
          },
          { field: 'store', headerName: t('catalogue:categories.colStore'), flex: 1.5,
            renderCell: ({ row }) => <TwoLine strong={false} primary={row.store_name} secondary={role === 'admin' ? row.company_name : undefined} />,
          },
          {
            field: 'products',
            headerName: t('catalogue:categories.colProducts'),
            align: 'right',
            headerAlign: 'right',
            valueGetter: (_v, row) => row.product_count,
          },
          { field: 'sort_order', headerName: t('catalogue:categories.colSortOrder'), align: 'right', headerAlign: 'right' },
          statusColumn<Category>({
            headerName: t('catalogue:common.status'),
            label: (row) => t('catalogue:categories.toggleStatus', { name: row.name }),
            testId: 'category-status',
            confirmOff: (row) => ({ title: t('lists.offMenuTitle', { name: row.name }), text: t('lists.offMenu.category') }),
            onChange: async (row, status) => list.replace((await setCategoryStatus(row.uuid, status)).data ?? { ...row, status }),
          }),
          actionsColumn<Category>(t('catalogue:common.actions'), (row) => (
            <RowEditButton label={t('catalogue:categories.edit')} name={row.name} to={categoryFormPath(row.uuid)} state={{ category: row }} />
          )),
        ]}
      />
    </ListPage>
  );
}
