import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PRODUCT_TYPES, productBodySchema, productUpdateSchema, type Product, type ProductType } from '../../../../server/contracts/catalogue';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { categoryOptions, createProduct, findProduct, storeCurrency, updateProduct, uploadProductImage } from '../api/products-api';
import { currencySymbol, toMajorText, toMinorUnits } from '../../../lib/money';
import { ImageField } from '../../../components/forms/image-field';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';

/** /addproduct creates a product in a store; /addproduct?id=<uuid> edits one. */
export default function ProductFormPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { id, lookup } = useEditedRecord<Product>('product', (uuid, signal) => findProduct(uuid, user?.role, signal));
  const title = id ? t('catalogue:products.editTitle') : t('catalogue:products.createTitle');
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t('catalogue:products.formSubtitle')}
      backTo={paths.backOffice.products}
      backLabel={t('catalogue:products.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('catalogue:products.notFound')}
    >
      {(product) => <ProductForm key={product?.uuid ?? 'new'} product={product} />}
    </RecordFormPage>
  );
}

function ProductForm({ product }: { product: Product | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [scope, setScope] = useState<Scope>(() =>
    product ? { company_uuid: product.company_uuid, store_uuid: product.store_uuid } : user?.role === 'manager' ? { store_uuid: user.store_uuid ?? undefined } : {},
  );
  const [form, setForm] = useState({
    category_uuid: product?.category_uuid ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? toMajorText(product.price) : '',
    type: (product?.type ?? '') as ProductType | '',
    stock: product?.stock === null || product?.stock === undefined ? '' : String(product.stock),
    sortOrder: String(product?.sort_order ?? 0),
    image: product?.image ?? null,
    available: product?.is_available ?? true,
    active: (product?.status ?? 'active') === 'active',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const storeUuid = scope.store_uuid;
  const categories = useAsync(async (signal) => (storeUuid ? categoryOptions({ store_uuid: storeUuid }, signal) : []), [storeUuid]);
  const currency = useAsync(async (signal) => product?.currency ?? (storeUuid ? storeCurrency(storeUuid, user?.role, signal) : null), [storeUuid]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const priceText = form.price.trim();
    const price = priceText === '' ? undefined : (toMinorUnits(priceText) ?? NaN);
    const stockText = form.stock.trim();
    const values = {
      category_uuid: form.category_uuid || undefined,
      name: form.name,
      description: emptyToNull(form.description),
      price,
      type: form.type || undefined,
      image: form.image,
      is_available: form.available,
      stock: stockText === '' ? null : /^\d+$/.test(stockText) ? Number(stockText) : NaN,
      sort_order: form.sortOrder.trim() === '' ? 0 : Number(form.sortOrder),
      status: form.active ? 'active' : 'inactive',
    };
    const messages = {
      store_uuid: t('catalogue:validation.store'),
      category_uuid: t('catalogue:validation.category'),
      name: t('catalogue:validation.name'),
      description: t('catalogue:validation.description'),
      price: t('catalogue:validation.price'),
      type: t('catalogue:validation.type'),
      image: t('catalogue:validation.image'),
      stock: t('catalogue:validation.stock'),
      sort_order: t('catalogue:validation.sortOrder'),
    };
    const checked = product
      ? validateWith(productUpdateSchema, { ...values, category_uuid: values.category_uuid ?? '', price: values.price ?? NaN, type: values.type ?? '' }, messages)
      : validateWith(productBodySchema, { ...values, store_uuid: storeUuid }, messages);
    setErrors(checked.errors);
    if (!checked.data) return;
    setBusy(true);
    try {
      if (product) await updateProduct(product.uuid, checked.data);
      else await createProduct(checked.data as Parameters<typeof createProduct>[0]);
      navigate(paths.backOffice.products);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setBusy(false);
    }
  };

  const text = (key: 'name' | 'description' | 'price' | 'stock' | 'sortOrder', errorKey: string, help = ' ') => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(errors[errorKey]),
    helperText: errors[errorKey] || help,
  });
  const categoryList = categories.data ?? [];

  return (
    <Card component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 1 }}>
          <ScopePicker
            mode="form"
            value={scope}
            onChange={(next) => {
              setScope(next);
              setForm((f) => ({ ...f, category_uuid: '' }));
            }}
            locked={Boolean(product)}
            lockedStoreName={product?.store_name}
            error={errors.store_uuid}
          />
        </Box>
        <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            select
            required
            label={t('catalogue:products.category')}
            value={categoryList.some((c) => c.uuid === form.category_uuid) ? form.category_uuid : ''}
            onChange={(e) => setForm((f) => ({ ...f, category_uuid: e.target.value }))}
            disabled={!storeUuid}
            error={Boolean(errors.category_uuid)}
            helperText={errors.category_uuid || (!storeUuid ? t('catalogue:products.pickStoreFirst') : !categories.loading && categoryList.length === 0 ? t('catalogue:products.noCategories') : ' ')}
            data-testid="product-category"
          >
            {categoryList.map((c) => (
              <MenuItem key={c.uuid} value={c.uuid}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('catalogue:products.name')} required {...text('name', 'name')} />
          <TextField
            label={t('catalogue:products.price')}
            required
            inputMode="decimal"
            placeholder="45.50"
            {...text('price', 'price', t('catalogue:products.priceHelp'))}
            slotProps={{ input: { startAdornment: currency.data ? <InputAdornment position="start">{currencySymbol(currency.data, i18n.language)}</InputAdornment> : undefined } }}
          />
          <TextField
            select
            required
            label={t('catalogue:products.type')}
            value={form.type}
            onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as ProductType }))}
            error={Boolean(errors.type)}
            helperText={errors.type || ' '}
            data-testid="product-type"
          >
            {PRODUCT_TYPES.map((ty) => (
              <MenuItem key={ty} value={ty}>
                {t(`catalogue:types.${ty}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={`${t('catalogue:products.stock')} (${t('catalogue:common.optional')})`}
            inputMode="numeric"
            {...text('stock', 'stock', t('catalogue:products.stockHelp'))}
          />
          <TextField label={t('catalogue:products.sortOrder')} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} {...text('sortOrder', 'sort_order', t('catalogue:products.sortOrderHelp'))} />
          <TextField
            label={`${t('catalogue:products.description')} (${t('catalogue:common.optional')})`}
            multiline
            minRows={2}
            sx={{ gridColumn: { md: '1 / -1' } }}
            {...text('description', 'description')}
          />
        </Box>
        <ImageField
          label={t('catalogue:products.image')}
          value={form.image}
          onChange={(image) => setForm((f) => ({ ...f, image }))}
          upload={uploadProductImage}
          error={errors.image}
          onBusyChange={setUploading}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2 }}>
          <FormControlLabel
            control={<Switch checked={form.available} onChange={(_e, v) => setForm((f) => ({ ...f, available: v }))} />}
            label={form.available ? t('catalogue:products.availableNow') : t('catalogue:products.unavailableNow')}
          />
          <FormControlLabel
            control={<Switch checked={form.active} color="success" onChange={(_e, v) => setForm((f) => ({ ...f, active: v }))} />}
            label={`${t('catalogue:common.status')}: ${form.active ? t('catalogue:common.active') : t('catalogue:common.inactive')}`}
          />
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.products} disabled={busy}>
            {t('catalogue:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} disabled={uploading} startIcon={<SaveRoundedIcon />}>
            {product ? t('catalogue:common.saveChanges') : t('catalogue:products.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
