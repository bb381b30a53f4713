import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, type Product } from '../../../../server/contracts/catalogue';
import {
  FieldGrid,
  FormCard,
  ImageInput,
  MoneyInput,
  NumberInput,
  RecordPage,
  saveRecord,
  type RecordFormProps,
  ScopeInput,
  SelectInput,
  StatusInput,
  SwitchInput,
  TextInput,
  useSchemaForm,
} from '../../../components/form';
import { TranslationFields } from '../../../components/form/translation-fields';
import { paths } from '../../../config/paths';
import { useAsync } from '../../../lib/use-async';
import { categoryOptions, createProduct, findProduct, updateProduct, uploadProductImage } from '../api/products-api';
import { createSchema, MENU_FIELDS, PRODUCT_MESSAGES, productValues, updateSchema } from '../product-form-values';
import { useStoreCurrency } from '../use-store-currency';
import { ProductMenuSections } from './product-menu-sections';

function ProductForm({ record: product }: RecordFormProps<Product>) {
  const { t } = useTranslation();
  const state = useSchemaForm({
    schema: product ? updateSchema : createSchema,
    inStore: product,
    defaultValues: productValues(product),
    messages: PRODUCT_MESSAGES,
    save: saveRecord(product, createProduct, updateProduct),
    done: paths.backOffice.products,
    extraFields: MENU_FIELDS,
  });
  const storeUuid = state.form.watch('store_uuid');
  const categories = useAsync(async (signal) => (storeUuid ? categoryOptions({ store_uuid: storeUuid }, signal) : []), [storeUuid]);
  const currency = useStoreCurrency(storeUuid, product?.currency);
  const categoryList = categories.data ?? [];
  const noCategories = !categories.loading && categoryList.length === 0 ? t('catalogue:products.noCategories') : ' ';
  // Categories, option groups and slot products belong to a store.
  const onScope = () => state.apply((v) => ({ ...v, category_uuid: '', menu: { ...v.menu, groupUuids: [], slots: [] } }));
  return (
    <FormCard
      state={state}
      cancelTo={paths.backOffice.products}
      maxWidth={1040}
      submitLabel={product ? t('catalogue:common.saveChanges') : t('catalogue:products.create')}
    >
      <ScopeInput locked={Boolean(product)} lockedStoreName={product?.store_name} onScopeChange={onScope} />
      <FieldGrid>
        <SelectInput
          name="category_uuid"
          label={t('catalogue:products.category')}
          required
          disabled={!storeUuid}
          help={!storeUuid ? t('catalogue:products.pickStoreFirst') : noCategories}
          data-testid="product-category"
          options={categoryList.map((c) => ({ value: c.uuid, label: c.name }))}
        />
        <TextInput name="name" label={t('catalogue:products.name')} required />
        <MoneyInput
          name="price"
          label={t('catalogue:products.price')}
          required
          help={t('catalogue:products.priceHelp')}
          symbol={currency.symbol}
        />
        <SelectInput
          name="type"
          label={t('catalogue:products.type')}
          required
          data-testid="product-type"
          options={PRODUCT_TYPES.map((ty) => ({ value: ty, label: t(`catalogue:types.${ty}`) }))}
        />
        <NumberInput name="stock" label={t('catalogue:products.stock')} optional blank={null} help={t('catalogue:products.stockHelp')} />
        <NumberInput
          name="low_stock_threshold"
          label={t('catalogue:products.lowStock')}
          optional
          blank={null}
          help={t('catalogue:products.lowStockHelp')}
        />
        <NumberInput name="sort_order" label={t('catalogue:products.sortOrder')} blank={0} help={t('catalogue:products.sortOrderHelp')} />
        <TextInput name="description" label={t('catalogue:products.description')} optional blank="null" multiline minRows={2} className="wide" />
      </FieldGrid>
      <TranslationFields />
      <ImageInput name="image" label={t('catalogue:products.image')} upload={uploadProductImage} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2 }}>
        <SwitchInput name="is_available" label={(on) => (on ? t('catalogue:products.availableNow') : t('catalogue:products.unavailableNow'))} />
        <StatusInput texts="catalogue:common" />
      </Stack>
      <ProductMenuSections product={product} currency={currency.code} apply={state.apply as never} />
    </FormCard>
  );
}

/** /addproduct creates a product in a store; /addproduct?id=<uuid> edits one. */
export default function ProductFormPage() {
  return <RecordPage<Product> texts="catalogue:products" stateKey="product" find={findProduct} backTo={paths.backOffice.products} form={ProductForm} />;
}
