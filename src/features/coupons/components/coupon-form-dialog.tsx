import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OFFER_TYPES, couponCreateSchema, couponUpdateSchema, type Coupon } from '../../../../server/contracts/coupons';
import {
  CompanyStoreInputs,
  FieldGrid,
  FormDialog,
  fromDraft,
  saveInDialog,
  SelectInput,
  StatusInput,
  TextInput,
  useSchemaForm,
} from '../../../components/form';
import type { MessageKeys } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { createCoupon, updateCoupon } from '../api/coupons-api';
import { bpsToPercent, currencyDigits, fromLocalInput, fromMinor, percentToBps, toLocalInput, toMinor } from './money';

interface CouponFormDialogProps {
  coupon?: Coupon;
  /** Currency per company uuid (money fields are typed in major units of it). */
  currencies: Record<string, string>;
  onClose: () => void;
  onSaved: (coupon: Coupon | null) => void;
}

const DAY = 24 * 60 * 60 * 1000;
const MESSAGES: MessageKeys = {
  company_uuid: 'people:validation.company',
  code: 'people:validation.couponCode',
  description: 'people:validation.description',
  value: (_code, t, values) => t((values as Draft).type === 'percentage' ? 'people:validation.percent' : 'people:validation.amount'),
  max_discount: 'people:validation.amount',
  min_order: 'people:validation.minOrder',
  valid_from: 'people:validation.date',
  valid_to: 'people:validation.validTo',
  usage_limit: 'people:validation.count',
  per_user_limit: 'people:validation.perUser',
};

/** The coupon as typed: amounts in major units of the company's currency, a percentage, local date and time. */
type Draft = ReturnType<typeof draftOf>;
function draftOf(coupon: Coupon | undefined, company: string, cur: string) {
  return {
    company_uuid: company,
    store_uuid: coupon?.store_uuid ?? null,
    code: coupon?.code ?? '',
    description: coupon?.description ?? null,
    type: (coupon?.type === 'flat' ? 'flat' : 'percentage') as 'percentage' | 'flat',
    offer_type: coupon?.offer_type ?? 'all',
    value: coupon ? (coupon.type === 'percentage' ? bpsToPercent(coupon.value) : fromMinor(coupon.value, cur)) : '',
    max_discount: fromMinor(coupon?.max_discount, cur),
    min_order: coupon && coupon.min_order > 0 ? fromMinor(coupon.min_order, cur) : '',
    valid_from: toLocalInput(coupon?.valid_from ?? new Date().toISOString()),
    valid_to: toLocalInput(coupon?.valid_to ?? new Date(Date.now() + 30 * DAY).toISOString()),
    usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : '',
    per_user_limit: coupon?.per_user_limit ? String(coupon.per_user_limit) : '',
    status: (coupon?.status ?? 'active') as 'active' | 'inactive',
  };
}

