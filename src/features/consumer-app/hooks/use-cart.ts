// The consumer app's cart state, shared by every screen through a context: the company being
// browsed (remembered in localStorage under STORAGE_KEYS.consumerCompany so the cart reopens on it),
// the server's cart for that company, and the calls that change it.
import { createContext, useContext } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import type { CartOwner } from '../api/cart-api';
import type { EnqueueInput } from '../../../lib/offline/outbox';
import type { CartChange, LocalCart, ShownCart } from '../offline/local-cart';

export interface ConsumerCompany {
  uuid: string;
  slug: string;
  name: string;
  currency: string;
}

export interface CartContextValue {
  owner: CartOwner;
  company: ConsumerCompany | null;
  setCompany: (company: ConsumerCompany) => void;
  /** The cart as shown: the server's, or the one kept on this phone with its offline changes (marked waiting). */
  cart: ShownCart | null;
  loading: boolean;
  /** Set when the cart routes answer 404 (the server has not got them yet). */
  unavailable: boolean;
  reload: () => void;
  /** Replace the cart with a server answer. */
  setCart: (cart: CartView) => void;
  /** No network: the last call found none, or the browser says so. Cart changes then wait in the outbox. */
  offline: boolean;
  /** A call failed for lack of network: from now on changes wait in the outbox. */
  markOffline: () => void;
  /**
   * A change made on the phone (offline, or while earlier changes still wait): `make` turns the kept
   * cart into the next one with the writes that tell the server; shown at once, sent by the outbox.
   * False when `make` declined.
   */
  changeOffline: (make: (cart: LocalCart) => { cart: LocalCart; writes: EnqueueInput[] } | null) => Promise<boolean>;
  /** What the server changed of the cart made offline, until the person has seen it. */
  changes: CartChange[];
  dismissChanges: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs the CartProvider of the consumer app');
  return value;
}
