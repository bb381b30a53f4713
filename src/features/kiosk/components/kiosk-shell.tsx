// A bound kiosk: attract screen -> menu -> cart -> payment -> receipt, full screen for a counter
// (1080x1920 portrait or 1920x1080 landscape). The cart lives on the device; orders go through the
// outbox so that they are taken with or without the network. An idle guest is asked whether they
// are still there (on every screen but the attract screen, the payment screen too, never while a
// payment is in flight), then the kiosk starts over for the next guest: cart, name, payment and any
// iCash sign-in gone, the kiosk's default language back; the receipt counts down to the attract
// screen on its own. A product with choices opens the product sheet (the shared one, full screen);
// adding a product a combo offers asks "Make it a meal?" once per guest. The menu is read again for
// each new guest, so a product or option marked sold out since stops being offered. Guests see the
// connection as a dot; staff hold the logo for 3 s for "Sync now", the outbox's counts and "Staff".
import BadgeRoundedIcon from '@mui/icons-material/BadgeRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/feedback/page-loader';
import { ApiError } from '../../../lib/api-client';
import { lazyPart } from '../../../lib/lazy-part';
import type { KioskBinding } from '../../../lib/kiosk-device';
import { useSyncStatus } from '../../../lib/offline/sync';
import { TIMEOUTS } from '../../../config/constants';
import { usePageTitle } from '../../../lib/use-page-title';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { PlacedOrder } from '../../../../server/contracts/ordering';
import type { ProductChoicesResult, SheetRequest } from '../../../components/product-choices/product-choices-sheet';
import { needsChoices } from '../../../components/product-choices/sheet-state';
import type { OrderDetail } from '../../../../server/contracts/orders';
import type { KioskWalletPass } from '../../../../server/contracts/kiosk';
import { forgetWallet, kioskOrder, placeOnlineOrder, previewCoupon } from '../api/kiosk-api';
import { buildOrder, keepCardDraft, orderLabel, takeCardDraft, type KioskOrderDraft, type KioskPayMethod } from '../api/kiosk-orders';
import { useIdleReset } from '../hooks/use-idle-reset';
import { useKioskBanners } from '../hooks/use-kiosk-banners';
import { useLongPress } from '../hooks/use-long-press';
import type { IdleTiming } from '../idle-state';
import { kioskLanguage } from '../kiosk-language';
import { useKioskMenu } from '../hooks/use-kiosk-menu';
import { useKioskOrder } from '../hooks/use-kiosk-order';
import { capOf, cartReducer, cartTotals, lineKey, productCount, type KioskLine } from '../kiosk-cart';
import { NO_FILTER, type AllergenFilter } from '../allergen-filter-state';
import { AttractScreen } from './attract-screen';
import type { CouponState } from './cart-screen';
import { combosFor, MealOfferBar } from './meal-offer-bar';
import { MenuScreen } from './menu-screen';
import { SyncDot } from './sync-dot';

// The attract screen is the kiosk's first screen and the menu the one its tap opens: the later steps,
// the product sheet and the dialogs load after them (issue 13), fetched as soon as the kiosk shows, so
// they are there before a guest gets to them.
const CartScreen = lazyPart(() => import('./cart-screen').then((m) => ({ default: m.CartScreen })), <PageLoader />);
const PaymentScreen = lazyPart(() => import('./payment-screen').then((m) => ({ default: m.PaymentScreen })), <PageLoader />);
const ReceiptScreen = lazyPart(() => import('./receipt-screen').then((m) => ({ default: m.ReceiptScreen })), <PageLoader />);
const SheetFor = lazyPart(() => import('../../../components/product-choices/product-choices-sheet').then((m) => ({ default: m.SheetFor })));
const StaffDialog = lazyPart(() => import('./staff-dialog').then((m) => ({ default: m.StaffDialog })));
const IdleDialog = lazyPart(() => import('./idle-dialog').then((m) => ({ default: m.IdleDialog })));
const LanguageSwitcher = lazyPart(() => import('../../../components/language-switcher').then((m) => ({ default: m.LanguageSwitcher })));
// Staff only (held logo): the full connection and outbox status, with "Sync now" and the refused writes.
const SyncStatus = lazyPart(() => import('../../../components/offline/sync-status').then((m) => ({ default: m.SyncStatus })));
const LATER_PARTS = [CartScreen, PaymentScreen, ReceiptScreen, SheetFor, StaffDialog, IdleDialog, LanguageSwitcher, SyncStatus];