/** Add or edit a coupon; the value is typed as a percentage or an amount and sent as basis points or minor units. */
export function CouponFormDialog({ coupon, currencies, onClose, onSaved }: CouponFormDialogProps) {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager';
  const currencyOf = (company: string) => currencies[company] ?? (isAdmin && !company ? '' : 'INR');
  const toBody = (d: Draft) => {
    const cur = currencyOf(d.company_uuid) || 'INR';
    const count = (s: string) => (s.trim() === '' ? null : Number(s));
    return {
      ...d,
      // A manager's coupons are always their own store's; the server fills it in. The company is fixed once made.
      store_uuid: isManager ? undefined : d.store_uuid,
      company_uuid: !coupon && isAdmin ? d.company_uuid : undefined,
      value: d.type === 'percentage' ? percentToBps(d.value) : toMinor(d.value, cur),
      max_discount: d.type === 'percentage' && d.max_discount.trim() !== '' ? toMinor(d.max_discount, cur) : null,
      min_order: d.min_order.trim() === '' ? 0 : toMinor(d.min_order, cur),
      valid_from: fromLocalInput(d.valid_from),
      valid_to: fromLocalInput(d.valid_to),
      usage_limit: count(d.usage_limit),
      per_user_limit: count(d.per_user_limit),
    };
  };
  const company0 = coupon?.company_uuid ?? (isAdmin ? '' : (user?.company_uuid ?? ''));
  const state = useSchemaForm({
    schema: fromDraft(toBody, coupon ? couponUpdateSchema : couponCreateSchema),
    defaultValues: draftOf(coupon, company0, currencies[company0] ?? 'INR'),
    messages: MESSAGES,
    ...saveInDialog(coupon, createCoupon, updateCoupon, onSaved),
  });
  const [company, type, offerType] = state.form.watch(['company_uuid', 'type', 'offer_type']);
  const currency = currencyOf(company);
  const step = currency ? String(1 / 10 ** currencyDigits(currency)) : '0.01';
  const money = currency ? { input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> }, htmlInput: { step, min: 0 } } : undefined;
  const count = { htmlInput: { min: 1, step: 1 } };
  const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
  const percentage = type === 'percentage';
  // The optional amounts in the coupon's currency, and the optional use counts ("empty = unlimited").
  const moneyInput = (name: string, label: string, help?: string) => (
    <TextInput name={name} label={label} optional inputMode="decimal" help={help} slotProps={money} />
  );
  const limitInput = (name: string, label: string) => (
    <TextInput name={name} label={label} optional type="number" help={t('people:coupons.unlimited')} slotProps={count} />
  );
  return (
    <FormDialog
      state={state}
      maxWidth="md"
      onClose={onClose}
      title={coupon ? t('people:coupons.editTitle', { code: coupon.code }) : t('people:coupons.createTitle')}
      submitLabel={coupon ? t('people:common.saveChanges') : t('people:coupons.create')}
    >
      <FieldGrid>
        {isManager ? (
          <TextField label={t('people:common.store')} value={user?.store_name ?? ''} disabled helperText={t('people:coupons.managerStore')} className="wide" />
        ) : (
          <CompanyStoreInputs record={coupon} allStores={t('people:coupons.allStores')} storeHelp={t('people:coupons.storeHelp')} span={!isAdmin} />
        )}
        <TextInput
          name="code"
          label={t('people:coupons.code')}
          required
          autoFocus
          autoComplete="off"
          help={t('people:coupons.codeHelp')}
          clean={(v) => v.toUpperCase()}
          slotProps={{ htmlInput: { maxLength: 30, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: 1 } } }}
        />
        <SelectInput
          name="offer_type"
          label={t('people:coupons.offerType')}
          help={t(`people:coupons.offerHelp.${offerType}`)}
          options={OFFER_TYPES.map((v) => ({ value: v, label: t(`people:coupons.offer.${v}`) }))}
        />
        <TextInput name="description" label={t('people:coupons.description')} optional blank="null" multiline minRows={2} className="wide" />
        <Box className="wide" sx={{ mb: 1.5 }}>
          <Typography variant="body2" color="text.secondary" id="coupon-type-label" sx={{ mb: 0.75 }}>
            {t('people:coupons.type')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={type}
            aria-labelledby="coupon-type-label"
            onChange={(_e, v: 'percentage' | 'flat' | null) => v && state.apply((d) => ({ ...d, type: v, value: '' }))}
          >
            <ToggleButton value="percentage">{t('people:coupons.types.percentage')}</ToggleButton>
            <ToggleButton value="flat">{t('people:coupons.types.flat')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <TextInput
          key={type}
          name="value"
          label={t(percentage ? 'people:coupons.percentOff' : 'people:coupons.amountOff')}
          required
          inputMode="decimal"
          help={t(percentage ? 'people:coupons.percentHelp' : 'people:coupons.amountHelp')}
          slotProps={percentage ? percent : money}
        />
        {percentage && moneyInput('max_discount', t('people:coupons.maxDiscount'), t('people:coupons.maxDiscountHelp'))}
        {moneyInput('min_order', t('people:coupons.minOrder'))}
        {percentage && <Box sx={{ display: { xs: 'none', sm: 'block' } }} />}
        <TextInput name="valid_from" label={t('people:coupons.validFrom')} required type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
        <TextInput name="valid_to" label={t('people:coupons.validTo')} required type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
        {limitInput('usage_limit', t('people:coupons.usageLimit'))}
        {limitInput('per_user_limit', t('people:coupons.perUserLimit'))}
      </FieldGrid>
      <StatusInput texts="people:common" />
      {coupon && coupon.used_count > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('people:coupons.alreadyUsed', { count: coupon.used_count })}
        </Alert>
      )}
    </FormDialog>
  );
}
