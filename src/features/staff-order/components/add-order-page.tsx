// /addNICorder: a front desk executive, manager, company user or admin places an order for a
// consumer: the store (within scope), the consumer (search), products and quantities, a note, a
// coupon, and payment at the counter or from the consumer's iCash. A product with sizes, options or
// a combo's slots opens the shared product sheet (checkLine's rule and price, as at the kiosk); each
// line then carries exactly its choices. One Idempotency-Key per attempt makes a double click (or a
// retry after a lost answer) one order; the placed order links to Orders.
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderableProduct } from '../../../../server/contracts/catalogue';
import type { CheckoutResult } from '../../../../server/contracts/ordering';
import type { UserRow } from '../../../../server/contracts/users';
import { ConsumerPicker } from '../../../components/forms/consumer-picker';
import { LineChoices } from '../../../components/product-choices/menu-marks';
import { SheetFor, type ProductChoicesResult, type SheetRequest } from '../../../components/product-choices/product-choices-sheet';
import { SearchField } from '../../../components/forms/search-field';
import { PageHeader } from '../../../components/layouts/page-header';
import { ScopePicker, type Scope } from '../../../components/scope/scope-picker';
import { orderViewPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/device-id';
import { formatMoney } from '../../../lib/money';
import { useAsync } from '../../../lib/use-async';
import { useCurrentUser } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { consumerWallet, listStoreProducts, placeOrder } from '../api/staff-order-api';
import { productInLanguage } from '../../../lib/in-language';
import {
  addLine, bodyFingerprint, checkoutBody, draftLines, hasChoices, lineKey, plainQuantity, replaceLine, setLineQuantity, subtotalOf, type LineState,
} from './order-draft';

/** The cheapest size of a product with a size group: its "from" price. */
const lowestSizePrice = (p: OrderableProduct) =>
  Math.min(...p.option_groups.filter((g) => g.kind === 'size').flatMap((g) => g.options.map((x) => x.price)));

/** The sheet open on a product: a new line, or the line `editKey` being changed. */
type SheetState = SheetRequest<OrderableProduct>;

/** `label` names what the buttons change (the product, or a line with its choices). */
function Stepper({ product, label, quantity, onChange }: { product: OrderableProduct; label?: string; quantity: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const name = label ?? product.name;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton size="small" onClick={() => onChange(quantity - 1)} disabled={quantity === 0} aria-label={t('backoffice:addOrder.less', { name })}>
        <RemoveRoundedIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        value={quantity}
        onChange={(e) => onChange(Number(e.target.value.replace(/\D/g, '') || 0))}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': t('backoffice:addOrder.quantityOf', { name }),
            style: { textAlign: 'center', width: 32, padding: '6px 4px' },
          },
        }}
      />
      <IconButton size="small" onClick={() => onChange(quantity + 1)} aria-label={t('backoffice:addOrder.more', { name })} color="primary">
        <AddRoundedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

