import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ALLERGENS, OPTION_GROUP_KINDS, optionGroupBodySchema, optionGroupUpdateSchema, type Allergen, type OptionGroup, type OptionGroupKind } from '../../../../server/contracts/menu';
import { MultiChoiceSelect } from '../../../components/forms/multi-choice-select';
import { RecordFormPage } from '../../../components/forms/record-form-page';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { currencySymbol } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { useEditedRecord } from '../../../lib/use-edited-record';
import { usePageTitle } from '../../../lib/use-page-title';
import { createOptionGroup, storeCurrency, updateOptionGroup, viewOptionGroup } from '../api/option-groups-api';
import { canAddOption, draftOf, emptyOption, fixedBounds, groupBody, moveOption, setDefault, withKind, type GroupDraft, type OptionRow } from '../group-form';

/** /addoption creates an option group in a store; /addoption?id=<uuid> edits one with its options. */
export default function OptionGroupFormPage() {
  const { t } = useTranslation();
  const { id, lookup } = useEditedRecord<OptionGroup>('optionGroup', (uuid, signal) => viewOptionGroup(uuid, signal));
  const title = id ? t('catalogue:options.editTitle') : t('catalogue:options.addTitle');
  usePageTitle(title);
  return (
    <RecordFormPage
      title={title}
      subtitle={t('catalogue:options.formSubtitle')}
      backTo={paths.backOffice.optionGroups}
      backLabel={t('catalogue:options.backToList')}
      id={id}
      lookup={lookup}
      notFound={t('catalogue:options.notFound')}
    >
      {(group) => <GroupForm key={group?.uuid ?? 'new'} group={group} />}
    </RecordFormPage>
  );
}

/** Each failed field's message in the person's language, keyed by its full path ("options.2.name"). */
function messagesFor(issues: readonly { path: PropertyKey[]; code: string; message: string }[], t: (key: string, o?: Record<string, unknown>) => string, d: GroupDraft): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (out[path]) continue;
    const last = String(issue.path[issue.path.length - 1] ?? '');
    if (path === 'store_uuid') out[path] = t('catalogue:validation.store');
    else if (path === 'name') out[path] = t('catalogue:options.validation.name');
    else if (path === 'min_select') out[path] = t('catalogue:options.validation.min');
    else if (path === 'max_select') out[path] = t('catalogue:options.validation.max');
    else if (path === 'sort_order') out[path] = t('catalogue:validation.sortOrder');
    else if (path === 'options') out[path] = issue.code === 'custom' ? t('catalogue:options.validation.defaults', { count: Number(d.max) || 1 }) : t('catalogue:options.validation.atLeastOne');
    else if (last === 'name') out[path] = issue.code === 'custom' ? t('catalogue:options.validation.twice') : t('catalogue:options.validation.optionName');
    else if (last === 'price') out[path] = t('catalogue:options.validation.price');
    else out[path] = issue.message;
  }
  return out;
}

