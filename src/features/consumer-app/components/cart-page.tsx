import FastfoodRoundedIcon from '@mui/icons-material/FastfoodRounded';
import LocalOfferRoundedIcon from '@mui/icons-material/LocalOfferRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Allergen } from '../../../../server/contracts/menu';
import type { ConsumerCoupon } from '../../../../server/contracts/ordering';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import { StatusView } from '../../../components/feedback/status-view';
import { consumerPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useAsync } from '../../../lib/use-async';
import { usePageTitle } from '../../../lib/use-page-title';
import { applyCoupon, clearCoupon, consumerCoupons } from '../api/cart-api';
import { useCart } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { useMyAllergens } from '../hooks/use-my-allergens';
import { formatMoney } from '../../../lib/money';
import { Totals } from './totals';
import { CartChanges, WaitingChip } from '../offline/offline-parts';
import { couponWrite } from '../offline/cart-writes';
import { setCoupon, type ShownCart } from '../offline/local-cart';
import { CheckoutPanel } from './checkout-panel';
import { QuantityStepper } from './quantity-stepper';

/** The cart: lines, coupon, the server's totals, then checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  // The offline words (banner, kept views, waiting marks) load with the screen.
  useTranslation('consumerOffline');
  usePageTitle(t('consumer:cart.title'));
  const { cart, company, loading, unavailable } = useCart();

  if (!company)
    return (
      <StatusView
        icon={<ShoppingBagRoundedIcon />}
        title={t('consumer:cart.emptyTitle')}
        text={t('consumer:cart.pickCompany')}
        actions={<Button variant="contained" component={RouterLink} to={paths.consumer.home}>{t('consumer:cart.browse')}</Button>}
      />
    );
  if (unavailable) return <Alert severity="warning" data-testid="cart-not-available">{t('consumer:cart.notAvailable')}</Alert>;
  if (!cart) return <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('consumer:common.loading')} />}</Box>;
  if (cart.items.length === 0)
    return (
      <>
      <CartChanges />
      <StatusView
        icon={<ShoppingBagRoundedIcon />}
        title={t('consumer:cart.emptyTitle')}
        text={t('consumer:cart.emptyText', { company: company.name })}
        actions={<Button variant="contained" component={RouterLink} to={consumerPath.company(company.slug)}>{t('consumer:cart.browse')}</Button>}
      />
      </>
    );
  return <FilledCart cart={cart} />;
}

/** A line's warning about allergens the consumer avoids: held by the line, or (`traces`) that it may contain. */
function AllergyNote({ hit, traces = false }: { hit: readonly Allergen[]; traces?: boolean }) {
  const { t } = useTranslation();
  if (hit.length === 0) return null;
  const list = hit.map((a) => t(`menu:allergens.${a}`)).join(', ');
  return (
    <Typography
      variant="body2"
      color={traces ? 'warning.dark' : 'error'}
      sx={{ fontWeight: traces ? 600 : 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
      data-testid={traces ? 'cart-line-traces' : 'cart-line-allergy'}
    >
      <WarningAmberRoundedIcon fontSize="small" aria-hidden />
      {traces ? t('consumer:cart.mayContainYours', { list }) : t('consumer:cart.containsYours', { list })}
    </Typography>
  );
}

function FilledCart({ cart }: { cart: ShownCart }) {
  const { t, i18n } = useTranslation();
  const { company } = useCart();
  const actions = useCartActions();
  const { owner, changeOffline } = useCart();
  const saveNote = (uuid: string, note: string | null) =>
    import('../offline/offline-actions').then((m) =>
      m.changeLine({ t, owner, changeOffline, notifyError, setPending: () => undefined, setLastAdded: () => undefined }, uuid, { note }),
    );
  const money = (n: number) => formatMoney(n, cart.currency, i18n.language);
  const blocked = cart.items.some((i) => !i.available);
  const mine = useMyAllergens();
  const hits = (list: readonly Allergen[] | undefined) => (list ?? []).filter((a) => mine.includes(a));

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start', maxWidth: 1100, mx: 'auto' }}
    >
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 750 }}>
          {t('consumer:cart.title')}
        </Typography>
        {cart.store_name && (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('consumer:cart.from', { store: cart.store_name })}
          </Typography>
        )}
        <CartChanges />
        {cart.waiting && (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="cart-waiting">
            {t('consumerOffline:cartWaiting')}
          </Alert>
        )}
        {cart.coupon_message && (
          <Alert severity="info" sx={{ mb: 1.5 }} data-testid="coupon-dropped">
            {cart.coupon_message}
          </Alert>
        )}
        <Card variant="outlined">
          {cart.items.map((item, i) => (
            <Box key={item.uuid}>
              {i > 0 && <Divider />}
              <Stack direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'flex-start', opacity: item.available ? 1 : 0.7 }} data-testid="cart-line">
                <Box
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: 1.5,
                    overflow: 'hidden',
                    flexShrink: 0,
                    bgcolor: 'action.selected',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {item.image
                    ? <Box component="img" src={item.image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                    : <FastfoodRoundedIcon sx={{ color: 'text.disabled' }} />}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 650, lineHeight: 1.3 }}>{item.name}</Typography>
                  {item.pending && <WaitingChip />}
                  <Typography variant="body2" color="text.secondary">
                    {money(item.unit_price)}
                  </Typography>
                  <LineChoices options={item.options} combo={item.combo} currency={cart.currency} density="dense" />
                  <LineNote uuid={item.uuid} note={item.note} onSave={(note) => void saveNote(item.uuid, note)} />
                  <AllergyNote hit={hits(item.allergens)} />
                  <AllergyNote hit={hits(item.may_contain)} traces />
                  {!item.available && (
                    <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
                      {item.problem ?? t('consumer:cart.unavailable')}
                    </Typography>
                  )}
                  <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <QuantityStepper
                      value={item.quantity}
                      name={item.name}
                      disabled={actions.busy === item.uuid}
                      max={item.stock ?? undefined}
                      onChange={(n) => void actions.setQuantity(item.uuid, n)}
                    />
                    <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{money(item.line_total)}</Typography>
                  </Stack>
                </Box>
              </Stack>
            </Box>
          ))}
        </Card>
        {company && (
          <Button component={RouterLink} to={consumerPath.company(company.slug)} sx={{ mt: 1 }}>
            {t('consumer:cart.addMore')}
          </Button>
        )}
        <CouponBox cart={cart} />
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
        <Card variant="outlined">
          <CardContent>
            <Totals
              amounts={{
                subtotal: cart.subtotal,
                discount: cart.discount_amount,
                couponCode: cart.coupon?.code,
                tax: cart.tax,
                total: cart.total,
                currency: cart.currency,
              }}
            />
            {cart.estimated && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="total-estimated">
                {t('consumerOffline:estimated')}
              </Typography>
            )}
          </CardContent>
        </Card>
        {blocked && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('consumer:cart.removeUnavailable')}
          </Alert>
        )}
        <CheckoutPanel cart={cart} disabled={blocked} />
      </Box>
    </Box>
  );
}