export default function AddOrderPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('backoffice:addOrder.title'));
  const fixedStore = user?.role === 'manager' || user?.role === 'cashier';
  const [scope, setScope] = useState<Scope>(fixedStore ? { company_uuid: user?.company_uuid ?? undefined, store_uuid: user?.store_uuid ?? undefined } : {});
  const [consumer, setConsumer] = useState<UserRow | null>(null);
  const [search, setSearch] = useState('');
  const [lineStates, setLineStates] = useState<LineState[]>([]);
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [payment, setPayment] = useState<'counter' | 'wallet'>('counter');
  const [coupon, setCoupon] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<CheckoutResult | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);

  const companyUuid = scope.company_uuid ?? user?.company_uuid ?? undefined;
  const products = useAsync(
    async (signal) =>
      scope.store_uuid ? (await listStoreProducts(scope.store_uuid, search || undefined, signal)).map((p) => productInLanguage(p, i18n.language)) : [],
    [scope.store_uuid, search, i18n.language],
  );
  // Lines keep the products seen before a search narrowed the list.
  const [known, setKnown] = useState<Record<string, OrderableProduct>>({});
  const catalogue = useMemo(() => {
    const byUuid = { ...known };
    for (const p of products.data ?? []) byUuid[p.uuid] = p;
    return Object.values(byUuid).filter((p) => p.store_uuid === scope.store_uuid);
  }, [known, products.data, scope.store_uuid]);
  const wallet = useAsync(async (signal) => (consumer ? consumerWallet(consumer.uuid, signal) : null), [consumer?.uuid]);

  const lines = draftLines(lineStates, catalogue);
  const subtotal = subtotalOf(lines);
  const currency = lines[0]?.product.currency ?? products.data?.[0]?.currency ?? wallet.data?.currency ?? 'INR';
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const walletShort = payment === 'wallet' && wallet.data !== null && wallet.data.balance < subtotal;

  const remember = (p: OrderableProduct) => setKnown((k) => ({ ...k, [p.uuid]: p }));
  /** The stepper of a plain product (no choices: its defaults). */
  const change = (p: OrderableProduct, n: number) => {
    remember(p);
    const key = lineKey(p.uuid, undefined, undefined);
    setLineStates((ls) => (ls.some((l) => l.key === key) ? setLineQuantity(ls, key, n) : addLine(ls, { productUuid: p.uuid, quantity: n })));
  };
  const fromSheet = (result: ProductChoicesResult) => {
    if (!sheet) return;
    remember(sheet.product);
    const line = { productUuid: sheet.product.uuid, options: result.options, combo: result.combo, quantity: result.quantity, note: result.note };
    setLineStates((ls) => (sheet.editKey ? replaceLine(ls, sheet.editKey, line) : addLine(ls, line)));
    setSheet(null);
  };

  const missing: string[] = [];
  if (!scope.store_uuid || !companyUuid) missing.push(t('backoffice:addOrder.needStore'));
  if (!consumer) missing.push(t('backoffice:addOrder.needConsumer'));
  if (lines.length === 0) missing.push(t('backoffice:addOrder.needItems'));
  if (lines.some((l) => l.problem)) missing.push(t('backoffice:addOrder.fixLines'));

  const submit = async () => {
    if (inFlight.current || missing.length > 0 || !consumer || !scope.store_uuid || !companyUuid) return;
    const body = checkoutBody({ companyUuid, storeUuid: scope.store_uuid, consumerUuid: consumer.uuid, payment, coupon, note }, lines);
    const fingerprint = bodyFingerprint(body);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { fingerprint, key: randomUuid() };
    inFlight.current = true;
    setPlacing(true);
    setError(null);
    try {
      const result = await placeOrder(body, attempt.current.key);
      attempt.current = null;
      setPlaced(result);
    } catch (err) {
      // A refusal (4xx) made no order: the next try is a new attempt. Without an answer (network,
      // 5xx) the order may exist, so the same key goes again and the server answers what it made.
      if (err instanceof ApiError && err.status !== null && err.status < 500) attempt.current = null;
      setError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  const startOver = () => {
    setPlaced(null);
    setLineStates([]);
    setKnown({});
    setCoupon('');
    setNote('');
    setConsumer(null);
    setPayment('counter');
    setError(null);
  };

  if (placed) {
    const o = placed.order;
    return (
      <>
        <PageHeader title={t('backoffice:addOrder.title')} />
        <Card sx={{ maxWidth: 640 }} data-testid="order-placed">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CheckCircleRoundedIcon color="success" fontSize="large" />
                <Typography variant="h5" component="h2">
                  {t('backoffice:addOrder.placed', { id: o.order_id })}
                </Typography>
              </Stack>
              <Typography>
                {t('backoffice:addOrder.placedFor', { name: o.customer_name ?? consumer?.name ?? '', store: o.store_name })}
              </Typography>
              <Box>
                {o.items.map((it) => (
                  <Box key={it.uuid} sx={{ py: 0.25 }} data-testid="placed-line">
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                      <Typography variant="body2">
                        {it.quantity} × {it.name}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(it.line_total, o.currency, i18n.language)}
                      </Typography>
                    </Stack>
                    <LineChoices options={it.options} combo={it.combo} note={it.note} currency={o.currency} density="dense" />
                  </Box>
                ))}
                <Divider sx={{ my: 1 }} />
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 700 }}>{t('backoffice:addOrder.total')}</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{formatMoney(o.total, o.currency, i18n.language)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t(`backoffice:addOrder.paid.${o.payment_method === 'wallet' ? 'wallet' : 'counter'}`)}
                  {' · '}
                  {t(`backoffice:addOrder.payStatus.${o.payment_status}`, { defaultValue: o.payment_status })}
                </Typography>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to={orderViewPath(o.order_id)}>
                  {t('backoffice:addOrder.openOrder')}
                </Button>
                <Button onClick={startOver}>{t('backoffice:addOrder.another')}</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('backoffice:addOrder.title')}
        subtitle={t('backoffice:addOrder.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.backOffice.orders}>
            {t('backoffice:addOrder.backToOrders')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('backoffice:addOrder.who')}
              </Typography>
              <Stack spacing={2}>
                <ScopePicker
                  mode="form"
                  value={scope}
                  onChange={(next) => {
                    setScope(next);
                    if (next.store_uuid !== scope.store_uuid) {
                      setLineStates([]);
                      setKnown({});
                    }
                  }}
                />
                <ConsumerPicker value={consumer} onChange={setConsumer} />
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('backoffice:addOrder.products')}
              </Typography>
              {scope.store_uuid && <SearchField label={t('backoffice:addOrder.searchProducts')} onSearch={setSearch} />}
            </CardContent>
            {products.loading && <LinearProgress aria-label={t('backoffice:addOrder.loadingProducts')} />}
            {products.error && (
              <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={products.reload}>{t('backoffice:retry')}</Button>}>
                {products.error.message}
              </Alert>
            )}
            {!scope.store_uuid && (
              <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
                {t('backoffice:addOrder.pickStoreFirst')}
              </Typography>
            )}
            {scope.store_uuid && !products.loading && !products.error && (products.data ?? []).length === 0 && (
              <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
                {t('backoffice:addOrder.noProducts')}
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {(products.data ?? []).map((p, i, all) => (
                <Box component="li" key={p.uuid} data-testid="order-product">
                  {(i === 0 || all[i - 1].category_uuid !== p.category_uuid) && (
                    <Typography variant="overline" color="text.secondary" component="div" sx={{ px: 2, pt: 1, bgcolor: 'action.hover' }}>
                      {p.category_name}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={2} sx={{ px: 2, py: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography noWrap sx={{ fontWeight: 600 }}>
                        {p.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {hasChoices(p) && p.option_groups.some((g) => g.kind === 'size')
                          ? t('backoffice:addOrder.fromPrice', { price: formatMoney(lowestSizePrice(p), p.currency, i18n.language) })
                          : formatMoney(p.price, p.currency, i18n.language)}
                        {p.stock !== null && ` · ${t('backoffice:addOrder.stock', { count: p.stock })}`}
                      </Typography>
                      {hasChoices(p) && (
                        <Typography variant="caption" color="text.secondary" component="div" noWrap>
                          {p.is_combo
                            ? [t('backoffice:addOrder.combo'), ...p.combo_slots.map((s) => s.name)].join(' · ')
                            : p.option_groups.map((g) => g.name).join(' · ')}
                        </Typography>
                      )}
                    </Box>
                    {hasChoices(p) ? (
                      <Button
                        variant="outlined"
                        size="small"
                        startIcon={<TuneRoundedIcon />}
                        onClick={() => setSheet({ product: p })}
                        aria-label={t('backoffice:addOrder.chooseFor', { name: p.name })}
                        data-testid="order-product-choose"
                      >
                        {t('backoffice:addOrder.choose')}
                        {lineStates.some((l) => l.productUuid === p.uuid) &&
                          ` (${lineStates.filter((l) => l.productUuid === p.uuid).reduce((n, l) => n + l.quantity, 0)})`}
                      </Button>
                    ) : (
                      <Stepper product={p} quantity={plainQuantity(lineStates, p.uuid)} onChange={(n) => change(p, n)} />
                    )}
                  </Stack>
                </Box>
              ))}
            </Box>
          </Card>
        </Stack>

        <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('backoffice:addOrder.summary')}
              </Typography>
              {lines.length === 0 ? (
                <Typography color="text.secondary">{t('backoffice:addOrder.noItems')}</Typography>
              ) : (
                <Box data-testid="order-lines">
                  {lines.map((l) => (
                    <Box
                      key={l.state.key}
                      sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
                      data-testid="order-line"
                    >
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                          {l.quantity} × {l.product.name}
                        </Typography>
                        <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                          {money(l.lineTotal)}
                        </Typography>
                      </Stack>
                      <LineChoices options={l.options} combo={l.combo} note={l.state.note} currency={l.product.currency} density="dense" />
                      {l.problem && (
                        <Typography variant="caption" color="error" component="div" data-testid="order-line-problem">
                          {l.problem}
                        </Typography>
                      )}
                      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 0.25 }}>
                        {/* A plain product's quantity is changed in the list; a line with choices here. */}
                        {hasChoices(l.product) && (
                          <Stepper
                            product={l.product}
                            label={[l.product.name, ...l.combo.map((c) => c.name), ...l.options.map((o) => o.name)].join(', ')}
                            quantity={l.quantity}
                            onChange={(n) => setLineStates((ls) => setLineQuantity(ls, l.state.key, n))}
                          />
                        )}
                        {hasChoices(l.product) && (
                          <Tooltip title={t('backoffice:addOrder.editLine')}>
                            <IconButton
                              size="small"
                              aria-label={t('backoffice:addOrder.editLineOf', { name: l.product.name })}
                              onClick={() => setSheet({
                                product: l.product,
                                editKey: l.state.key,
                                initial: { options: l.state.options, combo: l.state.combo, quantity: l.quantity, note: l.state.note },
                              })}
                            >
                              <EditRoundedIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                        <Tooltip title={t('backoffice:addOrder.removeLine')}>
                          <IconButton
                            size="small"
                            aria-label={t('backoffice:addOrder.removeLineOf', { name: l.product.name })}
                            onClick={() => setLineStates((ls) => setLineQuantity(ls, l.state.key, 0))}
                          >
                            <DeleteOutlineRoundedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    </Box>
                  ))}
                  <Divider sx={{ my: 1 }} />
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 700 }}>{t('backoffice:addOrder.subtotal')}</Typography>
                    <Typography sx={{ fontWeight: 700 }} data-testid="order-subtotal">
                      {money(subtotal)}
                    </Typography>
                  </Stack>
                  <Typography variant="caption" color="text.secondary">
                    {t('backoffice:addOrder.taxNote')}
                  </Typography>
                </Box>
              )}
              <TextField
                label={t('backoffice:addOrder.coupon')}
                value={coupon}
                onChange={(e) => setCoupon(e.target.value)}
                size="small"
                helperText={t('backoffice:addOrder.couponHelp')}
                slotProps={{ htmlInput: { maxLength: 32 } }}
              />
              <TextField
                label={t('backoffice:addOrder.note')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                size="small"
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <div>
                <FormLabel id="pay-label">{t('backoffice:addOrder.payment')}</FormLabel>
                <RadioGroup aria-labelledby="pay-label" value={payment} onChange={(e) => setPayment(e.target.value as 'counter' | 'wallet')}>
                  <FormControlLabel value="counter" control={<Radio />} label={t('backoffice:addOrder.payCounter')} />
                  <FormControlLabel
                    value="wallet"
                    control={<Radio />}
                    disabled={!consumer}
                    label={
                      consumer && wallet.data
                        ? t('backoffice:addOrder.payWalletBalance', { balance: formatMoney(wallet.data.balance, wallet.data.currency, i18n.language) })
                        : t('backoffice:addOrder.payWallet')
                    }
                  />
                </RadioGroup>
                {walletShort && (
                  <Typography variant="body2" color="warning.main">
                    {t('backoffice:addOrder.walletShort')}
                  </Typography>
                )}
              </div>
              {error && (
                <Alert severity="error" data-testid="order-error">
                  {error.message}
                  {error instanceof ApiError &&
                    Object.entries(error.fieldErrors).map(([k, v]) => (
                      <Typography key={k} variant="body2">
                        {v}
                      </Typography>
                    ))}
                </Alert>
              )}
              {missing.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {missing.join(' · ')}
                </Typography>
              )}
              <Button variant="contained" size="large" disabled={placing || missing.length > 0} onClick={() => void submit()} data-testid="place-order">
                {placing ? t('backoffice:addOrder.placing') : t('backoffice:addOrder.place')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
      <SheetFor request={sheet} size="desk" maxQuantity={sheet?.product.stock ?? undefined} onAdd={fromSheet} onClose={() => setSheet(null)} />
    </>
  );
}