/** The seconds left, large, inside the "Starting over in …" sentence. */
/** A guest who stops touching the screen is asked, then the kiosk starts over. */
const GUEST_IDLE: IdleTiming = { idleMs: TIMEOUTS.kioskIdle, countdownMs: TIMEOUTS.kioskIdleCountdown };
/** The receipt counts down at once; a touch gives the guest the whole time again. */
const RECEIPT_SHOWN: IdleTiming = { idleMs: 0, countdownMs: TIMEOUTS.kioskReceipt, touchRestartsCountdown: true };
/** The staff controls hide again once nobody touches the screen for a while. */
const STAFF_SHOWN: IdleTiming = { idleMs: TIMEOUTS.kioskStaffReveal, countdownMs: 0 };

type View = 'attract' | 'menu' | 'cart' | 'payment' | 'receipt';

/** A receipt from the server's order alone (a card order whose draft this tab no longer has). */
function draftFromDetail(binding: KioskBinding, o: OrderDetail): KioskOrderDraft {
  return {
    id: o.order_id,
    body: {
      order_id: o.order_id,
      company_uuid: o.company_uuid,
      store_uuid: o.store_uuid,
      channel: 'kiosk',
      payment_method: 'card',
      customer_name: o.customer_name ?? '',
      items: o.items.map((i) => ({ product_uuid: i.product_uuid ?? '', quantity: i.quantity })),
      ip_address: binding.device_uuid,
    },
    lines: o.items.map((i) => ({
      key: i.uuid,
      product_uuid: i.product_uuid ?? i.uuid,
      name: i.name,
      image: null,
      unit_price: i.unit_price,
      product_price: i.base_price ?? i.unit_price,
      quantity: i.quantity,
      chosen: i.options ?? [],
      combo_chosen: i.combo ?? [],
      note: i.note ?? '',
      cap: i.quantity,
    })),
    totals: { items: o.items.reduce((n, i) => n + i.quantity, 0), subtotal: o.subtotal, discount: o.discount, tax: o.tax, total: o.total },
    currency: o.currency,
    offline: false,
    taken_at: o.created_at,
  };
}

/** The sheet open now: a product, a line being edited, or a combo offered for a main the guest was adding. */
interface SheetState extends SheetRequest<PublicProduct> {
  /** "Make it a meal": the main the meal replaces, put back in the order if the meal is not taken. */
  mealFor?: Pending;
}

/** A main the guest added, while "Make it a meal?" is offered for it. */
interface Pending {
  product: PublicProduct;
  choice?: ProductChoicesResult;
}

