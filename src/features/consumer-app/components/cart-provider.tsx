import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import { STORAGE_KEYS } from '../../../config/constants';
import { getDeviceId } from '../../../lib/device-id';
import { ApiError } from '../../../lib/api-client';
import { lazyPart } from '../../../lib/lazy-part';
import type { OutboxRecord } from '../../../lib/offline/outbox';
import { readJson, writeJson } from '../../../lib/storage';
import { useCurrentUser } from '../../../lib/use-auth';
import { companyStores } from '../api/browse-api';
import { loadCart, mergeGuestCart } from '../api/cart-api';
import { isMissingRoute } from '../api/missing-route';
import { CartContext, type CartContextValue, type ConsumerCompany } from '../hooks/use-cart';
import { cartId, cartScope } from '../offline/keys';
import type { LocalCart } from '../offline/local-cart';
import type * as LocalCartRules from '../offline/local-cart';

// The kept cart's rules and its storage load beside the first cart answer, not with the first screen.
type LocalCartModule = typeof LocalCartRules;
let localCartModule: LocalCartModule | null = null;
const loadLocalCart = (): Promise<LocalCartModule> => import('../offline/local-cart').then((m) => (localCartModule = m));
const readKeptCart = (id: string) => import('../offline/cart-store').then((m) => m.readKeptCart(id));
const keepCart = (cart: LocalCart) => import('../offline/cart-store').then((m) => m.keepCart(cart), () => undefined);
const loadCartSync = () => import('../offline/cart-sync');
const CartSync = lazyPart(loadCartSync);

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
/** A failure for lack of network, not a refusal (as kept-views' isOfflineError, without loading that module first). */
const isOfflineError = (error: unknown) => (error instanceof ApiError ? error.isNetwork : browserOffline());

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
  const ownerKey = userUuid ?? `device:${getDeviceId()}`;
  const [company, setCompanyState] = useState<ConsumerCompany | null>(() => readJson<ConsumerCompany>(STORAGE_KEYS.consumerCompany));
  const [local, setLocalState] = useState<LocalCart | null>(null);
  const localRef = useRef<LocalCart | null>(null);
  const [loading, setLoading] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [offline, setOffline] = useState(browserOffline);
  const [tick, setTick] = useState(0);
  /** Offline changes being written to the outbox: the outbox must not be read as drained meanwhile. */
  const [enqueuing, setEnqueuing] = useState(0);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  /** Counts the changes made on the phone: a reconciliation started before the last one is not applied. */
  const revision = useRef(0);
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
  const id = companyUuid ? cartId(ownerKey, companyUuid) : null;
  useEffect(() => {
    if (!companyUuid || !id) return;
    const controller = new AbortController();
    const justSignedIn = previousUser.current === null && userUuid !== null;
    previousUser.current = userUuid;
    setLoading(true);
    (async () => {
      try {
        // What the guest put in the cart before signing in joins the user's cart.
        if (justSignedIn) await mergeGuestCart(companyUuid).catch(() => undefined);
        const [answer, { fromServer }] = await Promise.all([loadCart({ userUuid }, companyUuid, controller.signal), loadLocalCart()]);
        if (controller.signal.aborted) return;
        setUnavailable(false);
        setOffline(browserOffline());
        const kept = await readKeptCart(id).catch(() => undefined);
        if (controller.signal.aborted) return;
        // Changes made offline still wait: the kept cart stands until they are answered (CartSync).
        if (kept?.dirty) return setLocal(kept);
        const next = fromServer(id, answer, Date.now(), kept?.changes ?? []);
        setLocal(next);
        void keepCart(next);
      } catch (err) {
        if (controller.signal.aborted) return;
        if (!isOfflineError(err)) {
          setLocal(null);
          setUnavailable(isMissingRoute(err));
          return;
        }
        // No network: the cart kept on this phone, or an empty one.
        setOffline(true);
        const [kept, { emptyCart }] = await Promise.all([readKeptCart(id).catch(() => undefined), loadLocalCart()]);
        if (!controller.signal.aborted) setLocal(kept ?? localRef.current ?? emptyCart(id, companyUuid, currency));
      }
    })().finally(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [companyUuid, userUuid, id, currency, tick, setLocal]);

  const setCart = useCallback(
    (view: CartView) => {
      if (!id || view.company_uuid !== companyUuid) return;
      void loadLocalCart().then(({ fromServer }) => {
        const next = fromServer(id, view, Date.now(), localRef.current?.changes ?? []);
        setLocal(next);
        void keepCart(next);
      });
    },
    [id, companyUuid, setLocal],
  );

  const changeOffline = useCallback<CartContextValue['changeOffline']>(
    async (make) => {
      if (!id || !companyUuid) return false;
      const { emptyCart } = await loadLocalCart();
      const result = make(localRef.current ?? emptyCart(id, companyUuid, currency));
      if (!result) return false;
      revision.current += 1;
      setLocal(result.cart);
      setEnqueuing((n) => n + 1);
      // One change after another, in the order they were made.
      const done = writes.current.then(() => loadCartSync().then((m) => m.sendChanges(result.writes, () => localRef.current ?? result.cart)));
      writes.current = done.catch((err: unknown) => console.warn('Could not keep a cart change', err));
      try {
        await done;
        return true;
      } catch {
        return false;
      } finally {
        setEnqueuing((n) => n - 1);
      }
    },
    [id, companyUuid, currency, setLocal],
  );

  // Every change answered: the server's cart, compared with the one the person made.
  const reconciling = useRef(false);
  const drained = useCallback(
    async (records: OutboxRecord[]) => {
      if (!localRef.current?.dirty || !companyUuid || !id || reconciling.current) return;
      reconciling.current = true;
      const startedAt = revision.current;
      try {
        const server = await loadCart({ userUuid }, companyUuid);
        // A change made meanwhile: the next drain reconciles it.
        if (revision.current !== startedAt || !localRef.current?.dirty) return;
        setLocal(await (await loadCartSync()).reconcileKept(id, localRef.current, server, records));
        setOffline(browserOffline());
      } catch (err) {
        if (isOfflineError(err)) setOffline(true);
      } finally {
        reconciling.current = false;
      }
    },
    [companyUuid, id, userUuid, setLocal],
  );

  const dismissChanges = useCallback(() => {
    const current = localRef.current;
    if (!current || current.changes.length === 0) return;
    const next = { ...current, changes: [] };
    setLocal(next);
    void keepCart(next);
  }, [setLocal]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const markOffline = useCallback(() => setOffline(true), []);
  // A kept cart exists only once its module has loaded (every path to setLocal loads it first).
  const shown = useMemo(() => (local && localCartModule && local.company_uuid === companyUuid ? localCartModule.toView(local) : null), [local, companyUuid]);
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
      {local?.dirty && companyUuid && <CartSync scope={cartScope(companyUuid)} paused={enqueuing > 0} nonce={tick} onDrained={drained} />}
      {children}
    </CartContext.Provider>
  );
}
