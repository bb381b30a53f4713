// The consumer's cart writes as they wait in the outbox (src/lib/offline/outbox.ts), beside the
// kiosk's and the till's: kind 'cart', scoped to the company's cart, each with the whole line it
// sets (PUT /cart/line: a quantity, not a step, so a write sent twice changes nothing more) or the
// coupon it asks for. The engine sends them in order and, where several wait, in one batch.
import type { CartOwner } from '../api/cart-api';
import { getDeviceId } from '../../../lib/device-id';
import type { EnqueueInput, OutboxRecord } from '../../../lib/offline/outbox';
import { cartScope, comboChoices, optionUuids, type LocalLine, type Refusal } from './local-cart';

/** What a cart write carries for the screens: which line or coupon it is about. */
export interface CartWriteMeta extends Record<string, unknown> {
  cart: 'line' | 'coupon';
  key?: string;
  code?: string;
  name: string;
}

const guestId = (owner: CartOwner) => (owner.userUuid ? {} : { ip_address: getDeviceId() });

/** One line set to its quantity (0: removed), with its note; `replaceStore`: the person agreed to empty another store's cart. */
export function lineWrite(owner: CartOwner, companyUuid: string, storeUuid: string, line: LocalLine, label: string, replaceStore = false): EnqueueInput {
  const meta: CartWriteMeta = { cart: 'line', key: line.key, name: line.name };
  return {
    kind: 'cart',
    method: 'PUT',
    url: '/cart/line',
    body: {
      company_uuid: companyUuid,
      store_uuid: storeUuid,
      product_uuid: line.product_uuid,
      quantity: line.quantity,
      note: line.note,
      options: optionUuids(line.options),
      ...(line.combo.length ? { combo: comboChoices(line.combo) } : {}),
      ...(replaceStore ? { replace_store: true } : {}),
      ...guestId(owner),
    },
    label,
    scope: cartScope(companyUuid),
    meta,
  };
}

/** A coupon asked for (or, with null, removed). */
export function couponWrite(owner: CartOwner, companyUuid: string, storeUuid: string | null, code: string | null, label: string): EnqueueInput {
  const meta: CartWriteMeta = { cart: 'coupon', name: code ?? '', ...(code ? { code } : {}) };
  return code
    ? {
        kind: 'cart',
        method: 'POST',
        url: '/coupon/code',
        body: { code, company_uuid: companyUuid, ...(storeUuid ? { store_uuid: storeUuid } : {}), ...guestId(owner) },
        label,
        scope: cartScope(companyUuid),
        meta,
      }
    : {
        kind: 'cart',
        method: 'PUT',
        url: '/coupon/code/clear',
        body: { company_uuid: companyUuid, ...guestId(owner) },
        label,
        scope: cartScope(companyUuid),
        meta,
      };
}

/** The refusals among a cart's outbox records, for reconcile. */
export function refusalsOf(records: readonly OutboxRecord[]): Refusal[] {
  return records
    .filter((r) => r.state === 'conflict' && r.kind === 'cart')
    .map((r) => {
      const meta = (r.meta ?? {}) as Partial<CartWriteMeta>;
      return { key: meta.key, code: meta.code, message: r.error?.message ?? '' };
    });
}
