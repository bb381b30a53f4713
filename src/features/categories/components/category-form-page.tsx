import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { categoryBodySchema, categoryUpdateSchema, type Category } from '../../../../server/contracts/catalogue';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { paths } from '../../../config/paths';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { createCategory, findCategory, updateCategory, uploadCategoryImage } from '../api/categories-api';
import { ImageField } from '../../../components/forms/image-field';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';

/** /addcategory creates a category in a store; /addcategory?id=<uuid> edits one. */
export default function CategoryFormPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { id, lookup } = useEditedRecord<Category>('category', (uuid, signal) => findCategory(uuid, user?.role, signal));
  const title = id ? t('catalogue:categories.editTitle') : t('catalogue:categories.createTitle');
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t('catalogue:categories.formSubtitle')}
      backTo={paths.backOffice.categories}
      backLabel={t('catalogue:categories.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('catalogue:categories.notFound')}
    >
      {(category) => <CategoryForm key={category?.uuid ?? 'new'} category={category} />}
    </RecordFormPage>
  );
}

function CategoryForm({ category }: { category: Category | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [scope, setScope] = useState<Scope>(() =>
    category ? { company_uuid: category.company_uuid, store_uuid: category.store_uuid } : user?.role === 'manager' ? { store_uuid: user.store_uuid ?? undefined } : {},
  );
  const [form, setForm] = useState({
    name: category?.name ?? '',
    description: category?.description ?? '',
    image: category?.image ?? null,
    sortOrder: String(category?.sort_order ?? 0),
    active: (category?.status ?? 'active') === 'active',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const sort = form.sortOrder.trim() === '' ? 0 : Number(form.sortOrder);
    const values = {
      name: form.name,
      description: emptyToNull(form.description),
      image: form.image,
      sort_order: sort,
      status: form.active ? 'active' : 'inactive',
    };
    const messages = {
      store_uuid: t('catalogue:validation.store'),
      name: t('catalogue:validation.name'),
      description: t('catalogue:validation.description'),
      image: t('catalogue:validation.image'),
      sort_order: t('catalogue:validation.sortOrder'),
    };
    const checked = category ? validateWith(categoryUpdateSchema, values, messages) : validateWith(categoryBodySchema, { ...values, store_uuid: scope.store_uuid }, messages);
    setErrors(checked.errors);
    if (!checked.data) return;
    setBusy(true);
    try {
      if (category) await updateCategory(category.uuid, checked.data);
      else await createCategory(checked.data as Parameters<typeof createCategory>[0]);
      navigate(paths.backOffice.categories);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setBusy(false);
    }
  };

  const text = (key: 'name' | 'description' | 'sortOrder', errorKey: string) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(errors[errorKey]),
    helperText: errors[errorKey] || ' ',
  });

  return (
    <Card component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 1 }}>
          <ScopePicker mode="form" value={scope} onChange={setScope} locked={Boolean(category)} lockedStoreName={category?.store_name} error={errors.store_uuid} />
        </Box>
        <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <TextField label={t('catalogue:categories.name')} required autoFocus {...text('name', 'name')} />
          <TextField label={t('catalogue:categories.sortOrder')} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} {...text('sortOrder', 'sort_order')} helperText={errors.sort_order || t('catalogue:categories.sortOrderHelp')} />
          <TextField
            label={`${t('catalogue:categories.description')} (${t('catalogue:common.optional')})`}
            multiline
            minRows={2}
            sx={{ gridColumn: { md: '1 / -1' } }}
            {...text('description', 'description')}
          />
        </Box>
        <ImageField
          label={t('catalogue:categories.image')}
          value={form.image}
          onChange={(image) => setForm((f) => ({ ...f, image }))}
          upload={uploadCategoryImage}
          error={errors.image}
          onBusyChange={setUploading}
        />
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Switch checked={form.active} color="success" onChange={(_e, v) => setForm((f) => ({ ...f, active: v }))} />}
          label={`${t('catalogue:common.status')}: ${form.active ? t('catalogue:common.active') : t('catalogue:common.inactive')}`}
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.categories} disabled={busy}>
            {t('catalogue:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} disabled={uploading} startIcon={<SaveRoundedIcon />}>
            {category ? t('catalogue:common.saveChanges') : t('catalogue:categories.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
