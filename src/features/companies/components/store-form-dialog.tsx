import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { storeBodySchema, storeUpdateSchema, type Company, type Store } from '../../../../server/contracts/companies';
import { FormDialog, MoneyInput, NumberInput, SwitchInput, TextInput, saveInDialog, useSchemaForm } from '../../../components/form';
import { createStore, updateStore } from '../api/companies-api';
import { currencySymbol } from '../../../lib/money';

interface StoreFormDialogProps {
  company: Company;
  /** Present when editing. */
  store?: Store;
  onClose: () => void;
  onSaved: (store: Store | null) => void;
}

const MESSAGES = {
  name: 'validation.name',
  slug: 'validation.slug',
  address: 'validation.address',
  phone: 'validation.mobile',
  opening_hours: 'validation.openingHours',
  low_stock_threshold: 'validation.lowStock',
};

/** Add or edit a store of a company; validated with the shared store schema before sending. */
export function StoreFormDialog({ company, store, onClose, onSaved }: StoreFormDialogProps) {
  const { t, i18n } = useTranslation();
  const state = useSchemaForm({
    schema: store ? storeUpdateSchema : storeBodySchema,
    defaultValues: {
      company_uuid: company.uuid,
      name: store?.name ?? '',
      slug: store?.slug,
      address: store?.address ?? null,
      phone: store?.phone ?? null,
      opening_hours: store?.opening_hours ?? null,
      pickup_show_names: store?.pickup_show_names ?? false,
      low_stock_threshold: store?.low_stock_threshold ?? null,
      discount_approval_limit: store?.discount_approval_limit ?? 0,
      status: (store?.status ?? 'active') as 'active' | 'inactive',
    },
    messages: MESSAGES,
    ...saveInDialog(store, createStore, updateStore, onSaved),
  });
  return (
    <FormDialog
      state={state}
      onClose={onClose}
      title={store ? t('companies.stores.editTitle') : t('companies.stores.addTitle', { company: company.name })}
      submitLabel={t('common.save')}
    >
      <Stack spacing={1}>
        <TextInput name="name" label={t('common.name')} required autoFocus />
        <TextInput name="slug" label={t('companies.slug')} optional blank="undefined" help={t('companies.slugHelp')} />
        <TextInput name="address" label={t('companies.address')} multiline minRows={2} blank="null" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <TextInput name="phone" label={t('companies.stores.phone')} type="tel" blank="null" />
          <TextInput name="opening_hours" label={t('companies.stores.openingHours')} blank="null" help={t('companies.stores.openingHoursHelp')} />
        </Stack>
        <NumberInput
          name="low_stock_threshold"
          label={t('companies.stores.lowStock')}
          optional
          blank={null}
          help={t('companies.stores.lowStockHelp')}
        />
        <MoneyInput
          name="discount_approval_limit"
          label={t('discounts:limit.label')}
          help={t('discounts:limit.help')}
          symbol={currencySymbol(company.currency, i18n.language)}
        />
        <SwitchInput
          name="pickup_show_names"
          label={(on) => (on ? t('companies.stores.pickupNamesOn') : t('companies.stores.pickupNamesOff'))}
        />
        <SwitchInput name="status" on="active" off="inactive" color="success" label={(on) => (on ? t('common.active') : t('common.inactive'))} />
      </Stack>
    </FormDialog>
  );
}