export function KioskShell({ binding }: { binding: KioskBinding }) {
  const { t, i18n } = useTranslation();
  usePageTitle(binding.store_name);
  const [view, setView] = useState<View>('attract');
  useEffect(() => LATER_PARTS.forEach((part) => part.preloadSoon()), []);
  const [lines, dispatch] = useReducer(cartReducer, []);
  const [coupon, setCoupon] = useState<CouponState | null>(null);
  const [staffOpen, setStaffOpen] = useState(false);
  // The staff controls (held logo): hidden from guests.
  const [staffShown, setStaffShown] = useState(false);
  /** A payment on its way (sent, no answer yet): the kiosk waits for its outcome before any reset. */
  const [paying, setPaying] = useState(false);
  const banners = useKioskBanners(binding);
  // iCash: the pass of the consumer signed in at this screen (one order, then it is used up).
  const [wallet, setWallet] = useState<KioskWalletPass | null>(null);
  /** An iCash order whose answer was lost: sent again as the same order (same key and id). */
  const walletDraft = useRef<KioskOrderDraft | null>(null);
  const { online } = useSyncStatus(binding.store_uuid);
  const menuState = useKioskMenu(binding);
  const { menu, reload } = menuState;
  const [filter, setFilter] = useState<AllergenFilter>(NO_FILTER);
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [offer, setOffer] = useState<{ pending: Pending; combos: PublicProduct[] } | null>(null);
  /** Products this guest was already offered a meal for: asked once, not at every add. */
  const offered = useRef(new Set<string>());
  const order = useKioskOrder(binding);
  const taxBps = binding.tax_rate_bps ?? 0;
  // A coupon is checked by the server: offline it cannot be, and the order goes without it.
  const discount = coupon && online ? coupon.discount : 0;
  const totals = useMemo(() => cartTotals(lines, taxBps, discount), [lines, taxBps, discount]);

  /** Another sign-in, "Not you?" or a reset: the pass being let go of is given back to the server. */
  const changeWallet = useCallback(
    (next: KioskWalletPass | null) => {
      if (wallet && wallet.wallet_pass !== next?.wallet_pass) void forgetWallet(binding, wallet.wallet_pass);
      setWallet(next);
      walletDraft.current = null;
    },
    [binding, wallet],
  );

  const startOver = useCallback(() => {
    dispatch({ type: 'clear' });
    setCoupon(null);
    setFilter(NO_FILTER);
    setSheet(null);
    setOffer(null);
    offered.current = new Set();
    // The next guest gets the menu as the store has it now (sold-out products and options included).
    reload();
    changeWallet(null);
    order.reset();
    setStaffOpen(false);
    setStaffShown(false);
    setView('attract');
    // The next guest starts in the kiosk's language, whatever the last one chose.
    const language = kioskLanguage(binding);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [order, changeWallet, reload, binding, i18n]);

  const { state: receiptState } = order;
  // Everywhere but the attract screen and the receipt (it has its own countdown); never while a
  // payment is in flight, nor while a card payment's outcome is still being checked.
  const idle = useIdleReset(view !== 'attract' && view !== 'receipt' && !paying, startOver, GUEST_IDLE);
  const receiptClock = useIdleReset(view === 'receipt' && receiptState.kind !== 'checking', startOver, RECEIPT_SHOWN);
  const hideStaff = useCallback(() => setStaffShown(false), []);
  useIdleReset(staffShown, hideStaff, STAFF_SHOWN);
  const logoHold = useLongPress(() => setStaffShown(true), TIMEOUTS.kioskStaffHold);

  // The server ends a pass after 10 minutes; the screen lets go of it then too.
  useEffect(() => {
    if (!wallet) return undefined;
    const timer = window.setTimeout(() => changeWallet(null), Math.max(0, new Date(wallet.expires_at).getTime() - Date.now()));
    return () => window.clearTimeout(timer);
  }, [wallet, changeWallet]);

  const applyCoupon = useCallback(
    async (code: string): Promise<string | null> => {
      try {
        const preview = await previewCoupon(binding, code, lines);
        setCoupon({ code, discount: preview.discount, message: preview.message });
        return null;
      } catch (e) {
        return e instanceof ApiError && !e.isNetwork ? e.message : t('kiosk:errors.network');
      }
    },
    [binding, lines, t],
  );

  // The cart changed under an applied coupon: ask the server again (the discount may change or end).
  const couponCode = coupon?.code ?? null;
  const firstLines = useRef(lines);
  useEffect(() => {
    if (!couponCode || !online || lines === firstLines.current) return undefined;
    firstLines.current = lines;
    if (lines.length === 0) {
      setCoupon(null);
      return undefined;
    }
    let live = true;
    previewCoupon(binding, couponCode, lines)
      .then((p) => live && setCoupon({ code: couponCode, discount: p.discount, message: p.message }))
      .catch(() => live && setCoupon(null));
    return () => {
      live = false;
    };
  }, [lines, couponCode, online, binding]);

  // Back from the card gateway's page (/app/kiosk?order=ORD-…): the receipt says how the payment ended.
  const { show } = order;
  useEffect(() => {
    const orderId = new URLSearchParams(window.location.search).get('order');
    if (!orderId) return;
    window.history.replaceState(null, '', window.location.pathname);
    const kept = takeCardDraft(orderId);
    if (kept) show(kept, { kind: 'checking' });
    setView('receipt');
    kioskOrder(binding, orderId)
      .then((o) => {
        const draft = kept ?? draftFromDetail(binding, o);
        if (o.payment_status === 'paid') show(draft, { kind: 'confirmed', order: o as unknown as PlacedOrder });
        else show(draft, { kind: 'declined' });
      })
      .catch(() => {
        if (kept) show(kept, { kind: 'refused', message: t('kiosk:errors.network') });
        else setView('attract');
      });
  }, [binding, show, t]);

  /** The order is out of the cart: an empty cart, no coupon, and the receipt. */
  const toReceipt = useCallback(() => {
    dispatch({ type: 'clear' });
    setCoupon(null);
    setView('receipt');
  }, []);

  const placeOrder = useCallback(
    async (name: string, method: KioskPayMethod) => {
      if (method === 'wallet' && online) {
        if (!wallet) throw new Error(t('kiosk:wallet.signInFirst'));
        // iCash needs the network: sent now. A retry after a lost answer sends the same order again.
        const kept = walletDraft.current;
        const same = kept && kept.body.wallet_pass === wallet.wallet_pass && kept.totals.total === totals.total && kept.body.customer_name === name.trim();
        const draft = same
          ? kept
          : buildOrder(binding, lines, totals, { customerName: name, couponCode, offline: false, method, walletPass: wallet.wallet_pass });
        walletDraft.current = draft;
        let result;
        try {
          result = await placeOnlineOrder(binding, draft.id, draft.body);
        } catch (e) {
          // A refusal (not a lost answer) is final for this draft; one naming the pass ends the sign-in.
          if (e instanceof ApiError && !e.isNetwork) {
            walletDraft.current = null;
            if (e.fieldErrors.wallet_pass) setWallet(null);
          }
          throw e;
        }
        walletDraft.current = null;
        // The pass is used up by the order.
        setWallet(null);
        show(draft, { kind: 'confirmed', order: result.order });
        toReceipt();
        return;
      }
      const draft = buildOrder(binding, lines, totals, { customerName: name, couponCode: online ? couponCode : null, offline: !online, method });
      if (draft.body.payment_method === 'card') {
        // Card needs the network: sent now, then the payer goes to the gateway's page and back.
        const result = await placeOnlineOrder(binding, draft.id, draft.body);
        if (result.payment.redirect_url) {
          keepCardDraft(draft);
          window.location.assign(result.payment.redirect_url);
          return;
        }
        show(draft, { kind: 'confirmed', order: result.order });
        toReceipt();
        return;
      }
      await order.place(draft, orderLabel(draft, t('kiosk:cart.items', { count: totals.items })));
      toReceipt();
    },
    [binding, lines, totals, online, couponCode, order, show, t, wallet, toReceipt],
  );

  /** Placing the order: the idle reset waits while it is on its way (a card order leaves for the gateway's page). */
  const pay = useCallback(
    async (name: string, method: KioskPayMethod) => {
      setPaying(true);
      try {
        await placeOrder(name, method);
      } finally {
        setPaying(false);
      }
    },
    [placeOrder],
  );

  /** The menu's product of a cart line (null once it left the menu). */
  const productOf = (l: KioskLine): PublicProduct | null => menu?.products.find((p) => p.uuid === l.product_uuid) ?? null;

  /** Into the order; a combo's main added for the first time by this guest also offers the meal. */
  const addProduct = (pending: Pending) => {
    dispatch({ type: 'add', product: pending.product, choice: pending.choice });
    const combos = offered.current.has(pending.product.uuid) ? [] : combosFor(menu?.products ?? [], pending.product);
    if (combos.length) offered.current.add(pending.product.uuid);
    setOffer(combos.length ? { pending, combos } : null);
  };

  /** The meal replaces the main just added: it comes out of the order, and the combo's sheet opens with it chosen. */
  const takeMeal = (combo: PublicProduct) => {
    if (!offer) return;
    const { product, choice } = offer.pending;
    const key = lineKey(product.uuid, choice?.options, choice && product.is_combo ? choice.combo : undefined);
    const line = lines.find((l) => l.key === key);
    const quantity = choice?.quantity ?? 1;
    if (line) dispatch({ type: 'set', key, quantity: line.quantity - quantity });
    const slot = combo.combo_slots[0];
    setOffer(null);
    setSheet({ product: combo, mealFor: offer.pending, initial: { combo: slot ? [{ slot_uuid: slot.uuid, product_uuid: product.uuid }] : [], quantity } });
  };

  const sheetAdd = (choice: ProductChoicesResult) => {
    if (!sheet) return;
    setSheet(null);
    if (sheet.editKey) dispatch({ type: 'replace', key: sheet.editKey, product: sheet.product, choice });
    // The meal holds the main (taken out of the order when the meal was chosen).
    else if (sheet.mealFor) dispatch({ type: 'add', product: sheet.product, choice });
    else addProduct({ product: sheet.product, choice });
  };

  /** The order so far as the menu and the cart show it. */
  const basket = { lines, totals, currency: binding.currency };
  /** How many more the sheet may add: the product's cap less what the cart holds (a line being edited counts as free). */
  const sheetRoom = ({ product, editKey }: SheetState) =>
    Math.max(1, capOf(product) - productCount(lines, product.uuid) + (editKey ? (lines.find((l) => l.key === editKey)?.quantity ?? 0) : 0));
  const sheetClose = () => {
    // The meal's sheet closed without adding: the main goes back into the order as it was.
    if (sheet?.mealFor) dispatch({ type: 'add', product: sheet.mealFor.product, choice: sheet.mealFor.choice });
    setSheet(null);
  };

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', overflow: 'hidden' }} data-testid="kiosk">
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          minHeight: 72,
        }}
      >
        {/* Held for 3 s (staff), the logo reveals the staff controls; a guest's tap does nothing. */}
        <Box
          {...logoHold}
          data-testid="kiosk-logo"
          sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1.5, userSelect: 'none', WebkitTouchCallout: 'none' }}
        >
          <Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" draggable={false} sx={{ width: 48, height: 48, flex: '0 0 auto' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 800 }}>
              {binding.store_name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {binding.name}
            </Typography>
          </Box>
        </Box>
        {view !== 'attract' && <LanguageSwitcher color="primary" touch />}
        {!staffShown && <SyncDot scope={binding.store_uuid} />}
      </Box>
      {staffShown && (
        <Box
          component="section"
          aria-label={t('kiosk:staff.controls')}
          data-testid="kiosk-staff-controls"
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, p: 1, bgcolor: 'action.selected', borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SyncStatus scope={binding.store_uuid} size="small" touch />
          </Box>
          <Button
            size="large"
            variant="outlined"
            startIcon={<BadgeRoundedIcon />}
            onClick={() => setStaffOpen(true)}
            sx={{ minHeight: 48 }}
          >
            {t('kiosk:staff.button')}
          </Button>
          <Button size="large" startIcon={<CloseRoundedIcon />} onClick={hideStaff} sx={{ minHeight: 48 }}>
            {t('kiosk:staff.hide')}
          </Button>
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {view === 'attract' && (
          <AttractScreen
            storeName={binding.store_name}
            companyName={binding.company_name}
            banners={banners}
            onStart={() => setView('menu')}
          />
        )}
        {view === 'menu' && (
          <MenuScreen
            {...menuState}
            {...basket}
            filter={filter}
            onFilter={setFilter}
            onAdd={(p) => addProduct({ product: p })}
            onOpen={(p) => setSheet({ product: p })}
            onCart={() => {
              setOffer(null);
              setView('cart');
            }}
            offer={offer && <MealOfferBar main={offer.pending.product} combos={offer.combos} onTake={takeMeal} onDecline={() => setOffer(null)} />}
          />
        )}
        {view === 'cart' && (
          <CartScreen
            {...basket}
            online={online}
            coupon={online ? coupon : null}
            onQuantity={(key, quantity) => dispatch({ type: 'set', key, quantity })}
            canEdit={(l) => Boolean(productOf(l)) && needsChoices(productOf(l)!)}
            onEdit={(l) => {
              const product = productOf(l);
              if (product) setSheet({ product, editKey: l.key, initial: { options: l.options, combo: l.combo, quantity: l.quantity, note: l.note } });
            }}
            onApplyCoupon={applyCoupon}
            onRemoveCoupon={() => setCoupon(null)}
            onBack={() => setView('menu')}
            onPay={() => setView('payment')}
          />
        )}
        {view === 'payment' && (
          <PaymentScreen
            binding={binding}
            lines={lines}
            totals={totals}
            online={online}
            couponLost={Boolean(coupon) && !online}
            wallet={wallet}
            onWallet={changeWallet}
            onBack={() => setView('cart')}
            onPlace={pay}
          />
        )}
        {view === 'receipt' && order.draft && (
          <ReceiptScreen
            draft={order.draft}
            state={order.state}
            storeName={binding.store_name}
            deviceId={binding.device_uuid}
            secondsLeft={receiptClock.remaining}
            onDone={startOver}
          />
        )}
      </Box>
      <SheetFor
        request={sheet}
        size="kiosk"
        userAllergens={filter.avoid}
        maxQuantity={sheet ? sheetRoom(sheet) : undefined}
        onAdd={sheetAdd}
        onClose={sheetClose}
      />
      <StaffDialog binding={binding} open={staffOpen} onClose={() => setStaffOpen(false)} />
      <IdleDialog remaining={idle.remaining} onStillHere={idle.stillHere} />
    </Box>
  );
}
