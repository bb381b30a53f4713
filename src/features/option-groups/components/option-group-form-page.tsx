import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPTION_GROUP_KINDS, type OptionGroup, type OptionGroupKind } from '../../../../server/contracts/menu';
import { FieldGrid, FormCard, RecordPage, saveRecord, ScopeInput, SelectInput, StatusInput, TextInput, useSchemaForm } from '../../../components/form';
import type { RecordFormProps } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useStoreCurrency } from '../../products/use-store-currency';
import { createOptionGroup, updateOptionGroup, viewOptionGroup } from '../api/option-groups-api';
import { canAddOption, draftOf, emptyOption, fixedBounds, withKind, type GroupDraft } from '../group-form';
import { createSchema, GROUP_MESSAGES, updateSchema, type Values } from '../group-form-schema';
import { OptionRows } from './option-rows';

function GroupForm({ record: group }: RecordFormProps<OptionGroup>) {
  const { t } = useTranslation();
  const state = useSchemaForm({
    schema: group ? updateSchema : createSchema,
    inStore: group,
    defaultValues: draftOf(group) as Values,
    messages: GROUP_MESSAGES,
    save: saveRecord(group, createOptionGroup, updateOptionGroup),
    done: paths.backOffice.optionGroups,
  });
  const [storeUuid, kind, min, options] = state.form.watch(['store_uuid', 'kind', 'min_select', 'options']);
  const currency = useStoreCurrency(storeUuid);
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
      <OptionRows apply={state.apply} symbol={currency.symbol ?? ''} />
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
