import { useCallback, useState } from 'react';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { addToCart, clearCart, removeCartItem, setCartQuantity } from '../api/cart-api';
import { useCart } from './use-cart';

export interface PendingAdd {
  product: PublicProduct;
  quantity: number;
  note: string | null;
  /** The server's sentence: "Your cart holds items from <store>; empty it first". */
  message: string;
}

/** Add, change and remove cart lines; a product of another store asks before emptying the cart. */
export function useCartActions() {
  const { owner, company, setCart } = useCart();
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAdd | null>(null);
  /** The last product added, for a screen reader's announcement (no toast over the screen). */
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  const add = useCallback(
    async (product: PublicProduct, quantity: number, note: string | null = null): Promise<boolean> => {
      if (!company) return false;
      setBusy(product.uuid);
      try {
        setCart(await addToCart(owner, { company_uuid: company.uuid, store_uuid: product.store_uuid, product_uuid: product.uuid, quantity, note: note || null }));
        setLastAdded(product.name);
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) setPending({ product, quantity, note, message: err.message });
        else notifyError(err instanceof Error ? err.message : String(err));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [company, owner, setCart],
  );

  /** Empties the cart (another store's items) and adds what was asked. */
  const confirmPending = useCallback(async () => {
    if (!pending || !company) return;
    const p = pending;
    setPending(null);
    try {
      await clearCart(owner, company.uuid);
    } catch {
      return;
    }
    await add(p.product, p.quantity, p.note);
  }, [pending, company, owner, add]);

  const setQuantity = useCallback(
    async (cartItemUuid: string, quantity: number) => {
      setBusy(cartItemUuid);
      try {
        setCart(quantity <= 0 ? await removeCartItem(owner, cartItemUuid) : await setCartQuantity(owner, cartItemUuid, quantity));
      } catch {
        /* the api client toasted the server's message */
      } finally {
        setBusy(null);
      }
    },
    [owner, setCart],
  );

  return { add, setQuantity, busy, pending, lastAdded, confirmPending, cancelPending: () => setPending(null) };
}
