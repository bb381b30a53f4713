// The consumer's cart kept on the phone (local-cart.ts), in the outbox's IndexedDB (its `carts`
// table, src/lib/offline/db.ts), loaded on first use like the outbox itself.
import { loadOfflineDb } from '../../../lib/offline/live-rows';
import type { LocalCart } from './local-cart';

export async function readKeptCart(id: string): Promise<LocalCart | undefined> {
  const db = await loadOfflineDb();
  return (await db.carts.get(id)) as unknown as LocalCart | undefined;
}

/** Best effort: a full or blocked IndexedDB never fails the screen (the cart is then not kept). */
export async function keepCart(cart: LocalCart): Promise<void> {
  try {
    const db = await loadOfflineDb();
    await db.carts.put(cart as unknown as { id: string });
  } catch (err) {
    console.warn('Could not keep the cart for offline use', err);
  }
}

/** Signing out: the person's carts leave this phone with them. */
export async function forgetCarts(owner: string): Promise<void> {
  const db = await loadOfflineDb();
  await db.carts.filter((c) => c.id.startsWith(`${owner}|`)).delete();
}