function CouponBox({ cart }: { cart: ShownCart }) {
  const { t } = useTranslation();
  const { owner, company, setCart, reload, offline, markOffline, changeOffline } = useCart();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const companyUuid = company?.uuid ?? '';
  const coupons = useAsync(
    (signal) => (companyUuid ? consumerCoupons(owner, companyUuid, cart.store_uuid, signal) : Promise.resolve([] as ConsumerCoupon[])),
    [companyUuid, cart.store_uuid, owner],
  );

  const apply = async (value: string) => {
    const c = value.trim().toUpperCase();
    if (!c || !company) return;
    // Offline (or while changes wait): asked on the phone, answered by the server once sent.
    const onPhone = (code: string | null) =>
      changeOffline((kept) => {
        const label = code ? t('consumerOffline:write.coupon', { code }) : t('consumerOffline:write.couponClear');
        return { cart: setCoupon(kept, code), writes: [couponWrite(owner, kept.company_uuid, kept.store_uuid, code, label)] };
      });
    if (offline || cart.waiting) {
      setResult(null);
      setCode('');
      await onPhone(c);
      return;
    }
    setBusy(true);
    try {
      const answer = await applyCoupon(owner, c, company.uuid, cart.store_uuid);
      if (answer.data) setCart(answer.data);
      setResult({ ok: true, message: answer.message });
      setCode('');
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) {
        markOffline();
        setCode('');
        await onPhone(c);
        return;
      }
      setResult({ ok: false, message: err instanceof Error ? err.message : String(err) });
      // A refused code resets the cart's coupon on the server (spec section 4): show that.
      if (err instanceof ApiError && err.status !== null && err.status < 500) reload();
    } finally {
      setBusy(false);
    }
  };
  const clear = async () => {
    if (!company) return;
    setBusy(true);
    try {
      const answer = await clearCoupon(owner, company.uuid);
      if (answer.data) setCart(answer.data);
      setResult({ ok: true, message: answer.message });
    } catch (err) {
      setResult({ ok: false, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="coupon-title">
      <CardContent>
        <Typography id="coupon-title" sx={{ fontWeight: 700, mb: 1 }}>
          {t('consumer:coupon.title')}
        </Typography>
        {cart.pending_coupon ? (
          <WaitingChip label={t('consumerOffline:couponWaiting', { code: cart.pending_coupon })} />
        ) : cart.coupon ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Chip icon={<LocalOfferRoundedIcon />} color="success" label={cart.coupon.code} data-testid="applied-coupon" />
            <Button size="small" onClick={() => void clear()} disabled={busy} data-testid="coupon-clear">
              {t('consumer:coupon.clear')}
            </Button>
          </Stack>
        ) : (
          <Stack
            direction="row"
            spacing={1}
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              void apply(code);
            }}
          >
            <TextField
              size="small"
              label={t('consumer:coupon.code')}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={busy || !code.trim()} data-testid="coupon-apply">
              {t('consumer:coupon.apply')}
            </Button>
          </Stack>
        )}
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 1 }} data-testid="coupon-message" onClose={() => setResult(null)}>
            {result.message}
          </Alert>
        )}
        {coupons.data && coupons.data.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('consumer:coupon.available')}
            </Typography>
            <Stack spacing={1}>
              {coupons.data.map((c) => (
                <Stack
                  key={c.uuid}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 1.5, p: 1 }}
                  data-testid="coupon-offer"
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{c.code}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.description}
                    </Typography>
                  </Box>
                  <Button size="small" disabled={busy || cart.coupon?.code === c.code} onClick={() => void apply(c.code)}>
                    {t('consumer:coupon.apply')}
                  </Button>
                </Stack>
              ))}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** A line's note, and a way to change it (kept with the line; offline too). */
function LineNote({ uuid, note, onSave }: { uuid: string; note: string | null; onSave: (note: string | null) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  if (editing !== null)
    return (
      <Stack
        direction="row"
        spacing={1}
        component="form"
        sx={{ mt: 0.5, alignItems: 'center' }}
        onSubmit={(e) => {
          e.preventDefault();
          onSave(editing.trim() || null);
          setEditing(null);
        }}
      >
        <TextField
          size="small"
          label={t('consumerOffline:note.label')}
          value={editing}
          autoFocus
          onChange={(e) => setEditing(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `note-input-${uuid}` } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" size="small" data-testid="note-save">
          {t('consumerOffline:note.save')}
        </Button>
        <Button size="small" onClick={() => setEditing(null)}>
          {t('consumerOffline:note.cancel')}
        </Button>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('consumer:cart.noteLabel', { note })}
        </Typography>
      )}
      <Button size="small" sx={{ minWidth: 0, px: 0.5 }} onClick={() => setEditing(note ?? '')} data-testid="note-edit">
        {t('consumerOffline:note.edit')}
      </Button>
    </Stack>
  );
}
