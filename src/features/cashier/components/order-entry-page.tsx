// Walk-up order entry at the till: the store's menu as a grid, the ticket beside it (below it on a
// portrait tablet), the modifier pad for a product with choices (and for changing a line later),
// payment by cash (offline too, through the outbox) or iCash (online), then the receipt. The order
// shows as pending at once and as confirmed when the server acknowledges it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutResult } from '../../../../server/contracts/ordering';
import { PageLoader } from '../../../components/feedback/page-loader';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/device-id';
import { useOutbox } from '../../../lib/offline/outbox';
import { onSynced, useSyncStatus } from '../../../lib/offline/sync';
import { useAsync } from '../../../lib/use-async';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchTillMenu } from '../api/cashier-api';
import { productInLanguage } from '../../../lib/in-language';
import type { TillPlace } from '../hooks/use-till-context';
import { useTillWrites, type TillOrderMeta } from '../hooks/use-till-writes';
import { choicesOf, needsPad, padLine, type TillProduct } from '../pad-state';
import { discountAmounts, lineKey, newClientOrderId, NO_DISCOUNTS, parseTicket, placeLine, tillTotals, type TillDiscounts, type TillLine } from '../till-math';
import { fetchDiscountPolicy } from '../api/discounts-api';
import { useCurrentUser } from '../../../lib/use-auth';
import { STORAGE_KEYS } from '../../../config/constants';
import { lazyPart } from '../../../lib/lazy-part';
import { readJson, removeKey, writeJson } from '../../../lib/storage';
import type { PadRequest } from './modifier-pad';
import { ProductGrid } from './product-grid';
import type { ReceiptSync } from './receipt-dialog';
import { TillTicket } from './till-ticket';
// The wait badge comes after the screen: it shows once the server has answered anyway.
const WaitBadge = lazyPart(() => import('../../../components/wait-badge').then((m) => ({ default: m.WaitBadge })));

// The till's dialogs are no part of its first screen (issue 13): fetched as the till shows, so they are
// in memory before they are needed, and a till that goes offline still opens them.
const ModifierPad = lazyPart(() => import('./modifier-pad').then((m) => ({ default: m.ModifierPad })));
const PaymentDialog = lazyPart(() => import('./payment-dialog').then((m) => ({ default: m.PaymentDialog })));
const ReceiptDialog = lazyPart(() => import('./receipt-dialog').then((m) => ({ default: m.ReceiptDialog })));
// Discounts and a manager's approval (issue 16): fetched only when the cashier first asks for them.
const DiscountDialog = lazyPart(() => import('./discount-dialog').then((m) => ({ default: m.DiscountDialog })));
const ApprovalDialog = lazyPart(() => import('./approval-dialog').then((m) => ({ default: m.ApprovalDialog })));

/** Who gives discounts above the store's limit without a second manager (as the server decides). */
const SELF_APPROVING = new Set(['manager', 'company', 'admin']);

const byKey = (key: string) => (l: TillLine) => lineKey(l) === key;

/** The server's answer to a checkout, whether the engine hands over the envelope or its data. */
function checkoutAnswer(response: unknown): CheckoutResult | null {
  const r = response as { data?: CheckoutResult; order?: CheckoutResult['order'] } | null;
  if (r?.data?.order) return r.data;
  if (r?.order) return r as CheckoutResult;
  return null;
}

