// The cart changes a person makes on the phone (offline, or while earlier changes wait), loaded
// when first needed (not with the menu's first screen): each turns the kept cart into the next one
// with the outbox write that tells the server (issue 17).
import type { TFunction } from 'i18next';
import type { PublicProduct } from '../../../../server/contracts/catalogue';
import { checkLine } from '../../../../server/contracts/constants/menu';
import type { EnqueueInput } from '../../../lib/offline/outbox';
import type { CartOwner } from '../api/cart-api';
import type { LineChoices, PendingAdd } from '../hooks/use-cart-actions';
import { lineWrite } from './cart-writes';
import { addLine, setLineNote, setLineQuantity, type LocalCart, type NewLine } from './local-cart';

type Make = (cart: LocalCart) => { cart: LocalCart; writes: EnqueueInput[] } | null;

/** A line made on the phone from the menu it has: its choices checked and priced as the server does (checkLine). */
export function lineFromMenu(product: PublicProduct, quantity: number, note: string | null, choices?: LineChoices): NewLine | { refused: string } {
  const check = checkLine(product, { options: choices?.options, combo: choices?.combo });
  if (!check.ok) return { refused: check.problem.message };
  return {
    product_uuid: product.uuid,
    name: product.name,
    image: product.image,
    unit_price: check.unit_price,
    base_price: check.base_price,
    quantity,
    note: note || null,
    options: check.options,
    combo: check.combo,
    allergens: check.allergens,
    may_contain: check.may_contain,
    available: true,
    problem: null,
    stock: product.stock,
  };
}

/** Adds `line`; a cart of another store is left as it is and its name put in `refused.store` (the person is asked). */
export function addMake(
  t: TFunction,
  owner: CartOwner,
  product: PublicProduct,
  line: NewLine,
  replaceStore: boolean,
  refused: { store?: string | null },
): Make {
  return (kept) => {
    const added = addLine(kept, line, product.store_uuid, product.store_name, replaceStore);
    if (!added.ok) {
      refused.store = added.storeName;
      return null;
    }
    const label = t('consumerOffline:write.line', { name: line.name, count: added.line.quantity });
    return { cart: added.cart, writes: [lineWrite(owner, kept.company_uuid, product.store_uuid, added.line, label, replaceStore)] };
  };
}

/** A line's quantity (0 removes it) or note. */
export function lineChangeMake(t: TFunction, owner: CartOwner, cartItemUuid: string, change: { quantity?: number; note?: string | null }): Make {
  return (kept) => {
    const step =
      change.quantity !== undefined ? setLineQuantity(kept, cartItemUuid, change.quantity) : setLineNote(kept, cartItemUuid, change.note ?? null);
    if (!step || !step.cart.store_uuid) return null;
    const label = step.line.quantity === 0
      ? t('consumerOffline:write.remove', { name: step.line.name })
      : t('consumerOffline:write.line', { name: step.line.name, count: step.line.quantity });
    return { cart: step.cart, writes: [lineWrite(owner, kept.company_uuid, step.cart.store_uuid, step.line, label)] };
  };
}

/** What the cart screens lend these actions. */
export interface PhoneHost {
  t: TFunction;
  owner: CartOwner;
  changeOffline: (make: Make) => Promise<boolean>;
  setPending: (pending: PendingAdd) => void;
  setLastAdded: (name: string) => void;
  /** Says a refusal (lib/notify notifyError). */
  notifyError: (message: string) => void;
}

/**
 * Adds a product on the phone: its line checked on the menu the phone has, then the change made. A
 * cart that holds another store's lines asks the person first (`replaceStore` once they agreed).
 */
export async function addOnPhone(
  host: PhoneHost,
  ask: { product: PublicProduct; quantity: number; note: string | null; choices?: LineChoices },
  replaceStore: boolean,
): Promise<boolean> {
  const line = lineFromMenu(ask.product, ask.quantity, ask.note, ask.choices);
  if ('refused' in line) {
    host.notifyError(line.refused);
    return false;
  }
  const refused: { store?: string | null } = {};
  const ok = await host.changeOffline(addMake(host.t, host.owner, ask.product, line, replaceStore, refused));
  if ('store' in refused) {
    host.setPending({ ...ask, offline: true, message: host.t('consumerOffline:otherStore', { store: refused.store ?? '' }) });
    return false;
  }
  if (ok) host.setLastAdded(ask.product.name);
  return ok;
}

/**
 * A line's quantity (0 removes it) or note, changed on the phone. A note goes this way online too
 * (the same line write, sent at once): the cart has no note route of its own.
 */
export const changeLine = (host: PhoneHost, cartItemUuid: string, change: { quantity?: number; note?: string | null }) =>
  host.changeOffline(lineChangeMake(host.t, host.owner, cartItemUuid, change));
