import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPES, productBodySchema, productUpdateSchema, type Product, type ProductType } from '../../../../server/contracts/catalogue';
import {
  FieldGrid,
  FormCard,
  fromDraft,
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
import type { Scope } from '../../../components/scope/scope-picker';
import { paths } from '../../../config/paths';
import type { MessageKeys } from '../../../lib/form-errors';
import { currencySymbol } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { categoryOptions, createProduct, findProduct, storeCurrency, updateProduct, uploadProductImage } from '../api/products-api';
import { menuBody, menuDraftOf, type MenuDraft } from '../menu-fields';
import { ProductMenuSections } from './product-menu-sections';

type Values = Scope & { category_uuid: string; price?: number; type: ProductType | ''; menu: MenuDraft } & Record<string, unknown>;
const toBody = ({ menu, ...v }: Values) => ({ ...v, ...menuBody(menu) });
// A combo without slots offers nothing: the form asks for one (the server takes slots only with is_combo).
const comboRule = (
  body: { is_combo?: boolean; combo_slots?: unknown[] },
  ctx: { addIssue: (i: { code: 'custom'; path: string[]; message: string }) => void },
) => {
  if (body.is_combo && !body.combo_slots?.length) ctx.addIssue({ code: 'custom', path: ['combo_slots'], message: 'A combo has at least one slot' });
};
const createSchema = fromDraft(toBody, productBodySchema.superRefine(comboRule));
// An edit sends every field: price and type stay required.
const updateSchema = fromDraft((v: Values) => ({ ...toBody(v), price: v.price ?? NaN }), productUpdateSchema.superRefine(comboRule));

const MESSAGES: MessageKeys = {
  store_uuid: 'catalogue:validation.store',
  category_uuid: 'catalogue:validation.category',
  name: 'catalogue:validation.name',
  description: 'catalogue:validation.description',
  price: 'catalogue:validation.price',
  type: 'catalogue:validation.type',
  image: 'catalogue:validation.image',
  stock: 'catalogue:validation.stock',
  sort_order: 'catalogue:validation.sortOrder',
  kcal: 'catalogue:products.validation.kcal',
  combo_slots: (code, t) => t(code === 'custom' ? 'catalogue:products.validation.noSlots' : 'catalogue:products.validation.slots'),
  'combo_slots.*.name': 'catalogue:products.validation.slotName',
  'combo_slots.*.min_select': 'catalogue:products.validation.slotMinMax',
  'combo_slots.*.max_select': 'catalogue:products.validation.slotMinMax',
  'combo_slots.*.items': 'catalogue:products.validation.slotItems',
  'combo_slots.*.items.*.upcharge': 'catalogue:products.validation.upcharge',
};

function ProductForm({ record: product }: RecordFormProps<Product>) {
  const { t, i18n } = useTranslation();
  const state = useSchemaForm({
    schema: product ? updateSchema : createSchema,
    inStore: product,
    defaultValues: {
      category_uuid: product?.category_uuid ?? '',
      name: product?.name ?? '',
      description: product?.description ?? null,
      price: product?.price,
      type: (product?.type ?? '') as ProductType | '',
      stock: product?.stock ?? null,
      sort_order: product?.sort_order ?? 0,
      image: product?.image ?? null,
      is_available: product?.is_available ?? true,
      status: (product?.status ?? 'active') as 'active' | 'inactive',
      menu: menuDraftOf(product),
    } as Values,
    messages: MESSAGES,
    save: saveRecord(product, createProduct, updateProduct),
    done: paths.backOffice.products,
    extraFields: Object.keys(menuBody(menuDraftOf(null))),
  });
  const role = useCurrentUser()?.role;
  const storeUuid = state.form.watch('store_uuid');
  const categories = useAsync(async (signal) => (storeUuid ? categoryOptions({ store_uuid: storeUuid }, signal) : []), [storeUuid]);
  const currency = useAsync(async (signal) => product?.currency ?? (storeUuid ? storeCurrency(storeUuid, role, signal) : null), [storeUuid]);
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
          symbol={currency.data ? currencySymbol(currency.data, i18n.language) : undefined}
        />
        <SelectInput
          name="type"
          label={t('catalogue:products.type')}
          required
          data-testid="product-type"
          options={PRODUCT_TYPES.map((ty) => ({ value: ty, label: t(`catalogue:types.${ty}`) }))}
        />
        <NumberInput name="stock" label={t('catalogue:products.stock')} optional blank={null} help={t('catalogue:products.stockHelp')} />
        <NumberInput name="sort_order" label={t('catalogue:products.sortOrder')} blank={0} help={t('catalogue:products.sortOrderHelp')} />
        <TextInput name="description" label={t('catalogue:products.description')} optional blank="null" multiline minRows={2} className="wide" />
      </FieldGrid>
      <ImageInput name="image" label={t('catalogue:products.image')} upload={uploadProductImage} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2 }}>
        <SwitchInput name="is_available" label={(on) => (on ? t('catalogue:products.availableNow') : t('catalogue:products.unavailableNow'))} />
        <StatusInput texts="catalogue:common" />
      </Stack>
      <ProductMenuSections product={product} currency={currency.data ?? null} apply={state.apply as never} />
    </FormCard>
  );
}

/** /addproduct creates a product in a store; /addproduct?id=<uuid> edits one. */
export default function ProductFormPage() {
  return <RecordPage<Product> texts="catalogue:products" stateKey="product" find={findProduct} backTo={paths.backOffice.products} form={ProductForm} />;
}
