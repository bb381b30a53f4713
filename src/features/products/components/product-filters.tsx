// The filters of the product list: company and store (not for a manager), the categories of that
// scope, and the food type.
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, type Product } from '../../../../server/contracts/catalogue';
import { options, ScopeFilter, SelectFilter, type DataListState } from '../../../components/data-list';
import { useAsync } from '../../../lib/use-async';
import { categoryOptions } from '../api/products-api';

export function ProductFilters({ list, showStore }: { list: DataListState<Product>; showStore: boolean }) {
  const { t } = useTranslation();
  const scope = { company_uuid: list.filter('company_uuid') || undefined, store_uuid: list.filter('store_uuid') || undefined };
  const categories = useAsync((signal) => categoryOptions(scope, signal), [scope.company_uuid, scope.store_uuid]);
  const categoryLabel = (c: { name: string; store_name: string }) => (showStore && !scope.store_uuid ? `${c.name} · ${c.store_name}` : c.name);
  return (
    <>
      {showStore && <ScopeFilter list={list} clears={['category_uuid']} />}
      <SelectFilter
        list={list}
        name="category_uuid"
        label={t('catalogue:products.category')}
        all={t('catalogue:products.allCategories')}
        options={(categories.data ?? []).map((c) => ({ value: c.uuid, label: categoryLabel(c) }))}
        width={240}
        testId="filter-category"
      />
      <SelectFilter
        list={list}
        name="type"
        label={t('catalogue:products.type')}
        all={t('catalogue:products.allTypes')}
        options={options(PRODUCT_TYPES, (v) => t(`catalogue:types.${v}`))}
      />
    </>
  );
}
