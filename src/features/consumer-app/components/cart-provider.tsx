import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import { STORAGE_KEYS } from '../../../config/constants';
import { getDeviceId } from '../../../lib/device-id';
import { lazyPart } from '../../../lib/lazy-part';
import type { OutboxRecord } from '../../../lib/offline/outbox';
import { readJson, writeJson } from '../../../lib/storage';
import { useCurrentUser } from '../../../lib/use-auth';
import { companyStores } from '../api/browse-api';
import { loadCart, mergeGuestCart } from '../api/cart-api';
import { CartContext, type CartContextValue, type ConsumerCompany } from '../hooks/use-cart';
import type * as KeptCart from '../offline/cart-sync';
import type { LocalCart } from '../offline/local-cart';

// The cart's work — reading and keeping it on the phone, offline changes through the outbox, the
// reconciliation — lives in its own chunk (offline/cart-sync.tsx), loaded beside the first cart
// answer rather than with the first screen (issue 13).
let kept: typeof KeptCart | null = null;
const loadKept = () => import('../offline/cart-sync').then((m) => (kept = m));
const CartSync = lazyPart(loadKept);

/**
 * Holds the cart of the company being browsed; a guest's cart joins the user's on sign-in. The cart
 * is kept on the phone (IndexedDB) as the server last answered it; without a network it is read
 * from there, and changes made then are shown at once, marked waiting, and sent through the outbox.
 * Once they are all answered, the server's cart is read and compared with what the person saw: what
 * changed (a price, a product gone) is said until the person has seen it (issue 17).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const userUuid = user?.uuid ?? null;
  const owner = useMemo(() => ({ userUuid }), [userUuid]);
  const [company, setCompanyState] = useState<ConsumerCompany | null>(() => readJson<ConsumerCompany>(STORAGE_KEYS.consumerCompany));
  const [local, setLocalState] = useState<LocalCart | null>(null);
  const localRef = useRef<LocalCart | null>(null);
  const [loading, setLoading] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [offline, setOffline] = useState(() => navigator.onLine === false);
  const [tick, setTick] = useState(0);
  /** Offline changes being written to the outbox: the outbox must not be read as drained meanwhile. */
  const [enqueuing, setEnqueuing] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const revision = useRef(0);
  const adopted = useRef(0);
  const reconciling = useRef(false);
  const previousUser = useRef<string | null>(userUuid);

  const setLocal = useCallback((next: LocalCart | null) => {
    localRef.current = next;
    setLocalState(next);
  }, []);

  const setCompany = useCallback((next: ConsumerCompany) => {
    setCompanyState((prev) =>
      prev && prev.uuid === next.uuid && prev.slug === next.slug && prev.currency === next.currency && prev.name === next.name ? prev : next,
    );
    writeJson(STORAGE_KEYS.consumerCompany, next);
  }, []);

  // The browser's word on the network: going offline is believed at once; coming back reloads the cart.
  useEffect(() => {
    const down = () => setOffline(true);
    const up = () => {
      setOffline(false);
      setTick((n) => n + 1);
    };
    window.addEventListener('offline', down);
    window.addEventListener('online', up);
    return () => {
      window.removeEventListener('offline', down);
      window.removeEventListener('online', up);
    };
  }, []);

  // A company consumer who has not browsed yet is in their own company's cafeteria.
  const ownSlug = user?.company_slug ?? null;
  const hasCompany = company !== null;
  useEffect(() => {
    if (hasCompany || !ownSlug) return;
    const controller = new AbortController();
    companyStores(ownSlug, controller.signal)
      .then(({ company: c }) => !controller.signal.aborted && setCompany({ uuid: c.uuid, slug: c.slug, name: c.name, currency: c.currency }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [hasCompany, ownSlug, setCompany]);

  const companyUuid = company?.uuid ?? null;
  const currency = company?.currency ?? '';
  const host = useMemo<KeptCart.KeptCartHost | null>(
    () =>
      companyUuid
        ? {
            owner: userUuid ?? `device:${getDeviceId()}`,
            companyUuid,
            currency,
            userUuid,
            local: localRef,
            setLocal,
            revision,
            adopted,
            queue,
            reconciling,
            setEnqueuing,
            setOffline,
            setUnavailable,
            load: (signal) => loadCart({ userUuid }, companyUuid, signal),
            merge: () => mergeGuestCart(companyUuid),
          }
        : null,
    [companyUuid, currency, userUuid, setLocal],
  );

  useEffect(() => {
    if (!host) return;
    const controller = new AbortController();
    const justSignedIn = previousUser.current === null && host.userUuid !== null;
    previousUser.current = host.userUuid;
    setLoading(true);
    void loadKept()
      .then((m) => m.loadInto(host, controller.signal, justSignedIn))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [host, tick]);

  const setCart = useCallback((view: CartView) => host && view.company_uuid === host.companyUuid && void loadKept().then((m) => m.adopt(host, view)), [host]);
  const changeOffline = useCallback<CartContextValue['changeOffline']>(
    async (make) => (host ? (await loadKept()).changeKept(host, make) : false),
    [host],
  );
  const drained = useCallback((records: OutboxRecord[]) => host && void loadKept().then((m) => m.drainKept(host, records)), [host]);
  const dismissChanges = useCallback(() => host && void loadKept().then((m) => m.dismiss(host)), [host]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const markOffline = useCallback(() => setOffline(true), []);
  // A kept cart exists only once its module has loaded (every way to setLocal goes through it).
  const shown = useMemo(() => (local && kept && local.company_uuid === companyUuid ? kept.toView(local) : null), [local, companyUuid]);
  const value = useMemo<CartContextValue>(
    () => ({
      owner,
      company,
      setCompany,
      cart: shown,
      loading,
      unavailable,
      reload,
      setCart,
      offline,
      markOffline,
      changeOffline,
      changes: local?.changes ?? [],
      dismissChanges,
    }),
    [owner, company, setCompany, shown, loading, unavailable, reload, setCart, offline, markOffline, changeOffline, local?.changes, dismissChanges],
  );
  return (
    <CartContext.Provider value={value}>
      {local?.dirty && companyUuid && <CartSync companyUuid={companyUuid} paused={enqueuing > 0} nonce={tick} onDrained={drained} />}
      {children}
    </CartContext.Provider>
  );
}
