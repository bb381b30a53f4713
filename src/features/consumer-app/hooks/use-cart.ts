// The consumer app's cart state, shared by every screen through a context: the company being
// browsed (remembered in localStorage under STORAGE_KEYS.consumerCompany so the cart reopens on it),
// the server's cart for that company, and the calls that change it.
import { createContext, useContext } from 'react';
import type { CartView } from '../../../../server/contracts/ordering';
import type { CartOwner } from '../api/cart-api';

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
  cart: CartView | null;
  loading: boolean;
  /** Set when the cart routes answer 404 (the server has not got them yet). */
  unavailable: boolean;
  reload: () => void;
  /** Replace the cart with a server answer. */
  setCart: (cart: CartView) => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs the CartProvider of the consumer app');
  return value;
}
