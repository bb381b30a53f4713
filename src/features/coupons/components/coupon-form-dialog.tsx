import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
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
import { useCurrentUser } from '../../../lib/use-auth';
import { createCoupon, updateCoupon } from '../api/coupons-api';
import { couponBody, draftOf, MESSAGES, type Draft } from './coupon-form-values';
import { CouponTypeToggle } from './coupon-type-toggle';
import { currencyDigits } from './money';

interface CouponFormDialogProps {
  coupon?: Coupon;
  /** Currency per company uuid (money fields are typed in major units of it). */
  currencies: Record<string, string>;
  onClose: () => void;
  onSaved: (coupon: Coupon | null) => void;
}

/** Add or edit a coupon; the value is typed as a percentage or an amount and sent as basis points or minor units. */
export function CouponFormDialog({ coupon, currencies, onClose, onSaved }: CouponFormDialogProps) {
  const { t } = useTranslation('people');
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager';
  const currencyOf = (company: string) => currencies[company] ?? (isAdmin && !company ? '' : 'INR');
  const toBody = (d: Draft) => couponBody(d, currencyOf(d.company_uuid) || 'INR', { isAdmin, isManager, creating: !coupon });
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
        <CouponTypeToggle value={type} onChange={(v) => state.apply((d) => ({ ...d, type: v, value: '' }))} />
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
