import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { ComboChoice } from '../../../../server/contracts/menu';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { addToCart, clearCart, removeCartItem, setCartQuantity } from '../api/cart-api';

/** The phone's side of the cart (offline), loaded on first use with its words. */
const offlineActions = (i18n: { loadNamespaces: (ns: string) => Promise<unknown> }) =>
  Promise.all([import('../offline/offline-actions'), i18n.loadNamespaces('consumerOffline')]).then(([m]) => m);
import { useCart } from './use-cart';

/** A line's choices as the sheet made them; absent for a plain product added from its card. */
export interface LineChoices {
  options: string[];
  combo: ComboChoice[];
}

export interface PendingAdd {
  product: PublicProduct;
  quantity: number;
  note: string | null;
  choices?: LineChoices;
  /** The server's sentence: "Your cart holds items from <store>; empty it first". */
  message: string;
  /** Asked on the phone (offline): the line then replaces the cart through the outbox. */
  offline?: boolean;
}

/**
 * Add, change and remove cart lines; a product of another store asks before emptying the cart.
 * Online, each change goes to the server at once. Without a network (or while earlier changes still
 * wait) it is made on the phone's copy of the cart, shown at once marked waiting, and sent through
 * the outbox (issue 17).
 */
export function useCartActions() {
  const { t, i18n } = useTranslation();
  const { owner, company, cart, setCart, offline, markOffline, changeOffline } = useCart();
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAdd | null>(null);
  /** The last product added, for a screen reader's announcement (no toast over the screen). */
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const onPhone = offline || Boolean(cart?.waiting);

  const addOffline = useCallback(
    async (product: PublicProduct, quantity: number, note: string | null, choices: LineChoices | undefined, replaceStore: boolean): Promise<boolean> => {
      const m = await offlineActions(i18n);
      const line = m.lineFromMenu(product, quantity, note, choices);
      if ('refused' in line) {
        notifyError(line.refused);
        return false;
      }
      const refused: { store?: string | null } = {};
      const ok = await changeOffline(m.addMake(t, owner, product, line, replaceStore, refused));
      if ('store' in refused) {
        setPending({ product, quantity, note, choices, offline: true, message: t('consumerOffline:otherStore', { store: refused.store ?? '' }) });
        return false;
      }
      if (ok) setLastAdded(product.name);
      return ok;
    },
    [changeOffline, owner, t, i18n],
  );

  const add = useCallback(
    async (product: PublicProduct, quantity: number, note: string | null = null, choices?: LineChoices): Promise<boolean> => {
      if (!company) return false;
      if (onPhone) return addOffline(product, quantity, note, choices, false);
      setBusy(product.uuid);
      try {
        setCart(
          await addToCart(owner, {
            company_uuid: company.uuid,
            store_uuid: product.store_uuid,
            product_uuid: product.uuid,
            quantity,
            note: note || null,
            ...(choices ? { options: choices.options, ...(choices.combo.length ? { combo: choices.combo } : {}) } : {}),
          }),
        );
        setLastAdded(product.name);
        return true;
      } catch (err) {
        // No network: the change is made on the phone and waits in the outbox.
        if (err instanceof ApiError && err.isNetwork) {
          markOffline();
          return addOffline(product, quantity, note, choices, false);
        }
        // Only the other-store refusal asks to empty the cart; a sold-out product or option is said as it is.
        if (err instanceof ApiError && err.status === 409 && 'store_uuid' in err.fieldErrors) {
          setPending({ product, quantity, note, choices, message: err.message });
        }
        else notifyError(err instanceof Error ? err.message : String(err));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [company, owner, setCart, onPhone, addOffline, markOffline],
  );

  /** Empties the cart (another store's items) and adds what was asked. */
  const confirmPending = useCallback(async () => {
    if (!pending || !company) return false;
    const p = pending;
    setPending(null);
    if (p.offline || onPhone) return addOffline(p.product, p.quantity, p.note, p.choices, true);
    try {
      await clearCart(owner, company.uuid);
    } catch {
      return false;
    }
    return add(p.product, p.quantity, p.note, p.choices);
  }, [pending, company, owner, add, onPhone, addOffline]);

  const changeLineOffline = useCallback(
    async (cartItemUuid: string, change: { quantity?: number; note?: string | null }) =>
      changeOffline((await offlineActions(i18n)).lineChangeMake(t, owner, cartItemUuid, change)),
    [changeOffline, owner, t, i18n],
  );

  const setQuantity = useCallback(
    async (cartItemUuid: string, quantity: number) => {
      if (onPhone) return void (await changeLineOffline(cartItemUuid, { quantity }));
      setBusy(cartItemUuid);
      try {
        setCart(quantity <= 0 ? await removeCartItem(owner, cartItemUuid) : await setCartQuantity(owner, cartItemUuid, quantity));
      } catch (err) {
        if (err instanceof ApiError && err.isNetwork) {
          markOffline();
          await changeLineOffline(cartItemUuid, { quantity });
        }
        /* else the api client toasted the server's message */
      } finally {
        setBusy(null);
      }
    },
    [owner, setCart, onPhone, changeLineOffline, markOffline],
  );

  /** A line's note: kept with the line (online too, through the same line write: the cart has no note route of its own). */
  const setNote = useCallback((cartItemUuid: string, note: string | null) => changeLineOffline(cartItemUuid, { note }), [changeLineOffline]);

  return { add, setQuantity, setNote, busy, pending, lastAdded, confirmPending, cancelPending: () => setPending(null) };
}