function GroupForm({ group }: { group: OptionGroup | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [scope, setScope] = useState<Scope>(() =>
    group ? { company_uuid: group.company_uuid, store_uuid: group.store_uuid } : user?.role === 'manager' ? { store_uuid: user.store_uuid ?? undefined } : {},
  );
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const storeUuid = scope.store_uuid;
  const currency = useAsync(async (signal) => (storeUuid ? storeCurrency(storeUuid, user?.role, signal) : null), [storeUuid]);
  const symbol = currency.data ? currencySymbol(currency.data, i18n.language) : '';
  const fixed = fixedBounds(draft.kind);
  const isSize = draft.kind === 'size';

  const update = (patch: Partial<GroupDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateRow = (key: string, patch: Partial<OptionRow>) => setDraft((d) => ({ ...d, options: d.options.map((o) => (o.key === key ? { ...o, ...patch } : o)) }));
  const allergenName = (a: Allergen) => t(`catalogue:allergens.${a}`);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = groupBody(draft);
    const parsed = group ? optionGroupUpdateSchema.safeParse(body) : optionGroupBodySchema.safeParse({ ...body, store_uuid: storeUuid });
    if (!parsed.success) {
      const found = messagesFor(parsed.error.issues, t, draft);
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (group) await updateOptionGroup(group.uuid, parsed.data);
      else await createOptionGroup(parsed.data as Parameters<typeof createOptionGroup>[0]);
      navigate(paths.backOffice.optionGroups);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setBusy(false);
    }
  };

  const kindHelp = t(`catalogue:options.kindHelp.${draft.kind}`);

  return (
    <Card component="form" ref={formRef} noValidate onSubmit={onSubmit} sx={{ maxWidth: 1120 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 1 }}>
          <ScopePicker mode="form" value={scope} onChange={setScope} locked={Boolean(group)} lockedStoreName={group?.store_name} error={errors.store_uuid} />
        </Box>
        <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <TextField
            label={t('catalogue:options.name')}
            required
            name="name"
            value={draft.name}
            onChange={(e) => update({ name: e.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name || t('catalogue:options.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            select
            required
            label={t('catalogue:options.kind')}
            value={draft.kind}
            onChange={(e) => setDraft((d) => withKind(d, e.target.value as OptionGroupKind))}
            error={Boolean(errors.kind)}
            helperText={errors.kind || ' '}
            data-testid="group-kind"
          >
            {OPTION_GROUP_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`catalogue:options.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('catalogue:options.min')}
            name="min_select"
            type="number"
            value={draft.min}
            disabled={fixed.min}
            onChange={(e) => update({ min: e.target.value })}
            error={Boolean(errors.min_select)}
            helperText={errors.min_select || (Number(draft.min) > 0 ? t('catalogue:options.required') : t('catalogue:options.optional'))}
            slotProps={{ htmlInput: { min: 0, max: draft.kind === 'single' ? 1 : 50, step: 1 } }}
          />
          <TextField
            label={t('catalogue:options.max')}
            name="max_select"
            type="number"
            value={draft.max}
            disabled={fixed.max}
            onChange={(e) => update({ max: e.target.value })}
            error={Boolean(errors.max_select)}
            helperText={errors.max_select || ' '}
            slotProps={{ htmlInput: { min: 1, max: 50, step: 1 } }}
          />
        </Box>
        <Alert severity="info" variant="outlined" sx={{ mb: 2, py: 0 }} data-testid="group-kind-help">
          {kindHelp}
        </Alert>

        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('catalogue:options.optionsTitle')}
          </Typography>
          <Button startIcon={<AddRoundedIcon />} onClick={() => update({ options: [...draft.options, emptyOption()] })} disabled={!canAddOption(draft)}>
            {t('catalogue:options.addOption')}
          </Button>
        </Stack>
        {errors.options && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errors.options}
          </Alert>
        )}
        <Stack spacing={1.5} data-testid="option-rows">
          {draft.options.map((o, i) => {
            const at = (field: string) => errors[`options.${i}.${field}`];
            return (
              <Paper key={o.key} variant="outlined" sx={{ p: 1.5 }} data-testid="option-row" role="group" aria-label={o.name || t('catalogue:options.optionN', { n: i + 1 })}>
                <Box sx={{ display: 'grid', columnGap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.6fr) 200px auto auto' } }}>
                  <TextField
                    size="small"
                    label={t('catalogue:options.optionName')}
                    name={`options.${i}.name`}
                    required
                    value={o.name}
                    onChange={(e) => updateRow(o.key, { name: e.target.value })}
                    error={Boolean(at('name'))}
                    helperText={at('name') || ' '}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                  <TextField
                    size="small"
                    label={isSize ? t('catalogue:options.sizePrice') : t('catalogue:options.delta')}
                    name={`options.${i}.price`}
                    inputMode="decimal"
                    value={o.price}
                    onChange={(e) => updateRow(o.key, { price: e.target.value.replace(/^[-−+]/, '') })}
                    error={Boolean(at('price'))}
                    helperText={at('price') || ' '}
                    title={isSize ? t('catalogue:options.sizePriceHelp') : o.negative ? t('catalogue:options.deltaMinusHelp') : t('catalogue:options.deltaPlusHelp')}
                    slotProps={{
                      input: {
                        startAdornment: (
                          <InputAdornment position="start" sx={{ mr: 0.5 }}>
                            {!isSize && (
                              <Tooltip title={t('catalogue:options.flipSign')}>
                                <Button
                                  size="small"
                                  variant="outlined"
                                  color={o.negative ? 'error' : 'success'}
                                  onClick={() => updateRow(o.key, { negative: !o.negative })}
                                  aria-label={t('catalogue:options.signLabel', { sign: o.negative ? '−' : '+', name: o.name || i + 1 })}
                                  data-testid="option-sign"
                                  sx={{ minWidth: 28, px: 0, py: 0, mr: 0.75, fontWeight: 800, lineHeight: 1.6 }}
                                >
                                  {o.negative ? '−' : '+'}
                                </Button>
                              </Tooltip>
                            )}
                            {symbol}
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                  <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, flexWrap: 'wrap' }}>
                    <FormControlLabel
                      control={<Checkbox size="small" checked={o.is_default} onChange={(_e, v) => setDraft((d) => setDefault(d, o.key, v))} />}
                      label={<Typography variant="body2">{t('catalogue:options.default')}</Typography>}
                    />
                    <FormControlLabel
                      control={<Switch size="small" checked={o.is_available} onChange={(_e, v) => updateRow(o.key, { is_available: v })} />}
                      label={<Typography variant="body2">{o.is_available ? t('catalogue:options.available') : t('catalogue:options.soldOut')}</Typography>}
                    />
                  </Stack>
                  <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, justifyContent: 'flex-end' }}>
                    <IconButton size="small" disabled={i === 0} onClick={() => setDraft((d) => moveOption(d, o.key, -1))} aria-label={t('catalogue:options.moveUp', { name: o.name || i + 1 })}>
                      <ArrowUpwardRoundedIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" disabled={i === draft.options.length - 1} onClick={() => setDraft((d) => moveOption(d, o.key, 1))} aria-label={t('catalogue:options.moveDown', { name: o.name || i + 1 })}>
                      <ArrowDownwardRoundedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      color="error"
                      disabled={draft.options.length <= 1}
                      onClick={() => update({ options: draft.options.filter((x) => x.key !== o.key) })}
                      aria-label={t('catalogue:options.remove', { name: o.name || i + 1 })}
                    >
                      <DeleteOutlineRoundedIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                </Box>
                <Box sx={{ display: 'grid', columnGap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                  <MultiChoiceSelect
                    size="small"
                    label={t('catalogue:options.contains')}
                    value={o.allergens}
                    choices={ALLERGENS}
                    labelOf={allergenName}
                    color="warning"
                    emptyText={t('catalogue:options.noAllergens')}
                    helperText=""
                    onChange={(allergens) => updateRow(o.key, { allergens, may_contain: o.may_contain.filter((a) => !allergens.includes(a)) })}
                    testId="option-allergens"
                  />
                  <MultiChoiceSelect
                    size="small"
                    label={t('catalogue:options.mayContain')}
                    value={o.may_contain}
                    choices={ALLERGENS.filter((a) => !o.allergens.includes(a))}
                    labelOf={allergenName}
                    emptyText={t('catalogue:options.noAllergens')}
                    helperText=""
                    onChange={(may_contain) => updateRow(o.key, { may_contain })}
                    testId="option-may-contain"
                  />
                </Box>
              </Paper>
            );
          })}
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={t('catalogue:options.sortOrder')}
            name="sort_order"
            type="number"
            value={draft.sortOrder}
            onChange={(e) => update({ sortOrder: e.target.value })}
            error={Boolean(errors.sort_order)}
            helperText={errors.sort_order || t('catalogue:options.sortOrderHelp')}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <FormControlLabel
            control={<Switch checked={draft.active} color="success" onChange={(_e, v) => update({ active: v })} />}
            label={`${t('catalogue:common.status')}: ${draft.active ? t('catalogue:common.active') : t('catalogue:common.inactive')}`}
          />
        </Stack>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.backOffice.optionGroups} disabled={busy}>
            {t('catalogue:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SaveRoundedIcon />}>
            {group ? t('catalogue:common.saveChanges') : t('catalogue:options.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
