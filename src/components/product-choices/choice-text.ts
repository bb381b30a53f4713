// A line's choices as words: price deltas as people read them ("+₹30.00", "−₹10.00", "free"), and an
// order line's options and combo choices as short rows for carts, receipts, queue cards and exports.
import type { OptionGroupKind, OrderItemComboChoice, OrderItemOption } from '../../../server/contracts/menu';
import { formatMoney } from '../../lib/money';

/** How an option's price reads beside it: a size's own price, or a signed delta ('' for none: the caller says "free"). */
export function priceDelta(price: number, kind: OptionGroupKind, currency: string, language?: string): string {
  if (kind === 'size') return formatMoney(price, currency, language);
  if (price === 0) return '';
  return `${price > 0 ? '+' : '−'}${formatMoney(Math.abs(price), currency, language)}`;
}

export interface ChoiceRow {
  key: string;
  /** "Large", "Oat milk", or for a combo "Drink: Masala Chai". */
  label: string;
  /** The signed delta or upcharge ('' when it costs nothing extra; a size's price is in the line's price). */
  price: string;
}

/** The rows shown indented under a line: options in the product's group order, then the combo's choices. */
export function choiceRows(
  options: readonly OrderItemOption[] | null | undefined,
  combo: readonly OrderItemComboChoice[] | null | undefined,
  currency: string,
  language?: string,
): ChoiceRow[] {
  const rows: ChoiceRow[] = [];
  for (const c of combo ?? []) {
    rows.push({
      key: `c:${c.slot_uuid}:${c.product_uuid}`,
      label: `${c.slot_name}: ${c.name}`,
      price: c.upcharge ? priceDelta(c.upcharge, 'single', currency, language) : '',
    });
  }
  for (const o of options ?? []) {
    rows.push({
      key: `o:${o.option_uuid}`,
      label: o.name,
      price: o.kind === 'size' ? '' : priceDelta(o.price, o.kind, currency, language),
    });
  }
  return rows;
}

/** The same rows as one plain text per row ("Oat milk +₹30.00"): for printouts, labels and exports. */
export function formatChoices(...line: Parameters<typeof choiceRows>): string[] {
  return choiceRows(...line).map((r) => (r.price ? `${r.label} ${r.price}` : r.label));
}
