import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company, Store } from '../../../../server/contracts/companies';
import { storeBodySchema, storeUpdateSchema } from '../../../../server/contracts/companies';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, emptyToUndefined, focusFirstError, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { createStore, updateStore } from '../api/companies-api';

interface StoreFormDialogProps {
  company: Company;
  /** Present when editing. */
  store?: Store;
  onClose: () => void;
  onSaved: (store: Store | null) => void;
}

/** Add or edit a store of a company; validated with the shared store schema before sending. */
export function StoreFormDialog({ company, store, onClose, onSaved }: StoreFormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState({
    name: store?.name ?? '',
    slug: store?.slug ?? '',
    address: store?.address ?? '',
    phone: store?.phone ?? '',
    opening_hours: store?.opening_hours ?? '',
    active: (store?.status ?? 'active') === 'active',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const messages = {
    name: t('validation.name'),
    slug: t('validation.slug'),
    address: t('validation.address'),
    phone: t('validation.mobile'),
    opening_hours: t('validation.openingHours'),
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    const values = {
      name: form.name,
      slug: emptyToUndefined(form.slug),
      address: emptyToNull(form.address),
      phone: emptyToNull(form.phone),
      opening_hours: emptyToNull(form.opening_hours),
      status: form.active ? 'active' : 'inactive',
    };
    setBusy(true);
    try {
      if (store) {
        const { data, errors: found } = validateWith(storeUpdateSchema, values, messages);
        setErrors(found);
        if (!data) return focusFirstError(formEl, found);
        onSaved((await updateStore(store.uuid, data)) ?? null);
      } else {
        const { data, errors: found } = validateWith(storeBodySchema, { ...values, company_uuid: company.uuid }, messages);
        setErrors(found);
        if (!data) return focusFirstError(formEl, found);
        onSaved((await createStore(data)) ?? null);
      }
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'name' | 'slug' | 'address' | 'phone' | 'opening_hours', help?: string) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: Boolean(errors[key]),
    helperText: errors[key] || help || ' ',
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="store-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="store-dialog-title">{store ? t('companies.stores.editTitle') : t('companies.stores.addTitle', { company: company.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField label={t('common.name')} required autoFocus {...field('name')} />
            <TextField label={`${t('companies.slug')} (${t('common.optional')})`} {...field('slug', t('companies.slugHelp'))} />
            <TextField label={t('companies.address')} multiline minRows={2} {...field('address')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
              <TextField label={t('companies.stores.phone')} type="tel" {...field('phone')} />
              <TextField label={t('companies.stores.openingHours')} {...field('opening_hours', t('companies.stores.openingHoursHelp'))} />
            </Stack>
            <FormControlLabel
              control={<Switch checked={form.active} color="success" onChange={(_e, v) => setForm((f) => ({ ...f, active: v }))} />}
              label={form.active ? t('common.active') : t('common.inactive')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