export default function OrderEntryPage({ place }: { place: TillPlace }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  usePageTitle(t('cashier:entry.title'));
  useEffect(() => [ModifierPad, PaymentDialog, ReceiptDialog].forEach((part) => part.preloadSoon()), []);
  // Names in the cashier's language (the answer holds every language; the choice is made here).
  const menu = useAsync(
    (signal) => fetchTillMenu(place.store_uuid, signal).then((m) => ({ ...m, products: m.products.map((p) => productInLanguage(p, language)) })),
    [place.store_uuid, language],
  );
  const { online } = useSyncStatus();
  const { conflicts } = useOutbox(place.store_uuid);
  const writes = useTillWrites(place);
  // The open ticket is kept on the device, so that a reload or a restart of the tablet loses nothing.
  const ticketKey = `${STORAGE_KEYS.tillTicket}:${place.store_uuid}`;
  const [lines, setLines] = useState<TillLine[]>(() => parseTicket(readJson(ticketKey)));
  useEffect(() => {
    if (lines.length) writeJson(ticketKey, lines);
    else removeKey(ticketKey);
  }, [lines, ticketKey]);
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ meta: TillOrderMeta; recordId: string | null; confirmed: boolean } | null>(null);
  const walletAttempt = useRef<{ key: string; orderId: string } | null>(null);
  const [discounts, setDiscounts] = useState<TillDiscounts>(NO_DISCOUNTS);
  const [discountOpen, setDiscountOpen] = useState(false);
  const [approving, setApproving] = useState<number | null>(null);
  const policy = useAsync((signal) => fetchDiscountPolicy(place.store_uuid, signal), [place.store_uuid]);
  const limit = policy.data?.approval_limit ?? 0;
  const user = useCurrentUser();
  // An empty ticket has no discounts left to give.
  useEffect(() => {
    if (lines.length === 0) setDiscounts(NO_DISCOUNTS);
  }, [lines.length]);

  const totals = useMemo(() => tillTotals(lines, place.tax_rate_bps, discounts), [lines, place.tax_rate_bps, discounts]);
  const given = useMemo(() => discountAmounts(lines, discounts), [lines, discounts]);
  const counts = useMemo(() => {
    const out: Record<string, number> = {};
    for (const l of lines) out[l.product_uuid] = (out[l.product_uuid] ?? 0) + l.quantity;
    return out;
  }, [lines]);
  const [pad, setPad] = useState<PadRequest | null>(null);
  const products = menu.data?.products as TillProduct[] | undefined;
  const byUuid = useMemo(() => new Map((products ?? []).map((p) => [p.uuid, p])), [products]);

  // The receipt turns confirmed when the engine reports this record acknowledged; the server's own
  // numbers (its order id, total, change) then replace the till's.
  const recordId = receipt?.recordId ?? null;
  useEffect(() => {
    if (!recordId) return;
    return onSynced((record, response) => {
      if (record.id !== recordId) return;
      const answer = checkoutAnswer(response);
      setReceipt((r) =>
        r && r.recordId === record.id
          ? {
              ...r,
              confirmed: true,
              meta: answer
                ? {
                    ...r.meta,
                    order_id: answer.order.order_id,
                    call_number: answer.order.call_number ?? r.meta.call_number,
                    subtotal: answer.order.subtotal,
                    discount: answer.order.discount,
                    tax: answer.order.tax,
                    total: answer.order.total,
                    change_due: answer.payment.change_due ?? r.meta.change_due,
                  }
                : r.meta,
            }
          : r,
      );
    });
  }, [recordId]);

  const conflict = recordId ? conflicts.find((c) => c.id === recordId) : undefined;
  const sync: ReceiptSync = conflict
    ? { state: 'conflict', message: conflict.error?.message ?? '' }
    : receipt?.confirmed
      ? { state: 'confirmed' }
      : { state: 'pending' };

  // A plain product goes on the ticket with one tap; one with choices opens the pad.
  const add = useCallback((p: TillProduct) => {
    if (needsPad(p)) setPad({ product: p });
    else setLines((ls) => placeLine(ls, padLine(p, null, 1, '')));
  }, []);
  const edit = useCallback(
    (key: string) => {
      const line = lines.find((l) => lineKey(l) === key);
      const product = line && byUuid.get(line.product_uuid);
      if (line && product) setPad({ product, edit: { key, choices: choicesOf(product, line), quantity: line.quantity, note: line.note } });
    },
    [lines, byUuid],
  );
  const padDone = useCallback((line: TillLine, replacing?: string) => {
    setLines((ls) => placeLine(ls, line, replacing));
    setPad(null);
  }, []);
  const setQuantity = useCallback(
    (key: string, q: number) =>
      setLines((ls) => (q <= 0 ? ls.filter((l) => !byKey(key)(l)) : ls.map((l) => (byKey(key)(l) ? { ...l, quantity: q } : l)))),
    [],
  );
  const setNote = useCallback((key: string, note: string) => setLines((ls) => ls.map((l) => (byKey(key)(l) ? { ...l, note } : l))), []);
  const removeLine = useCallback((key: string) => {
    setLines((ls) => ls.filter((l) => !byKey(key)(l)));
    setPad(null);
  }, []);

  const openPay = () => {
    setPayError(null);
    walletAttempt.current = null;
    // Manual discounts above the store's limit: a manager approves first (online only).
    const needsManager = given.manualTotal > limit && !SELF_APPROVING.has(user?.role ?? '');
    if (needsManager && (!discounts.approval || discounts.approval.amount < given.manualTotal)) {
      setApproving(given.manualTotal);
      return;
    }
    setPaying(true);
  };

  const payCash = async (tendered: number) => {
    setBusy(true);
    setPayError(null);
    try {
      const { recordId: id, meta } = await writes.placeCashOrder(lines, tendered, !online, discounts);
      setReceipt({ meta, recordId: id, confirmed: false });
      setLines([]);
      setDiscounts(NO_DISCOUNTS);
      setPaying(false);
    } catch (e) {
      // Only a failure to store the order on this device lands here: nothing was taken.
      setPayError(t('cashier:pay.storeFailed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };

  const payWallet = async (consumer: { uuid: string; name: string }) => {
    setBusy(true);
    setPayError(null);
    // One attempt keeps its key and order id across retries, so a lost answer never charges twice.
    walletAttempt.current ??= { key: randomUuid(), orderId: newClientOrderId() };
    try {
      const { meta } = await writes.placeWalletOrder(lines, consumer, walletAttempt.current.key, walletAttempt.current.orderId, discounts);
      walletAttempt.current = null;
      setReceipt({ meta, recordId: null, confirmed: true });
      setLines([]);
      setDiscounts(NO_DISCOUNTS);
      setPaying(false);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      if (err && !err.isNetwork && (err.status ?? 0) < 500 && err.status !== 409) walletAttempt.current = null;
      setPayError(err?.isNetwork ? t('cashier:pay.walletNetwork') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (menu.loading && !menu.data) return <PageLoader />;
  if (!menu.data)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button onClick={menu.reload}>{t('cashier:retry')}</Button>}>
          {t('cashier:entry.menuFailed')}
        </Alert>
      </Box>
    );

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {/* The tab bar names the screen; the page's h1 is for screen readers. */}
        <Box component="h1" sx={visuallyHidden}>
          {t('cashier:entry.title')}
        </Box>
        <WaitBadge storeUuid={place.store_uuid} sx={{ alignSelf: 'flex-end', mx: 1.5, mt: 1 }} />
        {!menu.data.fresh && (
          <Alert severity="info" sx={{ borderRadius: 0 }}>
            {t('cashier:entry.menuKept')}
          </Alert>
        )}
        <ProductGrid products={menu.data.products} counts={counts} onAdd={add} />
      </Box>
      <Box
        sx={{
          width: { xs: '100%', md: 380 },
          height: { xs: '46%', md: 'auto' },
          minHeight: 0,
          borderLeft: { md: 1 },
          borderTop: { xs: 1, md: 0 },
          borderColor: 'divider',
        }}
      >
        <TillTicket
          lines={lines}
          totals={totals}
          currency={place.currency}
          taxRateBps={place.tax_rate_bps}
          onQuantity={setQuantity}
          onNote={setNote}
          canEdit={(l) => byUuid.has(l.product_uuid)}
          onEdit={edit}
          onClear={() => setLines([])}
          onPay={openPay}
          discountRows={[
            ...(discounts.coupon && given.coupon > 0
              ? [{ key: 'coupon', label: t('discounts:coupon', { code: discounts.coupon.code }), amount: given.coupon }]
              : []),
            ...given.manual.map((m) => ({
              key: m.discount.line ?? 'order',
              label: m.name ? t('discounts:onLine', { name: m.name, reason: m.discount.reason }) : t('discounts:onOrder', { reason: m.discount.reason }),
              amount: m.amount,
            })),
          ]}
          discountProblem={given.over ? t('discounts:tooMuchOnTicket') : null}
          onDiscount={() => setDiscountOpen(true)}
        />
      </Box>
      <ModifierPad request={pad} currency={place.currency} onClose={() => setPad(null)} onDone={padDone} onRemove={removeLine} />
      <PaymentDialog
        open={paying}
        total={totals.total}
        currency={place.currency}
        online={online}
        busy={busy}
        error={payError}
        onClose={() => setPaying(false)}
        onCash={(n) => void payCash(n)}
        onWallet={(c) => void payWallet(c)}
      />
      {discountOpen && (
        <DiscountDialog
          open
          lines={lines}
          discounts={discounts}
          currency={place.currency}
          online={online}
          storeUuid={place.store_uuid}
          limit={SELF_APPROVING.has(user?.role ?? '') ? Number.MAX_SAFE_INTEGER : limit}
          onChange={setDiscounts}
          onClose={() => setDiscountOpen(false)}
        />
      )}
      {approving !== null && (
        <ApprovalDialog
          amount={approving}
          reason={given.manual.map((m) => m.discount.reason).join(', ')}
          limit={limit}
          currency={place.currency}
          storeUuid={place.store_uuid}
          online={online}
          onApproved={(a) => {
            setDiscounts((d) => ({ ...d, approval: { uuid: a.uuid, approved_by_name: a.approved_by_name, amount: a.amount } }));
            setApproving(null);
            setPaying(true);
          }}
          onClose={() => setApproving(null)}
        />
      )}
      <ReceiptDialog meta={receipt?.meta ?? null} storeName={place.store_name} sync={sync} onClose={() => setReceipt(null)} />
    </Box>
  );
}
