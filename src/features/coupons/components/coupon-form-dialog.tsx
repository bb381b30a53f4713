import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFER_TYPES, couponCreateSchema, couponUpdateSchema, type Coupon } from '../../../../server/contracts/coupons';
import { ApiError } from '../../../lib/api-client';
import { emptyToNull, validateWith, type FieldErrors } from '../../../lib/form-errors';
import { useCurrentUser } from '../../../lib/use-auth';
import { createCoupon, updateCoupon } from '../api/coupons-api';
import { ScopeSelect } from '../../../components/scope/company-store-pickers';
import { useScopeOptions } from '../../../lib/use-scope-options';
import { bpsToPercent, currencyDigits, fromLocalInput, fromMinor, percentToBps, toLocalInput, toMinor } from './money';

interface CouponFormDialogProps {
  coupon?: Coupon;
  /** Currency per company uuid (money fields are typed in major units of it). */
  currencies: Record<string, string>;
  onClose: () => void;
  onSaved: (coupon: Coupon | null) => void;
}

const DAY = 24 * 60 * 60 * 1000;

/** Add or edit a coupon; the value is typed as a percentage or an amount and sent as basis points or minor units. */
export function CouponFormDialog({ coupon, currencies, onClose, onSaved }: CouponFormDialogProps) {
  const { t } = useTranslation('people');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const isManager = user?.role === 'manager';
  const [form, setForm] = useState(() => {
    const companyUuid = coupon?.company_uuid ?? (isAdmin ? '' : (user?.company_uuid ?? ''));
    const cur = currencies[companyUuid] ?? 'INR';
    return {
      company_uuid: companyUuid,
      store_uuid: coupon?.store_uuid ?? '',
      code: coupon?.code ?? '',
      description: coupon?.description ?? '',
      type: (coupon?.type === 'flat' ? 'flat' : 'percentage') as 'percentage' | 'flat',
      offer_type: coupon?.offer_type ?? 'all',
      value: coupon ? (coupon.type === 'percentage' ? bpsToPercent(coupon.value) : fromMinor(coupon.value, cur)) : '',
      max_discount: fromMinor(coupon?.max_discount, cur),
      min_order: coupon && coupon.min_order > 0 ? fromMinor(coupon.min_order, cur) : '',
      valid_from: toLocalInput(coupon?.valid_from ?? new Date().toISOString()),
      valid_to: toLocalInput(coupon?.valid_to ?? new Date(Date.now() + 30 * DAY).toISOString()),
      usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : '',
      per_user_limit: coupon?.per_user_limit ? String(coupon.per_user_limit) : '',
      active: (coupon?.status ?? 'active') === 'active',
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const scope = useScopeOptions(isAdmin, isAdmin ? form.company_uuid || undefined : undefined, !isManager);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const currency = currencies[form.company_uuid] ?? (isAdmin && !form.company_uuid ? '' : 'INR');
  const step = currency ? String(1 / 10 ** currencyDigits(currency)) : '0.01';
  const moneyAdornment = currency ? { input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> }, htmlInput: { step, min: 0 } } : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cur = currency || 'INR';
    const count = (s: string) => (s.trim() === '' ? null : Number(s));
    const values = {
      // A manager's coupons are always their own store's; the server fills it in.
      ...(isManager ? {} : { store_uuid: form.store_uuid || null }),
      ...(!coupon && isAdmin ? { company_uuid: form.company_uuid || undefined } : {}),
      code: form.code,
      description: emptyToNull(form.description),
      type: form.type,
      offer_type: form.offer_type,
      value: form.type === 'percentage' ? percentToBps(form.value) : toMinor(form.value, cur),
      max_discount: form.type === 'percentage' && form.max_discount.trim() !== '' ? toMinor(form.max_discount, cur) : null,
      min_order: form.min_order.trim() === '' ? 0 : toMinor(form.min_order, cur),
      valid_from: fromLocalInput(form.valid_from),
      valid_to: fromLocalInput(form.valid_to),
      usage_limit: count(form.usage_limit),
      per_user_limit: count(form.per_user_limit),
      status: form.active ? 'active' : 'inactive',
    };
    const messages = {
      company_uuid: t('people:validation.company'),
      code: t('people:validation.couponCode'),
      description: t('people:validation.description'),
      value: form.type === 'percentage' ? t('people:validation.percent') : t('people:validation.amount'),
      max_discount: t('people:validation.amount'),
      min_order: t('people:validation.minOrder'),
      valid_from: t('people:validation.date'),
      valid_to: t('people:validation.validTo'),
      usage_limit: t('people:validation.count'),
      per_user_limit: t('people:validation.perUser'),
    };
    const { data, errors: bad } = validateWith(coupon ? couponUpdateSchema : couponCreateSchema, values, messages);
    if (isAdmin && !coupon && !form.company_uuid) bad.company_uuid = messages.company_uuid;
    setErrors(bad);
    if (!data || Object.keys(bad).length) return;
    setBusy(true);
    try {
      onSaved((coupon ? await updateCoupon(coupon.uuid, data) : await createCoupon(data as Parameters<typeof createCoupon>[0])) ?? null);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'code' | 'description' | 'value' | 'max_discount' | 'min_order' | 'valid_from' | 'valid_to' | 'usage_limit' | 'per_user_limit', help?: string) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    error: Boolean(errors[key]),
    helperText: errors[key] || help || ' ',
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="coupon-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="coupon-dialog-title">{coupon ? t('people:coupons.editTitle', { code: coupon.code }) : t('people:coupons.createTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', columnGap: 2.5, rowGap: 1, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {isAdmin && (
              <ScopeSelect
                label={t('people:common.company')}
                required
                value={form.company_uuid}
                options={scope.companies}
                fallback={coupon ? { uuid: coupon.company_uuid, name: coupon.company_name ?? '' } : null}
                disabled={Boolean(coupon)}
                error={errors.company_uuid}
                onChange={(v) => set({ company_uuid: v, store_uuid: '' })}
              />
            )}
            {isManager ? (
              <TextField label={t('people:common.store')} value={user?.store_name ?? ''} disabled helperText={t('people:coupons.managerStore')} sx={{ gridColumn: { sm: '1 / -1' } }} />
            ) : (
              <ScopeSelect
                label={t('people:common.store')}
                value={form.store_uuid}
                options={scope.stores}
                emptyLabel={t('people:coupons.allStores')}
                fallback={coupon?.store_uuid ? { uuid: coupon.store_uuid, name: coupon.store_name ?? '' } : null}
                disabled={isAdmin && !form.company_uuid}
                error={errors.store_uuid}
                helperText={t('people:coupons.storeHelp')}
                onChange={(v) => set({ store_uuid: v })}
                span={!isAdmin}
              />
            )}
            <TextField
              label={t('people:coupons.code')}
              required
              autoFocus
              autoComplete="off"
              {...field('code', t('people:coupons.codeHelp'))}
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
              slotProps={{ htmlInput: { maxLength: 30, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: 1 } } }}
            />
            <TextField
              select
              label={t('people:coupons.offerType')}
              value={form.offer_type}
              onChange={(e) => set({ offer_type: e.target.value })}
              helperText={t(`people:coupons.offerHelp.${form.offer_type}`)}
            >
              {OFFER_TYPES.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`people:coupons.offer.${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={`${t('people:coupons.description')} (${t('people:common.optional')})`} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} {...field('description')} />
            <Box sx={{ gridColumn: { sm: '1 / -1' }, mb: 1.5 }}>
              <Typography variant="body2" color="text.secondary" id="coupon-type-label" sx={{ mb: 0.75 }}>
                {t('people:coupons.type')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={form.type}
                aria-labelledby="coupon-type-label"
                onChange={(_e, v: 'percentage' | 'flat' | null) => v && set({ type: v, value: '' })}
              >
                <ToggleButton value="percentage">{t('people:coupons.types.percentage')}</ToggleButton>
                <ToggleButton value="flat">{t('people:coupons.types.flat')}</ToggleButton>
              </ToggleButtonGroup>
            </Box>
            {form.type === 'percentage' ? (
              <TextField
                label={t('people:coupons.percentOff')}
                required
                inputMode="decimal"
                {...field('value', t('people:coupons.percentHelp'))}
                slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
            ) : (
              <TextField label={t('people:coupons.amountOff')} required inputMode="decimal" {...field('value', t('people:coupons.amountHelp'))} slotProps={moneyAdornment} />
            )}
            {form.type === 'percentage' && (
              <TextField
                label={`${t('people:coupons.maxDiscount')} (${t('people:common.optional')})`}
                inputMode="decimal"
                {...field('max_discount', t('people:coupons.maxDiscountHelp'))}
                slotProps={moneyAdornment}
              />
            )}
            <TextField label={`${t('people:coupons.minOrder')} (${t('people:common.optional')})`} inputMode="decimal" {...field('min_order')} slotProps={moneyAdornment} />
            {form.type === 'percentage' && <Box sx={{ display: { xs: 'none', sm: 'block' } }} />}
            <TextField label={t('people:coupons.validFrom')} required type="datetime-local" {...field('valid_from')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={t('people:coupons.validTo')} required type="datetime-local" {...field('valid_to')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField
              label={`${t('people:coupons.usageLimit')} (${t('people:common.optional')})`}
              type="number"
              {...field('usage_limit', t('people:coupons.unlimited'))}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <TextField
              label={`${t('people:coupons.perUserLimit')} (${t('people:common.optional')})`}
              type="number"
              {...field('per_user_limit', t('people:coupons.unlimited'))}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={form.active} color="success" onChange={(_e, v) => set({ active: v })} />}
            label={`${t('people:common.status')}: ${form.active ? t('people:common.active') : t('people:common.inactive')}`}
          />
          {coupon && coupon.used_count > 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('people:coupons.alreadyUsed', { count: coupon.used_count })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('people:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {coupon ? t('people:common.saveChanges') : t('people:coupons.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
