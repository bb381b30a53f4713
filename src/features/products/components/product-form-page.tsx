import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PRODUCT_TYPES, productBodySchema, productUpdateSchema, type Product, type ProductType } from '../../../../server/contracts/catalogue';
import { MAX_GROUPS_PER_PRODUCT, productMenuFieldsSchema } from '../../../../server/contracts/menu';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, focusFirstError, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { categoryOptions, createProduct, findProduct, optionGroupOptions, storeCurrency, storeProducts, updateProduct, uploadProductImage } from '../api/products-api';
import { menuBody, menuDraftOf, type MenuDraft } from '../menu-fields';
import { AllergenFields } from './allergen-fields';
import { ComboSlotsEditor } from './combo-slots-editor';
import { OptionGroupsPicker } from './option-groups-picker';
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

/** A titled part of the form under a rule. */
function Section({ title, help, children, testId }: { title: string; help?: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid={testId}>
      <Divider sx={{ mb: 2.5 }} />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {help}
        </Typography>
      )}
      {!help && <Box sx={{ mb: 2 }} />}
      {children}
    </Box>
  );
}

/** Messages of the menu fields by their full path ("combo_slots.0.items"), in the person's language. */
function menuErrors(menu: ReturnType<typeof menuBody>, draft: MenuDraft, t: (key: string) => string): FieldErrors {
  const out: FieldErrors = {};
  if (draft.isCombo && draft.slots.length === 0) out.combo_slots = t('catalogue:products.validation.noSlots');
  const parsed = productMenuFieldsSchema.safeParse(menu);
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (out[path]) continue;
    const last = String(issue.path[issue.path.length - 1] ?? '');
    if (path === 'kcal') out[path] = t('catalogue:products.validation.kcal');
    else if (/^combo_slots\.\d+\.name$/.test(path)) out[path] = t('catalogue:products.validation.slotName');
    else if (/^combo_slots\.\d+\.(min_select|max_select)$/.test(path)) out[path] = t('catalogue:products.validation.slotMinMax');
    else if (/^combo_slots\.\d+\.items$/.test(path)) out[path] = issue.code === 'custom' ? issue.message : t('catalogue:products.validation.slotItems');
    else if (last === 'upcharge') out[path] = t('catalogue:products.validation.upcharge');
    else out[path] = issue.message;
  }
  return out;
}

function ProductForm({ product }: { product: Product | null }) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
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
  const [menu, setMenu] = useState<MenuDraft>(() => menuDraftOf(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const storeUuid = scope.store_uuid;
  const categories = useAsync(async (signal) => (storeUuid ? categoryOptions({ store_uuid: storeUuid }, signal) : []), [storeUuid]);
  const currency = useAsync(async (signal) => product?.currency ?? (storeUuid ? storeCurrency(storeUuid, user?.role, signal) : null), [storeUuid]);
  const groups = useAsync(async (signal) => (storeUuid ? optionGroupOptions(storeUuid, signal) : []), [storeUuid]);
  const siblings = useAsync(async (signal) => (storeUuid && menu.isCombo ? storeProducts(storeUuid, user?.role, signal) : []), [storeUuid, menu.isCombo]);
  // A slot offers plain products of the store: not this combo, not another combo.
  const slotProducts = useMemo(() => (siblings.data ?? []).filter((p) => p.uuid !== product?.uuid && !p.is_combo), [siblings.data, product?.uuid]);
  const symbol = currency.data ? currencySymbol(currency.data, i18n.language) : '';
  const changeMenu = (patch: Partial<MenuDraft>) => setMenu((m) => ({ ...m, ...patch }));

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
      ...menuBody(menu),
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
      kcal: t('catalogue:products.validation.kcal'),
      combo_slots: t('catalogue:products.validation.slots'),
    };
    const checked = product
      ? validateWith(productUpdateSchema, { ...values, category_uuid: values.category_uuid ?? '', price: values.price ?? NaN, type: values.type ?? '' }, messages)
      : validateWith(productBodySchema, { ...values, store_uuid: storeUuid }, messages);
    const found = { ...checked.errors, ...menuErrors(menuBody(menu), menu, t) };
    // The slot rows show their own messages; the section's line only when nothing more precise is known.
    if (Object.keys(found).some((k) => k.startsWith('combo_slots.'))) delete found.combo_slots;
    setErrors(found);
    if (!checked.data || Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
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
    <Card component="form" ref={formRef} noValidate onSubmit={onSubmit} sx={{ maxWidth: 1040 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 1 }}>
          <ScopePicker
            mode="form"
            value={scope}
            onChange={(next) => {
              setScope(next);
              setForm((f) => ({ ...f, category_uuid: '' }));
              // Groups and slot products belong to a store.
              setMenu((m) => ({ ...m, groupUuids: [], slots: [] }));
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
        <Section title={t('catalogue:products.foodInfo')} help={t('catalogue:products.foodInfoHelp')} testId="product-food-info">
          <AllergenFields draft={menu} onChange={changeMenu} errors={errors} />
        </Section>
        <Section title={t('catalogue:products.optionsTitle')} help={t('catalogue:products.optionsHelp')} testId="product-options">
          <OptionGroupsPicker
            groups={groups.data ?? []}
            loading={groups.loading}
            value={menu.groupUuids}
            onChange={(groupUuids) => changeMenu({ groupUuids })}
            currency={currency.data ?? null}
            disabled={!storeUuid}
            max={MAX_GROUPS_PER_PRODUCT}
          />
          {Object.entries(errors)
            .filter(([k]) => k.startsWith('option_group_uuids'))
            .slice(0, 1)
            .map(([k, message]) => (
              <Alert key={k} severity="error" sx={{ mt: 1.5 }}>
                {message}
              </Alert>
            ))}
        </Section>
        <Section title={t('catalogue:products.comboTitle')} testId="product-combo">
          <FormControlLabel
            control={<Switch checked={menu.isCombo} onChange={(_e, v) => changeMenu({ isCombo: v })} disabled={!storeUuid} />}
            label={t('catalogue:products.isCombo')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: menu.isCombo ? 2 : 0 }}>
            {t('catalogue:products.comboHelp')}
          </Typography>
          {menu.isCombo && <ComboSlotsEditor draft={menu} onChange={changeMenu} products={slotProducts} loading={siblings.loading} currencySymbol={symbol} errors={errors} />}
        </Section>
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
