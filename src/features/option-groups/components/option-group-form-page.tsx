import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPTION_GROUP_KINDS, optionGroupBodySchema, optionGroupUpdateSchema, type OptionGroup, type OptionGroupKind } from '../../../../server/contracts/menu';
import {
  FieldGrid,
  FormCard,
  fromDraft,
  RecordPage,
  saveRecord,
  type RecordFormProps,
  ScopeInput,
  SelectInput,
  StatusInput,
  TextInput,
  useSchemaForm,
} from '../../../components/form';
import type { Scope } from '../../../components/scope/scope-picker';
import { paths } from '../../../config/paths';
import type { MessageKeys } from '../../../lib/form-errors';
import { currencySymbol } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { storeCurrency } from '../../products/api/products-api';
import { createOptionGroup, updateOptionGroup, viewOptionGroup } from '../api/option-groups-api';
import { canAddOption, draftOf, emptyOption, fixedBounds, groupBody, withKind, type GroupDraft } from '../group-form';
import { OptionRows } from './option-rows';

type Values = GroupDraft & Scope;
const createSchema = fromDraft((d: Values) => ({ ...groupBody(d), store_uuid: d.store_uuid }), optionGroupBodySchema);
const updateSchema = fromDraft((d: Values) => groupBody(d), optionGroupUpdateSchema);

const MESSAGES: MessageKeys = {
  store_uuid: 'catalogue:validation.store',
  name: 'catalogue:options.validation.name',
  min_select: 'catalogue:options.validation.min',
  max_select: 'catalogue:options.validation.max',
  sort_order: 'catalogue:validation.sortOrder',
  options: (code, t, values) =>
    code === 'custom'
      ? t('catalogue:options.validation.defaults', { count: Number((values as Values).max_select) || 1 })
      : t('catalogue:options.validation.atLeastOne'),
  'options.*.name': (code, t) => t(code === 'custom' ? 'catalogue:options.validation.twice' : 'catalogue:options.validation.optionName'),
  'options.*.price': 'catalogue:options.validation.price',
};

function GroupForm({ record: group }: RecordFormProps<OptionGroup>) {
  const { t, i18n } = useTranslation();
  const state = useSchemaForm({
    schema: group ? updateSchema : createSchema,
    inStore: group,
    defaultValues: draftOf(group) as Values,
    messages: MESSAGES,
    save: saveRecord(group, createOptionGroup, updateOptionGroup),
    done: paths.backOffice.optionGroups,
  });
  const role = useCurrentUser()?.role;
  const [storeUuid, kind, min, options] = state.form.watch(['store_uuid', 'kind', 'min_select', 'options']);
  const currency = useAsync(async (signal) => (storeUuid ? storeCurrency(storeUuid, role, signal) : null), [storeUuid]);
  const fixed = fixedBounds(kind);
  const optionsError = state.form.formState.errors.options;
  return (
    <FormCard
      state={state}
      cancelTo={paths.backOffice.optionGroups}
      maxWidth={1120}
      submitLabel={group ? t('catalogue:common.saveChanges') : t('catalogue:options.create')}
    >
      <ScopeInput locked={Boolean(group)} lockedStoreName={group?.store_name} />
      <FieldGrid columns="2fr 1fr 1fr 1fr">
        <TextInput
          name="name"
          label={t('catalogue:options.name')}
          required
          help={t('catalogue:options.nameHelp')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <SelectInput
          name="kind"
          label={t('catalogue:options.kind')}
          required
          data-testid="group-kind"
          options={OPTION_GROUP_KINDS.map((k) => ({ value: k, label: t(`catalogue:options.kinds.${k}`) }))}
          onChange={(e) => state.apply((d) => withKind(d, e.target.value as OptionGroupKind) as Values)}
        />
        <TextInput
          name="min_select"
          label={t('catalogue:options.min')}
          type="number"
          disabled={fixed.min}
          help={Number(min) > 0 ? t('catalogue:options.required') : t('catalogue:options.optional')}
          slotProps={{ htmlInput: { min: 0, max: kind === 'single' ? 1 : 50, step: 1 } }}
        />
        <TextInput
          name="max_select"
          label={t('catalogue:options.max')}
          type="number"
          disabled={fixed.max}
          slotProps={{ htmlInput: { min: 1, max: 50, step: 1 } }}
        />
      </FieldGrid>
      <Alert severity="info" variant="outlined" sx={{ mb: 2, py: 0 }} data-testid="group-kind-help">
        {t(`catalogue:options.kindHelp.${kind}`)}
      </Alert>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('catalogue:options.optionsTitle')}
        </Typography>
        <Button
          startIcon={<AddRoundedIcon />}
          onClick={() => state.apply((d) => ({ ...d, options: [...d.options, emptyOption()] }))}
          disabled={!canAddOption({ options } as GroupDraft)}
        >
          {t('catalogue:options.addOption')}
        </Button>
      </Stack>
      {(optionsError?.message || optionsError?.root?.message) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {optionsError.message || optionsError.root?.message}
        </Alert>
      )}
      <OptionRows apply={state.apply} symbol={currency.data ? currencySymbol(currency.data, i18n.language) : ''} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <TextInput
          name="sort_order"
          size="small"
          label={t('catalogue:options.sortOrder')}
          type="number"
          help={t('catalogue:options.sortOrderHelp')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <StatusInput texts="catalogue:common" name="active" on={true} off={false} />
      </Stack>
    </FormCard>
  );
}

/** /addoption creates an option group in a store; /addoption?id=<uuid> edits one with its options. */
export default function OptionGroupFormPage() {
  const { t } = useTranslation();
  const page = { texts: 'catalogue:options', stateKey: 'optionGroup', backTo: paths.backOffice.optionGroups, createTitle: t('catalogue:options.addTitle') };
  return <RecordPage<OptionGroup> {...page} find={viewOptionGroup} form={GroupForm} />;
}
