import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import { STORAGE_KEYS } from '../../../config/constants';
import { readJson, writeJson } from '../../../lib/storage';
import { useCurrentUser } from '../../../lib/use-auth';
import { companyStores } from '../api/browse-api';
import { loadCart, mergeGuestCart } from '../api/cart-api';
import { isMissingRoute } from '../api/missing-route';
import { CartContext, type CartContextValue, type ConsumerCompany } from '../hooks/use-cart';

/** Holds the cart of the company being browsed; a guest's cart joins the user's on sign-in. */
export function CartProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const userUuid = user?.uuid ?? null;
  const owner = useMemo(() => ({ userUuid }), [userUuid]);
  const [company, setCompanyState] = useState<ConsumerCompany | null>(() => readJson<ConsumerCompany>(STORAGE_KEYS.consumerCompany));
  const [cart, setCart] = useState<CartView | null>(null);
  const [loading, setLoading] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [tick, setTick] = useState(0);
  const previousUser = useRef<string | null>(userUuid);

  const setCompany = useCallback((next: ConsumerCompany) => {
    setCompanyState((prev) =>
      prev && prev.uuid === next.uuid && prev.slug === next.slug && prev.currency === next.currency && prev.name === next.name ? prev : next,
    );
    writeJson(STORAGE_KEYS.consumerCompany, next);
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
  useEffect(() => {
    if (!companyUuid) return;
    const controller = new AbortController();
    const justSignedIn = previousUser.current === null && userUuid !== null;
    previousUser.current = userUuid;
    setLoading(true);
    (async () => {
      // What the guest put in the cart before signing in joins the user's cart.
      if (justSignedIn) await mergeGuestCart(companyUuid).catch(() => undefined);
      return loadCart({ userUuid }, companyUuid, controller.signal);
    })()
      .then((answer) => {
        if (controller.signal.aborted) return;
        setCart(answer);
        setUnavailable(false);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setCart(null);
        setUnavailable(isMissingRoute(err));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [companyUuid, userUuid, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const value = useMemo<CartContextValue>(
    () => ({ owner, company, setCompany, cart: cart && cart.company_uuid === companyUuid ? cart : null, loading, unavailable, reload, setCart }),
    [owner, company, setCompany, cart, companyUuid, loading, unavailable, reload],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
