import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { ComboChoice } from '../../../../server/contracts/menu';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { addToCart, clearCart, removeCartItem, setCartQuantity } from '../api/cart-api';
import type * as OfflineActions from '../offline/offline-actions';
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

const isNetwork = (err: unknown) => err instanceof ApiError && err.isNetwork;

/**
 * Add, change and remove cart lines; a product of another store asks before emptying the cart.
 * Online, each change goes to the server at once. Without a network (or while earlier changes still
 * wait) it is made on the phone's copy of the cart, shown at once marked waiting, and sent through
 * the outbox (offline/offline-actions.ts, loaded on first use with its words; issue 17).
 */
export function useCartActions() {
  const { t, i18n } = useTranslation();
  const { owner, company, cart, setCart, offline, markOffline, changeOffline } = useCart();
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAdd | null>(null);
  /** The last product added, for a screen reader's announcement (no toast over the screen). */
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const onPhone = offline || Boolean(cart?.waiting);
  const phone = useCallback(
    (run: (m: typeof OfflineActions, host: OfflineActions.PhoneHost) => Promise<boolean>) =>
      Promise.all([import('../offline/offline-actions'), i18n.loadNamespaces('consumerOffline')]).then(([m]) =>
        run(m, { t, owner, changeOffline, setPending, setLastAdded, notifyError }),
      ),
    [t, i18n, owner, changeOffline],
  );

  const add = useCallback(
    async (product: PublicProduct, quantity: number, note: string | null = null, choices?: LineChoices): Promise<boolean> => {
      if (!company) return false;
      const ask = { product, quantity, note, choices };
      if (onPhone) return phone((m, host) => m.addOnPhone(host, ask, false));
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
        if (isNetwork(err)) {
          markOffline();
          return phone((m, host) => m.addOnPhone(host, ask, false));
        }
        // Only the other-store refusal asks to empty the cart; a sold-out product or option is said as it is.
        if (err instanceof ApiError && err.status === 409 && 'store_uuid' in err.fieldErrors) {
          setPending({ ...ask, message: err.message });
        }
        else notifyError(err instanceof Error ? err.message : String(err));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [company, owner, setCart, onPhone, phone, markOffline],
  );

  /** Empties the cart (another store's items) and adds what was asked. */
  const confirmPending = useCallback(async () => {
    if (!pending || !company) return false;
    const p = pending;
    setPending(null);
    if (p.offline || onPhone) return phone((m, host) => m.addOnPhone(host, p, true));
    try {
      await clearCart(owner, company.uuid);
    } catch {
      return false;
    }
    return add(p.product, p.quantity, p.note, p.choices);
  }, [pending, company, owner, add, onPhone, phone]);

  const setQuantity = useCallback(
    async (cartItemUuid: string, quantity: number) => {
      const onPhoneChange = () => phone((m, host) => m.changeLine(host, cartItemUuid, { quantity }));
      setBusy(cartItemUuid);
      // On the phone as online, the line's stepper waits for its change: a second tap reads the new quantity.
      if (onPhone) {
        try {
          return void (await onPhoneChange());
        } finally {
          setBusy(null);
        }
      }
      try {
        setCart(quantity <= 0 ? await removeCartItem(owner, cartItemUuid) : await setCartQuantity(owner, cartItemUuid, quantity));
      } catch (err) {
        // else the api client toasted the server's message
        if (isNetwork(err)) {
          markOffline();
          await onPhoneChange();
        }
      } finally {
        setBusy(null);
      }
    },
    [owner, setCart, onPhone, phone, markOffline],
  );

  return { add, setQuantity, busy, pending, lastAdded, confirmPending, cancelPending: () => setPending(null) };
}
