import { useCallback, useState } from 'react';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import type { ComboChoice } from '../../../../server/contracts/menu';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { addToCart, clearCart, removeCartItem, setCartQuantity } from '../api/cart-api';
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
}

/** Add, change and remove cart lines; a product of another store asks before emptying the cart. */
export function useCartActions() {
  const { owner, company, setCart } = useCart();
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAdd | null>(null);
  /** The last product added, for a screen reader's announcement (no toast over the screen). */
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  const add = useCallback(
    async (product: PublicProduct, quantity: number, note: string | null = null, choices?: LineChoices): Promise<boolean> => {
      if (!company) return false;
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
    [company, owner, setCart],
  );

  /** Empties the cart (another store's items) and adds what was asked. */
  const confirmPending = useCallback(async () => {
    if (!pending || !company) return false;
    const p = pending;
    setPending(null);
    try {
      await clearCart(owner, company.uuid);
    } catch {
      return false;
    }
    return add(p.product, p.quantity, p.note, p.choices);
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
